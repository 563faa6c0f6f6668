// The one HTTP client of the PWA (spec section 7, CONTRACT.md): `/api/<name>.action`, GET for
// read calls (HTTP and service-worker caching), `lang` on every call, the stored token as
// `Authorization: Bearer`, a 15 s timeout, the envelope unwrapped. A business error raises a
// debounced toast; a 403 ends the session and returns to the root path. A server error names the
// call's request id (X-Request-Id, in the server's log too), so support can find the failed call.
import { msg } from '@lingui/core/macro';
import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '../../domain/api/define.ts';
import { i18n } from '@lingui/core';
import type { endpoints, EndpointName } from '../../domain/api/endpoints.ts';
import { requestLanguage } from './language.ts';
import { renderScope } from './render-scope.ts';
import { storage } from './storage.ts';
import { toastError } from './toast.ts';

const TIMEOUT_MS = 15_000;

/** Call parameters; absent, null and '' values are left out, objects are sent as JSON. */
type ApiParams = object;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly errorKey?: string,
    /** The server's id of the failed call (X-Request-Id), when it answered. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  code: string | number;
  msg?: string;
  data: T;
  errorKey?: string;
}

let onForbidden: () => void = () => window.location.assign('/');

/** The app decides where a 403 leads (the router's root path). */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

function toSearch(params: ApiParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params) as Array<[string, unknown]>) {
    if (value === undefined || value === null || value === '') continue;
    search.set(
      key,
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value),
    );
  }
  search.set('lang', requestLanguage());
  return search;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
  /** No toast for failures (callers that show their own state). */
  silent?: boolean;
  /** Public reads sent without the token: cacheable alike for everyone, and preloadable. */
  anonymous?: boolean;
  /** The key of a money-moving or order-creating call (not part of the endpoint's input). */
  idempotencyKey?: string;
}

export async function apiCall<E extends Endpoint>(
  name: E['name'],
  params: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<EndpointOutput<E>> {
  const method = options.method ?? 'GET';
  const search = toSearch(
    options.idempotencyKey === undefined
      ? (params as ApiParams)
      : { ...(params as ApiParams), idempotencyKey: options.idempotencyKey },
  );
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = storage.token();
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response | undefined = undefined;
  // On the server (a page being rendered) the call is answered in-process.
  const send = renderScope()?.fetch ?? fetch;
  try {
    response =
      method === 'GET'
        ? await send(`${endpointPath(name)}?${search.toString()}`, { headers, signal })
        : await send(`${endpointPath(name)}?lang=${search.get('lang') ?? 'en'}`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: search,
            signal,
          });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const text = timeout.aborted
      ? i18n._(msg`The request timed out, please try again`)
      : i18n._(msg`Please check your network connection`);
    if (!options.silent && navigator.onLine) toastError(text);
    throw new ApiError(text, 'network', 0);
  }
  const requestId = response.headers.get('x-request-id') ?? undefined;
  // A fault of the server (not a refusal) carries the call's id for support.
  const withReference = (text: string) =>
    requestId && response.status >= 500
      ? `${text} — ${i18n._(msg`Reference: ${requestId}`)}`
      : text;
  let envelope: Envelope<EndpointOutput<E>> | undefined = undefined;
  try {
    envelope = (await response.json()) as Envelope<EndpointOutput<E>>;
  } catch {
    const text = withReference(i18n._(msg`Server error, please try again later`));
    if (!options.silent) toastError(text);
    throw new ApiError(text, String(response.status), response.status, undefined, requestId);
  }
  if (response.status === 403 || String(envelope.code) === '403') {
    storage.clearSession();
    onForbidden();
  }
  if (String(envelope.code) !== '0') {
    const text = withReference(envelope.msg || i18n._(msg`System error, please try again later`));
    if (!options.silent) toastError(text);
    throw new ApiError(text, String(envelope.code), response.status, envelope.errorKey, requestId);
  }
  return envelope.data;
}

type EndpointNamed<N extends EndpointName> = (typeof endpoints)[N];

/**
 * Query keys of API reads: name, language and parameters, so each language caches apart. The name
 * must be an endpoint of the contract and the parameters its input (a typo does not compile).
 */
export function apiKey<N extends EndpointName>(
  name: N,
  ...[params]: Record<never, never> extends EndpointInput<EndpointNamed<N>>
    ? [params?: EndpointInput<EndpointNamed<N>>]
    : [params: EndpointInput<EndpointNamed<N>>]
): readonly unknown[] {
  return ['api', name, requestLanguage(), params ?? {}];
}

/** The key prefix of every cached read of one call, whatever its parameters (for invalidation). */
export function callKey(name: EndpointName): readonly unknown[] {
  return ['api', name];
}
