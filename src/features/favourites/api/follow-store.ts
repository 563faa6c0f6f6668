// focusSeller!add: follow a store; the answer carries the store's new follower count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { focusSellerAdd } from '../../../../domain/api/favourites.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { followStatusQueryOptions } from './get-follow-status.ts';
import { refreshFollowedStores } from './refresh-favourites.ts';

export function followStore(sellerId: string) {
  return apiCall<typeof focusSellerAdd>('focusSeller!add', { sellerId }, { method: 'POST' });
}

export function useFollowStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followStore,
    onSuccess: (state) =>
      queryClient.setQueryData(followStatusQueryOptions(state.sellerId).queryKey, state),
    onSettled: () => refreshFollowedStores(queryClient),
  });
}
