// address!list: the buyer's delivery addresses, the default (use = 1) first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { addressList } from '../../../../domain/api/address.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('address!list'),
    queryFn: ({ signal }) => apiCall<typeof addressList>('address!list', {}, { signal }),
    staleTime: 0,
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
