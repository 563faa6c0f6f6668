// Queries of the accounts module: users, sessions, lockout guards, login attempts and cancelled
// identities (the e-mail codes' are in codes.repository.ts).
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { GuardState } from '../../../domain/account/lockout.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import type { UserStatus } from '../../db/schema/account.ts';
import {
  authGuards,
  cancelledIdentities,
  loginAttempts,
  sessions,
  streamTickets,
  users,
} from '../../db/schema/account.ts';
import { notifyPush } from '../../platform/push.ts';

export type UserRow = typeof users.$inferSelect;

const live = isNull(users.cancelledAt);

/** A live (not cancelled) user by username, e-mail or phone, compared case-insensitively. */
export async function findUserByIdentifier(db: DbOrTx, identifier: string) {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        live,
        or(
          sql`lower(${users.username}) = ${identifier}`,
          sql`lower(${users.email}) = ${identifier}`,
          eq(users.phone, identifier),
        ),
      ),
    )
    // A username match wins over someone else's e-mail or phone.
    .orderBy(sql`lower(${users.username}) = ${identifier} desc`)
    .limit(1);
  return rows[0];
}

export async function findUserRowById(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function addRole(db: DbOrTx, userId: string, role: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role})` })
    .where(and(eq(users.id, userId), sql`not (${role} = any(${users.roles}))`));
  await sessionsChanged(db, userId);
}

/**
 * Tells every instance that the sessions or roles of a user changed (at commit, with the change):
 * their open event streams check their session again and end when it has (push-hub.ts).
 */
export async function sessionsChanged(db: DbOrTx, userId: string): Promise<void> {
  await notifyPush(db, { topic: 'session', users: [userId] });
}

export async function usernamesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findLiveUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(live, sql`lower(${users.email}) = ${email}`))
    .limit(1);
  return rows[0];
}

export async function findUserByUsercode(db: DbOrTx, usercode: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(live, eq(users.usercode, usercode)))
    .limit(1);
  return rows[0];
}

/** Which of the identities are already used by a live account. */
export async function identityClash(
  db: DbOrTx,
  identities: { username: string; email: string | null; phone: string | null },
): Promise<'username' | 'email' | null> {
  const rows = await db
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${identities.username}`,
        identities.email ? sql`lower(${users.email}) = ${identities.email}` : sql`false`,
        identities.email ? sql`lower(${users.username}) = ${identities.email}` : sql`false`,
        identities.phone ? eq(users.phone, identities.phone) : sql`false`,
        identities.phone ? sql`lower(${users.username}) = ${identities.phone}` : sql`false`,
        sql`lower(${users.email}) = ${identities.username}`,
        eq(users.phone, identities.username),
      ),
    )
    .limit(5);
  if (rows.some((row) => row.username.toLowerCase() === identities.username)) return 'username';
  return rows.length > 0 ? 'email' : null;
}

/** Whether another account uses this address, as its e-mail or as its username. */
export async function emailUsedByOther(db: DbOrTx, email: string, userId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} <> ${userId}`,
        or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${email}`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  await db.insert(users).values(values);
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Sets the fund password only when none is set; false when one already was. */
export async function setSafewordOnce(db: DbOrTx, id: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ safewordHash: hash, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.safewordHash)))
    .returning({ id: users.id });
  return rows.length === 1;
}

// --- lockout guards -------------------------------------------------------------------------

/** Locks the guard row of `key` for the transaction (creating it open), and answers its state. */
export async function lockGuard(tx: DbOrTx, key: string): Promise<GuardState> {
  await tx.insert(authGuards).values({ key }).onConflictDoNothing();
  const rows = await tx.select().from(authGuards).where(eq(authGuards.key, key)).for('update');
  const row = rows[0];
  if (!row) throw new Error(`guard ${key} vanished`);
  return {
    consecutiveFailures: row.consecutiveFailures,
    dayFailures: row.dayFailures,
    failureDay: row.failureDay,
    minuteLockDay: row.minuteLockDay,
    lockedUntil: row.lockedUntil,
    lockKind: row.lockKind,
  };
}

export async function readGuard(db: DbOrTx, key: string) {
  const rows = await db.select().from(authGuards).where(eq(authGuards.key, key)).limit(1);
  return rows[0];
}

export async function saveGuard(tx: DbOrTx, key: string, state: GuardState): Promise<void> {
  await tx
    .update(authGuards)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(authGuards.key, key));
}

export async function deleteGuard(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authGuards).where(eq(authGuards.key, key));
}

export async function recordLoginAttempt(db: DbOrTx, values: typeof loginAttempts.$inferInsert) {
  await db.insert(loginAttempts).values(values);
}

// --- sessions -------------------------------------------------------------------------------

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** The live session of a token hash with its user, or undefined. */
// Every authenticated call runs this first: prepared, it is parsed and planned once per connection.
interface LiveSessionRow extends Record<string, unknown> {
  session_id: string;
  last_seen_ms: number;
  user_id: string;
  usercode: string;
  username: string;
  roles: string[];
  permissions: string[];
  status: UserStatus;
  status_reason_code: string | null;
  status_reason: string;
}
/**
 * The permissions the user's roles grant, read with the session on every call: a role's change or
 * a change of its permissions applies to the next call of every open session (issue 37).
 */
const rolePermissions = sql.raw(`array(
        select distinct p from operator_roles r, unnest(r.permissions) p
        where r.code = any(u.roles) order by p)`);
const liveSessionStatement = namedStatement<LiveSessionRow>(
  'account_live_session',
  sql`
    select s.id as session_id, (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms,
      u.id as user_id, u.usercode, u.username, u.roles, u.status,
      u.status_reason_code, u.status_reason, ${rolePermissions} as permissions
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = ${sql.placeholder('tokenHash')} and s.revoked_at is null
      and s.expires_at > ${sql.placeholder('now')}::timestamptz
      and s.last_seen_at > ${sql.placeholder('idleSince')}::timestamptz
      and u.cancelled_at is null
      -- A business-locked account keeps its sessions (it may read, not trade); disabled ends them.
      and u.status in ('active', 'business_locked')
    limit 1`,
);

export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await liveSessionStatement(db, {
    tokenHash,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  return row ? liveSessionOf(row) : undefined;
}

/** The same, for sessions named by id (open event streams checking theirs), in one query. */
export async function findLiveSessionsById(
  db: DbOrTx,
  sessionIds: readonly string[],
  now: Date,
  idleSince: Date,
) {
  if (sessionIds.length === 0) return [];
  const rows = await db.execute<LiveSessionRow>(sql`
    select s.id as session_id, (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms,
      u.id as user_id, u.usercode, u.username, u.roles, u.status,
      u.status_reason_code, u.status_reason, ${rolePermissions} as permissions
    from sessions s join users u on u.id = s.user_id
    where s.id in (${sql.join(
      sessionIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.revoked_at is null
      and s.expires_at > ${now.toISOString()}::timestamptz
      and s.last_seen_at > ${idleSince.toISOString()}::timestamptz
      and u.cancelled_at is null
      and u.status in ('active', 'business_locked')`);
  return rows.rows.map(liveSessionOf);
}

function liveSessionOf(row: LiveSessionRow) {
  return {
    sessionId: row.session_id,
    lastSeenAt: new Date(row.last_seen_ms),
    userId: row.user_id,
    usercode: row.usercode,
    username: row.username,
    roles: row.roles,
    permissions: row.permissions,
    status: row.status,
    statusReasonCode: row.status_reason_code,
    statusReason: row.status_reason,
  };
}

export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date, reason: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const { userId } of ended) await sessionsChanged(db, userId);
}

/** Revokes every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  reason: string,
  keepSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
  await sessionsChanged(db, userId);
}

// --- event-stream tickets -------------------------------------------------------------------

export async function insertStreamTicket(
  db: DbOrTx,
  values: typeof streamTickets.$inferInsert,
  now: Date,
) {
  // Tickets live a minute: the expired ones go as new ones come (the table stays tiny).
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
  await db.insert(streamTickets).values(values);
}

/** Takes a ticket (it is good once): its session, if it has not expired. */
export async function takeStreamTicket(db: DbOrTx, ticketHash: string, now: Date) {
  const [row] = await db
    .delete(streamTickets)
    .where(eq(streamTickets.ticketHash, ticketHash))
    .returning();
  return row && row.expiresAt > now ? row.sessionId : undefined;
}

// --- cancellation ---------------------------------------------------------------------------

export async function recentlyCancelled(db: DbOrTx, identities: string[], since: Date) {
  if (identities.length === 0) return false;
  const rows = await db
    .select({ id: cancelledIdentities.id })
    .from(cancelledIdentities)
    .where(
      and(
        inArray(cancelledIdentities.identity, identities),
        gte(cancelledIdentities.cancelledAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCancelledIdentities(
  db: DbOrTx,
  values: Array<typeof cancelledIdentities.$inferInsert>,
) {
  if (values.length) await db.insert(cancelledIdentities).values(values);
}

/**
 * Forgets lockout records untouched since `before` whose lock (if any) has ended by then: failed
 * logins for unknown names would otherwise pile up for ever.
 */
export async function pruneStaleGuards(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(authGuards)
    .where(
      and(
        sql`${authGuards.updatedAt} < ${before.toISOString()}`,
        or(
          isNull(authGuards.lockedUntil),
          sql`${authGuards.lockedUntil} < ${before.toISOString()}`,
        ),
      ),
    )
    .returning({ key: authGuards.key });
  return removed.length;
}
