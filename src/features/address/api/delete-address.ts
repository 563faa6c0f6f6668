// address!del: delete one address; the list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { addressDel } from '../../../../domain/api/address.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { addressesQueryOptions } from './get-addresses.ts';

export function deleteAddress(id: string) {
  return apiCall<typeof addressDel>('address!del', { id }, { method: 'POST' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
