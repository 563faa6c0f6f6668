// Store applications: one row per application, decided once.
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pagedRows } from '../../db/paged.ts';
import { reviewQueueOrder } from '../../db/review-queue.ts';
import { storeApplications } from '../../db/schema/store.ts';

export type StoreApplicationRow = typeof storeApplications.$inferSelect;

export async function insertApplication(db: DbOrTx, row: typeof storeApplications.$inferInsert) {
  const rows = await db.insert(storeApplications).values(row).returning();
  return rows[0]!;
}

export async function latestApplicationOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(storeApplications)
    .where(eq(storeApplications.userId, userId))
    .orderBy(desc(storeApplications.createdAt), desc(storeApplications.id))
    .limit(1);
  return rows[0];
}

export async function hasPendingApplication(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: storeApplications.id })
    .from(storeApplications)
    .where(and(eq(storeApplications.userId, userId), eq(storeApplications.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export async function lockApplication(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(storeApplications)
    .where(eq(storeApplications.id, id))
    .for('update');
  return rows[0];
}

export async function decideApplication(
  db: DbOrTx,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    reason: string;
    reasonCode: string | null;
    decidedBy: string;
    decidedAt: Date;
    sellerId: string | null;
  },
) {
  const rows = await db
    .update(storeApplications)
    .set(decision)
    .where(eq(storeApplications.id, id))
    .returning();
  return rows[0]!;
}

/** Pending applications first (oldest first: the queue), then decided ones (newest first). */
export async function listApplications(
  db: DbOrTx,
  status: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const where: SQL | undefined = status ? eq(storeApplications.status, status) : undefined;
  return pagedRows(
    db,
    storeApplications,
    where,
    reviewQueueOrder(storeApplications, storeApplications.decidedAt),
    page,
  );
}

/** Applications whose certificate is still a picture of the public `store` area (from before). */
export async function applicationsWithPublicCertificates(db: DbOrTx) {
  return db
    .select({ id: storeApplications.id, certificate: storeApplications.certificate })
    .from(storeApplications)
    .where(like(storeApplications.certificate, '/uploads/store/%'));
}

export async function setApplicationCertificate(db: DbOrTx, id: string, certificate: string) {
  await db.update(storeApplications).set({ certificate }).where(eq(storeApplications.id, id));
}
