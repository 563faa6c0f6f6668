// sellerGoods!info: one listing in full (reading it counts no view; the shown page calls pageView!add).
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { goodsInfo } from '../../../../domain/api/catalog.ts';
import type { EndpointOutput } from '../../../../domain/api/define.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type GoodsInfoData = EndpointOutput<typeof goodsInfo>;
type GoodsInfoParams = { sellerGoodsId: string };

function getGoodsInfo(params: GoodsInfoParams, signal?: AbortSignal): Promise<GoodsInfoData> {
  // Anonymous so that it matches the page's preload (server/modules/web); the view still counts.
  return apiCall<typeof goodsInfo>('sellerGoods!info', params, { signal, anonymous: true });
}

export const goodsInfoQueryOptions = (params: GoodsInfoParams) =>
  queryOptions({
    queryKey: apiKey('sellerGoods!info', params),
    queryFn: ({ signal }) => getGoodsInfo(params, signal),
  });

export function useGoodsInfo(params: GoodsInfoParams): GoodsInfoData {
  return useSuspenseQuery(goodsInfoQueryOptions(params)).data;
}
