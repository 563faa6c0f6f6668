// Accounts: registration, login with lockout, sessions, e-mail codes, login and fund passwords and
// cancellation (issue 4). Other modules reach users only through the functions exported here
// (`findUserById`, `verifySafeword`, `createUserAccount`).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import Decimal from 'decimal.js';
import type { SessionData, UserProfile, VerificationPurpose } from '../../../domain/api/account.ts';
import { AVATAR_COUNT } from '../../../domain/api/account.ts';
import {
  isValidVerifcode,
  maskPhone,
  normalizeIdentifier,
  usernameKind,
} from '../../../domain/account/credentials.ts';
import {
  applyAttempt,
  dayStart,
  platformCalendarDay,
  type AttemptOutcome,
} from '../../../domain/account/lockout.ts';
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { UserStatus } from '../../db/schema/account.ts';
import { requireUser, type AuthUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import { consumeTicket } from '../captcha/index.ts';
import { accountBalance } from '../ledger/index.ts';
import type { Mailer } from '../mail/index.ts';
import * as repo from './account.repository.ts';
import { dummyPasswordHash, hashSecret, verifySecret } from './password-hash.ts';

const CODE_MINUTES = 10;
const CODE_MAX_TRIES = 5;
/** lastSeenAt is written at most this often per session (inactivity expiry needs no more). */
const TOUCH_EVERY_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const loginGuardKey = (userId: string) => `login:user:${userId}`;
const safewordGuardKey = (userId: string) => `safeword:${userId}`;

const usercodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function newUsercode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += usercodeAlphabet[randomInt(usercodeAlphabet.length)];
  return code;
}

function lockFailure(outcome: AttemptOutcome & { kind: 'locked' }): ErrorKey {
  return outcome.lock === 'minutes' ? 'auth.lockedMinutes' : 'auth.lockedToday';
}

// --- users (for other modules) ----------------------------------------------------------------

export interface UserSummary {
  id: string;
  usercode: string;
  username: string;
  email: string | null;
  avatar: number;
  roles: string[];
  status: UserStatus;
  cancelled: boolean;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserSummary | undefined> {
  const row = await repo.findUserRowById(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    usercode: row.usercode,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    roles: row.roles,
    status: row.status,
    cancelled: row.cancelledAt !== null,
  };
}

/** Gives a user a role (an approved store makes its applicant a seller); idempotent. */
export async function grantRole(tx: DbOrTx, userId: string, role: string): Promise<void> {
  await repo.addRole(tx, userId, role);
}

/** User names by id, for lists that show who a record belongs to (operator queues). */
export async function usernamesOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await repo.usernamesByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * Creates an account directly (operator CLI, seeds, other modules' tests): no slider, no code.
 * Fails with the same keys as registration.
 */
export async function createUserAccount(
  db: DbOrTx,
  input: {
    username: string;
    password: string;
    roles?: string[];
    email?: string;
    referrerId?: string;
    agentCode?: string;
    emailVerified?: boolean;
  },
): Promise<Result<{ id: string; usercode: string; username: string }>> {
  const username = input.username.trim();
  const kind = usernameKind(username);
  if (!kind) return fail('register.usernameInvalid');
  const email = input.email ?? (kind === 'email' ? username : null);
  const phone = kind === 'mobile' ? normalizeIdentifier(username) : null;
  const clash = await repo.identityClash(db, {
    username: normalizeIdentifier(username),
    email: email?.toLowerCase() ?? null,
    phone,
  });
  if (clash) return fail(clash === 'username' ? 'register.usernameTaken' : 'register.emailTaken');
  const passwordHash = await hashSecret(input.password);
  for (let tries = 0; ; tries++) {
    const id = newId();
    const usercode = newUsercode();
    try {
      await repo.insertUser(db, {
        id,
        usercode,
        username,
        email,
        emailVerified: input.emailVerified ?? false,
        phone,
        passwordHash,
        roles: input.roles ?? ['user'],
        referrerId: input.referrerId ?? null,
        agentCode: input.agentCode ?? null,
      });
      return ok({ id, usercode, username });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint === 'users_usercode_uq' && tries < 5) continue;
      if (constraint === 'users_username_uq') return fail('register.usernameTaken');
      return fail('register.emailTaken');
    }
  }
}

// --- sessions ---------------------------------------------------------------------------------

async function openSession(
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
    const idleSince = new Date(ctx.now.getTime() - config.account.sessionIdleMinutes * 60_000);
    const found = await repo.findLiveSession(ctx.db, sha256(token), ctx.now, idleSince);
    if (!found) return null;
    if (ctx.now.getTime() - found.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await repo.touchSession(ctx.db, found.sessionId, ctx.now);
    }
    return {
      userId: found.userId,
      usercode: found.usercode,
      username: found.username,
      roles: found.roles,
      sessionId: found.sessionId,
    };
  };
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

// --- slider -----------------------------------------------------------------------------------

async function sliderPassed(
  ctx: ServiceContext,
  ticket: string | undefined,
): Promise<Result<null>> {
  if (!ctx.config.account.sliderCheck) return ok(null);
  if (!ticket) return fail('verify.sliderRequired');
  return (await consumeTicket(ctx.db, ticket, ctx.now)) ? ok(null) : fail('verify.sliderFailed');
}

// --- e-mail codes -----------------------------------------------------------------------------

const codeMail: Record<VerificationPurpose, (code: string) => { subject: string; text: string }> = {
  register: (code) => ({
    subject: 'Your Caravan registration code',
    text: `Your verification code is ${code}. It is valid for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
  }),
  resetPassword: (code) => ({
    subject: 'Your Caravan password reset code',
    text: `Your password reset code is ${code}. It is valid for ${CODE_MINUTES} minutes. If you did not ask for it, ignore this mail; your password is unchanged.`,
  }),
};

export async function sendCode(
  ctx: ServiceContext,
  input: { target: string; purpose: VerificationPurpose },
  mailer: Mailer,
): Promise<Result<null>> {
  const target = input.target.trim().toLowerCase();
  const { db, now } = ctx;
  const { mailCodeDailyCap, mailCodeIntervalSeconds, mailCodeIpDailyCap } = ctx.config.account;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const id = newId(now);
  const refusal = await db.transaction(async (tx) => {
    await repo.lockTarget(tx, target);
    const since = dayStart(now, ctx.config.platformTimeZone);
    const stats = await repo.codeStats(tx, target, since);
    if (stats.count >= mailCodeDailyCap) return fail('verify.codeLimit');
    // One client mailing many addresses (mail bombing, address probing) is stopped as well.
    if (ctx.ip && (await repo.codesFromIp(tx, ctx.ip, since)) >= mailCodeIpDailyCap) {
      return fail('verify.codeLimit');
    }
    if (stats.last && now.getTime() - stats.last.getTime() < mailCodeIntervalSeconds * 1000) {
      return fail('request.tooFrequent');
    }
    await repo.retireCodes(tx, target, input.purpose, now);
    await repo.insertCode(tx, {
      id,
      target,
      purpose: input.purpose,
      codeHash: sha256(`${id}:${code}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
      ip: ctx.ip ?? null,
    });
    return null;
  });
  if (refusal) return refusal;
  // A reset code goes only to an address that has an account; the answer is the same either way.
  if (input.purpose === 'resetPassword' && !(await repo.findLiveUserByEmail(db, target))) {
    return ok(null);
  }
  const sending = mailer.send(db, { to: target, ...codeMail[input.purpose](code) }, ctx.log);
  // An SMTP round trip is slow: waiting for it would show, by the answer's timing, which reset
  // requests went to a real account. The outbox (local installs) is written before answering.
  if (mailer.mode === 'outbox') await sending;
  else sending.catch((error: unknown) => ctx.log.error({ err: error }, 'code mail failed'));
  return ok(null);
}

/** Spends a code: true when right; a wrong try counts, and the 5th wrong try kills the code. */
async function consumeCode(
  ctx: ServiceContext,
  target: string,
  purpose: VerificationPurpose,
  code: string | undefined,
): Promise<Result<null>> {
  if (!code) return fail('verify.codeEmpty');
  if (!isValidVerifcode(code)) return fail('verify.codeWrong');
  const right = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCurrentCode(tx, target.toLowerCase(), purpose, ctx.now);
    if (!row) return false;
    const attempts = row.attempts + 1;
    const match = row.codeHash === sha256(`${row.id}:${code}`);
    await repo.updateCode(tx, row.id, {
      attempts,
      consumedAt: match || attempts >= CODE_MAX_TRIES ? ctx.now : null,
    });
    return match;
  });
  return right ? ok(null) : fail('verify.codeWrong');
}

// --- registration -----------------------------------------------------------------------------

export interface RegistrationInput {
  username: string;
  password: string;
  re_password: string;
  usercode?: string | undefined;
  agentCode?: string | undefined;
  sliderTicket?: string | undefined;
  email?: string | undefined;
  verifcode?: string | undefined;
}

export async function register(
  ctx: ServiceContext,
  input: RegistrationInput,
  withCode: boolean,
): Promise<Result<SessionData>> {
  const { db, now } = ctx;
  if (input.password !== input.re_password) return fail('password.mismatch');
  const username = input.username.trim();
  const kind = usernameKind(username);
  if (!kind) return fail('register.usernameInvalid');
  const email = (input.email ?? (kind === 'email' ? username : undefined))?.toLowerCase();
  if (withCode && !email) return fail('param.missing', { field: 'email' });
  if (withCode && !input.verifcode) return fail('verify.codeEmpty');

  const slider = await sliderPassed(ctx, input.sliderTicket);
  if (!slider.ok) return slider;

  const identities = [normalizeIdentifier(username), ...(email ? [email] : [])];
  const blockSince = new Date(
    now.getTime() - ctx.config.account.cancellationBlockDays * 86_400_000,
  );
  if (await repo.recentlyCancelled(db, identities, blockSince)) {
    return fail('register.blockedAfterCancellation');
  }
  const clash = await repo.identityClash(db, {
    username: normalizeIdentifier(username),
    email: email ?? null,
    phone: kind === 'mobile' ? normalizeIdentifier(username) : null,
  });
  if (clash) return fail(clash === 'username' ? 'register.usernameTaken' : 'register.emailTaken');

  let referrerId: string | undefined;
  if (input.usercode) {
    const referrer = await repo.findUserByUsercode(db, input.usercode.toUpperCase());
    if (!referrer || referrer.status !== 'active') return fail('register.referralInvalid');
    referrerId = referrer.id;
  }

  if (withCode && email) {
    const code = await consumeCode(ctx, email, 'register', input.verifcode);
    if (!code.ok) return code;
  }

  const created = await createUserAccount(db, {
    username,
    password: input.password,
    ...(email ? { email } : {}),
    emailVerified: withCode,
    ...(referrerId ? { referrerId } : {}),
    ...(input.agentCode ? { agentCode: input.agentCode } : {}),
  });
  if (!created.ok) return created;
  return ok(await openSession(db, ctx, created.data));
}

// --- login ------------------------------------------------------------------------------------

export async function login(
  ctx: ServiceContext,
  input: { username: string; password: string; sliderTicket?: string | undefined },
): Promise<Result<SessionData>> {
  const { db, now } = ctx;
  const timeZone = ctx.config.platformTimeZone;
  const identifier = normalizeIdentifier(input.username);
  const user = await repo.findUserByIdentifier(db, identifier);
  // Unknown names get a guard of their own, so they answer exactly like real accounts.
  const guardKey = user ? loginGuardKey(user.id) : `login:name:${identifier}`;

  if (ctx.config.account.sliderCheck) {
    const guard = await repo.readGuard(db, guardKey);
    const failedToday =
      guard && guard.dayFailures > 0 && guard.failureDay === platformCalendarDay(now, timeZone);
    if (failedToday) {
      const slider = await sliderPassed(ctx, input.sliderTicket);
      if (!slider.ok) return slider;
    }
  }

  // The slow hash runs before the guard row is locked, so parallel attempts do not queue on it.
  const correct = user
    ? await verifySecret(input.password, user.passwordHash)
    : (await verifySecret(input.password, await dummyPasswordHash())) && false;

  return db.transaction(async (tx) => {
    const state = await repo.lockGuard(tx, guardKey);
    const { state: next, outcome } = applyAttempt(state, { correct, now, timeZone });
    if (next !== state) await repo.saveGuard(tx, guardKey, next);
    await repo.recordLoginAttempt(tx, {
      id: newId(now),
      userId: user?.id ?? null,
      guardKey,
      success: outcome.kind === 'accepted',
      outcome: outcome.kind === 'locked' ? `locked:${outcome.lock}` : outcome.kind,
      ip: ctx.ip ?? null,
      createdAt: now,
    });
    if (outcome.kind === 'locked') return fail(lockFailure(outcome));
    if (outcome.kind === 'wrong' || !user) return fail('auth.wrongPassword');
    // Only someone who knows the password learns the account's status.
    if (user.status === 'disabled') return fail('auth.accountDisabled');
    if (user.status === 'business_locked') return fail('auth.businessLocked');
    return ok(await openSession(tx, ctx, user));
  });
}

// --- profile ----------------------------------------------------------------------------------

export async function profile(ctx: ServiceContext): Promise<Result<UserProfile>> {
  const user = requireUser(ctx);
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  return ok({
    usercode: row.usercode,
    username: row.username,
    avatar: row.avatar,
    phone: maskPhone(row.phone),
    email: row.email ?? '',
    safeword: row.safewordHash !== null,
    referralCode: row.usercode,
    roles: row.roles,
    createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
  });
}

export async function changeAvatar(
  ctx: ServiceContext,
  avatar: number | undefined,
): Promise<Result<{ avatar: number }>> {
  const user = requireUser(ctx);
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  // Without a choice, another avatar at random (never the current one).
  const next = avatar ?? ((row.avatar + randomInt(1, AVATAR_COUNT) - 1) % AVATAR_COUNT) + 1;
  await repo.updateUser(ctx.db, user.userId, { avatar: next });
  return ok({ avatar: next });
}

// --- passwords --------------------------------------------------------------------------------

/** Where and when a guarded secret is checked. */
interface GuardContext {
  db: Db;
  now: Date;
  /** The platform time zone (config.platformTimeZone): lock days are its calendar days. */
  timeZone: string;
}

const guardAt = (ctx: ServiceContext): GuardContext => ({
  db: ctx.db,
  now: ctx.now,
  timeZone: ctx.config.platformTimeZone,
});

/** Checks a secret against its hash through a lockout guard; ok when right and not locked. */
async function guardedCheck(
  at: GuardContext,
  guardKey: string,
  secret: string,
  hash: string,
  wrongKey: ErrorKey,
): Promise<Result<null>> {
  const correct = await verifySecret(secret, hash);
  return at.db.transaction(async (tx) => {
    const state = await repo.lockGuard(tx, guardKey);
    const { state: next, outcome } = applyAttempt(state, {
      correct,
      now: at.now,
      timeZone: at.timeZone,
    });
    if (next !== state) await repo.saveGuard(tx, guardKey, next);
    if (outcome.kind === 'locked') return fail(lockFailure(outcome));
    if (outcome.kind === 'wrong') return fail(wrongKey);
    return ok(null);
  });
}

export async function changePassword(
  ctx: ServiceContext,
  input: { old_password: string; password: string; confirm: string | undefined },
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (input.password !== input.confirm) return fail('password.mismatch');
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  // The old password is the login secret: wrong guesses here count towards the login lockout.
  const checked = await guardedCheck(
    guardAt(ctx),
    loginGuardKey(row.id),
    input.old_password,
    row.passwordHash,
    'password.oldWrong',
  );
  if (!checked.ok) return checked;
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, row.id, { passwordHash });
    await repo.revokeUserSessions(tx, row.id, ctx.now, 'password changed', user.sessionId);
  });
  return ok(null);
}

export async function resetPassword(
  ctx: ServiceContext,
  input: { email: string; verifcode?: string | undefined; password: string; re_password: string },
): Promise<Result<null>> {
  if (input.password !== input.re_password) return fail('password.mismatch');
  const email = input.email.trim().toLowerCase();
  const code = await consumeCode(ctx, email, 'resetPassword', input.verifcode);
  if (!code.ok) return code;
  const user = await repo.findLiveUserByEmail(ctx.db, email);
  if (!user) return fail('verify.codeWrong');
  const passwordHash = await hashSecret(input.password);
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash });
    // Proving the mailbox clears the login lock (issue 4) and ends every session.
    await repo.deleteGuard(tx, loginGuardKey(user.id));
    await repo.revokeUserSessions(tx, user.id, ctx.now, 'password reset');
  });
  return ok(null);
}

// --- fund password ----------------------------------------------------------------------------

export async function setSafeword(
  ctx: ServiceContext,
  input: { safeword: string; re_safeword: string },
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (input.safeword !== input.re_safeword) return fail('safeword.mismatch');
  const hash = await hashSecret(input.safeword);
  return (await repo.setSafewordOnce(ctx.db, user.userId, hash))
    ? ok(null)
    : fail('safeword.alreadySet');
}

/**
 * Checks a user's fund password with its own lockout (3 wrong in a row: 3 minutes; more: until the
 * next platform day). Wallet calls (withdrawal, address binding) use this. Refusals:
 * safeword.notSet, safeword.wrong, auth.lockedMinutes, auth.lockedToday.
 */
/**
 * The caller's fund password check, with its own lockout. Runs in its own transaction (never
 * inside a money transaction that may roll back), so wrong attempts always count.
 */
export async function verifySafeword(ctx: ServiceContext, safeword: string): Promise<Result<null>> {
  const { userId } = requireUser(ctx);
  const row = await repo.findUserRowById(ctx.db, userId);
  if (!row) return fail('auth.userNotFound');
  if (!row.safewordHash) return fail('safeword.notSet');
  return guardedCheck(
    guardAt(ctx),
    safewordGuardKey(userId),
    safeword,
    row.safewordHash,
    'safeword.wrong',
  );
}

export async function changeSafeword(
  ctx: ServiceContext,
  input: { old_safeword: string; safeword: string; re_safeword: string },
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (input.safeword !== input.re_safeword) return fail('safeword.mismatch');
  const checked = await verifySafeword(ctx, input.old_safeword);
  if (!checked.ok) return checked;
  await repo.updateUser(ctx.db, user.userId, { safewordHash: await hashSecret(input.safeword) });
  return ok(null);
}

// --- cancellation -----------------------------------------------------------------------------

export async function cancelAccount(
  ctx: ServiceContext,
  reason: string | undefined,
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (!reason?.trim()) return fail('cancel.reasonRequired');
  // Operator accounts run the platform; they are retired by another operator, not self-cancelled.
  if (user.roles.includes('admin')) return fail('cancel.notAllowed');
  // Money still on the account, spendable or held by a withdrawal in progress, must leave first.
  // Read from the ledger module: the wallet depends on accounts, not the other way round.
  const balances = await Promise.all([
    accountBalance(ctx.db, userAvailable(user.userId)),
    accountBalance(ctx.db, userHeld(user.userId)),
  ]);
  if (balances.some((balance) => new Decimal(balance).gt(0))) {
    return fail('cancel.balanceRemains');
  }
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  const identities = [
    normalizeIdentifier(row.username),
    ...(row.email ? [row.email.toLowerCase()] : []),
    ...(row.phone ? [row.phone] : []),
  ];
  await ctx.db.transaction(async (tx) => {
    await repo.insertCancelledIdentities(
      tx,
      [...new Set(identities)].map((identity) => ({
        id: newId(ctx.now),
        identity,
        userId: row.id,
        cancelledAt: ctx.now,
      })),
    );
    // The identities are released (kept in cancelled_identities) so they can register again later.
    await repo.updateUser(tx, row.id, {
      username: `cancelled-${row.id}`,
      email: null,
      phone: null,
      cancelledAt: ctx.now,
      cancelReason: reason.trim(),
    });
    await repo.revokeUserSessions(tx, row.id, ctx.now, 'account cancelled');
  });
  return ok(null);
}

/** Lockout records are kept this long after their last change (a streak older than that is forgotten). */
export const GUARD_RETENTION_DAYS = 30;

/** The periodic cleanup of lockout records; idempotent, safe in several processes at once. */
export function pruneAuthGuards(db: DbOrTx, now: Date): Promise<number> {
  return repo.pruneStaleGuards(db, new Date(now.getTime() - GUARD_RETENTION_DAYS * 86_400_000));
}
