// sellerGoods!list: listings filtered and sorted, paged.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { goodsList } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type GoodsListData = EndpointOutput<typeof goodsList>;
type GoodsListParams = {
  categoryId?: string;
  sellerId?: string;
  keyword?: string;
  isNew?: boolean;
  isRecommend?: boolean;
  discounted?: boolean;
  minPrice?: string;
  maxPrice?: string;
  sort?: string;
  pageNum?: number;
  pageSize?: number;
};

function getGoodsList(params: GoodsListParams, signal?: AbortSignal): Promise<GoodsListData> {
  return apiCall<typeof goodsList>('sellerGoods!list', params, { signal });
}

export const goodsListQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!list', params),
    queryFn: ({ signal }) => getGoodsList(params, signal),
  });

export function useGoodsList(params: GoodsListParams): GoodsListData {
  return useSuspenseQuery(goodsListQueryOptions(params)).data;
}
