// Inputs of the API fuzz (fuzz.test.ts): a seeded PRNG, hostile values, values shaped by an
// operation's JSON schema (from the served OpenAPI document), and the check that an answer is the
// contract's envelope. Everything is drawn from one seed, so a failing run can be repeated.
import fc from 'fast-check';

export type Rng = () => number;

/** mulberry32: small, fast, good enough to choose inputs. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
export const chance = (rng: Rng, p: number): boolean => rng() < p;
export const intBetween = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

/** `{"a":{"a":...1}}` `depth` levels deep, as a value. */
export function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** The same as raw JSON text, for depths a JavaScript value would not survive stringifying. */
export const nestedJsonText = (depth: number, open = '{"a":', close = '}') =>
  `${open.repeat(depth)}1${close.repeat(depth)}`;

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\n',
  '0',
  '-1',
  '-0',
  '007',
  '1e3',
  '1e309',
  '-1e309',
  '1E-7',
  '0x1F',
  '0b11',
  '1_000',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '9'.repeat(40),
  '-99999999999999999999.99',
  `0.${'0'.repeat(30)}1`,
  '12.34567890123',
  '1,5',
  '１２３', // full-width digits
  '٣٤', // Arabic-Indic digits
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password_hash FROM users --",
  '" OR ""="',
  "%' --",
  '$1',
  '\\',
  "\\'",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/uploads/../pg/postmaster.pid',
  '/uploads/recharge/../../demo-accounts.json',
  '/etc/passwd\u0000.png',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '\u0000',
  'abc\u0000def',
  '\r\nSet-Cookie: hijack=1',
  '\u001b[31mred',
  '\u0007\u0008\u007f',
  '\u202egnp.exe',
  '\ufeffbom',
  '\ud800',
  '\udfff\ud800',
  '🦄',
  '👨‍👩‍👧‍👦'.repeat(40),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'مرحبا بالعالم',
  '中文名字',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '=cmd|"/c calc"!A1',
  '__proto__',
  'constructor',
  'prototype',
  '{"a":1}',
  '[]',
  '[{"sellerGoodsId":"x","num":1}]',
  '[{"sellerGoodsId":"x","num":-1}]',
  '[{"sellerGoodsId":"x","num":1e9}]',
  '[{"sellerGoodsId":"x","num":"NaN"}]',
  'a'.repeat(65),
  'a'.repeat(129),
  'a'.repeat(513),
  'x'.repeat(10_000),
  '中'.repeat(50_000),
];

export function hostileValue(rng: Rng): unknown {
  const roll = rng();
  if (roll < 0.6) return pick(rng, hostileStrings);
  return pick(rng, [
    null,
    true,
    false,
    0,
    -1,
    -0.5,
    1.5,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    -1e308,
    Number.MIN_VALUE,
    [],
    [[]],
    [null],
    {},
    { $gt: '' },
    { toString: 'x', valueOf: 1 },
    nested(60),
    Array.from({ length: 2000 }, () => 0),
    Array.from({ length: 50 }, () => ({ sellerGoodsId: 'x', num: -1 })),
  ] as const);
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Values a parameter of this name plausibly takes: they carry a call past its validation. */
const known: Record<string, readonly string[]> = {
  amount: ['10', '0.5', '100', '25.25', '1000000'],
  symbol: ['USDT', 'usdt', 'BTC'],
  channel: ['USDT-TRC20', 'USDT-ERC20', 'bank', 'proof'],
  img: ['/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png'],
  country: ['US', 'CN', 'DE', 'ZZ'],
  province: ['CA', 'NY', ''],
  city: ['Los Angeles', ''],
  email: ['fuzz@example.com', 'not-an-email'],
  areaCode: ['1', '86', '+44'],
  phone: ['5551234567', '13800138000'],
  postcode: ['90001', '10115'],
  address: ['1 Main Street', '0x8ba1f109551bD432803012645Ac136ddd64DBA72'],
  contacts: ['Ada Buyer'],
  safeword: ['123456', '000000'],
  re_safeword: ['123456'],
  old_safeword: ['123456'],
  password: ['secret123', 'Secret1234'],
  re_password: ['secret123'],
  old_password: ['secret123'],
  comfirm_password: ['secret123'],
  confirm_password: ['secret123'],
  lang: ['en', 'cn', 'ar', 'xx'],
  keyword: ['bag', 'phone', '%', '_'],
  reason: ['0', '1', 'fuzzing', ''],
  moduleName: ['avatar', 'recharge', 'goods', 'store'],
  code: ['mall_max_goods_number_in_order', 'customer_service_url', 'admin_password'],
};

/** State the generator draws on: ids seen in earlier answers, by parameter name. */
export class IdPools {
  private readonly pools = new Map<string, string[]>();

  add(name: string, value: string): void {
    if (!value || value.length > 200) return;
    const pool = this.pools.get(name) ?? [];
    if (pool.includes(value)) return;
    pool.push(value);
    if (pool.length > 100) pool.shift();
    this.pools.set(name, pool);
  }

  /**
   * Remembers the id-like strings of an answer's data; a bare `id` also under `<area>Id`, the area
   * being the call's module (`address!list` -> addressId).
   */
  collect(data: unknown, area?: string, depth = 0): void {
    if (depth > 6 || data === null || typeof data !== 'object') return;
    if (Array.isArray(data)) {
      for (const item of data.slice(0, 30)) this.collect(item, area, depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(data)) {
      if ((typeof value === 'string' || typeof value === 'number') && isIdLike(key)) {
        this.add(key, String(value));
        if (/id$/i.test(key)) this.add('*id', String(value));
      } else if (key === 'id' && typeof value === 'string') {
        this.add('*id', value);
        if (area) this.add(`${area}Id`, value);
      } else this.collect(value, area, depth + 1);
    }
  }

  draw(rng: Rng, name: string): string | undefined {
    const own = this.pools.get(name);
    // The newest ids are the likeliest to belong to the current caller.
    if (own?.length) return pick(rng, chance(rng, 0.5) ? own.slice(-3) : own);
    if (/id$/i.test(name)) {
      const any = this.pools.get('*id');
      if (any?.length) return pick(rng, any);
    }
    return undefined;
  }
}

const isIdLike = (key: string) =>
  /id$/i.test(key) ||
  ['serialNumber', 'session_token', 'usercode', 'username', 'imgUrl1', 'data'].includes(key);

const patternArbitraries = new Map<string, fc.Arbitrary<string> | null>();

function fromPattern(rng: Rng, pattern: string): string | undefined {
  let arbitrary = patternArbitraries.get(pattern);
  if (arbitrary === undefined) {
    try {
      arbitrary = fc.stringMatching(new RegExp(pattern, 'u'));
    } catch {
      arbitrary = null;
    }
    patternArbitraries.set(pattern, arbitrary);
  }
  if (!arbitrary) return undefined;
  return fc.sample(arbitrary, { numRuns: 1, seed: Math.floor(rng() * 2 ** 31) })[0];
}

function randomText(rng: Rng, min: number, max: number): string {
  const alphabet = 'abcXYZ019 -_.@中é🦄';
  const length = chance(rng, 0.2)
    ? pick(rng, [min, max, max + 1, Math.max(0, min - 1)])
    : intBetween(rng, min, Math.min(max, min + 24));
  return Array.from({ length }, () => pick(rng, [...alphabet])).join('');
}

function boundaryNumber(rng: Rng, schema: JsonSchema, integer: boolean): number {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
  if (chance(rng, 0.3)) return pick(rng, [min, max, min - 1, max + 1]);
  const value = min + rng() * Math.min(max - min, 1000);
  return integer ? Math.round(value) : value;
}

/**
 * A value for `schema`: mostly plausible (enum members, ids seen before, numbers near the bounds,
 * strings matching the pattern), and at each leaf a hostile value with probability `hostility`.
 */
export function valueFor(
  rng: Rng,
  schema: JsonSchema,
  name: string,
  pools: IdPools,
  hostility: number,
  depth = 0,
): unknown {
  if (chance(rng, hostility)) return hostileValue(rng);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return valueFor(rng, pick(rng, choices), name, pools, hostility, depth);
  if (schema.allOf?.length) return valueFor(rng, schema.allOf[0]!, name, pools, hostility, depth);
  if (schema.enum?.length) return pick(rng, schema.enum);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? pick(rng, schema.type) : schema.type;
  switch (type) {
    case 'integer':
      // Quantities that fit stock and minimums carry an order through to payment.
      if (name === 'num' && chance(rng, 0.7)) return intBetween(rng, 1, 10);
      return boundaryNumber(rng, schema, true);
    case 'number':
      return boundaryNumber(rng, schema, false);
    case 'boolean':
      return chance(rng, 0.5);
    case 'null':
      return null;
    case 'array': {
      const max = Math.min(schema.maxItems ?? 4, 4);
      const length = intBetween(rng, schema.minItems ?? 0, Math.max(schema.minItems ?? 0, max));
      return Array.from({ length }, () =>
        valueFor(rng, schema.items ?? {}, name, pools, hostility, depth + 1),
      );
    }
    case 'object':
      return objectFor(rng, schema, pools, hostility, depth + 1);
    case 'string': {
      const seen = pools.draw(rng, name);
      if (seen !== undefined && (hostility === 0 || chance(rng, 0.7))) return seen;
      const usual = known[name];
      if (usual && chance(rng, 0.6)) return pick(rng, usual);
      if (schema.pattern && chance(rng, 0.8)) {
        const matching = fromPattern(rng, schema.pattern);
        if (matching !== undefined) return matching;
      }
      return randomText(rng, schema.minLength ?? 0, schema.maxLength ?? 40);
    }
    default: {
      const seen = pools.draw(rng, name);
      return seen ?? pick(rng, ['', 'x', 1, true]);
    }
  }
}

export function objectFor(
  rng: Rng,
  schema: JsonSchema,
  pools: IdPools,
  hostility: number,
  depth = 0,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (depth > 4) return out;
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const include = required.has(key)
      ? !chance(rng, hostility * 0.3)
      : chance(rng, hostility === 0 ? 0.25 : 0.5);
    if (include) out[key] = valueFor(rng, property, key, pools, hostility, depth);
  }
  if (typeof schema.additionalProperties === 'object' && chance(rng, 0.5)) {
    for (let i = intBetween(rng, 0, 3); i > 0; i--)
      out[randomText(rng, 1, 12)] = valueFor(
        rng,
        schema.additionalProperties,
        'note',
        pools,
        hostility,
        depth,
      );
  }
  if (chance(rng, hostility * 0.3))
    out[pick(rng, ['extra', 'isAdmin', 'roles', 'userId'])] = hostileValue(rng);
  return out;
}

/** A parameter value as it travels in a query string or form field. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  // Numbers, booleans, null, arrays and objects as JSON text.
  return JSON.stringify(value) ?? '';
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The status each envelope code goes with (CONTRACT.md "Envelope"); 413 carries param.invalid. */
const codeOfStatus: Record<number, readonly string[]> = {
  200: ['0', '1'],
  403: ['403'],
  404: ['404'],
  405: ['405'],
  413: ['1'],
  429: ['429'],
};

/** What leaks internals: stack frames, SQL, driver errors. */
const leak =
  /\bat \S+ \(|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|syntax error|duplicate key|violates|relation "|ECONNREFUSED|TypeError|ReferenceError|RangeError/i;

/** Why an answer breaks the contract, or undefined when it is a proper envelope. */
export function envelopeProblem(
  answer: Answer,
  data?: (parsed: unknown) => void,
): string | undefined {
  if (answer.statusCode >= 500) return `HTTP ${answer.statusCode}`;
  const header = answer.headers['content-type'];
  const type = typeof header === 'string' ? header : '';
  if (!type.includes('application/json')) return `content-type ${type || 'missing'}`;
  let body: { code?: unknown; msg?: unknown; data?: unknown; errorKey?: unknown };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return 'body is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'body is not an object';
  if (typeof body.code !== 'string') return 'code is not a string';
  if (typeof body.msg !== 'string') return 'msg is not a string';
  if (!('data' in body)) return 'no data';
  const allowed = codeOfStatus[answer.statusCode];
  if (!allowed?.includes(body.code)) return `code ${body.code} with HTTP ${answer.statusCode}`;
  if (body.code === '1' && (typeof body.errorKey !== 'string' || body.msg === ''))
    return 'business error without errorKey or message';
  if (body.code !== '0' && body.data !== null) return 'error with data';
  if (leak.test(body.msg)) return `msg leaks internals: ${body.msg.slice(0, 200)}`;
  if (body.code === '0') data?.(body.data);
  return undefined;
}
