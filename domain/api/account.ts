// Endpoints of accounts (spec section 7 "Account", CONTRACT.md "accounts" and "passwords"):
// registration, e-mail codes, the slider check, login / logout / heartbeat, the profile, login and
// fund passwords, forgotten-password reset and account cancellation.
import { z } from 'zod';
import {
  EMAIL_MAX,
  isEmail,
  isValidPassword,
  isValidReferralCode,
  isValidSafeword,
  isValidUsername,
  USERNAME_MAX,
} from '../account/credentials.ts';
import { endpointArea } from './define.ts';

const accountCalls = endpointArea({ tag: 'Account', auth: 'user' });

// The shared rules as schemas: a failing field answers param.invalid naming it.
const text = z.string().trim();
const usernameSchema = text.max(USERNAME_MAX).refine(isValidUsername);
const passwordSchema = z.string().refine(isValidPassword);
const safewordSchema = z.string().refine(isValidSafeword);
const emailSchema = text.max(EMAIL_MAX).refine(isEmail);
const referralCodeSchema = text.refine(isValidReferralCode);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** Opaque one-time pass handed out by `captcha!check`; required when the slider check is on. */
const sliderTicket = optional(z.string().trim().max(128));

/**
 * register, resetPassword, and wallet: the code that, on an account with a verified e-mail,
 * goes with setting the first fund password and binding a withdrawal address.
 */
export const verificationPurposes = [
  'register',
  'resetPassword',
  'wallet',
  // Logged in: a code to the address being added (bindEmail), or to the confirmed one being
  // replaced (changeEmail, sent only to the account's own address).
  'bindEmail',
  'changeEmail',
] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

const sessionOutput = z.object({
  token: z.string(),
  usercode: z.string(),
  username: z.string(),
});
export type SessionData = z.infer<typeof sessionOutput>;

const registrationFields = {
  username: usernameSchema,
  password: passwordSchema,
  re_password: z.string().max(64),
  /** Referral (invitation) code of an existing user. */
  usercode: optional(referralCodeSchema),
  /** Agent code from a `?code=` link. */
  agentCode: optional(
    z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  ),
  sliderTicket,
};

export const registerNoVerifcode = accountCalls.read('localuser!registerNoVerifcode', {
  auth: 'none',
  summary:
    'Register with a username (digits and letters 6-30, an e-mail or a mobile of 8+ digits) and ' +
    'password; logs the new user in. Requires a slider ticket unless SLIDER_CHECK=off.',
  input: z.object(registrationFields),
  output: sessionOutput,
});

export const registerWithVerifcode = accountCalls.read('localuser!registerWithVerifcode', {
  auth: 'none',
  summary:
    'Register with an e-mail verified by a code from jscode!execute (purpose register). The e-mail ' +
    'is `email`, or the username when it is an e-mail. Logs the new user in.',
  input: z.object({
    ...registrationFields,
    email: optional(emailSchema),
    verifcode: optional(z.string().trim().max(16)),
  }),
  output: sessionOutput,
});

export const sendVerificationCode = accountCalls.read('jscode!execute', {
  auth: 'optional',
  summary:
    'Send a 6-digit e-mail code (valid 10 minutes, single use, 5 wrong tries kill it). ' +
    "`purpose`: register (default), resetPassword, wallet or changeEmail (logged in, to the account's " +
    'own verified address), bindEmail (logged in, to the address user!bindEmail adds). The answer never reveals whether an account uses the address. Limited per ' +
    'address per day and per minute.',
  input: z.object({
    target: emailSchema,
    purpose: z.preprocess(blankToUndefined, z.enum(verificationPurposes).default('register')),
  }),
  output: z.null(),
});

export const sliderChallenge = accountCalls.write('captcha!slider', {
  auth: 'none',
  summary:
    'Issue a one-time slider puzzle: a background PNG with a gap and the piece PNG (data URLs). ' +
    'The piece is drawn at `pieceY`; the client slides it horizontally and sends the offset to ' +
    'captcha!check within 2 minutes.',
  input: z.object({}),
  output: z.object({
    /** False when the server runs with SLIDER_CHECK=off: no puzzle, no ticket needed. */
    enabled: z.boolean(),
    challengeId: z.string(),
    background: z.string(),
    piece: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    pieceSize: z.number().int(),
    pieceY: z.number().int(),
    expiresInSeconds: z.number().int(),
  }),
});

export const sliderCheck = accountCalls.write('captcha!check', {
  auth: 'none',
  summary:
    'Check a slider answer (x offset of the piece in picture pixels). A challenge can be checked ' +
    'once; on success answers a one-time `ticket` for registration or login (valid until the ' +
    'challenge expires).',
  input: z.object({
    challengeId: z.string().trim().min(1).max(64),
    offset: z.coerce.number().min(0).max(10000),
  }),
  output: z.object({ ticket: z.string() }),
});

export const login = accountCalls.write('user!newlogin', {
  auth: 'none',
  summary:
    'Log in with username (or e-mail) and password. Three wrong passwords in a row lock for 3 ' +
    'minutes; a wrong one after that on the same platform day, or more than 3 in a day, locks ' +
    'until the next day. After a wrong password the next attempt needs a slider ticket.',
  input: z.object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
    sliderTicket,
  }),
  output: sessionOutput,
});

export const logout = accountCalls.read('user!logout', {
  auth: 'optional',
  summary: 'Revoke the session of the token sent (no-op without one).',
  input: z.object({}),
  output: z.null(),
});

export const heartbeat = accountCalls.write('user!heartbeat', {
  summary: 'Keep the session alive (the PWA calls it every 5 minutes).',
  input: z.object({}),
  output: z.null(),
});

export const userProfile = z.object({
  usercode: z.string(),
  username: z.string(),
  avatar: z.number().int(),
  /** First 3 and last 3 digits, or ''. */
  phone: z.string(),
  email: z.string(),
  /** Whether the e-mail was confirmed with a code (wallet security steps then mail a code). */
  emailVerified: z.boolean(),
  /** Whether a fund password is set. */
  safeword: z.boolean(),
  /** The user's own referral (invitation) code. */
  referralCode: z.string(),
  roles: z.array(z.string()),
  /**
   * The operator's reason when the account is business-locked (it may read but not place orders,
   * pay, deposit or withdraw), in the caller's language; null while the account is active.
   */
  businessLock: z.object({ reason: z.string() }).nullable(),
  createTime: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const getLocalUser = accountCalls.read('localuser!get', {
  summary:
    'The logged-in user: code, name, avatar number, masked phone, e-mail, fund password set.',
  input: z.object({}),
  output: userProfile,
});

export const AVATAR_COUNT = 20;

export const refreshAvatar = accountCalls.write('localuser!refreshAvatar', {
  summary: `Set the avatar number (1-${AVATAR_COUNT}); without one, pick another at random.`,
  input: z.object({
    avatar: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(AVATAR_COUNT).optional(),
    ),
  }),
  output: z.object({ avatar: z.number().int() }),
});

export const changePassword = accountCalls.write('user!updateOldAndNewPsw', {
  summary:
    'Change the login password (`comfirm_password` as legacy clients spell it, or ' +
    '`confirm_password`). Revokes every other session. Wrong old passwords count towards the lockout.',
  input: z.object({
    old_password: z.string().min(1).max(64),
    password: passwordSchema,
    comfirm_password: optional(z.string().max(64)),
    confirm_password: optional(z.string().max(64)),
  }),
  output: z.null(),
});

export const resetPassword = accountCalls.write('user!resetPassword', {
  auth: 'none',
  summary:
    'Forgotten password: set a new password with an e-mail code from jscode!execute (purpose ' +
    'resetPassword). Clears the login lock and revokes every session.',
  input: z.object({
    email: emailSchema,
    verifcode: optional(z.string().trim().max(16)),
    password: passwordSchema,
    re_password: z.string().max(64),
  }),
  output: z.null(),
});

export const setSafeword = accountCalls.write('user!setSafewordReg', {
  summary:
    'Set the fund password (exactly 6 digits) when none is set yet. The login password is ' +
    'required too (a wrong one counts towards the login lockout), so a stolen session alone ' +
    'cannot set the password that moves money. On an account with a verified e-mail, the ' +
    '`verifcode` mailed for purpose wallet (jscode!execute) as well.',
  input: z.object({
    password: z.string().min(1).max(64),
    safeword: safewordSchema,
    re_safeword: z.string().max(16),
    verifcode: optional(z.string().trim().max(16)),
  }),
  output: z.null(),
});

export const changeSafeword = accountCalls.write('user!updateOldAndNewSafeword', {
  summary:
    'Change the fund password. Wrong old fund passwords lock it like login passwords (3 in a row: ' +
    '3 minutes; more: until the next day).',
  input: z.object({
    old_safeword: z.string().min(1).max(16),
    safeword: safewordSchema,
    re_safeword: z.string().max(16),
  }),
  output: z.null(),
});

export const cancelAccount = accountCalls.write('user!logoff', {
  summary:
    "Cancel the account: a reason is required. Moves a store owner's store earnings to the wallet, then is refused (`cancel.unsettled`, listing each item) while the wallet holds money, a withdrawal, loan or loan application is unfinished, or paid orders (bought, or of the store) are not finished. Revokes " +
    'every session; the username, e-mail and phone cannot register again for CANCELLATION_BLOCK_DAYS. ' +
    'Needs the login password (`password`).',
  input: z.object({
    reason: optional(z.string().trim().max(500)),
    password: optional(z.string().max(64)),
  }),
  output: z.null(),
});

export const bindEmail = accountCalls.write('user!bindEmail', {
  summary:
    "Adds or changes the account's confirmed e-mail, the address a forgotten password is reset " +
    'through. Needs the login password (`password`, counted towards the login lockout) and ' +
    '`verifcode`, a code mailed to the new address (jscode!execute purpose bindEmail); replacing a ' +
    'confirmed address also needs `oldVerifcode`, a code mailed to it (purpose changeEmail).',
  input: z.object({
    email: emailSchema,
    verifcode: optional(z.string().trim().max(16)),
    oldVerifcode: optional(z.string().trim().max(16)),
    password: optional(z.string().max(64)),
  }),
  output: z.object({ email: z.string(), emailVerified: z.boolean() }),
});
