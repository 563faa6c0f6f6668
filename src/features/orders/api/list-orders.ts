// order!listMain: the buyer's orders of one tab, newest first, 20 per page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { orderListMain } from '../../../../domain/api/order.ts';
import type { OrderTab } from '../../../../domain/orders/order-status.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type OrderListParams = { tab: OrderTab; pageNum: number };

const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: apiKey('order!listMain', params),
    queryFn: ({ signal }) =>
      apiCall<typeof orderListMain>('order!listMain', { ...params, pageSize: 20 }, { signal }),
    staleTime: 0,
  });

export function useOrders(params: OrderListParams) {
  return useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData });
}
