// focusSeller!list: the stores the buyer follows, newest first, 20 a page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { focusSellerList } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

type FollowedStoresParams = { pageNum: number };

export const followedStoresQueryOptions = (params: FollowedStoresParams) =>
  queryOptions({
    queryKey: apiKey('focusSeller!list', params),
    queryFn: ({ signal }) =>
      apiCall<typeof focusSellerList>('focusSeller!list', { ...params, pageSize: 20 }, { signal }),
    staleTime: 0,
  });

export function useFollowedStores(params: FollowedStoresParams) {
  return useQuery({ ...followedStoresQueryOptions(params), placeholderData: keepPreviousData });
}
