// loan!apply: applies with the quote the borrower saw (its hash) and the ticked agreement.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../domain/api/define.ts';
import type { loanApply } from '../../../../domain/api/credit.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

export function useApplyLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idempotencyKey,
      ...input
    }: EndpointInput<typeof loanApply> & { idempotencyKey: string }) =>
      apiCall<typeof loanApply>('loan!apply', input, {
        method: 'POST',
        idempotencyKey,
        silent: true,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('loan!products') });
      await queryClient.invalidateQueries({ queryKey: callKey('loan!list') });
    },
  });
}
