// admin/user!setRoles (POST): the operator roles of a user (`admin`, `support`, roles made in the
// console); the role list's holder counts change with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserSetRoles } from '../../../../domain/api/operator.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; roles: string[] }) =>
      apiCall<typeof adminUserSetRoles>('admin/user!setRoles', input, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!info') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/role!list') }),
      ]),
  });
}
