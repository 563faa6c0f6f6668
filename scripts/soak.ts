// `npm run test:soak [-- --minutes 60 --report-minutes 5 --rate 40]` (docs/operations.md "Soak"):
// the real server (embedded PostgreSQL, demo data, the local test network) under a steady mixed
// load for a long time. Virtual users, paced to `--rate` calls per second in total: browsing and
// search most of the time, checkouts and payments, shipments and receipts, customer-service chat
// with an open event stream per chatting buyer, uploads, manual deposits approved by an operator,
// withdrawals approved by an operator and paid out on the local test network. Every
// `--report-minutes` it prints a row: calls, errors, p50 / p99 per kind, the server's RSS and heap
// (its /metrics), the database's size, its open connections, the open event streams. At the end:
// the ledger check, a stock check (each listing's stock is its start less the units of orders not
// cancelled), the orders left in a state their timers should have moved them out of, and an SVG of
// memory and p99 over time (`--svg <file>`). Errors are answers >= 500, envelopes other than "0"
// and "1", and refusals not expected by design; it fails on any, on a memory rise of more than 10%
// between the last two quarters, or on a check that does not hold.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { connect } from '../server/db/client.ts';
import { checkLedger } from '../server/modules/ledger/index.ts';
import { TEST_ADDRESS } from '../server/testing/marketplace.ts';
import { multipart } from '../server/testing/multipart.ts';

const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    'report-minutes': { type: 'string', default: '5' },
    rate: { type: 'string', default: '40' },
    port: { type: 'string', default: '4441' },
    svg: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const MINUTES = Number(options.minutes);
const REPORT_MS = Number(options['report-minutes']) * 60_000;
const RATE = Number(options.rate);
const PORT = Number(options.port);
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const SAFEWORD = '531975';
const PASSWORD = 'soak12345';
const BUYERS = 8;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-soak-'));
fs.chmodSync(runDir, 0o755);
const dataDir = path.join(runDir, 'data');
const say = (message: string) => console.log(`[soak] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

// ------------------------------------------------------------------ the server

let server: ChildProcess | undefined;

async function startServer(): Promise<void> {
  const log = fs.openSync(path.join(runDir, 'server.log'), 'a');
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(runDir, 'no-web'),
      SKIP_BUILD: '1',
      SLIDER_CHECK: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
      METRICS_TOKEN,
      WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      WALLET_ADDRESS_HOLD_HOURS: '0',
      // A buyer here withdraws far more often than the default three a day allows.
      WALLET_WITHDRAW_MAX_PER_DAY: '100000',
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${runDir}/server.log`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error('the server did not start');
}

// ------------------------------------------------------------------ calls and figures

interface Envelope {
  code: string;
  msg: string;
  errorKey?: string;
  data: Record<string, unknown> | null;
}

interface KindFigures {
  calls: number;
  errors: number;
  ms: number[];
}

let window = new Map<string, KindFigures>();
const errors: string[] = [];
/** Every error by kind and answer, so a long run says what its errors were, not only the first. */
const errorKinds = new Map<string, number>();

function record(kind: string, ms: number, error?: string) {
  const figures = window.get(kind) ?? { calls: 0, errors: 0, ms: [] };
  window.set(kind, figures);
  figures.calls += 1;
  figures.ms.push(ms);
  if (error) {
    figures.errors += 1;
    const what = `${kind}: ${error.split(' ').slice(0, 4).join(' ')}`;
    errorKinds.set(what, (errorKinds.get(what) ?? 0) + 1);
    if (errors.length < 50) errors.push(`${kind}: ${error}`);
  }
}

/** Refusals that are part of the design under this load (stock, a race for the same record). */
const expectedRefusals = new Set([
  'goods.stockInsufficient',
  'order.notPending',
  'order.statusInvalid',
  'wallet.insufficientBalance',
  'wallet.unfinishedOrder',
  'wallet.dailyLimit',
  'loan.notPending',
  'deposit.notPending',
  'withdraw.notPending',
]);

async function call(
  kind: string,
  name: string,
  params: Record<string, unknown>,
  token?: string,
): Promise<Envelope | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(`${BASE}/api/${name}.action`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as Envelope;
    const ms = performance.now() - started;
    const refusedByDesign = body.code === '1' && expectedRefusals.has(body.errorKey ?? '');
    const error =
      res.status >= 500 || (body.code !== '0' && !refusedByDesign)
        ? `${name} ${res.status} ${body.code} ${body.errorKey ?? ''} ${body.msg}`
        : undefined;
    record(kind, ms, error);
    return body;
  } catch (error) {
    record(kind, performance.now() - started, `${name}: ${(error as Error).message}`);
    return undefined;
  }
}

async function metrics(): Promise<Map<string, number>> {
  const text = await (
    await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{[^}]*\})? ([0-9.e+-]+)$/.exec(line);
    if (match) values.set(match[1]!, (values.get(match[1]!) ?? 0) + Number(match[2]));
  }
  return values;
}

// ------------------------------------------------------------------ the people

interface Person {
  username: string;
  token: string;
  addressId?: string;
}

async function login(username: string, password: string): Promise<Person> {
  const answer = await call('login', 'user!newlogin', { username, password });
  if (answer?.code !== '0') throw new Error(`login ${username}: ${answer?.msg}`);
  return { username, token: String(answer.data!.token) };
}

async function register(index: number): Promise<Person> {
  const username = `soak${index}${Date.now().toString(36)}`;
  const answer = await call('register', 'localuser!registerNoVerifcode', {
    username,
    password: PASSWORD,
    re_password: PASSWORD,
  });
  if (answer?.code !== '0') throw new Error(`register ${username}: ${answer?.msg}`);
  const person: Person = { username, token: String(answer.data!.token) };
  await call(
    'setup',
    'user!setSafewordReg',
    {
      password: PASSWORD,
      safeword: SAFEWORD,
      re_safeword: SAFEWORD,
    },
    person.token,
  );
  const address = await call('setup', 'address!add', TEST_ADDRESS, person.token);
  person.addressId = address?.data?.id as string | undefined;
  return person;
}

async function upload(person: Person, moduleName: string): Promise<string | undefined> {
  const data = await sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: { r: Math.floor(Math.random() * 255), g: 90, b: 160 },
    },
  })
    .png()
    .toBuffer();
  const body = multipart({ moduleName }, { name: 'p.png', type: 'image/png', data });
  const started = performance.now();
  try {
    const res = await fetch(`${BASE}/api/uploadimg!execute.action`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${person.token}` },
      body: new Uint8Array(body.payload),
    });
    const answer = (await res.json()) as Envelope & { data: { data: string } };
    record('upload', performance.now() - started, answer.code === '0' ? undefined : answer.msg);
    return answer.code === '0' ? answer.data.data : undefined;
  } catch (error) {
    record('upload', performance.now() - started, (error as Error).message);
    return undefined;
  }
}

// ------------------------------------------------------------------ the actions

const KEYWORDS = [
  'lamp',
  'cotton',
  'steel',
  'phone',
  'bag',
  'led',
  'cable',
  'glass',
  '茶',
  'shoes',
];

interface World {
  buyers: Person[];
  operator: Person;
  sellers: Person[];
  listings: string[];
  channel: string;
  toShip: Array<{ orderId: string; buyer: Person }>;
  toReceive: Array<{ orderId: string; buyer: Person }>;
}

async function browse(world: World) {
  const listing = pick(world.listings);
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return call('browse', 'sellerGoods!list', {
        pageNum: 1 + Math.floor(Math.random() * 5),
        pageSize: 20,
      });
    case 1:
      return call('browse', 'sellerGoods!info', { sellerGoodsId: listing });
    case 2:
      return call('search', 'sellerGoods!search', {
        keyword: pick(KEYWORDS),
        pageNum: 1,
        pageSize: 20,
      });
    default:
      return call('browse', 'category!tree', {});
  }
}

async function checkout(world: World) {
  const buyer = pick(world.buyers);
  const submit = await call(
    'checkout',
    'order!submit',
    { addressId: buyer.addressId, items: [{ sellerGoodsId: pick(world.listings), num: 1 }] },
    buyer.token,
  );
  if (submit?.code !== '0') return;
  for (const { orderId } of submit.data!.orders as Array<{ orderId: string }>) {
    const pay = await call('pay', 'order!pay', { orderId, safeword: SAFEWORD }, buyer.token);
    if (pay?.code === '0') world.toShip.push({ orderId, buyer });
    // Not paid (the wallet ran short): the buyer cancels, as a buyer does, so unpaid orders do not
    // pile up against the limit of open orders.
    else await call('cancel', 'order!cancel', { orderId, reason: 0 }, buyer.token);
  }
}

async function fulfil(world: World) {
  const shipped = world.toShip.shift();
  if (shipped) {
    // The store's owner ships: every demo seller may own it; the right one succeeds.
    for (const seller of world.sellers) {
      const answer = await fetch(`${BASE}/api/seller/order!ship.action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}` },
        body: JSON.stringify({
          orderId: shipped.orderId,
          carrier: 'Post',
          trackingNumber: `S${shipped.orderId.slice(-8)}`,
        }),
      });
      const body = (await answer.json()) as Envelope;
      if (body.code === '0') {
        world.toReceive.push(shipped);
        break;
      }
    }
    return;
  }
  const received = world.toReceive.shift();
  if (received)
    await call('receive', 'order!receipt', { orderId: received.orderId }, received.buyer.token);
}

/** Buyers with an open event stream: each chat waits for the operator's answer on its stream. */
const streams: AbortController[] = [];

async function openStream(person: Person) {
  const ticket = await call('chat', 'newOnlinechat!streamTicket', {}, person.token);
  if (ticket?.code !== '0') return;
  const controller = new AbortController();
  streams.push(controller);
  void fetch(`${BASE}/api/events?ticket=${String(ticket.data!.ticket)}`, {
    signal: controller.signal,
  })
    .then(async (res) => {
      for await (const _ of res.body as unknown as AsyncIterable<Uint8Array>) void _;
    })
    .catch(() => undefined);
}

async function chat(world: World) {
  const buyer = pick(world.buyers);
  await call(
    'chat',
    'newOnlinechat!send',
    { type: 'text', content: `soak ${Date.now()}` },
    buyer.token,
  );
  const inbox = await call(
    'chat',
    'admin/chat!list',
    { pageNum: 1, pageSize: 5, unreadOnly: 1 },
    world.operator.token,
  );
  const first = (inbox?.data?.pageList as Array<{ id: string }> | undefined)?.[0];
  if (first)
    await call(
      'chat',
      'admin/chat!send',
      { conversationId: first.id, type: 'text', content: 'answered' },
      world.operator.token,
    );
}

async function deposit(world: World) {
  const buyer = pick(world.buyers);
  const proof = await upload(buyer, 'recharge');
  if (!proof) return;
  const open = await call('deposit', 'rechargeBlockchain!recharge_open', {}, buyer.token);
  if (open?.code !== '0') return;
  const request = await call(
    'deposit',
    'rechargeBlockchain!recharge',
    {
      session_token: open.data!.session_token,
      symbol: 'USDT',
      amount: '1000',
      img: proof,
    },
    buyer.token,
  );
  if (request?.code === '0')
    await call('deposit', 'admin/deposit!approve', { id: request.data!.id }, world.operator.token);
}

async function withdraw(world: World) {
  const buyer = pick(world.buyers);
  const open = await call('withdraw', 'withdraw!withdraw_open', {}, buyer.token);
  if (open?.code !== '0') return;
  const request = await call(
    'withdraw',
    'withdraw!apply',
    {
      channel: world.channel,
      amount: '20',
      safeword: SAFEWORD,
      session_token: open.data!.session_token,
    },
    buyer.token,
  );
  if (request?.code === '0')
    await call(
      'withdraw',
      'admin/withdraw!approve',
      { id: request.data!.id },
      world.operator.token,
    );
}

/** The mix: mostly browsing and search, then checkouts, fulfilment, chat, uploads and money. */
const MIX: Array<[number, (world: World) => Promise<unknown>]> = [
  [70, browse],
  [10, checkout],
  [8, fulfil],
  [5, chat],
  [3, (world) => upload(pick(world.buyers), 'avatar')],
  [3, deposit],
  [2, withdraw],
];
const MIX_TOTAL = MIX.reduce((total, [weight]) => total + weight, 0);

function action(): (world: World) => Promise<unknown> {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, act] of MIX) {
    roll -= weight;
    if (roll < 0) return act;
  }
  return browse;
}

// ------------------------------------------------------------------ the run

interface Row {
  minute: number;
  calls: number;
  errors: number;
  rssMb: number;
  heapMb: number;
  dbMb: number;
  connections: number;
  streams: number;
  p99: Map<string, number>;
  p50: Map<string, number>;
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

function svg(rows: Row[]): string {
  const width = 720;
  const height = 320;
  const pad = 48;
  const maxMinute = Math.max(1, ...rows.map((row) => row.minute));
  const maxRss = Math.max(1, ...rows.map((row) => row.rssMb)) * 1.2;
  const maxP99 = Math.max(1, ...rows.map((row) => Math.max(...row.p99.values(), 0))) * 1.2;
  const x = (minute: number) => pad + ((width - 2 * pad) * minute) / maxMinute;
  const y = (value: number, max: number) => height - pad - ((height - 2 * pad) * value) / max;
  const line = (values: Array<[number, number]>, max: number) =>
    values
      .map(([m, v], i) => `${i === 0 ? 'M' : 'L'}${x(m).toFixed(1)},${y(v, max).toFixed(1)}`)
      .join(' ');
  const rss = line(
    rows.map((row) => [row.minute, row.rssMb]),
    maxRss,
  );
  const p99 = line(
    rows.map((row) => [row.minute, Math.max(...row.p99.values(), 0)]),
    maxP99,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="Soak: server memory and the slowest kind's p99 over time">
  <rect width="${width}" height="${height}" fill="#fff"/>
  <line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#333"/>
  <line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#333"/>
  <text x="${width / 2}" y="${height - 12}" text-anchor="middle" font-size="12" font-family="sans-serif">minutes</text>
  <text x="${pad}" y="${pad - 16}" font-size="12" font-family="sans-serif" fill="#1d4ed8">RSS (MB, max ${maxRss.toFixed(0)})</text>
  <text x="${width - pad}" y="${pad - 16}" text-anchor="end" font-size="12" font-family="sans-serif" fill="#b91c1c">p99 of the slowest kind (ms, max ${maxP99.toFixed(0)})</text>
  <path d="${rss}" fill="none" stroke="#1d4ed8" stroke-width="2"/>
  <path d="${p99}" fill="none" stroke="#b91c1c" stroke-width="2" stroke-dasharray="6 3"/>
</svg>
`;
}

async function main(): Promise<number> {
  fs.mkdirSync(path.join(runDir, 'no-web'));
  say(
    `scratch folder ${runDir}; ${MINUTES} minutes at ${RATE} calls/s, a row every ${REPORT_MS / 60_000} minutes`,
  );
  await startServer();
  const databaseUrl = fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim();
  const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    operator: string;
    password: string;
    sellers: Array<{ username: string }>;
  };
  const db = new pg.Client({ connectionString: databaseUrl });
  // The server's stop ends this connection too: not a crash of the run.
  db.on('error', () => undefined);
  await db.connect();
  const listingRows = await db.query<{ id: string; stock: number }>(
    `update seller_goods set buy_min = 1, stock = greatest(stock, 100000)
      where id in (select id from seller_goods where on_shelf and deleted_at is null
                    and price < 300 order by id limit 40)
      returning id, stock`,
  );
  const stockAtStart = new Map(listingRows.rows.map((row) => [row.id, row.stock]));
  const world: World = {
    buyers: [],
    operator: await login(demo.operator, demo.password),
    sellers: await Promise.all(
      demo.sellers.slice(0, 12).map((s) => login(s.username, demo.password)),
    ),
    listings: [...stockAtStart.keys()],
    channel: '',
    toShip: [],
    toReceive: [],
  };
  for (let i = 0; i < BUYERS; i++) world.buyers.push(await register(i));
  const channels = await call('setup', 'channelBlockchain!list', {}, world.buyers[0]!.token);
  world.channel = String(
    (channels?.data as unknown as Array<{ blockchain_name: string }>)?.[0]?.blockchain_name ?? '',
  );
  for (const buyer of world.buyers) {
    // Money in through the reviewed deposit; a withdrawal address for the payouts.
    for (let i = 0; i < 3; i++) await deposit(world);
    await call(
      'setup',
      'user!bindWithdrawAddress',
      {
        channel: world.channel,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        safeword: SAFEWORD,
      },
      buyer.token,
    );
  }
  for (const buyer of world.buyers.slice(0, 4)) await openStream(buyer);
  window = new Map();

  const rows: Row[] = [];
  const started = Date.now();
  const ends = started + MINUTES * 60_000;
  let nextReport = started + REPORT_MS;
  const workers = 16;
  const perWorkerMs = (1000 * workers) / RATE;
  const running = Array.from({ length: workers }, async () => {
    while (Date.now() < ends) {
      const begun = Date.now();
      await action()(world).catch((error: unknown) => record('action', 0, String(error)));
      const rest = perWorkerMs - (Date.now() - begun);
      if (rest > 0) await sleep(rest);
    }
  });
  const reporter = (async () => {
    console.log(
      '| minute | calls | errors | RSS MB | heap MB | DB MB | DB conns | streams | p50 / p99 ms per kind |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    while (Date.now() < ends + 1000) {
      await sleep(Math.max(0, Math.min(nextReport, ends) - Date.now()));
      const figures = window;
      window = new Map();
      const m = await metrics();
      const size = await db.query<{ mb: number }>(
        'select pg_database_size(current_database()) / 1048576.0 as mb',
      );
      const conns = await db.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database()',
      );
      const row: Row = {
        minute: Math.round((Date.now() - started) / 6_000) / 10,
        calls: [...figures.values()].reduce((total, kind) => total + kind.calls, 0),
        errors: [...figures.values()].reduce((total, kind) => total + kind.errors, 0),
        rssMb: (m.get('process_resident_memory_bytes') ?? 0) / 1048576,
        heapMb: (m.get('nodejs_heap_size_used_bytes') ?? 0) / 1048576,
        dbMb: Number(size.rows[0]!.mb),
        connections: conns.rows[0]!.n,
        streams: m.get('caravan_event_streams_open') ?? 0,
        p50: new Map([...figures].map(([kind, f]) => [kind, quantile(f.ms, 0.5)])),
        p99: new Map([...figures].map(([kind, f]) => [kind, quantile(f.ms, 0.99)])),
      };
      rows.push(row);
      const kinds = [...row.p99.keys()]
        .sort()
        .map((kind) => `${kind} ${row.p50.get(kind)!.toFixed(0)}/${row.p99.get(kind)!.toFixed(0)}`)
        .join(', ');
      console.log(
        `| ${row.minute} | ${row.calls} | ${row.errors} | ${row.rssMb.toFixed(0)} | ${row.heapMb.toFixed(0)} | ${row.dbMb.toFixed(0)} | ${row.connections} | ${row.streams} | ${kinds} |`,
      );
      nextReport += REPORT_MS;
      if (Date.now() >= ends) break;
    }
  })();
  await Promise.all(running);
  await reporter;
  for (const stream of streams) stream.abort();

  // The end: ledger, stock, stuck orders.
  const problems: string[] = [];
  for (const [what, count] of [...errorKinds].sort((a, b) => b[1] - a[1]))
    problems.push(`${count} x ${what}`);
  say(`errors by kind and answer: ${errorKinds.size === 0 ? 'none' : ''}`);
  for (const [what, count] of errorKinds) say(`  ${count} x ${what}`);
  for (const sample of errors.slice(0, 5)) say(`  e.g. ${sample}`);
  const ledger = connect(databaseUrl, { max: 1 });
  try {
    const ledgerProblems = await checkLedger(ledger.db);
    say(`ledger check: ${ledgerProblems.length === 0 ? 'clean' : ledgerProblems.join('; ')}`);
    problems.push(...ledgerProblems.map((p) => `ledger: ${p}`));
  } finally {
    await ledger.close();
  }
  const stock = await db.query<{ id: string; stock: number; sold: number }>(
    `select g.id, g.stock, coalesce(sum(i.quantity) filter (where o.status <> -1), 0)::int as sold
       from seller_goods g
       left join order_items i on i.seller_goods_id = g.id
       left join orders o on o.id = i.order_id
      where g.id = any($1) group by g.id, g.stock`,
    [[...stockAtStart.keys()]],
  );
  for (const row of stock.rows)
    if (row.stock !== stockAtStart.get(row.id)! - row.sold)
      problems.push(
        `stock of ${row.id}: ${row.stock}, expected ${stockAtStart.get(row.id)! - row.sold}`,
      );
  const stuck = await db
    .query<{ n: number }>(
      `select count(*)::int as n from orders o, system_parameters p
      where p.code = 'order_unpaid_timeout_minutes' and o.status = 0
        and o.created_at < now() - (p.value::int + 10) * interval '1 minute'`,
    )
    .catch(() => ({ rows: [{ n: 0 }] }));
  say(
    `stock check: ${stock.rows.length} listings; unpaid orders past their time: ${stuck.rows[0]!.n}`,
  );
  if (stuck.rows[0]!.n > 0) problems.push(`${stuck.rows[0]!.n} unpaid orders past their time`);
  await db.end();

  // Memory flat: the last quarter's RSS within 10% of the quarter before.
  if (rows.length >= 4) {
    const quarter = Math.max(1, Math.floor(rows.length / 4));
    const mean = (part: Row[]) => part.reduce((t, r) => t + r.rssMb, 0) / part.length;
    const last = mean(rows.slice(-quarter));
    const before = mean(rows.slice(-2 * quarter, -quarter));
    say(`RSS: last quarter ${last.toFixed(0)} MB, the quarter before ${before.toFixed(0)} MB`);
    if (last > before * 1.1)
      problems.push(`memory rose ${((last / before - 1) * 100).toFixed(1)}%`);
  }
  if (options.svg) {
    fs.writeFileSync(options.svg, svg(rows));
    say(`plot written to ${options.svg}`);
  }
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 30)) console.error(`[soak] FAILED: ${problem}`);
    return 1;
  }
  say('passed: no error beyond refusals by design, ledger clean, stock whole, no order stuck');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const stream of streams) stream.abort();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (!options.keep) fs.rmSync(runDir, { recursive: true, force: true });
  else say(`kept ${runDir}`);
}
process.exit(code);
