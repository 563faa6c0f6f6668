// order!returns: a refund (paid, not shipped) or return (within 7 days after receipt) request with a reason, text and up to 9 photo URLs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { orderReturns } from '../../../../domain/api/order.ts';
import type { ReturnReason } from '../../../../domain/orders/order-status.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { refreshOrders } from './refresh-orders.ts';

export function requestReturn(input: {
  orderId: string;
  reason: ReturnReason;
  content: string;
  imgUrls: string[];
}) {
  return apiCall<typeof orderReturns>('order!returns', input, { method: 'POST', silent: true });
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestReturn, onSettled: () => refreshOrders(queryClient) });
}
