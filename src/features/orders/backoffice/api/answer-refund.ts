// seller/order!acceptRefund and seller/order!disputeRefund: the store answers a buyer's refund or
// return request (accept: paid at once, one key per attempt; dispute: the operator decides).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  sellerOrderAcceptRefund,
  sellerOrderDisputeRefund,
} from '../../../../../domain/api/order.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

export function useAnswerRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { orderId: string; answer: 'accept'; idempotencyKey: string }
        | { orderId: string; answer: 'dispute'; reason: string },
    ) =>
      input.answer === 'accept'
        ? apiCall<typeof sellerOrderAcceptRefund>(
            'seller/order!acceptRefund',
            { orderId: input.orderId },
            { method: 'POST', silent: true, idempotencyKey: input.idempotencyKey },
          )
        : apiCall<typeof sellerOrderDisputeRefund>(
            'seller/order!disputeRefund',
            { orderId: input.orderId, reason: input.reason },
            { method: 'POST', silent: true },
          ),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey('seller/order!list') });
      await queryClient.invalidateQueries({ queryKey: callKey('seller/wallet!summary') });
      await queryClient.invalidateQueries({ queryKey: callKey('seller/wallet!statement') });
    },
  });
}
