// The exchange rates table: rows are only appended, a currency's current rate is its newest row.
import { desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/wallet.ts';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export async function insertRate(db: DbOrTx, row: typeof exchangeRates.$inferInsert) {
  const rows = await db.insert(exchangeRates).values(row).returning();
  return rows[0]!;
}

/** The newest row of each of `currencies` that has one. */
export async function currentRates(
  db: DbOrTx,
  currencies: readonly string[],
): Promise<ExchangeRateRow[]> {
  if (currencies.length === 0) return [];
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .where(inArray(exchangeRates.currency, [...currencies]))
    .orderBy(exchangeRates.currency, desc(exchangeRates.setAt), desc(exchangeRates.id));
}

/** The latest rates set, newest first. */
export async function recentRates(db: DbOrTx, limit: number): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.setAt), desc(exchangeRates.id))
    .limit(limit);
}

/** Serialises the saves of one currency, so "before" in the audit entry is the real previous. */
export async function lockCurrency(db: DbOrTx, currency: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`exchange-rate:${currency}`}))`);
}
