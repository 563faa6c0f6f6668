// seller/store!update: replaces the store's profile; the description is saved for the interface
// language. The profile and the store's public pages are read again afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../../domain/api/define.ts';
import type { storeUpdate } from '../../../../../domain/api/store.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';

export function useUpdateStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof storeUpdate>) =>
      apiCall<typeof storeUpdate>('seller/store!update', input, { method: 'POST', silent: true }),
    onSuccess: async () => {
      // Every language's copy: the description differs per language.
      await queryClient.invalidateQueries({ queryKey: callKey('seller/store!info') });
      // Name, logo and handling time show on the store page and the product pages.
      await queryClient.invalidateQueries({ queryKey: callKey('seller!info') });
      await queryClient.invalidateQueries({ queryKey: callKey('sellerGoods!info') });
    },
  });
}
