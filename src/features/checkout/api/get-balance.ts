// wallet!getUsdt: the buyer's spendable balance, shown beside "pay with balance". Same query key
// as the wallet screens, so a payment's invalidation refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUsdt } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('wallet!getUsdt'),
    queryFn: ({ signal }) =>
      apiCall<typeof getUsdt>('wallet!getUsdt', {}, { signal, silent: true }),
    staleTime: 0,
  });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
