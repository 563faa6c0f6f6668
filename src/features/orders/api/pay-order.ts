// order!pay ("pay now"): pay a pending-payment order from the balance into escrow; one key per order, so a retry cannot pay twice.
// The fund password goes with the call and is kept nowhere (the payment step-up).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderPay } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../lib/refresh-catalogue.ts';
import { refreshOrders } from './refresh-orders.ts';

export function payOrder(orderId: string, safeword: string) {
  return apiCall<typeof orderPay>(
    'order!pay',
    { orderId, payMethod: 'balance', ...(safeword ? { safeword } : {}) },
    { method: 'POST', silent: true, idempotencyKey: `pay-${orderId}` },
  );
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, safeword }: { orderId: string; safeword: string }) =>
      payOrder(orderId, safeword),
    // Paid: the listings' stock and sold counts moved.
    onSettled: () => Promise.all([refreshOrders(queryClient), refreshCatalogue(queryClient)]),
  });
}
