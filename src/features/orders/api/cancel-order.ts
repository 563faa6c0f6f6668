// order!cancel: cancel a pending-payment order with a reason 0-4 (required) and an optional remark.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderCancel } from '../../../../domain/api/order.ts';
import type { CancelReason } from '../../../../domain/orders/order-status.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

export function cancelOrder(input: { orderId: string; reason: CancelReason; remark?: string }) {
  return apiCall<typeof orderCancel>('order!cancel', input, { method: 'POST', silent: true });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: () => refreshOrders(queryClient) });
}
