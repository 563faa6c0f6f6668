// The saved catalogue: the query cache's answers that are the same for every buyer, kept in
// localStorage (sync-storage persister) for a day and restored at start. Its own module, loaded by
// the start when it restores (after a server-rendered page has attached), so the persister's code
// is not part of the first screen's scripts.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { DAY_MS, queryClient } from './query-client.ts';

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

const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
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

/**
 * Restores the saved answers into the query cache and keeps saving them; resolves once restored
 * (a cache that cannot be read is skipped).
 */
export async function restoreSavedQueries(): Promise<void> {
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions });
  await restored.catch(() => undefined);
}
