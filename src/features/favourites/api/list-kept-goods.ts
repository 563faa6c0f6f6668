// keepGoods!list: the buyer's favourite products, newest first, 20 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { keepGoodsList } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type KeptGoodsParams = { pageNum: number };

export const keptGoodsQueryOptions = (params: KeptGoodsParams) =>
  queryOptions({
    queryKey: apiKey('keepGoods!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof keepGoodsList>('keepGoods!list', { ...params, pageSize: 20 }, { signal }),
    staleTime: 0,
  });

export function useKeptGoods(params: KeptGoodsParams) {
  return useQuery({ ...keptGoodsQueryOptions(params), placeholderData: keepPreviousData });
}
