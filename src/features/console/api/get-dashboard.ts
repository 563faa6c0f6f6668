// admin/dashboard!stats (GET): the platform's figures over a range of platform days.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminDashboard } from '../../../../domain/api/operator.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

export function useDashboard(range: { from?: string | undefined; to?: string | undefined }) {
  return useQuery({
    queryKey: apiKey('admin/dashboard!stats', range),
    queryFn: ({ signal }) =>
      apiCall<typeof adminDashboard>('admin/dashboard!stats', range, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
