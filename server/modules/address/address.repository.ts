// Address rows of one buyer.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/address.ts';

export type AddressRow = typeof addresses.$inferSelect;

export function listAddresses(db: DbOrTx, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

export async function findAddress(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
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
