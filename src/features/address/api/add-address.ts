// address!add: a new delivery address; the list reloads afterwards (spec section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressAdd } from '../../../../domain/api/address.ts';
import type { AddressFields } from '../../../../domain/address/address-rules.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { addressesQueryOptions } from './get-addresses.ts';

export type AddressInput = AddressFields & { use: 0 | 1 };

export function addAddress(input: AddressInput) {
  return apiCall<typeof addressAdd>('address!add', input, { method: 'POST' });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
