// The login password and the fund password: change them, set the first fund password, and check
// the fund password for other modules, each check through its lockout guard.
import { applyAttempt } from '../../../domain/account/lockout.ts';
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import * as repo from './account.repository.ts';
import { checkWalletCode } from './account.service.ts';
import { hashSecret, verifySecret } from './password-hash.ts';

import { lockFailure, loginGuardKey, safewordGuardKey } from './account.shared.ts';

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

// --- fund password ----------------------------------------------------------------------------

export async function setSafeword(
  ctx: ServiceContext,
  input: { password: string; safeword: string; re_safeword: string; verifcode?: string },
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (input.safeword !== input.re_safeword) return fail('safeword.mismatch');
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  if (row.safewordHash) return fail('safeword.alreadySet');
  // A session may be stolen; the login password proves the person is the owner. Wrong entries
  // count towards the login lockout, so the check cannot be used to guess the password.
  const checked = await guardedCheck(
    guardAt(ctx),
    loginGuardKey(row.id),
    input.password,
    row.passwordHash,
    'password.loginWrong',
  );
  if (!checked.ok) return checked;
  // And the mailbox: a session and a password may be stolen, the inbox too is less likely.
  const code = await checkWalletCode(ctx, row.id, input.verifcode);
  if (!code.ok) return code;
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

/**
 * The fund password a spending call asks for (an order payment, a store's transfer): a stolen
 * session alone must not move money. Refusals: safeword.setFirst (the account has none yet),
 * safeword.required (none sent), and those of verifySafeword.
 */
export async function requireSafeword(
  ctx: ServiceContext,
  safeword: string | undefined,
): Promise<Result<null>> {
  const { userId } = requireUser(ctx);
  const row = await repo.findUserRowById(ctx.db, userId);
  if (!row) return fail('auth.userNotFound');
  if (!row.safewordHash) return fail('safeword.setFirst');
  if (!safeword) return fail('safeword.required');
  return guardedCheck(
    guardAt(ctx),
    safewordGuardKey(userId),
    safeword,
    row.safewordHash,
    'safeword.wrong',
  );
}

/**
 * The login password again, for calls a stolen session must not make alone (a loan, cancelling
 * the account). Wrong entries count towards the login lockout. Refusals: password.required,
 * password.loginWrong, auth.lockedMinutes, auth.lockedToday.
 */
export async function requireLoginPassword(
  ctx: ServiceContext,
  password: string | undefined,
): Promise<Result<null>> {
  const { userId } = requireUser(ctx);
  if (!password) return fail('password.required');
  const row = await repo.findUserRowById(ctx.db, userId);
  if (!row) return fail('auth.userNotFound');
  return guardedCheck(
    guardAt(ctx),
    loginGuardKey(userId),
    password,
    row.passwordHash,
    'password.loginWrong',
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
