// keepGoods!count: how many favourite products the buyer has (user-centre counter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { keepGoodsCount } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const keptCountQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('keepGoods!count'),
    queryFn: ({ signal }) =>
      apiCall<typeof keepGoodsCount>('keepGoods!count', {}, { signal, silent: true }),
    staleTime: 0,
  });

/** Shown as '--' while favourites cannot answer; no retries. */
export function useKeptCount() {
  return useQuery({ ...keptCountQueryOptions(), retry: false });
}
