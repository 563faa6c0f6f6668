// order!count: how many orders each tab holds (tab badges).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderCount } from '../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const orderCountsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('order!count'),
    queryFn: ({ signal }) =>
      apiCall<typeof orderCount>('order!count', {}, { signal, silent: true }),
    staleTime: 0,
  });

export function useOrderCounts() {
  return useQuery(orderCountsQueryOptions());
}
