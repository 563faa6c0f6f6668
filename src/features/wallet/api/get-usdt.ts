// wallet!getUsdt (GET): the spendable (money) and held (frozen) USDT balance. One query key for the
// wallet screens and the settlement, so a payment's invalidation refreshes both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getUsdt } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const usdtQueryOptions = ({ silent = false }: { silent?: boolean } = {}) =>
  queryOptions({
    queryKey: apiKey('wallet!getUsdt'),
    queryFn: ({ signal }) => apiCall<typeof getUsdt>('wallet!getUsdt', {}, { signal, silent }),
  });

export function useUsdt() {
  return useQuery(usdtQueryOptions());
}

/** The balance beside "pay with balance": always refetched, failures shown by the settlement. */
export function useCheckoutBalance() {
  return useQuery({ ...usdtQueryOptions({ silent: true }), staleTime: 0 });
}

/** The user-centre counter: shown as '--' while the wallet is unavailable, no retries. */
export function useBalanceSummary() {
  return useQuery({ ...usdtQueryOptions({ silent: true }), retry: false });
}
