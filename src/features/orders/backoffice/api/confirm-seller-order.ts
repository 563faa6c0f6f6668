// seller/order!confirm: the store confirms a paid order and starts stocking it (status 1 -> 2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sellerOrderConfirm } from '../../../../../domain/api/order.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

function confirmSellerOrder(orderId: string) {
  return apiCall<typeof sellerOrderConfirm>(
    'seller/order!confirm',
    { orderId },
    { method: 'POST', silent: true },
  );
}

export function useSellerConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSellerOrder,
    // The dashboard's counters per status move with the order, without a reload.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('seller/order!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('seller/dashboard!stats') }),
      ]),
  });
}
