// admin/user!setRoles (POST): the operator roles of a user (`admin`, `support`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserSetRoles } from '../../../../domain/api/operator.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; roles: Array<'admin' | 'support'> }) =>
      apiCall<typeof adminUserSetRoles>('admin/user!setRoles', input, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!info') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
      ]),
  });
}
