// focusSeller!del: stop following a store, named by the store or by the follow.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { focusSellerDel } from '../../../../domain/api/favourites.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { followStatusQueryOptions } from './get-follow-status.ts';
import { refreshFollowedStores } from './refresh-favourites.ts';

export function unfollowStore(which: { sellerId: string } | { focusSellerId: string }) {
  return apiCall<typeof focusSellerDel>('focusSeller!del', which, { method: 'POST' });
}

export function useUnfollowStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowStore,
    onSuccess: (state) =>
      queryClient.setQueryData(followStatusQueryOptions(state.sellerId).queryKey, state),
    onSettled: () => refreshFollowedStores(queryClient),
  });
}
