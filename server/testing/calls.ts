// One way to call the API from the API tests and the scripts (bench, crash, production proofs): the
// endpoint's name as in the endpoint table, its parameters as the PWA sends them, the session as a
// bearer token. In process through Fastify's `inject` when given the app, over HTTP when given a
// base URL. Answers are the contract's envelope plus the HTTP status.
import type { FastifyInstance } from 'fastify';

/** Answers are read field by field in the tests; the output schemas are checked by the app itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  code: string;
  msg: string;
  errorKey?: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  method?: 'GET' | 'POST';
  /** The `lang` query parameter; without it the server answers in its default language. */
  lang?: string;
  /** Over HTTP: give up after this long (the call then throws). */
  timeoutMs?: number;
  /** In process: the client address the app sees (rate limits and login rules count by it). */
  remoteAddress?: string;
}

/** An app (or a test app holding one) called in process, or a server's base URL. */
export type Target = FastifyInstance | { app: FastifyInstance } | string;

function queryOf(params: Record<string, unknown>, options: CallOptions): URLSearchParams {
  const query = new URLSearchParams();
  if (options.lang) query.set('lang', options.lang);
  if (options.method === 'GET')
    for (const [key, value] of Object.entries(params))
      if (value !== undefined)
        query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return query;
}

export async function call<T = Loose>(
  target: Target,
  name: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Answer<T>> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const query = queryOf(params, options).toString();
  const path = `/api/${name}.action${query ? `?${query}` : ''}`;
  if (typeof target === 'string') {
    const response = await fetch(`${target}${path}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(method === 'POST' ? { body: JSON.stringify(params) } : {}),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
  }
  const app = 'inject' in target ? target : target.app;
  const response = await app.inject({
    method,
    url: path,
    headers,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(method === 'POST' ? { payload: params } : {}),
  });
  return { status: response.statusCode, ...response.json<Omit<Answer<T>, 'status'>>() };
}

/** The answer's data; a refusal throws with its key and message. */
export async function okCall<T = Loose>(
  target: Target,
  name: string,
  params: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(target, name, params, options);
  if (answer.code !== '0')
    throw new Error(`${name} refused: ${answer.errorKey ?? ''} ${answer.msg} (${answer.status})`);
  return answer.data;
}
