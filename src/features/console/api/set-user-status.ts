// admin/user!setStatus (POST): active, disabled or business-locked, with the reason the user reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminUserSetStatus, UserStatusValue } from '../../../../domain/api/operator.ts';
import type { ReasonCode } from '../../../../domain/operator/reasons.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: string;
      status: UserStatusValue;
      reasonCode?: ReasonCode | undefined;
      reason?: string | undefined;
      suspendStores?: boolean;
    }) => apiCall<typeof adminUserSetStatus>('admin/user!setStatus', input, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!info') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/user!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('admin/store!list') }),
      ]),
  });
}
