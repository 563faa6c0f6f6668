// seller/wallet!transfer: moves store earnings to the owner's wallet with the fund password (one
// key per attempt).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { storeTransferToWallet } from '../../../../../domain/api/wallet.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

export function useTransferEarnings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: string; safeword: string; idempotencyKey: string }) =>
      apiCall<typeof storeTransferToWallet>(
        'seller/wallet!transfer',
        { amount: input.amount, safeword: input.safeword },
        { method: 'POST', idempotencyKey: input.idempotencyKey, silent: true },
      ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('seller/wallet!summary') });
      await queryClient.invalidateQueries({ queryKey: callKey('seller/wallet!statement') });
      await queryClient.invalidateQueries({ queryKey: callKey('wallet!getUsdt') });
    },
  });
}
