// loan!repay: repays from the wallet (one idempotency key per attempt); the loan and the balance
// refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { loanRepay } from '../../../../domain/api/credit.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { loanId: string; amount: string; idempotencyKey: string }) =>
      apiCall<typeof loanRepay>(
        'loan!repay',
        { loanId: input.loanId, amount: input.amount },
        { method: 'POST', idempotencyKey: input.idempotencyKey, silent: true },
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('loan!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('wallet!getUsdt') });
    },
  });
}
