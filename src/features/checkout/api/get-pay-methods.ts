// order!payMethods: balance, card and PayPal, each with whether it is open (card and PayPal are
// unavailable unless configured, and the screen says so rather than faking them).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderPayMethods } from '../../../../domain/api/order.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const payMethodsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('order!payMethods'),
    queryFn: ({ signal }) =>
      apiCall<typeof orderPayMethods>('order!payMethods', {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
  });

export function usePayMethods() {
  return useQuery(payMethodsQueryOptions());
}
