// order!info: one of the buyer's orders in detail (orderInfo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderInfoEndpoint } from '../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: apiKey('order!info', { orderId }),
    queryFn: ({ signal }) =>
      apiCall<typeof orderInfoEndpoint>('order!info', { orderId }, { signal, silent: true }),
    staleTime: 0,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
