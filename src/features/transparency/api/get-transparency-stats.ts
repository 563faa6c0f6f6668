// transparency!stats (GET): the platform's record over the last 30 days and all time, for anyone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { transparencyStats } from '../../../../domain/api/transparency.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const transparencyStatsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('transparency!stats'),
    queryFn: ({ signal }) =>
      apiCall<typeof transparencyStats>('transparency!stats', {}, { signal }),
  });

export function useTransparencyStats() {
  return useQuery(transparencyStatsQueryOptions());
}
