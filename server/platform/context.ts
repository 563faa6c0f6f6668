// What a handler receives besides its validated input.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../domain/i18n/languages.ts';
import type { Db } from '../db/client.ts';

/** The authenticated caller, resolved from the session token. */
export interface AuthUser {
  userId: string;
  usercode: string;
  username: string;
  roles: readonly string[];
  sessionId: string;
}

export interface RequestContext {
  db: Db;
  lang: LanguageCode;
  token: string | undefined;
  /** Set when the endpoint requires login (auth != 'none'), or when a token resolved anyway. */
  user: AuthUser | undefined;
  ip: string;
  brand: string;
  idempotencyKey: string | undefined;
  now: () => Date;
  log: FastifyBaseLogger;
  request: FastifyRequest;
}

/** Resolves a session token to its user; the accounts module installs the real one. */
export type AuthResolver = (token: string, ctx: { db: Db; now: Date }) => Promise<AuthUser | null>;

/** The caller of a route declared with auth 'user' / 'seller' / 'admin' (the router guarantees one). */
export function requireUser(ctx: Pick<RequestContext, 'user'>): AuthUser {
  if (!ctx.user) throw new Error('authenticated route reached without a user');
  return ctx.user;
}
