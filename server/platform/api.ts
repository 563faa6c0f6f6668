// The router for `/api/<module>!<action>.action`: finds the endpoint, checks method and login,
// validates the merged parameters with the endpoint's schema, runs the handler and answers the
// envelope. Handlers return Result values; throwing is for bugs and becomes a 500.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  rolesAllow,
  type Endpoint,
  type EndpointOutput,
  type EndpointParsedInput,
} from '../../domain/api/define.ts';
import type { Result } from '../../domain/errors.ts';
import { normalizeLanguage, type LanguageCode } from '../../domain/i18n/languages.ts';
import {
  allPermissions,
  isOperator,
  isOperatorAuth,
  operatorMay,
} from '../../domain/operator/permissions.ts';
import { reasonText } from '../../domain/operator/reasons.ts';
import {
  businessLockedRefuses,
  restrictedSellerMay,
  suspendedStoreOwnerRefuses,
} from '../../domain/operator/user-status.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthResolver, AuthUser, RequestContext, StoreResolver } from './context.ts';
import {
  ANONYMOUS_BODY_LIMIT,
  AUTHENTICATED_BODY_LIMIT,
  LEGACY_BODY_LIMIT,
  limitBody,
} from './body-limit.ts';
import { businessError, sendEnvelope, success } from './envelope.ts';
import { errorMessage, transportMessage } from './messages.ts';
import { declaredTooLarge, MAX_UPLOAD_FILE_BYTES, readMultipart } from './multipart-body.ts';
import { extractToken, idempotencyKeyOf, mergeParams } from './params.ts';
import { actionNameOf } from './rate-limit.ts';

export type Handler<E extends Endpoint> = (
  input: EndpointParsedInput<E>,
  ctx: RequestContext,
) => Promise<Result<EndpointOutput<E>>>;

interface Route {
  endpoint: Endpoint;
  handler: (input: unknown, ctx: RequestContext) => Promise<Result<unknown>>;
}

export interface ApiOptions {
  db: Db;
  config: Config;
  now: () => Date;
  brandOf: (request: FastifyRequest) => string;
  /** Check every answer against its output schema (tests): catches drift between code and contract. */
  validateOutput: boolean;
}

/** The field a validation issue is about, for the `param.invalid` message. */
function issueField(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown';
  const path = issue.path.map(String).join('.');
  if (path) return path;
  // Unrecognized keys and similar root-level issues name their keys.
  const keys = (issue as { keys?: string[] }).keys;
  return keys?.join(',') || 'body';
}

/**
 * The first parameter holding a NUL character, by path. PostgreSQL text cannot store one (the
 * query fails), so no call accepts it; file contents (Buffers) are bytes, not text, and exempt.
 */
function fieldWithNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = fieldWithNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export class Api {
  private readonly routes = new Map<string, Route>();
  private authResolver: AuthResolver = async () => null;
  private storeResolver: StoreResolver = async () => undefined;

  constructor(private readonly options: ApiOptions) {}

  handle<E extends Endpoint>(endpoint: E, handler: Handler<E>): void {
    if (this.routes.has(endpoint.name))
      throw new Error(`endpoint ${endpoint.name} registered twice`);
    // Every operator endpoint names the permissions that admit it (issue 37): one without them
    // would be open to admins only, silently; one naming an unknown permission, to nobody.
    if (isOperatorAuth(endpoint.auth)) {
      const named = endpoint.permissions ?? [];
      if (named.length === 0 || named.some((p) => !allPermissions.includes(p)))
        throw new Error(`operator endpoint ${endpoint.name} names no known permission`);
    }
    this.routes.set(endpoint.name, { endpoint, handler: handler as Route['handler'] });
  }

  setAuthResolver(resolver: AuthResolver): void {
    this.authResolver = resolver;
  }

  setStoreResolver(resolver: StoreResolver): void {
    this.storeResolver = resolver;
  }

  /** The user of a session token, for transports outside the router (the push stream). */
  async authenticate(token: string): Promise<AuthUser | null> {
    return this.authResolver(token, { db: this.options.db, now: this.options.now() });
  }

  registered(): Endpoint[] {
    return [...this.routes.values()].map((route) => route.endpoint);
  }

  install(app: FastifyInstance): void {
    const run = (request: FastifyRequest, reply: FastifyReply) => this.dispatch(request, reply);
    const preParsing = (request: FastifyRequest, _reply: FastifyReply, payload: Readable) =>
      this.limitBody(request, payload);
    app.route({ method: ['GET', 'POST'], url: '/api/*', preParsing, handler: run });
    app.route({ method: ['GET', 'POST'], url: '/public/*', preParsing, handler: run });
  }

  /** Callers the header showed before the body was read (body-limit.ts), reused by dispatch. */
  private readonly earlyCallers = new WeakMap<FastifyRequest, { token: string; user: AuthUser }>();

  /** Reads no more of a body than the call needs before its caller is known (body-limit.ts). */
  private async limitBody(request: FastifyRequest, payload: Readable): Promise<Readable> {
    const name = actionNameOf(request.url);
    const endpoint = name ? this.routes.get(name)?.endpoint : undefined;
    // Uploads are read later by their own reader, after the session check.
    if (endpoint?.multipart) return payload;
    const declared = request.headers['content-length'];
    let limit = ANONYMOUS_BODY_LIMIT;
    if (endpoint && endpoint.auth !== 'none') {
      const token = extractToken(request, false);
      const user = token ? await this.authenticate(token) : null;
      if (token && user) {
        this.earlyCallers.set(request, { token, user });
        limit = AUTHENTICATED_BODY_LIMIT;
      } else if (this.options.config.legacyTokenParams) {
        limit = LEGACY_BODY_LIMIT;
      }
    }
    return limitBody(payload, declared, limit);
  }

  private async dispatch(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const params = mergeParams(request);
    let lang: LanguageCode = normalizeLanguage(params.lang);
    // Decoded as the rate limit decodes it (rate-limit.ts): one name for one call.
    const name = actionNameOf(request.url);
    const route = name ? this.routes.get(name) : undefined;
    if (!route) {
      return sendEnvelope(reply, 404, {
        code: '404',
        msg: transportMessage(lang, 'notFound'),
        data: null,
      });
    }
    const { endpoint } = route;
    if (request.method === 'GET' && endpoint.method !== 'read') {
      reply.header('allow', 'POST');
      return sendEnvelope(reply, 405, {
        code: '405',
        msg: transportMessage(lang, 'methodNotAllowed'),
        data: null,
      });
    }

    const invalid = (field: string) =>
      sendEnvelope(
        reply,
        200,
        businessError(errorMessage(lang, 'param.invalid', { field }), 'param.invalid'),
      );
    // A multipart body is read only by a call that takes a file, and only after the login check
    // below; anywhere else it is refused unread.
    const multipart = request.isMultipart();
    if (multipart && !endpoint.multipart) return invalid('body');
    const tooLarge = () =>
      sendEnvelope(
        reply,
        413,
        businessError(
          errorMessage(lang, 'upload.tooLarge', {
            max: `${Math.round(MAX_UPLOAD_FILE_BYTES / 1024 / 1024)} MB`,
          }),
          'upload.tooLarge',
        ),
      );

    const token = extractToken(request, this.options.config.legacyTokenParams);
    // One instant for the whole call, session check included.
    const now = this.options.now();
    let user: AuthUser | undefined;
    if (endpoint.auth !== 'none' && token) {
      const early = this.earlyCallers.get(request);
      user =
        early?.token === token
          ? early.user
          : ((await this.authResolver(token, { db: this.options.db, now })) ?? undefined);
    }
    if (endpoint.auth !== 'none' && endpoint.auth !== 'optional') {
      if (!user)
        return sendEnvelope(reply, 403, {
          code: '403',
          msg: transportMessage(lang, 'forbidden'),
          data: null,
        });
      if (
        isOperatorAuth(endpoint.auth) ? !isOperator(user) : !rolesAllow(endpoint.auth, user.roles)
      ) {
        return sendEnvelope(
          reply,
          200,
          businessError(errorMessage(lang, 'auth.noPermission'), 'auth.noPermission'),
        );
      }
      // An operator whose roles grant none of the permissions the endpoint names. The built-in
      // roles' refusal is the one it always was; a role made in the console is told which
      // permissions would admit the call, so the operator knows what to ask an admin for.
      if (isOperatorAuth(endpoint.auth) && !operatorMay(endpoint, user)) {
        if (user.permissions.length === 0)
          return sendEnvelope(
            reply,
            200,
            businessError(errorMessage(lang, 'auth.noPermission'), 'auth.noPermission'),
          );
        const permission = (endpoint.permissions ?? []).join(', ');
        return sendEnvelope(
          reply,
          200,
          businessError(
            errorMessage(lang, 'operator.permissionMissing', { permission }),
            'operator.permissionMissing',
          ),
        );
      }
      // A business-locked account reads but starts no new business; the operator's reason says why.
      // Its store too: a seller call of a business-locked owner only finishes what is under way.
      if (
        user.businessLock &&
        (businessLockedRefuses.includes(endpoint.name) ||
          (endpoint.auth === 'seller' && !restrictedSellerMay(endpoint)))
      ) {
        const reason = reasonText(user.businessLock.reasonCode, user.businessLock.reason, lang);
        const key = reason ? 'auth.businessLockedReason' : 'auth.businessLocked';
        return sendEnvelope(reply, 200, businessError(errorMessage(lang, key, { reason }), key));
      }
    }

    // A seller's call is about the store they run: looked up once here, not in every service.
    const store =
      user && (endpoint.auth === 'seller' || suspendedStoreOwnerRefuses.includes(endpoint.name))
        ? await this.storeResolver(user.userId, { db: this.options.db })
        : undefined;
    // A suspended store's money is frozen and it starts nothing new: of its calls only reads and
    // what finishes buyers' open orders pass, and its owner withdraws nothing.
    if (
      store?.suspension &&
      (endpoint.auth === 'seller'
        ? !restrictedSellerMay(endpoint)
        : suspendedStoreOwnerRefuses.includes(endpoint.name))
    ) {
      const reason = reasonText(store.suspension.reasonCode, store.suspension.reason, lang);
      const key = reason ? 'store.suspendedReason' : 'store.suspended';
      return sendEnvelope(reply, 200, businessError(errorMessage(lang, key, { reason }), key));
    }
    const storeId = endpoint.auth === 'seller' ? store?.id : undefined;

    const { lang: _lang, token: _token, idempotencyKey: _key, ...input } = params;
    if (multipart) {
      if (declaredTooLarge(request)) return tooLarge();
      const body = await readMultipart(request);
      if (!body.ok) return body.reason === 'tooLarge' ? tooLarge() : invalid('body');
      // The language may come with the fields; the session never does (it is checked first).
      const { lang: bodyLang, token: _t, idempotencyKey: _k, ...fields } = body.fields;
      if (bodyLang && params.lang === undefined) lang = normalizeLanguage(bodyLang);
      Object.assign(input, fields, body.file ? { file: body.file } : {});
    }
    const nulField = fieldWithNul(input, '');
    if (nulField) return invalid(nulField);
    const parsed = endpoint.input.safeParse(input);
    if (!parsed.success) return invalid(issueField(parsed.error));

    const idempotency = idempotencyKeyOf(request, params);
    if (!idempotency.valid) return invalid('idempotencyKey');

    const userAgent = request.headers['user-agent'];
    const ctx: RequestContext = {
      db: this.options.db,
      now,
      lang,
      brand: this.options.brandOf(request),
      config: this.options.config,
      log: request.log,
      caller: user,
      storeId,
      idempotencyKey: idempotency.key,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : undefined,
      token,
      request,
    };
    const result = await route.handler(parsed.data, ctx);
    if (!result.ok) {
      return sendEnvelope(
        reply,
        200,
        businessError(errorMessage(lang, result.key, result.params), result.key),
      );
    }
    if (this.options.validateOutput) {
      const checked = endpoint.output.safeParse(result.data);
      if (!checked.success) {
        throw new Error(
          `output of ${endpoint.name} does not match its schema: ${checked.error.message}`,
        );
      }
    }
    return sendSuccess(reply, result.data);
  }
}

/** Answers sent again unchanged (`answeredAgainUnchanged`), with their envelope as sent. */
const sentJson = new WeakMap<object, string | undefined>();

/**
 * Marks an answer that later requests are answered with again, unchanged (a cached catalogue
 * answer is the same object on every hit, catalog.routes.ts `responses`): its envelope is turned
 * into JSON once, not on every request. Only such answers: another handler may return an object
 * it changes later.
 */
export function answeredAgainUnchanged(data: unknown): void {
  if (typeof data === 'object' && data !== null && !sentJson.has(data))
    sentJson.set(data, undefined);
}

function sendSuccess(reply: FastifyReply, data: unknown): FastifyReply {
  if (typeof data !== 'object' || data === null || !sentJson.has(data))
    return sendEnvelope(reply, 200, success(data));
  let json = sentJson.get(data);
  if (json === undefined) {
    json = JSON.stringify(success(data));
    sentJson.set(data, json);
  }
  return sendEnvelope(reply, 200, json);
}
