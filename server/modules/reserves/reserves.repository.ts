// Rows of the proof of reserves: snapshots with their leaves and tree nodes, watch-only addresses.
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reserveAddresses, reserveLeaves, reserveSnapshots } from '../../db/schema/reserves.ts';

export type SnapshotRow = typeof reserveSnapshots.$inferSelect;
export type LeafRow = typeof reserveLeaves.$inferSelect;
export type WatchAddressRow = typeof reserveAddresses.$inferSelect;

export async function insertSnapshot(
  db: DbOrTx,
  snapshot: typeof reserveSnapshots.$inferInsert,
  leaves: (typeof reserveLeaves.$inferInsert)[],
  nodes: { level: number; position: number; hash: string; sumMicro: string }[],
): Promise<void> {
  await db.insert(reserveSnapshots).values(snapshot);
  // One JSON parameter per 5,000 rows keeps a tree of any size to a few statements.
  for (let start = 0; start < leaves.length; start += 5000) {
    const part = leaves.slice(start, start + 5000).map((leaf) => ({
      position: leaf.position,
      kind: leaf.kind,
      owner_id: leaf.ownerId ?? null,
      label: leaf.label,
      nonce: leaf.nonce,
      sum_micro: leaf.sumMicro,
    }));
    await db.execute(sql`
      insert into reserve_leaves (snapshot_id, position, kind, owner_id, label, nonce, sum_micro)
      select ${snapshot.id}, x.position, x.kind, x.owner_id, x.label, x.nonce, x.sum_micro
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(position int, kind text, owner_id text, label text, nonce text, sum_micro numeric)`);
  }
  for (let start = 0; start < nodes.length; start += 5000) {
    const part = nodes.slice(start, start + 5000).map((node) => ({
      level: node.level,
      position: node.position,
      hash: node.hash,
      sum_micro: node.sumMicro,
    }));
    await db.execute(sql`
      insert into reserve_nodes (snapshot_id, level, position, hash, sum_micro)
      select ${snapshot.id}, x.level, x.position, x.hash, x.sum_micro
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as x(level int, position int, hash text, sum_micro numeric)`);
  }
}

export async function latestSnapshot(db: DbOrTx): Promise<SnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(reserveSnapshots)
    .orderBy(desc(reserveSnapshots.seq))
    .limit(1);
  return row;
}

/** The leaves of a snapshot that belong to a user: their wallet and the stores they own. */
export function leavesOf(
  db: DbOrTx,
  snapshotId: string,
  userId: string,
  storeIds: readonly string[],
): Promise<LeafRow[]> {
  return db
    .select()
    .from(reserveLeaves)
    .where(
      and(
        eq(reserveLeaves.snapshotId, snapshotId),
        or(
          and(eq(reserveLeaves.kind, 'wallet'), eq(reserveLeaves.ownerId, userId)),
          storeIds.length > 0
            ? and(eq(reserveLeaves.kind, 'store'), inArray(reserveLeaves.ownerId, [...storeIds]))
            : sql`false`,
        ),
      ),
    )
    .orderBy(asc(reserveLeaves.position));
}

/** The nodes at the given (level, position) pairs of a snapshot. */
export async function nodesAt(
  db: DbOrTx,
  snapshotId: string,
  places: readonly { level: number; position: number }[],
): Promise<{ level: number; position: number; hash: string; sumMicro: string }[]> {
  if (places.length === 0) return [];
  const result = await db.execute<{
    level: number;
    position: number;
    hash: string;
    sum_micro: string;
  }>(sql`
    select n.level, n.position, n.hash, n.sum_micro::text as sum_micro
    from reserve_nodes n
    join jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as p(level int, position int)
      on n.level = p.level and n.position = p.position
    where n.snapshot_id = ${snapshotId}`);
  return result.rows.map((row) => ({
    level: row.level,
    position: row.position,
    hash: row.hash,
    sumMicro: row.sum_micro,
  }));
}

/** How many levels the snapshot's tree has (the root's level + 1). */
export async function levelCount(db: DbOrTx, snapshotId: string): Promise<number> {
  const result = await db.execute<{ levels: number }>(sql`
    select coalesce(max(level), -1) + 1 as levels from reserve_nodes where snapshot_id = ${snapshotId}`);
  return Number(result.rows[0]?.levels ?? 0);
}

export function liveWatchAddresses(db: DbOrTx): Promise<WatchAddressRow[]> {
  return db
    .select()
    .from(reserveAddresses)
    .where(isNull(reserveAddresses.removedAt))
    .orderBy(asc(reserveAddresses.network), asc(reserveAddresses.createdAt));
}

export async function insertWatchAddress(
  db: DbOrTx,
  row: typeof reserveAddresses.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(reserveAddresses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: reserveAddresses.id });
  return inserted.length === 1;
}

export async function removeWatchAddress(
  db: DbOrTx,
  id: string,
  by: string,
  at: Date,
): Promise<WatchAddressRow | undefined> {
  const [row] = await db
    .update(reserveAddresses)
    .set({ removedAt: at, removedBy: by })
    .where(and(eq(reserveAddresses.id, id), isNull(reserveAddresses.removedAt)))
    .returning();
  return row;
}

export async function scheduledSnapshotOf(db: DbOrTx, day: string): Promise<boolean> {
  const rows = await db
    .select({ id: reserveSnapshots.id })
    .from(reserveSnapshots)
    .where(eq(reserveSnapshots.scheduledDay, day))
    .limit(1);
  return rows.length === 1;
}
