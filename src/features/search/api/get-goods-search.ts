// sellerGoods!search: full-catalogue goods search, paged.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { goodsSearch } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type GoodsSearchData = EndpointOutput<typeof goodsSearch>;
type GoodsSearchParams = {
  keyword: string;
  sort?: string;
  pageNum?: number;
  pageSize?: number;
};

function getGoodsSearch(params: GoodsSearchParams, signal?: AbortSignal): Promise<GoodsSearchData> {
  return apiCall<typeof goodsSearch>('sellerGoods!search', params, { signal });
}

export const goodsSearchQueryOptions = (params: GoodsSearchParams) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!search', params),
    queryFn: ({ signal }) => getGoodsSearch(params, signal),
  });

export function useGoodsSearch(params: GoodsSearchParams): GoodsSearchData {
  return useSuspenseQuery(goodsSearchQueryOptions(params)).data;
}
