// channelBlockchain!list and rechargeBlockchain!fee (GET): deposit networks with the caller's own
// address, and the manual deposit limits with the currencies a bank deposit is offered in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { channelList, rechargeFee } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const channelsQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('channelBlockchain!list'),
    queryFn: ({ signal }) => apiCall<typeof channelList>('channelBlockchain!list', {}, { signal }),
    staleTime: 5 * 60_000,
  });

const depositFeeQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('rechargeBlockchain!fee', { symbol: 'USDT' }),
    queryFn: ({ signal }) =>
      apiCall<typeof rechargeFee>('rechargeBlockchain!fee', { symbol: 'USDT' }, { signal }),
    // Exchange rates age out of the offer: a minute keeps the quoted rate close to the server's.
    staleTime: 60_000,
  });

export function useChannels() {
  return useQuery(channelsQueryOptions());
}

export function useDepositFee() {
  return useQuery(depositFeeQueryOptions());
}

/** Names of the configured networks that are test networks (records on them are labelled). */
export function useTestNetworks(): ReadonlySet<string> {
  const channels = useChannels();
  return new Set((channels.data ?? []).filter((c) => c.testNetwork).map((c) => c.blockchain_name));
}
