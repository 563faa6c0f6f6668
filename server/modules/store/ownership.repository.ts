// Who runs which store: the owner column of the store's row.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/catalog.ts';

/** The earliest-opened store this user owns (created, then id), or undefined. */
export async function firstStoreOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.ownerUserId, userId))
    .orderBy(asc(sellers.createdAt), asc(sellers.id))
    .limit(1);
  return rows[0]?.id;
}

/** The same store with its state: enabled, or the operator's suspension reason. */
export async function firstStoreStateOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: sellers.id,
      enabled: sellers.enabled,
      suspendReasonCode: sellers.suspendReasonCode,
      suspendReason: sellers.suspendReason,
    })
    .from(sellers)
    .where(eq(sellers.ownerUserId, userId))
    .orderBy(asc(sellers.createdAt), asc(sellers.id))
    .limit(1);
  return rows[0];
}
