// The API reference: an OpenAPI 3.1 document generated from the endpoint schemas in domain/,
// served as JSON and as a readable page at /api/docs.
import { z } from 'zod';
import { endpointPath, type Endpoint } from '../../domain/api/define.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return defineRequiredKeys(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
  } catch {
    return {};
  }
}

type JsonSchema = Record<string, unknown>;
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record keyed by an enum (`z.record(z.enum([...]), …)`) comes out of zod as `propertyNames`
 * plus `required`, with the keys defined nowhere: readers (and Redocly's
 * no-required-schema-properties-undefined) then see required properties of no known shape. Each
 * such key is defined here with the record's value schema, so every required property has one.
 * The dialect is the document's (`jsonSchemaDialect`), not repeated on each schema.
 */
function defineRequiredKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(defineRequiredKeys);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // Every schema of the document is of its dialect (2020-12); zod names it on each one.
    if (key !== '$schema') out[key] = defineRequiredKeys(value);
  }
  const required = Array.isArray(out.required) ? (out.required as string[]) : [];
  const properties = isSchema(out.properties) ? out.properties : {};
  const missing = required.filter((key) => !(key in properties));
  if (missing.length > 0 && isSchema(out.additionalProperties)) {
    const value = out.additionalProperties;
    out.properties = { ...properties, ...Object.fromEntries(missing.map((key) => [key, value])) };
  }
  return out;
}

export interface OpenApiOptions {
  /** PUBLIC_URL: where the API is served; without it the document's own origin. */
  serverUrl?: string;
  /** LEGACY_TOKEN_PARAMS: whether `token` in the query string or the body is a session. */
  legacyTokenParams: boolean;
}

const json = 'application/json';
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The envelope of a refusal: `data` is always null (CONTRACT.md "Envelope"). */
const refusal = (code: JsonSchema, withKey: boolean): JsonSchema => ({
  type: 'object',
  required: withKey ? ['code', 'msg', 'data', 'errorKey'] : ['code', 'msg', 'data'],
  properties: {
    code,
    msg: { type: 'string', description: 'The reason, in the language of `lang`.' },
    ...(withKey
      ? {
          errorKey: {
            type: 'string',
            description: 'A stable machine key of the reason, e.g. `order.alreadyReminded`.',
          },
        }
      : {}),
    data: { type: 'null' },
  },
  additionalProperties: false,
});

const rateLimitHeaders = {
  'x-ratelimit-limit': {
    description: 'Calls allowed per minute in the bucket this call counts in.',
    schema: { type: 'integer' },
  },
  'x-ratelimit-remaining': {
    description: 'Calls left in the current minute.',
    schema: { type: 'integer' },
  },
  'x-ratelimit-reset': {
    description: 'Seconds until the budget is full again.',
    schema: { type: 'integer' },
  },
};

function components(options: OpenApiOptions): JsonSchema {
  const envelopeCodes =
    '"0" success, "1" refusal (see `errorKey`), "403" login needed, "429" rate limited, "500" unexpected failure.';
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'The session token of `user!newlogin` as `Authorization: Bearer <token>`.',
      },
      ...(options.legacyTokenParams
        ? {
            tokenParameter: {
              type: 'apiKey',
              in: 'query',
              name: 'token',
              description:
                'Legacy clients: the session token as the `token` query parameter, or as a `token` field of the body (see each request body). The header wins when both are sent. A deployment without legacy clients turns this off (LEGACY_TOKEN_PARAMS=off).',
            },
          }
        : {}),
    },
    parameters: {
      lang: {
        name: 'lang',
        in: 'query',
        required: false,
        description:
          'Language of `msg` and of translated fields: cn tw en ja de ms af th el pt es fr ru it tr ko ph ar id hi vi. Missing or unknown: en.',
        schema: { type: 'string', examples: ['en'] },
      },
      idempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Same key and same payload replay the first answer; same key with another payload is refused. Also accepted as the `idempotencyKey` parameter.',
        schema: { type: 'string', maxLength: 200 },
      },
    },
    headers: {
      'x-request-id': {
        description: 'The id of this request in the server logs (quote it to support).',
        schema: { type: 'string' },
      },
      'retry-after': {
        description: 'Seconds to wait before calling again.',
        required: true,
        schema: { type: 'integer' },
      },
      ...rateLimitHeaders,
    },
    schemas: {
      Refusal: {
        ...refusal({ type: 'string', const: '1', description: envelopeCodes }, true),
        description:
          'A refused call: HTTP 200 (413 for a body too large), code "1", a localized `msg` and a stable `errorKey`; `param.invalid` names the invalid field in `msg`.',
      },
      TransportError: {
        ...refusal(
          { type: 'string', enum: ['403', '429', '500'], description: envelopeCodes },
          false,
        ),
        description: 'Login needed (403), rate limited (429), unexpected failure (500).',
      },
    },
    responses: {
      Forbidden: {
        description: 'No session, or an expired or revoked one: log in again. Code "403".',
        headers: { 'x-request-id': ref('headers', 'x-request-id') },
        content: { [json]: { schema: ref('schemas', 'TransportError') } },
      },
      TooLarge: {
        description:
          'The body is larger than the call reads (before login: 16 KB; with the Bearer header 1 MB; uploads their area\'s file size). Code "1".',
        headers: { 'x-request-id': ref('headers', 'x-request-id') },
        content: { [json]: { schema: ref('schemas', 'Refusal') } },
      },
      RateLimited: {
        description:
          'Too many calls from this client (an IPv4 address, an IPv6 /64) in a minute. Code "429".',
        headers: {
          'x-request-id': ref('headers', 'x-request-id'),
          'retry-after': ref('headers', 'retry-after'),
          ...Object.fromEntries(
            Object.keys(rateLimitHeaders).map((name) => [name, ref('headers', name)]),
          ),
        },
        content: { [json]: { schema: ref('schemas', 'TransportError') } },
      },
      ServerError: {
        description:
          'An unexpected failure: a generic localized message, never details. Code "500".',
        headers: { 'x-request-id': ref('headers', 'x-request-id') },
        content: { [json]: { schema: ref('schemas', 'TransportError') } },
      },
    },
  };
}

/**
 * A field that is an array or an object travels in a query string or a form as JSON text (e.g.
 * `items=[{"sellerGoodsId":"…","num":1}]`); an array may also be a repeated field.
 */
function formField(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const type = schema.type;
  if (type !== 'array' && type !== 'object') return schema;
  const text = {
    type: 'string',
    description: 'JSON text',
    contentMediaType: json,
    contentSchema: schema,
  };
  return type === 'array' ? { anyOf: [text, schema] } : text;
}

/** The parameters every call reads besides its own: the legacy session token, the key. */
function bodyExtras(endpoint: Endpoint, options: OpenApiOptions): Record<string, unknown> {
  return {
    lang: { type: 'string', description: 'As the `lang` query parameter.' },
    ...(options.legacyTokenParams && endpoint.auth !== 'none'
      ? {
          token: {
            type: 'string',
            description: 'Legacy clients: the session token (prefer the Authorization header).',
          },
        }
      : {}),
    ...(endpoint.idempotent
      ? { idempotencyKey: { type: 'string', description: 'As the Idempotency-Key header.' } }
      : {}),
  };
}

function withProperties(
  schema: unknown,
  map: (value: unknown) => unknown,
  extras: Record<string, unknown>,
): unknown {
  if (!isSchema(schema)) return schema;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  return {
    ...schema,
    type: 'object',
    properties: {
      ...Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, map(value)])),
      ...extras,
    },
  };
}

export function openApiDocument(
  endpoints: Endpoint[],
  options: OpenApiOptions = { legacyTokenParams: true },
): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const sessionSchemes = [
    { bearer: [] },
    ...(options.legacyTokenParams ? [{ tokenParameter: [] }] : []),
  ];
  for (const endpoint of [...endpoints].sort((a, b) => a.name.localeCompare(b.name))) {
    const input = jsonSchema(endpoint.input, 'input');
    const success = {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: {
        code: { type: 'string', const: '0' },
        msg: { type: 'string' },
        data: jsonSchema(endpoint.output, 'output'),
      },
      additionalProperties: false,
    };
    const needsLogin = endpoint.auth !== 'none' && endpoint.auth !== 'optional';
    const extras = bodyExtras(endpoint, options);
    const operation = (method: string) => ({
      operationId: `${method}-${endpoint.name.replace(/[^A-Za-z0-9]+/g, '-')}`,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security:
        endpoint.auth === 'none'
          ? []
          : endpoint.auth === 'optional'
            ? [{}, ...sessionSchemes]
            : sessionSchemes,
      'x-action': endpoint.name,
      'x-auth': endpoint.auth,
      // Operator calls: the permissions that admit a custom role (any one; issue 37).
      ...(endpoint.permissions ? { 'x-permissions': [...endpoint.permissions] } : {}),
      'x-idempotent': endpoint.idempotent ?? false,
      parameters: [
        ref('parameters', 'lang'),
        ...(endpoint.idempotent ? [ref('parameters', 'idempotencyKey')] : []),
        ...(method === 'get' ? queryParameters(input) : []),
      ],
      ...(method === 'get'
        ? {}
        : {
            requestBody: {
              content: endpoint.multipart
                ? {
                    'multipart/form-data': {
                      schema: withProperties(input, formField, extras),
                    },
                  }
                : {
                    [json]: { schema: withProperties(input, (value) => value, extras) },
                    'application/x-www-form-urlencoded': {
                      schema: withProperties(input, formField, extras),
                    },
                  },
            },
          }),
      responses: {
        '200': {
          description:
            'The answer (code "0", `data`), or a refusal (code "1", `errorKey`, `data` null).',
          headers: { 'x-request-id': ref('headers', 'x-request-id') },
          content: {
            [json]: { schema: { anyOf: [success, ref('schemas', 'Refusal')] } },
          },
        },
        ...(needsLogin ? { '403': ref('responses', 'Forbidden') } : {}),
        '413': ref('responses', 'TooLarge'),
        '429': ref('responses', 'RateLimited'),
        '500': ref('responses', 'ServerError'),
      },
    });
    paths[endpointPath(endpoint.name)] =
      endpoint.method === 'read'
        ? { get: operation('get'), post: operation('post') }
        : { post: operation('post') };
  }
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].sort();
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Caravan API',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description: [
        'Every call is `/api/<module>!<action>.action`. Read calls accept GET and POST, the others POST.',
        'Parameters are read from the query string, a JSON body, a form body or (uploads) a multipart body, merged; the body wins over the query.',
        'In a query string or a form, a field that is an array or an object is sent as JSON text.',
        'Every answer is the envelope `{code, msg, data}` (`code` a string): "0" success; a refusal answers HTTP 200 with code "1", a localized `msg`, a stable `errorKey` and `data` null.',
        'The session goes in `Authorization: Bearer <token>`' +
          (options.legacyTokenParams
            ? ', or (legacy clients) in the `token` query parameter or body field.'
            : '.'),
        'Paged lists take `pageNum` and `pageSize`.',
      ].join('\n\n'),
    },
    servers: [
      {
        url: options.serverUrl ?? '/',
        description: options.serverUrl ? 'This deployment' : 'The origin serving this document',
      },
    ],
    tags: tags.map((name) => ({ name, description: `Calls of the ${name} area.` })),
    components: components(options),
    paths,
  };
}

function queryParameters(schema: unknown): unknown[] {
  const properties =
    (schema as { properties?: Record<string, unknown>; required?: string[] }).properties ?? {};
  const required = new Set((schema as { required?: string[] }).required ?? []);
  return Object.entries(properties).map(([name, value]) => {
    const structured = isSchema(value) && (value.type === 'array' || value.type === 'object');
    // A structured parameter is JSON text in the query string.
    return structured
      ? { name, in: 'query', required: required.has(name), content: { [json]: { schema: value } } }
      : { name, in: 'query', required: required.has(name), schema: value };
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain, dependency-free reading page of the same document. */
export function openApiPage(endpoints: Endpoint[]): string {
  const byTag = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints)
    byTag.set(endpoint.tag, [...(byTag.get(endpoint.tag) ?? []), endpoint]);
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => {
      const rows = list
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((e) => {
          const input = JSON.stringify(jsonSchema(e.input, 'input'), null, 2);
          const output = JSON.stringify(jsonSchema(e.output, 'output'), null, 2);
          return `<details><summary><code>${e.method === 'read' ? 'GET/POST' : 'POST'} ${escapeHtml(endpointPath(e.name))}</code> — ${escapeHtml(e.summary)} <small>(${e.auth}${e.permissions ? `: ${escapeHtml(e.permissions.join(' | '))}` : ''})</small></summary>
<h4>Parameters</h4><pre>${escapeHtml(input)}</pre><h4>data</h4><pre>${escapeHtml(output)}</pre></details>`;
        })
        .join('\n');
      return `<section><h2>${escapeHtml(tag)}</h2>${rows}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Caravan API reference</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
summary{cursor:pointer;padding:.35rem 0}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:12px}code{font-weight:600}</style></head>
<body><h1>Caravan API reference</h1><p>Envelope: <code>{"code":"0","msg":"","data":{}}</code>. Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.</p>${sections}</body></html>`;
}
