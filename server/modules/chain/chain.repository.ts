// The deposit watcher's cursor: the last block read per network and its hash (reorg check).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chainCursors } from '../../db/schema/wallet.ts';

/** Locks the cursor row for this worker; undefined when another worker holds it (skip). */
export async function lockCursor(db: DbOrTx, network: string) {
  const rows = await db
    .select()
    .from(chainCursors)
    .where(eq(chainCursors.network, network))
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function cursorExists(db: DbOrTx, network: string): Promise<boolean> {
  const rows = await db
    .select({ network: chainCursors.network })
    .from(chainCursors)
    .where(eq(chainCursors.network, network));
  return rows.length > 0;
}

export async function createCursor(
  db: DbOrTx,
  row: { network: string; blockNumber: bigint; blockHash: string; now: Date },
): Promise<void> {
  await db
    .insert(chainCursors)
    .values({
      network: row.network,
      blockNumber: row.blockNumber,
      blockHash: row.blockHash,
      updatedAt: row.now,
    })
    .onConflictDoNothing();
}

export async function saveCursor(
  db: DbOrTx,
  row: { network: string; blockNumber: bigint; blockHash: string; now: Date },
): Promise<void> {
  await db
    .update(chainCursors)
    .set({ blockNumber: row.blockNumber, blockHash: row.blockHash, updatedAt: row.now })
    .where(eq(chainCursors.network, row.network));
}
