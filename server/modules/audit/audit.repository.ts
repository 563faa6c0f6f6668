// The audit log's rows: appended inside the acting transaction, read back with filters and paging.
// There is no update or delete here, and the database refuses both (migration triggers).
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/operator.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  actorId?: string | undefined;
  action?: string | undefined;
  targetKinds?: string[] | undefined;
  targetId?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
}

export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetKinds) conditions.push(inArray(auditLog.targetKind, filter.targetKinds));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
