// wallet!history (page size 20, optionally one kind): every movement of the buyer's balance.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryType, walletHistory } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export type HistoryParams = { pageNum: number; pageSize: number; type?: HistoryType };

export const walletHistoryQueryOptions = (pageNum: number, type?: HistoryType) => {
  const params: HistoryParams = type ? { pageNum, pageSize: 20, type } : { pageNum, pageSize: 20 };
  return queryOptions({
    queryKey: apiKey('wallet!history', params),
    queryFn: ({ signal }) => apiCall<typeof walletHistory>('wallet!history', params, { signal }),
    placeholderData: keepPreviousData,
  });
};

export function useWalletHistory(pageNum: number, type?: HistoryType) {
  return useQuery(walletHistoryQueryOptions(pageNum, type));
}
