// seller/wallet!summary and seller/wallet!statement (GET): the store's money and its statement.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { storeEarningsSummary, storeStatement } from '../../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../../lib/api-client.ts';

const summaryQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('seller/wallet!summary'),
    queryFn: ({ signal }) =>
      apiCall<typeof storeEarningsSummary>('seller/wallet!summary', {}, { signal, silent: true }),
  });

const statementQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: apiKey('seller/wallet!statement', { pageNum, pageSize: 10 }),
    queryFn: ({ signal }) =>
      apiCall<typeof storeStatement>(
        'seller/wallet!statement',
        { pageNum, pageSize: 10 },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

export function useStoreEarnings() {
  return useQuery(summaryQueryOptions());
}

export function useStoreStatement(pageNum: number) {
  return useQuery(statementQueryOptions(pageNum));
}
