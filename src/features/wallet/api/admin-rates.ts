// admin/rate!list (GET) and admin/rate!save (POST): the exchange rates of bank deposits, current
// per currency with their history, and setting one (with a reason, audited).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminRateList, adminRateSave } from '../../../../domain/api/exchange-rates.ts';
import { apiCall, apiKey, callKey } from '../../../lib/api-client.ts';

const ratesQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/rate!list'),
    queryFn: ({ signal }) =>
      apiCall<typeof adminRateList>('admin/rate!list', {}, { signal, silent: true }),
  });

export function useExchangeRates() {
  return useQuery(ratesQueryOptions());
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currency: string; rate: string; note: string; reason: string }) =>
      apiCall<typeof adminRateSave>('admin/rate!save', input, { method: 'POST', silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries(ratesQueryOptions()),
        queryClient.invalidateQueries({ queryKey: callKey('admin/audit!list') }),
      ]),
  });
}
