// The slider puzzle check (issue 4): a one-time challenge whose gap offset stays on the server; a
// right answer within tolerance earns a one-time ticket that registration or login spends. Each
// challenge is checked once and lives 2 minutes, so answers cannot be searched by retrying.
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './captcha.repository.ts';
import type { PuzzlePool } from './puzzle-pool.ts';
import { PICTURE_HEIGHT, PICTURE_WIDTH, PIECE_SIZE } from './slider-picture.ts';

const CHALLENGE_SECONDS = 120;
/** How far (in picture pixels) the dropped piece may be from the gap. */
const TOLERANCE_PX = 6;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueChallenge(ctx: ServiceContext, pool: PuzzlePool) {
  const { db, now } = ctx;
  const picture = await pool.take();
  const id = newId(now);
  await repo.insertChallenge(db, {
    id,
    offset: picture.x,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
  });
  // Expired challenges are useless; removing a few on each issue keeps the table small.
  await repo.deleteExpiredBefore(db, new Date(now.getTime() - 3600_000));
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
  ctx: ServiceContext,
  input: { challengeId: string; offset: number },
): Promise<string | null> {
  const ticket = randomBytes(24).toString('base64url');
  const passed = await repo.checkOnce(ctx.db, {
    id: input.challengeId,
    offset: Math.round(input.offset),
    tolerance: TOLERANCE_PX,
    ticketHash: sha256(ticket),
    now: ctx.now,
  });
  return passed ? ticket : null;
}

/** Spends a pass ticket; true once per ticket, before the challenge expires. */
export async function consumeTicket(
  db: DbOrTx,
  ticket: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!ticket) return false;
  return repo.spendTicket(db, sha256(ticket), now);
}
