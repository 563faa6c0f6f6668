// Every answer of the API suite is checked against the served API description (issue 34): the
// document is what integrators generate clients from, so an answer it does not describe (an
// envelope, a status, a field) is a bug of the document or of the server. Test apps install the
// check (test-app.ts); the setup file of the API project (openapi-answers.setup.ts) fails a test
// file that saw any answer outside the document. Validators are compiled once per operation and
// status, on first use, so the check costs the suite little.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { endpoints } from '../../domain/api/endpoints.ts';
import { endpointPath } from '../../domain/api/define.ts';
import { openApiDocument, type OpenApiOptions } from '../platform/openapi.ts';
import { actionNameOf } from '../platform/rate-limit.ts';

type Json = Record<string, unknown>;

/** What the answers of this test file did that the document does not allow. */
export const answerViolations: string[] = [];

interface Checker {
  document: Json;
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction | string>;
}
const checkers = new Map<string, Checker>();

function checkerFor(options: OpenApiOptions): Checker {
  const key = JSON.stringify(options);
  let checker = checkers.get(key);
  if (!checker) {
    const document = openApiDocument(Object.values(endpoints), options);
    // Formats are checked as the document names them (email, uri); keywords of OpenAPI that are
    // not JSON Schema (`components` carried along for the references) are ignored, not refused.
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(ajv);
    checker = { document, ajv, validators: new Map() };
    checkers.set(key, checker);
  }
  return checker;
}

/** The object a local reference (`#/components/...`) points at. */
function resolve(document: Json, value: unknown): Json | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const reference = (value as Json).$ref;
  if (typeof reference !== 'string') return value as Json;
  let node: unknown = document;
  for (const part of reference.replace(/^#\//, '').split('/'))
    node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return resolve(document, node);
}

/**
 * The validator of an operation's answer with a status, or the reason there is none (a status or
 * a header the document does not declare). Undefined: not an operation of the document.
 */
function validatorFor(
  checker: Checker,
  path: string,
  method: string,
  status: number,
): { validate: ValidateFunction; headers: string[] } | string | undefined {
  const operation = resolve(checker.document, (checker.document.paths as Json)[path]);
  const op = operation ? resolve(checker.document, operation[method]) : undefined;
  if (!op) return undefined;
  const cacheKey = `${method} ${path} ${status}`;
  const cached = checker.validators.get(cacheKey);
  if (typeof cached === 'string') return cached;
  const responses = op.responses as Json;
  const response = resolve(checker.document, responses[String(status)] ?? responses.default);
  if (!response) {
    checker.validators.set(cacheKey, `status ${status} is not declared`);
    return `status ${status} is not declared`;
  }
  const schema = resolve(checker.document, response.content)?.['application/json'] as
    Json | undefined;
  if (!schema?.schema) return `status ${status} declares no JSON answer`;
  let validate = cached;
  if (!validate) {
    // The document's components ride along so that its `#/components/...` references resolve.
    validate = checker.ajv.compile({
      ...(schema.schema as Json),
      components: checker.document.components,
    });
    checker.validators.set(cacheKey, validate);
  }
  const headers = Object.entries((response.headers as Json | undefined) ?? {})
    .filter(([, header]) => resolve(checker.document, header)?.required === true)
    .map(([name]) => name);
  return { validate, headers };
}

/** Checks every answer `app` (serving with `config`) sends to a call of the document against it. */
export function checkAnswersAgainstDocument(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'legacyTokenParams'>,
): void {
  // The document as this app serves it (app.ts).
  const options: OpenApiOptions = {
    serverUrl: config.publicUrl,
    legacyTokenParams: config.legacyTokenParams,
  };
  const checker = checkerFor(options);
  app.addHook('onSend', async (request, reply, payload) => {
    const name = actionNameOf(request.url);
    if (!name) return payload;
    const method = request.method.toLowerCase();
    const found = validatorFor(checker, endpointPath(name), method, reply.statusCode);
    if (found === undefined) return payload;
    const where = `${request.method} ${endpointPath(name)} → ${reply.statusCode}`;
    if (typeof found === 'string') {
      answerViolations.push(`${where}: ${found}`);
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) {
      answerViolations.push(`${where}: content-type ${type || 'none'}, not application/json`);
      return payload;
    }
    for (const header of found.headers)
      if (reply.getHeader(header) === undefined)
        answerViolations.push(`${where}: header ${header} missing`);
    let body: unknown;
    try {
      body = JSON.parse(typeof payload === 'string' ? payload : String(payload));
    } catch {
      answerViolations.push(`${where}: not JSON`);
      return payload;
    }
    if (!found.validate(body)) {
      const errors = (found.validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
        .join('; ');
      answerViolations.push(`${where}: ${errors} — ${JSON.stringify(body).slice(0, 300)}`);
    }
    return payload;
  });
}
