// Account tables: users, their sessions, login/fund-password guards (lockout state), the login
// attempt log, e-mail verification codes, the mail outbox, slider challenges and the identities
// of cancelled accounts (re-registration block).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const userStatuses = ['active', 'disabled', 'business_locked'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    /** Public code of the user; also their referral (invitation) code. */
    usercode: text().notNull(),
    username: text().notNull(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    phone: text(),
    avatar: integer().notNull().default(1),
    /** scrypt hash, `scrypt$N$r$p$salt$hash` (base64). */
    passwordHash: text().notNull(),
    /** Fund (transaction) password hash; null until set. */
    safewordHash: text(),
    roles: text()
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    status: text().$type<UserStatus>().notNull().default('active'),
    /** Why an operator disabled or business-locked the account: a standard code, or free text. */
    statusReasonCode: text(),
    statusReason: text().notNull().default(''),
    /** The user whose referral code was given at registration. */
    referrerId: text(),
    /** Agent code carried in from a `?code=` link, kept as given. */
    agentCode: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
  },
  (t) => [
    uniqueIndex('users_usercode_uq').on(t.usercode),
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_phone_uq')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    index('users_referrer_idx').on(t.referrerId),
    check('users_status_ck', sql`${t.status} in ('active', 'disabled', 'business_locked')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id),
    /** sha256 of the opaque token (hex); the token itself is never stored. */
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    /** Absolute end of the session regardless of activity. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * One-time tickets that open an event stream (`GET /api/events?ticket=`), so the PWA never puts a
 * session token in a URL: issued by a POST with the session, good once and for a minute.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    /** sha256 of the ticket (hex); the ticket itself is never stored. */
    ticketHash: text().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Lockout state of one secret: `login:user:<id>`, `login:name:<identifier>` (unknown names get
 * the same treatment so answers do not reveal whether an account exists) or `safeword:<userId>`.
 */
export const authGuards = pgTable('auth_guards', {
  key: text().primaryKey(),
  consecutiveFailures: integer().notNull().default(0),
  dayFailures: integer().notNull().default(0),
  failureDay: text(),
  minuteLockDay: text(),
  lockedUntil: timestamp({ withTimezone: true }),
  lockKind: text().$type<'minutes' | 'day'>(),
  updatedAt: createdAt(),
});

/** Every login attempt, for audit and abuse review. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: text().primaryKey(),
    userId: text(),
    guardKey: text().notNull(),
    success: boolean().notNull(),
    outcome: text().notNull(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_guard_idx').on(t.guardKey, t.createdAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text().primaryKey(),
    /** Lower-cased e-mail address the code was sent to. */
    target: text().notNull(),
    purpose: text().notNull(),
    /** sha256(id + code) (hex). */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    /** Kept only when no SMTP server is configured (local installs read their codes here). */
    body: text(),
    /** `logged` (no SMTP), `sent`, `failed`. */
    status: text().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

export const sliderChallenges = pgTable('slider_challenges', {
  id: text().primaryKey(),
  /** Horizontal position of the gap, in picture pixels. */
  offset: integer().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Set on the first check, right or wrong: a challenge is checked once. */
  checkedAt: timestamp({ withTimezone: true }),
  passed: boolean().notNull().default(false),
  /** sha256 of the pass ticket handed out on success; a ticket is used once. */
  ticketHash: text(),
  ticketUsedAt: timestamp({ withTimezone: true }),
});

/** Identities (username, e-mail, phone) of cancelled accounts, blocking re-registration a while. */
export const cancelledIdentities = pgTable(
  'cancelled_identities',
  {
    id: text().primaryKey(),
    identity: text().notNull(),
    userId: text().notNull(),
    cancelledAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('cancelled_identities_identity_idx').on(t.identity, t.cancelledAt)],
);
