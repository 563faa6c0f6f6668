// Rows of favourite listings (keep_goods) and followed stores (focus_sellers), one buyer at a time.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { focusSellers, keepGoods } from '../../db/schema/catalog.ts';

export type KeepRow = typeof keepGoods.$inferSelect;
export type FollowRow = typeof focusSellers.$inferSelect;

/** Saves a favourite unless the buyer already keeps that listing; answers whether a row was added. */
export async function insertKeep(db: DbOrTx, row: typeof keepGoods.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(keepGoods)
    .values(row)
    .onConflictDoNothing({ target: [keepGoods.userId, keepGoods.sellerGoodsId] })
    .returning({ id: keepGoods.id });
  return inserted.length === 1;
}

export async function deleteKeep(
  db: DbOrTx,
  userId: string,
  sellerGoodsId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(keepGoods)
    .where(and(eq(keepGoods.userId, userId), eq(keepGoods.sellerGoodsId, sellerGoodsId)))
    .returning({ id: keepGoods.id });
  return deleted.length === 1;
}

export function listKeeps(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<KeepRow[]> {
  return db
    .select()
    .from(keepGoods)
    .where(eq(keepGoods.userId, userId))
    .orderBy(desc(keepGoods.createdAt), desc(keepGoods.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countKeeps(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(keepGoods).where(eq(keepGoods.userId, userId));
  return row?.n ?? 0;
}

/** The listings among `ids` the buyer keeps. */
export async function keptAmong(
  db: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: keepGoods.sellerGoodsId })
    .from(keepGoods)
    .where(and(eq(keepGoods.userId, userId), inArray(keepGoods.sellerGoodsId, [...new Set(ids)])));
  return rows.map((row) => row.id);
}

/** Follows a store unless already followed; answers whether a row was added. */
export async function insertFollow(
  db: DbOrTx,
  row: typeof focusSellers.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(focusSellers)
    .values(row)
    .onConflictDoNothing({ target: [focusSellers.userId, focusSellers.sellerId] })
    .returning({ id: focusSellers.id });
  return inserted.length === 1;
}

/** Deletes the buyer's follow named by its id or by its store; answers the deleted row. */
export async function deleteFollow(
  db: DbOrTx,
  userId: string,
  which: { id: string } | { sellerId: string },
): Promise<FollowRow | undefined> {
  const [row] = await db
    .delete(focusSellers)
    .where(
      and(
        eq(focusSellers.userId, userId),
        'id' in which ? eq(focusSellers.id, which.id) : eq(focusSellers.sellerId, which.sellerId),
      ),
    )
    .returning();
  return row;
}

export async function findFollow(
  db: DbOrTx,
  userId: string,
  sellerId: string,
): Promise<FollowRow | undefined> {
  const [row] = await db
    .select()
    .from(focusSellers)
    .where(and(eq(focusSellers.userId, userId), eq(focusSellers.sellerId, sellerId)))
    .limit(1);
  return row;
}

export function listFollows(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<FollowRow[]> {
  return db
    .select()
    .from(focusSellers)
    .where(eq(focusSellers.userId, userId))
    .orderBy(desc(focusSellers.createdAt), desc(focusSellers.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFollows(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(focusSellers)
    .where(eq(focusSellers.userId, userId));
  return row?.n ?? 0;
}
