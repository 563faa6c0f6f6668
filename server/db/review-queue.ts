// The order of an operator's review queue (identity checks, store applications): the pending ones
// first, oldest first as they wait, then the decided ones, newest first.
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function reviewQueueOrder(
  table: { status: PgColumn; createdAt: PgColumn; id: PgColumn },
  /** What "newest" means among the decided ones (when made, or when decided). */
  decidedNewest: PgColumn,
): SQL[] {
  return [
    sql`case when ${table.status} = 'pending' then 0 else 1 end`,
    sql`case when ${table.status} = 'pending' then ${table.createdAt} end asc`,
    desc(decidedNewest),
    asc(table.id),
  ];
}
