// seller/store!application (GET): the caller's latest store application, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { storeApplicationGet } from '../../../../../domain/api/store.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

export const storeApplicationQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('seller/store!application'),
    queryFn: ({ signal }) =>
      apiCall<typeof storeApplicationGet>('seller/store!application', {}, { signal }),
  });

export function useStoreApplication() {
  return useQuery(storeApplicationQueryOptions());
}
