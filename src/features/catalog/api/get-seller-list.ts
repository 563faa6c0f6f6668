// seller!list: stores, optionally matching a keyword, paged.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { sellerList } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type SellerListData = EndpointOutput<typeof sellerList>;
type SellerListParams = {
  keyword?: string;
  isRecommend?: boolean;
  sort?: string;
  pageNum?: number;
  pageSize?: number;
};

function getSellerList(params: SellerListParams, signal?: AbortSignal): Promise<SellerListData> {
  return apiCall<typeof sellerList>('seller!list', params, { signal });
}

export const sellerListQueryOptions = (params: SellerListParams) =>
  queryOptions({
    queryKey: apiKey('seller!list', params),
    queryFn: ({ signal }) => getSellerList(params, signal),
  });

export function useSellerList(params: SellerListParams): SellerListData {
  return useSuspenseQuery(sellerListQueryOptions(params)).data;
}
