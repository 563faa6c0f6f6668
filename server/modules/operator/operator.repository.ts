// The operator decision log: who decided what about which record, when, with which note.
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { operatorDecisions } from '../../db/schema/wallet.ts';

export async function insertDecision(db: DbOrTx, row: typeof operatorDecisions.$inferInsert) {
  await db.insert(operatorDecisions).values(row);
}

export async function listDecisions(
  db: DbOrTx,
  targetId: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where = targetId ? eq(operatorDecisions.targetId, targetId) : undefined;
  const rows = await db
    .select()
    .from(operatorDecisions)
    .where(where)
    .orderBy(desc(operatorDecisions.createdAt), desc(operatorDecisions.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(operatorDecisions).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
