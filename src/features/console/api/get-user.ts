// admin/user!info (GET): one user as the console shows it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserInfo } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const userInfoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKey('admin/user!info', { id }),
    queryFn: ({ signal }) =>
      apiCall<typeof adminUserInfo>('admin/user!info', { id }, { signal, silent: true }),
  });

export function useUserInfo(id: string) {
  return useQuery(userInfoQueryOptions(id));
}
