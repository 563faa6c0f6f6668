// sellerGoods!recommend_like: "you may also like" listings for a product page.
import { queryOptions } from '@tanstack/react-query';
import type { recommendLike } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type RecommendLikeData = EndpointOutput<typeof recommendLike>;
type RecommendLikeParams = { sellerGoodsId?: string; pageSize?: number };

function getRecommendLike(
  params: RecommendLikeParams,
  signal?: AbortSignal,
): Promise<RecommendLikeData> {
  return apiCall<typeof recommendLike>('sellerGoods!recommend_like', params, { signal });
}

export const recommendLikeQueryOptions = (params: RecommendLikeParams) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!recommend_like', params),
    queryFn: ({ signal }) => getRecommendLike(params, signal),
  });
