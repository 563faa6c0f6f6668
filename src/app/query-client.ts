// Server state: one TanStack Query client. Its catalogue reads are saved to localStorage
// (query-persistence.ts), so a returning buyer sees the catalogue at once, then fresh data.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, callKey } from '../lib/api-client.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The refusals that say the caller's operator roles no longer admit what they asked. */
const permissionRefusals = ['operator.permissionMissing', 'auth.noPermission'];
const grantKey = callKey('admin/me!get');

/**
 * An operator refused for a missing permission has had a role changed under them (the console
 * offered only what their grant allowed): their grant is read again, so the console stops
 * offering what they may no longer do at once. The grant's own refusal is not chased (no loop).
 */
function onRefusal(error: Error, queryKey?: readonly unknown[]): void {
  if (!(error instanceof ApiError) || !permissionRefusals.includes(error.errorKey ?? '')) return;
  if (queryKey && queryKey[1] === grantKey[1]) return;
  void queryClient.invalidateQueries({ queryKey: grantKey });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onRefusal(error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => onRefusal(error) }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: DAY_MS,
      retry: (count, error) => count < 1 && (error as { code?: string }).code === 'network',
      refetchOnWindowFocus: false,
    },
  },
});
