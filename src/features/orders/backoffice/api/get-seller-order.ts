// seller/order!info and seller/orderLog!list (GET): one order of the store with the delivery
// address, and its history oldest first; read when the seller opens the order's details.
import { useQuery } from '@tanstack/react-query';
import type { sellerOrderInfo, sellerOrderLogList } from '../../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

export function useSellerOrder(orderId: string) {
  return useQuery({
    queryKey: apiKey('seller/order!info', { orderId }),
    queryFn: ({ signal }) =>
      apiCall<typeof sellerOrderInfo>('seller/order!info', { orderId }, { signal, silent: true }),
    staleTime: 0,
  });
}

export function useSellerOrderLog(orderId: string) {
  return useQuery({
    queryKey: apiKey('seller/orderLog!list', { orderId }),
    queryFn: ({ signal }) =>
      apiCall<typeof sellerOrderLogList>(
        'seller/orderLog!list',
        { orderId },
        { signal, silent: true },
      ),
    staleTime: 0,
  });
}
