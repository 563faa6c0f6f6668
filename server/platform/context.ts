// The one request context. The router builds it for every call; services receive it first, the
// same way in every module (`service(ctx, input)`).
// Module-to-module primitives that run inside someone else's transaction take that transaction
// instead (`availableBalance(tx, userId)`): they are steps of a service, not services.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../domain/i18n/languages.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** The authenticated caller, resolved from the session token. */
export interface AuthUser {
  userId: string;
  usercode: string;
  username: string;
  roles: readonly string[];
  /** What the user's operator roles grant (domain/operator/permissions.ts), read on every call. */
  permissions: readonly string[];
  sessionId: string;
  /** Set when an operator business-locked the account: the reason shown when a call is refused. */
  businessLock?: { reasonCode: string | null; reason: string };
}

/** What every service call is given: who asks, in which language and brand, when, over which database. */
export interface ServiceContext {
  db: Db;
  /** One instant for the whole call: every row it writes carries the same time. */
  now: Date;
  lang: LanguageCode;
  /** The storefront brand of the request's Host. */
  brand: string;
  config: Config;
  log: FastifyBaseLogger;
  /** Set when the endpoint requires login (auth != 'none'), or when a token resolved anyway. */
  caller: AuthUser | undefined;
  /**
   * The store the caller runs, resolved once by the router for `auth: 'seller'` calls (the store
   * module's `storeOfOwner`); undefined for other calls and for a seller who runs none.
   */
  storeId?: string | undefined;
  idempotencyKey: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
}

/** The service context plus what only the transport needs. */
export interface RequestContext extends ServiceContext {
  token: string | undefined;
  request: FastifyRequest;
}

/** Resolves a session token to its user; the accounts module installs the real one. */
export type AuthResolver = (token: string, ctx: { db: Db; now: Date }) => Promise<AuthUser | null>;

/** The store a user runs, if any; the store module installs the real one. */
/** The store a user runs, and the operator's reason when it is suspended. */
export interface ResolvedStore {
  id: string;
  suspension?: { reasonCode: string | null; reason: string } | undefined;
}
export type StoreResolver = (userId: string, ctx: { db: Db }) => Promise<ResolvedStore | undefined>;

/** The caller of a route declared with auth 'user' / 'seller' / 'admin' (the router guarantees one). */
export function requireUser(ctx: Pick<ServiceContext, 'caller'>): AuthUser {
  if (!ctx.caller) throw new Error('authenticated route reached without a user');
  return ctx.caller;
}
