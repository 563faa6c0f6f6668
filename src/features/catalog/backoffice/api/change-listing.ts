// seller/goods!shelf and seller/goods!delete: one listing on or off the shelf, or deleted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { sellerGoodsDelete, sellerGoodsShelf } from '../../../../../domain/api/listing.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../../lib/refresh-catalogue.ts';

export function useChangeListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { sellerGoodsId: string } & ({ onShelf: boolean } | { delete: true })) =>
      'delete' in change
        ? apiCall<typeof sellerGoodsDelete>(
            'seller/goods!delete',
            { sellerGoodsId: change.sellerGoodsId },
            { method: 'POST' },
          ).then(() => null)
        : apiCall<typeof sellerGoodsShelf>(
            'seller/goods!shelf',
            { sellerGoodsId: change.sellerGoodsId, onShelf: change.onShelf },
            { method: 'POST' },
          ),
    // The storefront's reads of the listings changed too (price, stock, shelf).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('seller/goods!list') }),
        refreshCatalogue(queryClient),
      ]),
  });
}
