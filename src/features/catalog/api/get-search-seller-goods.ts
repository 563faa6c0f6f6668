// sellerGoods!searchSellerGoods: one store's listings, optionally matching a keyword.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { searchSellerGoods } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type SearchSellerGoodsData = EndpointOutput<typeof searchSellerGoods>;
type SearchSellerGoodsParams = {
  sellerId: string;
  keyword?: string;
  categoryId?: string;
  sort?: string;
  pageNum?: number;
  pageSize?: number;
};

function getSearchSellerGoods(
  params: SearchSellerGoodsParams,
  signal?: AbortSignal,
): Promise<SearchSellerGoodsData> {
  return apiCall<typeof searchSellerGoods>('sellerGoods!searchSellerGoods', params, { signal });
}

export const searchSellerGoodsQueryOptions = (params: SearchSellerGoodsParams) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!searchSellerGoods', params),
    queryFn: ({ signal }) => getSearchSellerGoods(params, signal),
  });

export function useSearchSellerGoods(params: SearchSellerGoodsParams): SearchSellerGoodsData {
  return useSuspenseQuery(searchSellerGoodsQueryOptions(params)).data;
}
