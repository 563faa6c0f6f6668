// The slider puzzle check (issue 4): a one-time challenge whose gap offset stays on the server; a
// right answer within tolerance earns a one-time ticket that registration or login spends. Each
// challenge is checked once and lives 2 minutes, so answers cannot be searched by retrying.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sliderChallenges } from '../../db/schema/account.ts';
import { newId } from '../../platform/ids.ts';
import { drawSliderPicture, PICTURE_HEIGHT, PICTURE_WIDTH, PIECE_SIZE } from './slider-picture.ts';

export const CHALLENGE_SECONDS = 120;
/** How far (in picture pixels) the dropped piece may be from the gap. */
export const TOLERANCE_PX = 6;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueChallenge(db: DbOrTx, now: Date) {
  const picture = await drawSliderPicture();
  const id = newId(now);
  await db.insert(sliderChallenges).values({
    id,
    offset: picture.x,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  });
  // Expired challenges are useless; removing a few on each issue keeps the table small.
  await db
    .delete(sliderChallenges)
    .where(lt(sliderChallenges.expiresAt, new Date(now.getTime() - 3600_000)));
  return {
    enabled: true,
    challengeId: id,
    background: picture.background,
    piece: picture.piece,
    width: PICTURE_WIDTH,
    height: PICTURE_HEIGHT,
    pieceSize: PIECE_SIZE,
    pieceY: picture.y,
    expiresInSeconds: CHALLENGE_SECONDS,
  };
}

/** Checks an answer once; answers the pass ticket, or null for a wrong, used or expired challenge. */
export async function checkChallenge(
  db: DbOrTx,
  challengeId: string,
  offset: number,
  now: Date,
): Promise<string | null> {
  const ticket = randomBytes(24).toString('base64url');
  const rows = await db
    .update(sliderChallenges)
    .set({
      checkedAt: now,
      passed: sql`abs(${sliderChallenges.offset} - ${offset}) <= ${TOLERANCE_PX}`,
      ticketHash: sql`case when abs(${sliderChallenges.offset} - ${offset}) <= ${TOLERANCE_PX} then ${sha256(ticket)} end`,
    })
    .where(
      and(
        eq(sliderChallenges.id, challengeId),
        isNull(sliderChallenges.checkedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ passed: sliderChallenges.passed });
  return rows[0]?.passed ? ticket : null;
}

/** Spends a pass ticket; true once per ticket, before the challenge expires. */
export async function consumeTicket(
  db: DbOrTx,
  ticket: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!ticket) return false;
  const rows = await db
    .update(sliderChallenges)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(sliderChallenges.ticketHash, sha256(ticket)),
        isNull(sliderChallenges.ticketUsedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ id: sliderChallenges.id });
  return rows.length === 1;
}
