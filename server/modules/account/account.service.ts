// Accounts: registration, login with lockout, e-mail codes, the profile and the password reset
// (issue 4). Sessions are in session.service.ts, users for other modules in users.service.ts,
// passwords in credentials.service.ts, cancellation in cancellation.service.ts; other modules use
// only the module's index.ts.
import { randomInt } from 'node:crypto';
import type { SessionData, UserProfile, VerificationPurpose } from '../../../domain/api/account.ts';
import { AVATAR_COUNT } from '../../../domain/api/account.ts';
import {
  isValidVerifcode,
  maskPhone,
  normalizeIdentifier,
  usernameKind,
} from '../../../domain/account/credentials.ts';
import {
  ADDRESS_FAILURES_BEFORE_SLIDER,
  applyAttempt,
  countAddressFailure,
  failuresToday,
  dayStart,
} from '../../../domain/account/lockout.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { consumeTicket } from '../captcha/index.ts';
import type { Mailer } from '../mail/index.ts';
import * as repo from './account.repository.ts';
import * as codes from './codes.repository.ts';
import { dummyPasswordHash, hashSecret, verifySecret } from './password-hash.ts';

import { lockFailure, loginGuardKey, sha256 } from './account.shared.ts';
import { openSession } from './session.service.ts';
import { createUserAccount } from './users.service.ts';

const CODE_MINUTES = 10;
const CODE_MAX_TRIES = 5;

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
  bindEmail: (code) => ({
    subject: 'Confirm your e-mail for Caravan',
    text: `Your code for adding this address to your account is ${code}. It is valid for ${CODE_MINUTES} minutes. With it, a forgotten password can be reset through this address. If you did not ask for it, ignore this mail.`,
  }),
  changeEmail: (code) => ({
    subject: 'Your Caravan e-mail change code',
    text: `Your code for replacing this address on your account is ${code}. It is valid for ${CODE_MINUTES} minutes. If you did not ask for it, someone may be using your account: change your login password now.`,
  }),
  wallet: (code) => ({
    subject: 'Your Caravan wallet security code',
    text: `Your code for setting your fund password or binding a withdrawal address is ${code}. It is valid for ${CODE_MINUTES} minutes. If you did not ask for it, someone may be using your account: change your login password now.`,
  }),
};

export async function sendCode(
  ctx: ServiceContext,
  input: { target: string; purpose: VerificationPurpose },
  mailer: Mailer,
): Promise<Result<null>> {
  const target = input.target.trim().toLowerCase();
  const { db, now } = ctx;
  // A code for adding an address is for a signed-in account.
  if (input.purpose === 'bindEmail' && !ctx.caller) return fail('auth.userNotFound');
  // A wallet or e-mail change code goes only to the caller's own confirmed address.
  if (input.purpose === 'wallet' || input.purpose === 'changeEmail') {
    const owner = ctx.caller ? await repo.findUserRowById(db, ctx.caller.userId) : undefined;
    if (!owner) return fail('auth.userNotFound');
    if (!owner.emailVerified || owner.email?.toLowerCase() !== target)
      return fail('param.invalid', { field: 'target' });
  }
  const { mailCodeDailyCap, mailCodeIntervalSeconds, mailCodeIpDailyCap } = ctx.config.account;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const id = newId(now);
  const refusal = await db.transaction(async (tx) => {
    await codes.lockTarget(tx, target);
    const since = dayStart(now, ctx.config.platformTimeZone);
    const stats = await codes.codeStats(tx, target, since);
    if (stats.count >= mailCodeDailyCap) return fail('verify.codeLimit');
    // One client mailing many addresses (mail bombing, address probing) is stopped as well.
    if (ctx.ip && (await codes.codesFromIp(tx, ctx.ip, since)) >= mailCodeIpDailyCap) {
      return fail('verify.codeLimit');
    }
    if (stats.last && now.getTime() - stats.last.getTime() < mailCodeIntervalSeconds * 1000) {
      return fail('request.tooFrequent');
    }
    await codes.retireCodes(tx, target, input.purpose, now);
    await codes.insertCode(tx, {
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

/**
 * The wallet code of an account with a confirmed e-mail (first fund password, address binding):
 * ok without one when the account has no confirmed address.
 */
export async function checkWalletCode(
  ctx: ServiceContext,
  userId: string,
  code: string | undefined,
): Promise<Result<null>> {
  const row = await repo.findUserRowById(ctx.db, userId);
  if (!row) return fail('auth.userNotFound');
  if (!row.email || !row.emailVerified) return ok(null);
  return consumeCode(ctx, row.email, 'wallet', code);
}

/** Spends a code: true when right; a wrong try counts, and the 5th wrong try kills the code. */
export async function consumeCode(
  ctx: ServiceContext,
  target: string,
  purpose: VerificationPurpose,
  code: string | undefined,
): Promise<Result<null>> {
  if (!code) return fail('verify.codeEmpty');
  if (!isValidVerifcode(code)) return fail('verify.codeWrong');
  const right = await ctx.db.transaction(async (tx) => {
    const row = await codes.lockCurrentCode(tx, target.toLowerCase(), purpose, ctx.now);
    if (!row) return false;
    const attempts = row.attempts + 1;
    const match = row.codeHash === sha256(`${row.id}:${code}`);
    await codes.updateCode(tx, row.id, {
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
    now: ctx.now,
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

  // Wrong logins from this client address, whatever names they tried (unknown names included).
  // Counted with the slider off too, so the count is right the day it is turned back on.
  const addressKey = ctx.ip ? `login:ip:${ctx.ip}` : undefined;
  if (ctx.config.account.sliderCheck) {
    const guard = await repo.readGuard(db, guardKey);
    const address = addressKey ? await repo.readGuard(db, addressKey) : undefined;
    if (
      failuresToday(guard, now, timeZone) > 0 ||
      failuresToday(address, now, timeZone) >= ADDRESS_FAILURES_BEFORE_SLIDER
    ) {
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
    if (!correct && addressKey) {
      const address = await repo.lockGuard(tx, addressKey);
      await repo.saveGuard(tx, addressKey, countAddressFailure(address, now, timeZone));
    }
    if (outcome.kind === 'locked') return fail(lockFailure(outcome));
    if (outcome.kind === 'wrong' || !user) return fail('auth.wrongPassword');
    // Only someone who knows the password learns the account's status. A business-locked account
    // signs in (to read and settle what is under way); its new business is refused call by call.
    if (user.status === 'disabled') return statusRefusal(user, ctx.lang);
    return ok(await openSession(tx, ctx, user));
  });
}

/** The refusal of a disabled account's login, with the operator's reason when given. */
function statusRefusal(
  user: { statusReasonCode: string | null; statusReason: string },
  lang: LanguageCode,
) {
  const reason = reasonText(user.statusReasonCode, user.statusReason, lang);
  return reason ? fail('auth.accountDisabledReason', { reason }) : fail('auth.accountDisabled');
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
    emailVerified: Boolean(row.email) && row.emailVerified,
    safeword: row.safewordHash !== null,
    referralCode: row.usercode,
    roles: row.roles,
    businessLock:
      row.status === 'business_locked'
        ? { reason: reasonText(row.statusReasonCode, row.statusReason, ctx.lang) }
        : null,
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
