// order!count: how many orders each tab holds (tab badges, user-centre counters).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderCount } from '../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('order!count'),
    queryFn: ({ signal }) =>
      apiCall<typeof orderCount>('order!count', {}, { signal, silent: true }),
  });

/** The tab badges of the order list: always refetched. */
export function useOrderCounts() {
  return useQuery({ ...orderCountsQueryOptions(), staleTime: 0 });
}

/** The user-centre counters: shown as '--' while the orders area is unavailable, no retries. */
export function useOrderCountsSummary() {
  return useQuery({ ...orderCountsQueryOptions(), retry: false });
}
