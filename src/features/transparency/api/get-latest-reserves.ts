// reserves!latest (GET): the latest proof of reserves, for anyone; null before the first snapshot.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { reservesLatest } from '../../../../domain/api/reserves.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const latestReservesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('reserves!latest'),
    queryFn: ({ signal }) => apiCall<typeof reservesLatest>('reserves!latest', {}, { signal }),
  });

export function useLatestReserves() {
  return useQuery(latestReservesQueryOptions());
}
