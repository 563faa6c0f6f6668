// "A user's store", read one way everywhere: the store they run. A user opens at most one (an
// owner's second application is refused, `store.alreadyOwner`); should rows say otherwise, the
// earliest opened is theirs. The router resolves it once for `auth: 'seller'` calls
// (`ctx.storeId`); calls that are not a seller's (the push stream, an operator's own store, a
// buyer's own store among favourites, a loan's standing) ask here.
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './ownership.repository.ts';

/** The store this user runs, or undefined. */
export async function storeOfOwner(db: DbOrTx, userId: string): Promise<string | undefined> {
  return repo.firstStoreOf(db, userId);
}
