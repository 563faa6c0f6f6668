// admin/role!delete (POST): deletes a role nobody holds (the server refuses one still held).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminRoleDelete } from '../../../../domain/api/operator.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) =>
      apiCall<typeof adminRoleDelete>('admin/role!delete', input, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('admin/role!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
      ]),
  });
}
