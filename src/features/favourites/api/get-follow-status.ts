// focusSeller!status: a store's live follower count and whether the buyer follows it (never
// cached, unlike seller!info, so the count on the store page moves with the follow button).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { focusSellerStatus } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const followStatusQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: apiKey('focusSeller!status', { sellerId }),
    queryFn: ({ signal }) =>
      apiCall<typeof focusSellerStatus>(
        'focusSeller!status',
        { sellerId },
        { signal, silent: true },
      ),
    staleTime: 0,
  });

export function useFollowStatus(sellerId: string) {
  return useQuery(followStatusQueryOptions(sellerId));
}
