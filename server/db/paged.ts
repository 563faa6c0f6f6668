// One page of a table's rows with the count of all that match: the shape of every operator list
// (deposits, withdrawals, identity checks, store applications).
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

export async function pagedRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle's `from` cannot check a generic table; as a plain table it can.
  const source: PgTable = table;
  const rows = await db
    .select()
    .from(source)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(source).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
