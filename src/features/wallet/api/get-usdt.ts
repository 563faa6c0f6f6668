// wallet!getUsdt (GET): the spendable (money) and held (frozen) USDT balance.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUsdt } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const usdtQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('wallet!getUsdt'),
    queryFn: ({ signal }) => apiCall<typeof getUsdt>('wallet!getUsdt', {}, { signal }),
  });

export function useUsdt() {
  return useQuery(usdtQueryOptions());
}
