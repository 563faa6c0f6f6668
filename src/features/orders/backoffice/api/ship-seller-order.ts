// seller/order!ship: the store ships a paid order with carrier and tracking number (-> status 3).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sellerOrderShip } from '../../../../../domain/api/order.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

function shipSellerOrder(input: { orderId: string; carrier: string; trackingNumber: string }) {
  return apiCall<typeof sellerOrderShip>('seller/order!ship', input, {
    method: 'POST',
    silent: true,
  });
}

export function useSellerShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipSellerOrder,
    // The dashboard's counters per status move with the order, without a reload.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('seller/order!list') }),
        queryClient.invalidateQueries({ queryKey: callKey('seller/dashboard!stats') }),
      ]),
  });
}
