// seller/order!list: the orders of the seller's stores by tab, newest first, 20 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { sellerOrderList } from '../../../../../domain/api/order.ts';
import type { OrderTab } from '../../../../../domain/orders/order-status.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

type SellerOrderParams = { tab: OrderTab; pageNum: number };

const sellerOrdersQueryOptions = (params: SellerOrderParams) =>
  queryOptions({
    queryKey: apiKey('seller/order!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof sellerOrderList>(
        'seller/order!list',
        { ...params, pageSize: 20 },
        { signal, silent: true },
      ),
    staleTime: 0,
    retry: false,
  });

export function useSellerOrders(params: SellerOrderParams) {
  return useQuery({ ...sellerOrdersQueryOptions(params), placeholderData: keepPreviousData });
}
