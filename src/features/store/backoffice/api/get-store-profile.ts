// seller/store!info (GET): the caller's store profile (description in the interface language).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { storeInfo } from '../../../../../domain/api/store.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

export const storeProfileQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('seller/store!info'),
    queryFn: ({ signal }) =>
      apiCall<typeof storeInfo>('seller/store!info', {}, { signal, silent: true }),
  });

export function useStoreProfile() {
  return useQuery(storeProfileQueryOptions());
}
