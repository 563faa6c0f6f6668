// Sessions: opening one at registration or login, the router's token resolver with inactivity
// expiry, the one-time event-stream tickets (issue 34: no session token in a URL), heartbeat and
// logout.
import { randomBytes } from 'node:crypto';
import type { SessionData } from '../../../domain/api/account.ts';
import { ok, type Result } from '../../../domain/errors.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { requireUser, type AuthUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './account.repository.ts';
import { sha256 } from './account.shared.ts';

/** lastSeenAt is written at most this often per session (inactivity expiry needs no more). */
const TOUCH_EVERY_MS = 60_000;

export async function openSession(
  db: DbOrTx,
  ctx: ServiceContext,
  user: { id: string; usercode: string; username: string },
): Promise<SessionData> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    id: newId(ctx.now),
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: ctx.now,
    lastSeenAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + ctx.config.account.sessionMaxDays * 86_400_000),
    ip: ctx.ip ?? null,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  });
  return { token, usercode: user.usercode, username: user.username };
}

/** The session resolver installed into the router: token -> user, or null. */
export function sessionResolver(config: Config) {
  return async (token: string, ctx: { db: Db; now: Date }): Promise<AuthUser | null> => {
    if (token.length > 200) return null;
    const found = await repo.findLiveSession(
      ctx.db,
      sha256(token),
      ctx.now,
      idleSince(config, ctx.now),
    );
    if (!found) return null;
    if (ctx.now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(ctx.db, found.sessionId, ctx.now);
    }
    return authUserOf(found);
  };
}

function idleSince(config: Config, now: Date): Date {
  return new Date(now.getTime() - config.account.sessionIdleMinutes * 60_000);
}

function authUserOf(
  found: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>,
): AuthUser {
  return {
    userId: found.userId,
    usercode: found.usercode,
    username: found.username,
    roles: found.roles,
    permissions: found.permissions,
    sessionId: found.sessionId,
    ...(found.status === 'business_locked'
      ? {
          businessLock: {
            reasonCode: found.statusReasonCode ?? null,
            reason: found.statusReason,
          },
        }
      : {}),
  };
}

/**
 * The sessions among these that are still live, with their users' current roles and the
 * permissions those grant (`permission:<name>`), as open streams were given them.
 */
export async function liveSessionRoles(
  db: Db,
  config: Config,
  sessionIds: readonly string[],
  now: Date,
): Promise<Map<string, readonly string[]>> {
  const found = await repo.findLiveSessionsById(db, sessionIds, now, idleSince(config, now));
  return new Map(
    found.map((session) => [
      session.sessionId,
      [...session.roles, ...session.permissions.map((permission) => `permission:${permission}`)],
    ]),
  );
}

// --- event-stream tickets (issue 34: no session token in a URL) -------------------------------

/** How long a ticket may wait before it opens its stream. */
const STREAM_TICKET_MS = 60_000;

/** A one-time ticket for the caller's session, to open the event stream with. */
export async function issueStreamTicket(
  ctx: ServiceContext,
): Promise<Result<{ ticket: string; expiresIn: number }>> {
  const user = requireUser(ctx);
  const ticket = randomBytes(32).toString('base64url');
  await repo.insertStreamTicket(
    ctx.db,
    {
      ticketHash: sha256(ticket),
      sessionId: user.sessionId,
      expiresAt: new Date(ctx.now.getTime() + STREAM_TICKET_MS),
    },
    ctx.now,
  );
  return ok({ ticket, expiresIn: STREAM_TICKET_MS / 1000 });
}

/** The user of a ticket, taking it (good once), or null when it is unknown, used or expired. */
export async function redeemStreamTicket(
  db: Db,
  config: Config,
  ticket: string,
  now: Date,
): Promise<AuthUser | null> {
  if (ticket.length > 200) return null;
  const sessionId = await repo.takeStreamTicket(db, sha256(ticket), now);
  if (!sessionId) return null;
  const [found] = await repo.findLiveSessionsById(db, [sessionId], now, idleSince(config, now));
  return found ? authUserOf(found) : null;
}

export async function heartbeat(ctx: ServiceContext): Promise<Result<null>> {
  const user = requireUser(ctx);
  await repo.touchSession(ctx.db, user.sessionId, ctx.now);
  return ok(null);
}

export async function logout(ctx: ServiceContext): Promise<Result<null>> {
  const user = ctx.caller;
  if (user) await repo.revokeSession(ctx.db, user.sessionId, ctx.now, 'logout');
  return ok(null);
}
