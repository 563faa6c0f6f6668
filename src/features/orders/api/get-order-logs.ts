// orderLog!list: the history and logistics entries of one order, createTime ascending.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderLogList } from '../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const orderLogsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: apiKey('orderLog!list', { orderId }),
    queryFn: ({ signal }) =>
      apiCall<typeof orderLogList>('orderLog!list', { orderId }, { signal, silent: true }),
    staleTime: 0,
  });

export function useOrderLogs(orderId: string) {
  return useQuery(orderLogsQueryOptions(orderId));
}
