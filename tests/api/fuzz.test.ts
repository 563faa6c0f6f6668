// The API fuzz (docs/security.md "Proofs"): every operation of the served OpenAPI document, called
// as guest, buyer, seller and operator with hostile and random values through every transport (query
// string, JSON, form, multipart, malformed bodies). Every answer must be the contract's envelope and
// none may be >= 500; afterwards the app still answers /healthz and the ledger is clean.
// FUZZ_CALLS (default 600 in `npm test`; `npm run test:fuzz` runs 10,000), FUZZ_SEED (repeat a
// run; the seed is printed), FUZZ_CONCURRENCY (calls in flight, default 4).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { DemoAccounts } from '../../server/demo/demo-accounts.ts';
import { seedDemoIfEmpty } from '../../server/demo/seed.ts';
import { call } from '../../server/testing/calls.ts';
import { TEST_ADDRESS } from '../../server/testing/marketplace.ts';
import { createParty } from '../../server/testing/parties.ts';
import { checkLedger } from '../../server/modules/ledger/index.ts';
import { multipart } from '../../server/testing/multipart.ts';
import { createTestApp } from '../../server/testing/test-app.ts';
import { testChain } from '../../server/testing/test-chain.ts';
import {
  asText,
  chance,
  envelopeProblem,
  hostileStrings,
  hostileValue,
  IdPools,
  intBetween,
  nestedJsonText,
  objectFor,
  pick,
  seededRng,
  type Rng,
} from './fuzz-inputs.ts';

const CALLS = Number(process.env.FUZZ_CALLS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));
/**
 * The least share of each role's calls answered "0": runs of 600 calls see 15-57 % (the
 * operator's own operations mostly need ids of pending items the fuzz seldom has, so its share
 * comes mostly from reads). A role whose session or rights broke falls far below.
 */
const MIN_OK_SHARE = 0.1;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Role = 'guest' | 'buyer' | 'seller' | 'operator';
const ROLES: Role[] = ['guest', 'buyer', 'seller', 'operator'];
const roleFor: Record<string, Role> = {
  none: 'guest',
  optional: 'buyer',
  user: 'buyer',
  seller: 'seller',
  admin: 'operator',
};

interface Operation {
  path: string;
  method: 'GET' | 'POST';
  auth: string;
  idempotent: boolean;
  multipart: boolean;
  schema: Record<string, unknown>;
}

interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

let t: TestApp;
let dataDir: string;
let demo: DemoAccounts;
const operations: Operation[] = [];
const serverErrors: string[] = [];
const pools = new IdPools();
let png: Buffer;

// ---------------------------------------------------------------- sessions

const tokens = new Map<Role, string>();
const renewing = new Map<Role, Promise<void>>();
const stale = new Set<Role>();
let accountCounter = 0;

async function rawCall(
  name: string,
  params: Record<string, unknown>,
  token?: string,
): Promise<{ code: string; msg: string; data: Record<string, unknown> | null }> {
  const answer = await call<Record<string, unknown> | null>(t, name, params, { token });
  if (answer.code === '0') pools.collect(answer.data, /([A-Za-z]+)![^/]*$/.exec(name)?.[1]);
  return answer;
}

/**
 * The fuzz's own bookkeeping (renewing a session it broke) logs in from a client address of its
 * own: its hostile wrong logins put the default address under the slider rule (three wrong logins
 * from an address in a day), which would refuse these logins too.
 */
const BOOKKEEPING_ADDRESS = '10.77.0.1';

async function logIn(username: string, password: string): Promise<string | undefined> {
  const answer = await call<{ token: string }>(
    t,
    'user!newlogin',
    { username, password },
    { remoteAddress: BOOKKEEPING_ADDRESS },
  );
  return answer.code === '0' ? answer.data.token : undefined;
}

async function newAccount(roles: string[]): Promise<{ id: string; token: string }> {
  const party = await createParty(t, {
    username: `fuzz${SEED.toString(36)}${accountCounter++}`,
    roles,
    fundPassword: false,
    remoteAddress: BOOKKEEPING_ADDRESS,
  });
  return { id: party.userId, token: party.token };
}

/** A working session for the role: the demo account's, or a fresh account when the fuzz broke it. */
async function renew(role: Role): Promise<void> {
  if (role === 'guest') return;
  if (role === 'operator') {
    const token =
      (await logIn(demo.operator, demo.password)) ?? (await newAccount(['user', 'admin'])).token;
    tokens.set(role, token);
    return;
  }
  if (role === 'seller') {
    for (const seller of demo.sellers) {
      const token = await logIn(seller.username, demo.password);
      if (token) {
        tokens.set(role, token);
        return;
      }
    }
    const account = await newAccount(['user', 'seller']);
    await t.database.pool.query('update sellers set owner_user_id = $1 where id = $2', [
      account.id,
      demo.sellers[0]!.storeId,
    ]);
    tokens.set(role, account.token);
    return;
  }
  // A new buyer with a fund password, a delivery address and money from an approved deposit.
  const buyer = await newAccount(['user']);
  tokens.set(role, buyer.token);
  await rawCall(
    'user!setSafewordReg',
    { password: 'secret123', safeword: '123456', re_safeword: '123456' },
    buyer.token,
  );
  await rawCall('address!add', TEST_ADDRESS, buyer.token);
  const open = await rawCall('rechargeBlockchain!recharge_open', {}, buyer.token);
  const deposit = await rawCall(
    'rechargeBlockchain!recharge',
    {
      session_token: open.data?.session_token,
      symbol: 'USDT',
      amount: '5000',
      img: '/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png',
    },
    buyer.token,
  );
  const operator = await session('operator');
  if (deposit.code === '0')
    await rawCall('admin/deposit!approve', { id: deposit.data?.id }, operator);
}

async function session(role: Role): Promise<string | undefined> {
  if (role === 'guest') return undefined;
  while (stale.has(role) || !tokens.has(role)) {
    let running = renewing.get(role);
    if (!running) {
      stale.delete(role);
      running = renew(role).finally(() => renewing.delete(role));
      renewing.set(role, running);
    }
    await running;
  }
  return tokens.get(role);
}

// ---------------------------------------------------------------- requests

/** Bodies no client should send: each must still get an envelope, not a 500. */
function malformedBody(rng: Rng): { type: string; body: string | Buffer } {
  return pick(rng, [
    { type: 'application/json', body: '{' },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '"text"' },
    { type: 'application/json', body: '[1,2,3]' },
    { type: 'application/json', body: '{"amount":NaN}' },
    { type: 'application/json', body: '{"__proto__":{"roles":["admin"]},"a":1}' },
    { type: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { type: 'application/json', body: nestedJsonText(5000) },
    { type: 'application/json', body: nestedJsonText(50_000, '[', ']') },
    { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
    { type: 'application/json; charset=utf-16', body: '{"a":1}' },
    { type: 'text/plain', body: 'hello' },
    {
      type: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&'.repeat(20_000) },
    { type: 'application/x-www-form-urlencoded', body: '%zz=%%&items[0][num]=1&__proto__[x]=1' },
    { type: 'multipart/form-data', body: 'no boundary' },
    {
      type: 'multipart/form-data; boundary=xx',
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
    },
  ] as const);
}

/** A file part for multipart calls: images, junk, scripts, CSV, with hostile names. */
function filePart(rng: Rng): { name: string; type: string; data: Buffer } {
  const name = pick(rng, [
    'photo.png',
    'proof.jpg',
    'goods.csv',
    '../../../etc/passwd',
    'a\u0000.png',
    'x'.repeat(1000) + '.png',
    'évil.php.png',
    '',
  ]);
  const type = pick(rng, [
    'image/png',
    'image/jpeg',
    'text/csv',
    'image/svg+xml',
    'application/octet-stream',
    '',
  ]);
  const data = pick(rng, [
    png,
    Buffer.alloc(0),
    Buffer.from('GIF89a'),
    Buffer.concat([png.subarray(0, 16), Buffer.from('junk after the png magic bytes')]),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    Buffer.from(
      'name,price,stock\n' +
        [hostileStrings[27], '=cmd|"/c calc"!A1', '"unterminated', 'a'.repeat(5000)].join(',') +
        '\n' +
        'x,-1,NaN\n',
    ),
  ]);
  return { name, type, data };
}

const hostilePaths = [
  '/api/../../etc/passwd',
  '/api/%2e%2e/%2e%2e/etc/passwd.action',
  '/api/%ff.action',
  '/api/%E0%A4%A.action',
  '/api/user!newlogin.action/..',
  `/api/${'a'.repeat(5000)}.action`,
  '/api/.action',
  '/api/!.action',
  '/api/user!.action',
  '/api/admin/../user!newlogin.action',
  '/public/../api/user!newlogin.action',
  '/public/%00.action',
  '/api/user!newlogin.action?token=%ff',
  '/api/index!home.action?lang[]=en&pageNum[$gt]=1',
  '/api/index!home.action?lang=%00',
];

const idempotencyKeys = [
  'fuzz-key-1',
  'fuzz-key-2',
  ' ',
  'k'.repeat(128),
  'k'.repeat(129),
  '\u0000',
];

function buildRequest(
  rng: Rng,
  op: Operation,
  token: string | undefined,
): { request: Request; transport: string } {
  // Money calls get more plausible inputs, so that orders are really paid and the ledger moves.
  const hostility = op.idempotent
    ? pick(rng, [0, 0, 0, 0.05, 0.2, 1])
    : pick(rng, [0, 0, 0.05, 0.2, 0.5, 1]);
  const params = objectFor(rng, op.schema, pools, hostility);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  else if (chance(rng, 0.1)) headers.authorization = `Bearer ${asText(hostileValue(rng))}`;
  if (op.idempotent || chance(rng, 0.05))
    if (chance(rng, 0.6)) headers['idempotency-key'] = pick(rng, idempotencyKeys) ?? '';
  if (chance(rng, 0.03))
    headers.host = pick(rng, ['evil.example', 'a'.repeat(300), '[::1]:99999', '']);
  if (chance(rng, 0.3)) params.lang = pick(rng, ['en', 'cn', 'ar', 'xx', '']);
  if (chance(rng, 0.02)) params.token = asText(hostileValue(rng));

  const query = (values: Record<string, unknown>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      if (Array.isArray(value) && chance(rng, 0.5))
        for (const item of value) search.append(key, asText(item));
      else search.append(key, asText(value));
    }
    return search.toString();
  };

  if (chance(rng, 0.02))
    return {
      request: { method: chance(rng, 0.5) ? 'GET' : 'POST', url: pick(rng, hostilePaths), headers },
      transport: 'hostile path',
    };
  if (op.method === 'GET' || chance(rng, 0.03)) {
    return {
      request: { method: 'GET', url: `${op.path}?${query(params)}`, headers },
      transport: 'query',
    };
  }
  const roll = rng();
  if (op.multipart ? roll < 0.8 : roll < 0.1) {
    const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, asText(v)]));
    delete fields.file;
    const body = multipart(fields, chance(rng, 0.9) ? filePart(rng) : undefined);
    headers['content-type'] = body.contentType;
    return {
      request: { method: 'POST', url: op.path, headers, payload: body.payload },
      transport: 'multipart',
    };
  }
  if (roll < 0.2) {
    const malformed = malformedBody(rng);
    headers['content-type'] = malformed.type;
    return {
      request: { method: 'POST', url: op.path, headers, payload: malformed.body },
      transport: 'malformed',
    };
  }
  if (roll < 0.45) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return {
      request: { method: 'POST', url: op.path, headers, payload: query(params) },
      transport: 'form',
    };
  }
  headers['content-type'] = 'application/json';
  // Query and body both: the body must win, and neither may break the call.
  const url = chance(rng, 0.1)
    ? `${op.path}?${query(objectFor(rng, op.schema, pools, 1))}`
    : op.path;
  return {
    request: { method: 'POST', url, headers, payload: JSON.stringify(params) },
    transport: 'json',
  };
}

// ---------------------------------------------------------------- the run

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'caravan-fuzz-'));
  const base = loadConfig({
    WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    WALLET_MANUAL_BANK_ACCOUNT:
      'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
  });
  t = await createTestApp({
    // Manual deposits open only where money has a way out: a withdrawal network without a node.
    config: { dataDir, wallet: { ...base.wallet, chain: testChain() } },
    // Only the server's own error lines are kept: they explain a 500.
    logStream: {
      write(line: string) {
        if (/"level":(50|60)/.test(line)) serverErrors.push(line.slice(0, 3000));
      },
    },
  });
  await seedDemoIfEmpty(t.database, { log: () => undefined, dataDir, scale: 'small' });
  demo = JSON.parse(
    await readFile(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
  ) as DemoAccounts;
  png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }>();
  for (const [route, methods] of Object.entries(doc.paths)) {
    const post = methods.post as {
      'x-auth': string;
      'x-idempotent': boolean;
      requestBody: { content: Record<string, { schema: Record<string, unknown> }> };
    };
    const content = post.requestBody.content;
    const schema = Object.values(content)[0]!.schema;
    for (const method of Object.keys(methods)) {
      operations.push({
        path: route,
        method: method === 'get' ? 'GET' : 'POST',
        auth: post['x-auth'],
        idempotent: post['x-idempotent'],
        multipart: 'multipart/form-data' in content,
        schema,
      });
    }
  }
  // Ids to start from: the home page's listings and stores.
  const home = await t.app.inject({ method: 'GET', url: '/api/index!home.action' });
  pools.collect(home.json<{ data: unknown }>().data);
}, 240_000);

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it(
  `answers ${CALLS} hostile calls with envelopes, never >= 500, and keeps the ledger clean`,
  async () => {
    const rng = seededRng(SEED);
    console.log(
      `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats it), ${CALLS} calls, ${operations.length} operations, ${CONCURRENCY} in flight`,
    );
    expect(operations.length).toBeGreaterThan(100);
    const byStatus = new Map<string, number>();
    const byRole = new Map<Role, number>();
    const okByRole = new Map<Role, number>();
    const succeeded = new Set<string>();
    const called = new Set<string>();
    const failures: string[] = [];
    /** Operations with the role that calls them: every operation as every role, each round. */
    let order: Array<{ op: Operation; role: Role }> = [];
    const calledAs = new Set<string>();
    let popped = 0;
    /** Calls in one round of the list (the money flows come on top). */
    const roundLength = operations.reduce((n, op) => n + (op.idempotent ? 3 : 1) + ROLES.length, 0);
    let sent = 0;
    const transfersByKind = async () =>
      new Map(
        (
          await t.database.pool.query<{ kind: string; n: number }>(
            'select kind, count(*)::int as n from ledger_transfers group by kind',
          )
        ).rows.map((row) => [row.kind, row.n]),
      );
    const before = await transfersByKind();
    const started = Date.now();

    /** One call through the same checks as the fuzzed ones; answers the parsed envelope. */
    const send = async (
      role: Role,
      label: string,
      request: Request,
      transport: string,
    ): Promise<{ code: string; data: Record<string, unknown> | null }> => {
      const token = await session(role);
      if (token) request.headers.authorization = `Bearer ${token}`;
      sent++;
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      byRole.set(role, (byRole.get(role) ?? 0) + 1);
      let body: { code: string; data: Record<string, unknown> | null } = { code: '?', data: null };
      // A hostile path that normalizes out of the API (`/api/../../etc/passwd` is `/etc/passwd`)
      // is the storefront's business: its page when a build is there, else a 404. Either way it
      // must not fail or show a file of the machine.
      const leftTheApi =
        transport === 'hostile path' &&
        !/^\/(api|public)\//.test(new URL(request.url, 'http://caravan.test').pathname);
      const problem = leftTheApi
        ? res.statusCode >= 500
          ? `HTTP ${res.statusCode}`
          : /root:|\[boot loader\]/.test(res.body)
            ? 'a file of the machine was served'
            : undefined
        : envelopeProblem(
            { statusCode: res.statusCode, headers: res.headers, body: res.body },
            (data) => pools.collect(data, /([A-Za-z]+)![^/]*$/.exec(request.url)?.[1]),
          );
      try {
        body = JSON.parse(res.body) as typeof body;
      } catch {
        /* reported by envelopeProblem */
      }
      const key = `${res.statusCode}/${body.code}`;
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      if (body.code === '0') okByRole.set(role, (okByRole.get(role) ?? 0) + 1);
      if (body.code === '0' && !label.startsWith('flow')) succeeded.add(label);
      if (res.statusCode === 403 && role !== 'guest' && token) stale.add(role);
      if (problem)
        failures.push(
          `${problem}: ${request.method} ${request.url.slice(0, 200)} as ${role} (${transport}) ` +
            `payload ${String(request.payload ?? '').slice(0, 300)} -> ${res.body.slice(0, 300)}`,
        );
      return body;
    };

    /**
     * A plausible purchase with hostile timing: a valid order, then two payments at once (same
     * key, or two keys), then a cancellation or a receipt racing the rest. 7 calls.
     */
    /** `race: false` sends the cancellation only once both payments are answered. */
    const moneyFlow = async ({ race = true } = {}) => {
      const listings = await t.database.pool.query<{ id: string; buy_min: number }>(
        `select id, buy_min from seller_goods
          where on_shelf and deleted_at is null and stock >= buy_min * 3 order by random() limit 2`,
      );
      const json = (name: string, params: Record<string, unknown>, key?: string): Request => ({
        method: 'POST',
        url: `/api/${name}.action`,
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        payload: JSON.stringify(params),
      });
      const list = await send('buyer', 'flow address!list', json('address!list', {}), 'flow');
      const addresses = (list.data as { pageList?: Array<{ id: string }> } | null)?.pageList;
      const addressId = addresses?.[0]?.id;
      const submitKey = `flow-${rng().toString(36).slice(2)}`;
      const submit = json(
        'order!submit',
        {
          ...(addressId ? { addressId } : {}),
          items: listings.rows.map((row) => ({
            sellerGoodsId: row.id,
            num: row.buy_min * intBetween(rng, 1, 2),
          })),
        },
        submitKey,
      );
      // The same submission twice at once: one order set, the second answer a replay.
      const [first] = await Promise.all([
        send('buyer', 'flow order!submit', submit, 'flow'),
        send('buyer', 'flow order!submit', { ...submit, headers: { ...submit.headers } }, 'flow'),
      ]);
      const orders = (first.data as { orders?: Array<{ orderId: string }> } | null)?.orders ?? [];
      for (const { orderId } of orders) {
        const payKey = `pay-${rng().toString(36).slice(2)}`;
        const pays = [
          send(
            'buyer',
            'flow order!pay',
            json('order!pay', { orderId, safeword: '123456' }, payKey),
            'flow',
          ),
          send(
            'buyer',
            'flow order!pay',
            json(
              'order!pay',
              { orderId, safeword: '123456' },
              chance(rng, 0.5) ? payKey : `${payKey}b`,
            ),
            'flow',
          ),
        ];
        const cancel = () =>
          send(
            'buyer',
            'flow order!cancel',
            json('order!cancel', { orderId, reason: intBetween(rng, 0, 4) }),
            'flow',
          );
        // A payment checks the fund password (a scrypt hash) before its transaction, so a
        // cancellation racing it nearly always lands first: the first purchase lets it pay.
        if (race) await Promise.all([...pays, cancel()]);
        else await Promise.all(pays).then(cancel);
      }
    };

    const worker = async () => {
      while (sent < CALLS) {
        if (chance(rng, 0.03)) {
          await moneyFlow();
          continue;
        }
        // Round-robin over a shuffled list, so every operation is called about equally often: each
        // round first calls every operation as its own role (three times for money calls), then
        // every operation as each role (guest, buyer, seller, operator), so a wrong role's session
        // meets every operation too. (pop() takes from the end: the own-role half goes last.)
        if (order.length === 0) {
          const shuffled = <T>(list: T[]) => list.sort(() => rng() - 0.5);
          const own = operations.flatMap((op) =>
            Array.from({ length: op.idempotent ? 3 : 1 }, () => ({
              op,
              role: roleFor[op.auth] ?? 'guest',
            })),
          );
          const everyRole = operations.flatMap((op) => ROLES.map((role) => ({ op, role })));
          order = [...shuffled(everyRole), ...shuffled(own)];
        }
        const { op, role } = order.pop()!;
        popped++;
        const token = await session(role);
        const { request, transport } = buildRequest(rng, op, token);
        called.add(`${op.method} ${op.path}`);
        calledAs.add(`${op.method} ${op.path} ${role}`);
        await send(role, `${op.method} ${op.path}`, request, transport);
      }
    };
    // One purchase first, so that money moves in every run whatever the seed and the call count.
    await moneyFlow({ race: false });
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const ledger = await checkLedger(t.database.db);
    // Transfers the run wrote (the demo seed writes some before it).
    const moved = new Map(
      [...(await transfersByKind())]
        .map(([kind, n]) => [kind, n - (before.get(kind) ?? 0)] as const)
        .filter(([, n]) => n > 0)
        .sort(),
    );
    const okShare = (role: Role) => (okByRole.get(role) ?? 0) / Math.max(1, byRole.get(role) ?? 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `fuzz: ${sent} calls in ${seconds}s, seed ${SEED}`,
        `  answers (HTTP/code): ${[...byStatus.entries()]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `  callers (answered "0"): ${ROLES.map((r) => `${r} ${okByRole.get(r) ?? 0}/${byRole.get(r) ?? 0}`).join(', ')}`,
        `  operations called ${called.size}/${operations.length}, answered "0" at least once ${succeeded.size}; operation and role pairs called ${calledAs.size}/${operations.length * ROLES.length}`,
        `  contract violations: ${failures.length}; server error log lines: ${serverErrors.length}`,
        `  ledger transfers written: ${[...moved].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none'}`,
        `  after: /healthz ${health.statusCode}, ledger ${ledger.length === 0 ? 'clean' : ledger.join('; ')}`,
      ].join('\n'),
    );
    for (const failure of failures.slice(0, 20)) console.log(`  ! ${failure}`);
    for (const line of serverErrors.slice(0, 5)) console.log(`  log: ${line}`);

    expect(failures).toEqual([]);
    expect(serverErrors).toEqual([]);
    // Hostile values are refused, but each role must also get real work done: a run where every
    // call is refused (a broken session, a schema the inputs never match) proves nothing.
    for (const role of ROLES)
      expect(okShare(role), `share of the calls as ${role} answered "0"`).toBeGreaterThanOrEqual(
        MIN_OK_SHARE,
      );
    // Money really moved: approved deposits and paid orders were posted to the ledger.
    expect(moved.get('deposit') ?? 0).toBeGreaterThan(0);
    expect(moved.get('order_pay') ?? 0).toBeGreaterThan(0);
    expect(called.size).toBe(operations.length);
    // A run long enough for a whole round of the list called every operation as every role.
    if (popped >= roundLength) expect(calledAs.size).toBe(operations.length * ROLES.length);
    expect(health.statusCode).toBe(200);
    expect(ledger).toEqual([]);
  },
  Math.max(240_000, CALLS * 60),
);
