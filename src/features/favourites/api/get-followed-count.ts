// focusSeller!count: how many stores the buyer follows (user-centre counter).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { focusSellerCount } from '../../../../domain/api/favourites.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const followedCountQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('focusSeller!count'),
    queryFn: ({ signal }) =>
      apiCall<typeof focusSellerCount>('focusSeller!count', {}, { signal, silent: true }),
    staleTime: 0,
  });

/** Shown as '--' while followed stores cannot answer; no retries. */
export function useFollowedCount() {
  return useQuery({ ...followedCountQueryOptions(), retry: false });
}
