// Server state: one TanStack Query client. Its catalogue reads are saved to localStorage
// (query-persistence.ts), so a returning buyer sees the catalogue at once, then fresh data.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { callKey } from '../lib/api-client.ts';
import { grantCall, refreshesGrant } from './grant-refresh.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An operator refused for a missing permission has their grant read again (grant-refresh.ts). */
function onFailure(error: Error, queryKey?: readonly unknown[]): void {
  if (refreshesGrant(error, queryKey))
    void queryClient.invalidateQueries({ queryKey: callKey(grantCall) });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onFailure(error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => onFailure(error) }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: DAY_MS,
      retry: (count, error) => count < 1 && (error as { code?: string }).code === 'network',
      refetchOnWindowFocus: false,
    },
  },
});
