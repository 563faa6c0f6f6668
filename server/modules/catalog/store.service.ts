// A store's profile as its owner changes it (the store module decides who may): the row is written
// by store.repository.ts, and cached catalogue answers are dropped once the change is committed.
import type { Db } from '../../db/client.ts';
import { forgetCatalogReads } from './catalog.cache.ts';
import { updateStoreProfileRow, type StoreProfileRecord } from './store.repository.ts';

/**
 * Replaces the profile of a store run by `ownerUserId` (store.repository.ts
 * `updateStoreProfileRow`). Takes the database, not a transaction: cached catalogue answers are
 * dropped once the change is committed, so no card shows the old name or logo. Answers the stored
 * profile.
 */
export async function updateStoreProfile(
  db: Db,
  store: Parameters<typeof updateStoreProfileRow>[1],
  profile: Parameters<typeof updateStoreProfileRow>[2],
): Promise<StoreProfileRecord | undefined> {
  const row = await updateStoreProfileRow(db, store, profile);
  if (row) forgetCatalogReads();
  return row;
}
