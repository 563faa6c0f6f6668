// address!edit: replace the fields of one address; the list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressEdit } from '../../../../domain/api/address.ts';
import { apiCall } from '../../../lib/api-client.ts';
import type { AddressInput } from './add-address.ts';
import { addressesQueryOptions } from './get-addresses.ts';

export function editAddress(input: AddressInput & { id: string }) {
  return apiCall<typeof addressEdit>('address!edit', input, { method: 'POST' });
}

export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
