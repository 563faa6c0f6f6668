// Server state: one TanStack Query client whose catalogue reads are persisted to localStorage
// (sync-storage persister), so a returning buyer sees the catalogue at once, then fresh data.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

const DAY_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: DAY_MS,
      retry: (count, error) => count < 1 && (error as { code?: string }).code === 'network',
      refetchOnWindowFocus: false,
    },
  },
});

/** Reads that are the same for every buyer; only these are written to storage. */
const persistedCalls = new Set([
  'index!home',
  'category!tree',
  'sellerGoods!list',
  'sellerGoods!info',
  'sellerGoods!recommend_like',
  'seller!info',
  'seller!list',
  'sellerGoods!searchSellerGoods',
  'evaluation!list',
  'brand!current',
]);

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: createSyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: 'caravan-query-cache',
    throttleTime: 1000,
  }),
  maxAge: DAY_MS,
  // A new build may change the shape of cached answers: start clean.
  buster: import.meta.env.VITE_BUILD_ID ?? 'dev',
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] === 'api' &&
      persistedCalls.has(String(query.queryKey[1])),
  },
};
