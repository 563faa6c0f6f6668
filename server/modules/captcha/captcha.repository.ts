// Slider challenges: issued, checked once, their pass ticket spent once.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sliderChallenges } from '../../db/schema/account.ts';

export async function insertChallenge(db: DbOrTx, row: typeof sliderChallenges.$inferInsert) {
  await db.insert(sliderChallenges).values(row);
}

export async function deleteExpiredBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, before));
}

/**
 * Marks a live, unchecked challenge checked; passed when the answer is within `tolerance` of the
 * gap, and then it stores the ticket's hash. Answers whether it passed (undefined: no such
 * live challenge).
 */
export async function checkOnce(
  db: DbOrTx,
  input: { id: string; offset: number; tolerance: number; ticketHash: string; now: Date },
): Promise<boolean | undefined> {
  const within = sql`abs(${sliderChallenges.offset} - ${input.offset}) <= ${input.tolerance}`;
  const rows = await db
    .update(sliderChallenges)
    .set({
      checkedAt: input.now,
      passed: within,
      ticketHash: sql`case when ${within} then ${input.ticketHash} end`,
    })
    .where(
      and(
        eq(sliderChallenges.id, input.id),
        isNull(sliderChallenges.checkedAt),
        gt(sliderChallenges.expiresAt, input.now),
      ),
    )
    .returning({ passed: sliderChallenges.passed });
  return rows[0]?.passed ?? undefined;
}

export async function spendTicket(db: DbOrTx, ticketHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sliderChallenges)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(sliderChallenges.ticketHash, ticketHash),
        isNull(sliderChallenges.ticketUsedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ id: sliderChallenges.id });
  return rows.length === 1;
}
