// Queries of the e-mail codes (sign-up, password reset, e-mail change): what was sent to an
// address or from an IP, the current code of an address and purpose, retiring and spending codes.
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/account.ts';

export async function codeStats(db: DbOrTx, target: string, since: Date) {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<Date | null>`max(${verificationCodes.createdAt})`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), gte(verificationCodes.createdAt, since)));
  const row = rows[0];
  return { count: row?.count ?? 0, last: row?.last ? new Date(row.last) : null };
}

export async function codesFromIp(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gte(verificationCodes.createdAt, since)));
  return rows[0]?.count ?? 0;
}

/** Serializes code sending per address, so the daily cap holds under parallel requests. */
export async function lockTarget(tx: DbOrTx, target: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${target}`}))`);
}

export async function retireCodes(db: DbOrTx, target: string, purpose: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(db: DbOrTx, values: typeof verificationCodes.$inferInsert) {
  await db.insert(verificationCodes).values(values);
}

export async function lockCurrentCode(tx: DbOrTx, target: string, purpose: string, now: Date) {
  const rows = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function updateCode(
  db: DbOrTx,
  id: string,
  values: Partial<typeof verificationCodes.$inferInsert>,
) {
  await db.update(verificationCodes).set(values).where(eq(verificationCodes.id, id));
}
