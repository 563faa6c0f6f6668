// admin/user!list (GET): users found by name, e-mail, user code or phone, by role and status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminUserList, UserStatusValue } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

/** `user`, `seller`, or an operator role's code (`admin`, `support`, `op_<id>` from admin/role!list). */
export type UserRoleFilter = string;

export interface UserQuery {
  q?: string | undefined;
  role?: UserRoleFilter | undefined;
  status?: UserStatusValue | undefined;
  pageNum: number;
}

export function useUserList(query: UserQuery) {
  const params = { ...query, pageSize: 20 };
  return useQuery({
    queryKey: apiKey('admin/user!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof adminUserList>('admin/user!list', params, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
