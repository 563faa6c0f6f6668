// seller/goods!add and seller/goods!edit: saves a listing (a new one with one key per attempt).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '../../../../../domain/api/define.ts';
import type { sellerGoodsAdd, sellerGoodsEdit } from '../../../../../domain/api/listing.ts';
import { apiCall, callKey } from '../../../../lib/api-client.ts';
import { refreshCatalogue } from '../../../../lib/refresh-catalogue.ts';

type AddInput = EndpointInput<typeof sellerGoodsAdd>;
type EditInput = EndpointInput<typeof sellerGoodsEdit>;

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { edit: EditInput } | { add: AddInput; idempotencyKey: string }) =>
      'edit' in input
        ? apiCall<typeof sellerGoodsEdit>('seller/goods!edit', input.edit, {
            method: 'POST',
            silent: true,
          })
        : apiCall<typeof sellerGoodsAdd>('seller/goods!add', input.add, {
            method: 'POST',
            silent: true,
            idempotencyKey: input.idempotencyKey,
          }),
    // The storefront's reads of the listings changed too (price, stock, shelf).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey('seller/goods!list') }),
        refreshCatalogue(queryClient),
      ]),
  });
}
