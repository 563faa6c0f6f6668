// order!receipt: confirm receipt; the escrow is released to the store (idempotent per order).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderReceipt } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

export function confirmReceipt(orderId: string) {
  return apiCall<typeof orderReceipt>(
    'order!receipt',
    { orderId },
    { method: 'POST', silent: true, idempotencyKey: `receipt-${orderId}` },
  );
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmReceipt, onSettled: () => refreshOrders(queryClient) });
}
