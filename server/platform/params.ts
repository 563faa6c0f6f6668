// Merges the parameters of a call from query string and body (CONTRACT.md "Paths and methods"),
// finds the session token and redacts secrets from anything logged.
import type { FastifyRequest } from 'fastify';

export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value)
  );
}

/** Body wins over query on a clash. */
export function mergeParams(request: FastifyRequest): Params {
  const query = isPlainObject(request.query) ? request.query : {};
  const body = isPlainObject(request.body) ? request.body : {};
  return { ...query, ...body };
}

/**
 * Preference: Authorization header, then query string, then body. The last two only while
 * `legacy` (LEGACY_TOKEN_PARAMS, on by default: the spec's clients send it there); off, a token
 * in a URL or a form is not a session.
 */
export function extractToken(request: FastifyRequest, legacy: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const value = header.replace(/^Bearer\s+/i, '').trim();
    if (value) return value;
  }
  if (!legacy) return undefined;
  const query = isPlainObject(request.query) ? request.query : {};
  if (typeof query.token === 'string' && query.token) return query.token;
  const body = isPlainObject(request.body) ? request.body : {};
  if (typeof body.token === 'string' && body.token) return body.token;
  return undefined;
}

const secretNames = [
  'token',
  'session_token',
  'password',
  're_password',
  'old_password',
  'comfirm_password',
  'confirm_password',
  'safeword',
  're_safeword',
  'old_safeword',
  'verifcode',
];
const secrets = new Set(secretNames);

/** A query parameter's name as the server reads it: decoded, in any case, without `[]`. */
function parameterName(raw: string): string {
  let name = raw.replace(/\+/g, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not valid encoding: compared as written.
  }
  return name.trim().toLowerCase().replace(/\[.*$/, '');
}

/**
 * The URL as it may be logged: secret query values replaced. Names are compared decoded and in
 * any case, so `%74oken=` or `TOKEN=` is redacted like `token=` (issue 34).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      return secrets.has(parameterName(name)) ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

/** 1..128 visible ASCII characters: a UUID, a ULID, a random token. */
const keyShape = /^[\x21-\x7e]{1,128}$/;

/**
 * The call's idempotency key (header, else parameter); `valid: false` when one is given in another
 * shape (control characters, NUL, spaces, too long), which the router refuses: ignoring it would
 * let a retry move the money twice.
 */
export function idempotencyKeyOf(
  request: FastifyRequest,
  params: Params,
): { key: string | undefined; valid: boolean } {
  const header = request.headers['idempotency-key'];
  const value = typeof header === 'string' ? header : params.idempotencyKey;
  if (value === undefined || value === '') return { key: undefined, valid: true };
  if (typeof value !== 'string' || !keyShape.test(value)) return { key: undefined, valid: false };
  return { key: value, valid: true };
}
