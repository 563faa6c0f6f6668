// admin/role!save (POST): creates a role (no code) or changes one's name and permissions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminRoleSave } from '../../../../domain/api/operator.ts';
import type { Permission } from '../../../../domain/operator/permissions.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      code?: string | undefined;
      name: string;
      permissions: Permission[];
      reason?: string | undefined;
    }) =>
      // Silent: the form shows the server's reason beside it.
      apiCall<typeof adminRoleSave>('admin/role!save', input, { method: 'POST', silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('admin/role!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
      ]),
  });
}
