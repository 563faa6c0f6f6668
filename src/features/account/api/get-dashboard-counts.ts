// The user-centre counters: wallet balance (wallet!getUsdt) and orders per tab (order!count).
// Each is read on its own and shown as '--' while its area is unavailable.
import { useQuery } from '@tanstack/react-query';
import type { orderCount } from '../../../../domain/api/order.ts';
import type { getUsdt } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export function useWalletBalance() {
  return useQuery({
    queryKey: apiKey('wallet!getUsdt'),
    queryFn: ({ signal }) =>
      apiCall<typeof getUsdt>('wallet!getUsdt', {}, { signal, silent: true }),
    retry: false,
  });
}

export function useOrderCounts() {
  return useQuery({
    queryKey: apiKey('order!count'),
    queryFn: ({ signal }) =>
      apiCall<typeof orderCount>('order!count', {}, { signal, silent: true }),
    retry: false,
  });
}
