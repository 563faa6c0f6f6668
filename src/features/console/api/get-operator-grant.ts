// admin/me!get (GET): the signed-in operator's roles and permissions, which decide what the
// console shows. Kept fresh: a refusal for a missing permission invalidates it (query-client.ts),
// so a role changed by another admin shows at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminMe, OperatorGrantView } from '../../../../domain/api/operator-me.ts';
import { apiCall, apiKey } from '../../../lib/api-client.ts';

function getOperatorGrant(signal?: AbortSignal): Promise<OperatorGrantView> {
  // Silent: the console shows its own state for a caller who is no operator.
  return apiCall<typeof adminMe>('admin/me!get', {}, { signal, silent: true });
}

export const operatorGrantQueryOptions = () =>
  queryOptions({
    queryKey: apiKey('admin/me!get'),
    queryFn: ({ signal }) => getOperatorGrant(signal),
    staleTime: 30_000,
  });

export function useOperatorGrant() {
  return useQuery(operatorGrantQueryOptions());
}
