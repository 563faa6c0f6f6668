// seller/dashboard!stats (GET): the store's figures over a range of platform days; without a range
// the server answers the last 30 days and says which.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { storeDashboard } from '../../../../../domain/api/seller-dashboard.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

export interface DashboardRange {
  from?: string;
  to?: string;
}

export const storeDashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: apiKey('seller/dashboard!stats', range),
    queryFn: ({ signal }) =>
      apiCall<typeof storeDashboard>('seller/dashboard!stats', range, { signal, silent: true }),
    // The figures of the previous range stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });

export function useStoreDashboard(range: DashboardRange) {
  return useQuery(storeDashboardQueryOptions(range));
}
