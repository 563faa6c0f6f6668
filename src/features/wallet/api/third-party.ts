// thirdPartyRecharge!getCoinList: whether the third-party deposit channel is open (it answers
// "channel not opened" while no provider is configured).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { thirdPartyCoinList } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const thirdPartyQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('thirdPartyRecharge!getCoinList'),
    queryFn: () =>
      apiCall<typeof thirdPartyCoinList>(
        'thirdPartyRecharge!getCoinList',
        {},
        { method: 'POST', silent: true },
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useThirdParty() {
  return useQuery(thirdPartyQueryOptions());
}
