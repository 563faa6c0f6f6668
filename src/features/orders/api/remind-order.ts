// order!remind: remind the store to ship, once per order; a repeat answers the server's "this order has been reminded".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderRemind } from '../../../../domain/api/order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

export function remindOrder(orderId: string) {
  return apiCall<typeof orderRemind>('order!remind', { orderId }, { method: 'POST', silent: true });
}

export function useRemindOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: remindOrder, onSettled: () => refreshOrders(queryClient) });
}
