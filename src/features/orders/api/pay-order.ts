// order!pay ("pay now"): pay a pending-payment order from the balance into escrow; one key per order, so a retry cannot pay twice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderPay } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../lib/refresh-catalogue.ts';
import { refreshOrders } from './refresh-orders.ts';

export function payOrder(orderId: string) {
  return apiCall<typeof orderPay>(
    'order!pay',
    { orderId, payMethod: 'balance' },
    { method: 'POST', silent: true, idempotencyKey: `pay-${orderId}` },
  );
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // Paid: the listings' stock and sold counts moved.
    onSettled: () => Promise.all([refreshOrders(queryClient), refreshCatalogue(queryClient)]),
  });
}
