// "A user's store", read one way everywhere: the store they run. A user opens at most one (an
// owner's second application is refused, `store.alreadyOwner`); should rows say otherwise, the
// earliest opened is theirs. The router resolves it once for `auth: 'seller'` calls
// (`ctx.storeId`); calls that are not a seller's (the push stream, an operator's own store, a
// buyer's own store among favourites, a loan's standing) ask here.
import type { DbOrTx } from '../../db/client.ts';
import type { ResolvedStore } from '../../platform/context.ts';
import * as repo from './ownership.repository.ts';

/** The store this user runs, or undefined. */
export async function storeOfOwner(db: DbOrTx, userId: string): Promise<string | undefined> {
  return repo.firstStoreOf(db, userId);
}

/** The store this user runs and, when an operator suspended it, the reason (the router's view). */
export async function storeStateOfOwner(
  db: DbOrTx,
  userId: string,
): Promise<ResolvedStore | undefined> {
  const row = await repo.firstStoreStateOf(db, userId);
  if (!row) return undefined;
  return row.enabled
    ? { id: row.id }
    : {
        id: row.id,
        suspension: { reasonCode: row.suspendReasonCode, reason: row.suspendReason ?? '' },
      };
}
