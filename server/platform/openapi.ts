// The API reference: an OpenAPI 3.1 document generated from the endpoint schemas in domain/,
// served as JSON and as a readable page at /api/docs.
import { z } from 'zod';
import { endpointPath, type Endpoint } from '../../domain/api/define.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

export function openApiDocument(endpoints: Endpoint[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const endpoint of [...endpoints].sort((a, b) => a.name.localeCompare(b.name))) {
    const input = jsonSchema(endpoint.input, 'input');
    const envelope = {
      type: 'object',
      required: ['code', 'msg', 'data'],
      properties: {
        code: {
          type: 'string',
          description: '"0" success, "1" business error, "403" login needed, "429", "500"',
        },
        msg: { type: 'string' },
        errorKey: { type: 'string' },
        data: jsonSchema(endpoint.output, 'output'),
      },
    };
    const operation = (method: string) => ({
      operationId: `${method}:${endpoint.name}`,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: endpoint.auth === 'none' || endpoint.auth === 'optional' ? [] : [{ bearer: [] }],
      'x-auth': endpoint.auth,
      'x-idempotent': endpoint.idempotent ?? false,
      ...(method === 'get'
        ? { parameters: queryParameters(input) }
        : {
            requestBody: {
              content: {
                [endpoint.multipart ? 'multipart/form-data' : 'application/json']: {
                  schema: input,
                },
                'application/x-www-form-urlencoded': { schema: input },
              },
            },
          }),
      responses: {
        '200': { description: 'Envelope', content: { 'application/json': { schema: envelope } } },
      },
    });
    paths[endpointPath(endpoint.name)] =
      endpoint.method === 'read'
        ? { get: operation('get'), post: operation('post') }
        : { post: operation('post') };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Caravan API',
      version: '1',
      description:
        'Every call answers the envelope {code, msg, data}. Common parameters: lang, token (Authorization: Bearer), pageNum, pageSize.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}

function queryParameters(schema: unknown): unknown[] {
  const properties =
    (schema as { properties?: Record<string, unknown>; required?: string[] }).properties ?? {};
  const required = new Set((schema as { required?: string[] }).required ?? []);
  return Object.entries(properties).map(([name, value]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: value,
  }));
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
          return `<details><summary><code>${e.method === 'read' ? 'GET/POST' : 'POST'} ${escapeHtml(endpointPath(e.name))}</code> — ${escapeHtml(e.summary)} <small>(${e.auth})</small></summary>
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
