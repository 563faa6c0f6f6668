// loan!list (GET): the caller's loans, newest first, each with its schedule and repayments.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { loanList } from '../../../../domain/api/credit.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export const loansQueryOptions = (pageNum: number) =>
  queryOptions({
    queryKey: apiKey('loan!list', { pageNum, pageSize: 20 }),
    queryFn: ({ signal }) =>
      apiCall<typeof loanList>('loan!list', { pageNum, pageSize: 20 }, { signal }),
  });

export function useLoans(pageNum: number) {
  return useQuery(loansQueryOptions(pageNum));
}
