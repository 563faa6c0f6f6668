// Address rows of one buyer.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namedQuery } from '../../db/prepared.ts';
import { addresses } from '../../db/schema/address.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

const findAddressQuery = namedQuery('address_find', (db) =>
  db
    .select()
    .from(addresses)
    .where(
      and(eq(addresses.userId, sql.placeholder('userId')), eq(addresses.id, sql.placeholder('id'))),
    )
    .limit(1),
);

export async function findAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const rows = await findAddressQuery(db, { userId, id });
  return rows[0];
}

/** Serializes address-book changes of one buyer (the count limit and the single default). */
export async function lockAddressBook(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'address:' + userId}))`);
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return rows[0]?.n ?? 0;
}

export async function clearDefault(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: DbOrTx, row: typeof addresses.$inferInsert) {
  const rows = await db.insert(addresses).values(row).returning();
  return rows[0]!;
}

export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  set: Partial<typeof addresses.$inferInsert>,
) {
  const rows = await db
    .update(addresses)
    .set(set)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning();
  return rows[0]!;
}

export async function removeAddress(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
}

/** Makes the buyer's newest address the default (after the default one was deleted). */
export async function promoteNewestToDefault(db: DbOrTx, userId: string): Promise<void> {
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt))
    .limit(1);
  if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}
