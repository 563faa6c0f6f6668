// rechargeBlockchain!recharge_open then rechargeBlockchain!recharge: a manual deposit (payment
// proof or bank card, in USDT or a fiat currency the bank account takes) for operator review. The idempotency key is made once per submission, so a
// retried request cannot create a second deposit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { recharge, rechargeOpen } from '../../../../domain/api/wallet.ts';
import { apiCall, callKey } from '../../../lib/api-client.ts';

interface RechargeInput {
  amount: string;
  /** The currency of `amount`: USDT, or a bank deposit's fiat currency (fee.bankCurrencies). */
  symbol?: string;
  channel?: string;
  img?: string;
  bank_name?: string;
  card_number?: string;
  idempotencyKey: string;
}

async function rechargeCall({ idempotencyKey, symbol = 'USDT', ...input }: RechargeInput) {
  const { session_token } = await apiCall<typeof rechargeOpen>(
    'rechargeBlockchain!recharge_open',
    {},
    { method: 'POST', silent: true },
  );
  return apiCall<typeof recharge>(
    'rechargeBlockchain!recharge',
    { ...input, symbol, session_token },
    { method: 'POST', silent: true, idempotencyKey },
  );
}

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rechargeCall,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: callKey('rechargeBlockchain!list') }),
  });
}
