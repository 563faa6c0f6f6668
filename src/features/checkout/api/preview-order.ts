// order!preview: the server's prices of a settlement (per store: lines, goods amount, discount,
// freight, tax, handling fee, total) before anything is placed. Client prices are never sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderPreview } from '../../../../domain/api/order.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export interface CheckoutItem {
  sellerGoodsId: string;
  num: number;
  checkAttrName: string;
}

export type OrderPreview = EndpointOutput<typeof orderPreview>;

const orderPreviewQueryOptions = (items: readonly CheckoutItem[]) =>
  queryOptions({
    queryKey: apiKey('order!preview', { items }),
    queryFn: ({ signal }) =>
      apiCall<typeof orderPreview>('order!preview', { items }, { signal, silent: true }),
    staleTime: 0,
    retry: false,
  });

export function useOrderPreview(items: readonly CheckoutItem[]) {
  return useQuery({ ...orderPreviewQueryOptions(items), enabled: items.length > 0 });
}
