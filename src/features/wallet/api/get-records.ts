// rechargeBlockchain!list (page size 8) and withdraw!list (page size 20): the wallet records.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { rechargeList, withdrawList } from '../../../../domain/api/wallet.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

const depositRecordsQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: apiKey('rechargeBlockchain!list', { pageNum, pageSize: 8 }),
    queryFn: ({ signal }) =>
      apiCall<typeof rechargeList>('rechargeBlockchain!list', { pageNum, pageSize: 8 }, { signal }),
    placeholderData: keepPreviousData,
  });

const withdrawRecordsQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: apiKey('withdraw!list', { pageNum, pageSize: 20 }),
    queryFn: ({ signal }) =>
      apiCall<typeof withdrawList>('withdraw!list', { pageNum, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useDepositRecords(pageNum: number) {
  return useQuery(depositRecordsQueryOptions(pageNum));
}

export function useWithdrawRecords(pageNum: number) {
  return useQuery(withdrawRecordsQueryOptions(pageNum));
}
