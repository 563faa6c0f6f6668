// `npm run test:crash` (docs/security.md "Proofs"): crash mid-write. The real server on the embedded
// PostgreSQL takes a load of deposits, deposit approvals, orders and payments; at a random moment
// the app (kill -9), the postmaster (kill -9), or both are killed; everything is restarted. After
// every round, with the server stopped, the database is checked:
// - every write answered with code "0" is there, and only once (the buyer's deposits and orders
//   are exactly those answered; each approval and payment posted one ledger transfer);
// - a write whose answer was lost is retried with the same idempotency key after the restart and
//   must not happen twice;
// - the ledger is clean (scripts/ledger-check.ts's check) and each buyer's balance is the sum of
//   the approved deposits minus the paid orders;
// - no order is stuck: the order timers, run as if a year had passed, move every order out of the
//   states they own without a refusal.
// Options: --rounds N (default 100), --port P (default 4412), --keep (keep the data folder),
// --payouts (withdrawals paid on a local chain while the server is killed: crash-payouts.ts;
// 10 rounds unless --rounds says otherwise; --check-every N compares chain and database after
// every N rounds instead of every round, and always at the end).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import type { DemoAccounts } from '../server/demo/demo-accounts.ts';
import { createUserAccount } from '../server/modules/account/users.service.ts';
import { developmentXpub } from '../server/modules/chain/local-chain.ts';
import { checkLedger } from '../server/modules/ledger/index.ts';
import { runOrderSweeps } from '../server/modules/order/order.jobs.ts';
import { TEST_ADDRESS } from '../server/testing/marketplace.ts';
import { postmasterOf } from './bench-cpu.ts';
import {
  crashCall,
  crashServer,
  openCrashDatabase,
  pick,
  rand,
  sleep,
  waitForExit,
  type Envelope,
} from './crash-server.ts';
import { runPayoutCrash } from './crash-payouts.ts';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string' },
    payouts: { type: 'boolean', default: false },
    'check-every': { type: 'string', default: '1' },
    port: { type: 'string', default: process.env.CRASH_PORT ?? '4412' },
    keep: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(options.rounds ?? (options.payouts ? 10 : 100));
const PORT = Number(options.port);
const BUYERS = 3;
const DEPOSIT = '1000';
const PROOF = '/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png';

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-crash-'));
fs.chmodSync(runDir, 0o755);
const dataDir = path.join(runDir, 'data');
const logFile = path.join(runDir, 'server.log');

const say = (message: string) => console.log(`[crash] ${message}`);

// ------------------------------------------------------------------ the server

// Manual deposits open only where money has a way out (a withdrawal network): one is configured,
// with no node behind it and its chain jobs off (CHAIN_POLL_MS 0); nothing here talks to a chain.
const server = crashServer({
  dataDir,
  logFile,
  port: PORT,
  env: {
    CHAIN_NETWORKS: JSON.stringify([
      {
        name: 'ERC20',
        label: 'Crash test network (no node)',
        rpcUrl: 'http://127.0.0.1:9',
        chainId: 31337,
        usdtAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        decimals: 6,
        confirmations: 3,
        depositMin: '1',
        testNetwork: true,
      },
    ]),
    CHAIN_POLL_MS: '0',
    CHAIN_DEPOSIT_XPUB: developmentXpub,
  },
});
const startServer = () => server.start();
const stopServer = () => server.stop();
const call = (name: string, params: Record<string, unknown>, token?: string, key?: string) =>
  crashCall(server.base, name, params, token, key);

// ------------------------------------------------------------------ what was written

interface Buyer {
  id: string;
  username: string;
  token: string;
  addressId: string;
  /** Orders answered by a submit and not yet paid (paid first in the next loop turn). */
  unpaid: string[];
  /** Deposits answered by a recharge and not yet approved (approved first). */
  unapproved: string[];
}

type WriteKind = 'recharge' | 'approve' | 'submit' | 'pay';

interface Write {
  kind: WriteKind;
  buyer: Buyer;
  key: string;
  params: Record<string, unknown>;
  /** acked: answered "0"; refused: answered "1"; doubt: no answer (yet). */
  state: 'acked' | 'refused' | 'doubt';
  answer?: Envelope;
}

const writes: Write[] = [];
const stats = {
  rounds: 0,
  kills: { app: 0, postmaster: 0, both: 0 },
  acked: { recharge: 0, approve: 0, submit: 0, pay: 0 } as Record<WriteKind, number>,
  refused: 0,
  doubtful: 0,
  retried: 0,
  checks: 0,
  sweptOrders: 0,
};

/** The buyers' fund password, which `order!pay` asks for. */
const CRASH_SAFEWORD = '135790';

let operatorToken = '';
let buyers: Buyer[] = [];
let listings: Array<{ id: string; buyMin: number }> = [];

async function record(write: Write): Promise<Write> {
  const token = write.kind === 'approve' ? operatorToken : write.buyer.token;
  const name = {
    recharge: 'rechargeBlockchain!recharge',
    approve: 'admin/deposit!approve',
    submit: 'order!submit',
    pay: 'order!pay',
  }[write.kind];
  const answer = await call(name, write.params, token, write.key);
  write.answer = answer;
  write.state =
    !answer || answer.code === '403' ? 'doubt' : answer.code === '0' ? 'acked' : 'refused';
  return write;
}

const newWrite = (kind: WriteKind, buyer: Buyer, params: Record<string, unknown>): Write => {
  const write: Write = {
    kind,
    buyer,
    key: randomBytes(12).toString('hex'),
    params,
    state: 'doubt',
  };
  writes.push(write);
  return write;
};

/** One buyer's stream of money writes until `stop` says so. */
async function load(buyer: Buyer, stop: () => boolean): Promise<void> {
  while (!stop()) {
    if (buyer.unapproved.length > 0) {
      await record(newWrite('approve', buyer, { id: buyer.unapproved.shift() }));
    } else if (Math.random() < 0.35) {
      const open = await call('rechargeBlockchain!recharge_open', {}, buyer.token);
      if (open?.code !== '0') continue;
      const recharge = await record(
        newWrite('recharge', buyer, {
          session_token: open.data?.session_token,
          symbol: 'USDT',
          amount: DEPOSIT,
          img: PROOF,
        }),
      );
      if (recharge.state === 'acked') buyer.unapproved.push(String(recharge.answer!.data!.id));
    } else if (buyer.unpaid.length > 0) {
      await record(
        newWrite('pay', buyer, { orderId: buyer.unpaid.shift(), safeword: CRASH_SAFEWORD }),
      );
    } else {
      const listing = listings[Math.floor(Math.random() * listings.length)]!;
      const submit = await record(
        newWrite('submit', buyer, {
          addressId: buyer.addressId,
          items: [{ sellerGoodsId: listing.id, num: listing.buyMin }],
        }),
      );
      if (submit.state !== 'acked') continue;
      const orders = (submit.answer!.data!.orders as Array<{ orderId: string }>) ?? [];
      buyer.unpaid.push(...orders.map((order) => order.orderId));
    }
  }
}

// ------------------------------------------------------------------ checks (server stopped)

const problems: string[] = [];

async function checkDatabase(round: number): Promise<void> {
  const opened = await openCrashDatabase(dataDir);
  const { pool, db } = opened.database;
  const fail = (message: string) => problems.push(`round ${round}: ${message}`);
  try {
    stats.checks++;
    for (const buyer of buyers) {
      const mine = writes.filter((w) => w.buyer === buyer);
      // Deposits: exactly those answered (none lost, none twice).
      const deposits = await pool.query<{ id: string; status: string; amount: string }>(
        'select id, status, amount::text from deposits where user_id = $1',
        [buyer.id],
      );
      const answeredDeposits = new Set(
        mine
          .filter((w) => w.kind === 'recharge' && w.state === 'acked')
          .map((w) => String(w.answer!.data!.id)),
      );
      const doubtfulRecharges = mine.filter(
        (w) => w.kind === 'recharge' && w.state === 'doubt',
      ).length;
      for (const id of answeredDeposits)
        if (!deposits.rows.some((row) => row.id === id)) fail(`answered deposit ${id} is missing`);
      const extra = deposits.rows.filter((row) => !answeredDeposits.has(row.id));
      if (extra.length > doubtfulRecharges)
        fail(
          `${buyer.username}: ${extra.length} deposits nobody was told about (${doubtfulRecharges} in doubt)`,
        );
      for (const w of mine.filter((w) => w.kind === 'approve' && w.state === 'acked')) {
        const row = deposits.rows.find((d) => d.id === w.params.id);
        if (row?.status !== 'success')
          fail(`approved deposit ${String(w.params.id)} is ${row?.status}`);
      }
      // Orders: exactly those answered.
      const orders = await pool.query<{ id: string; status: number; total: string }>(
        'select id, status, total::text from orders where user_id = $1',
        [buyer.id],
      );
      const answeredOrders = new Set(
        mine
          .filter((w) => w.kind === 'submit' && w.state === 'acked')
          .flatMap((w) =>
            (w.answer!.data!.orders as Array<{ orderId: string }>).map((o) => o.orderId),
          ),
      );
      const doubtfulSubmits = mine.filter((w) => w.kind === 'submit' && w.state === 'doubt').length;
      for (const id of answeredOrders)
        if (!orders.rows.some((row) => row.id === id)) fail(`answered order ${id} is missing`);
      const extraOrders = orders.rows.filter((row) => !answeredOrders.has(row.id));
      if (extraOrders.length > doubtfulSubmits)
        fail(
          `${buyer.username}: ${extraOrders.length} orders nobody was told about (${doubtfulSubmits} in doubt)`,
        );
      for (const w of mine.filter((w) => w.kind === 'pay' && w.state === 'acked')) {
        const row = orders.rows.find((o) => o.id === w.params.orderId);
        if (!row || row.status < 1)
          fail(`paid order ${String(w.params.orderId)} has status ${row?.status}`);
      }
      // Each deposit credited once, each order paid once.
      const twice = await pool.query<{ kind: string; reference: string; n: string }>(
        `select kind, reference, count(*)::text as n from ledger_transfers
          where reference = any($1) group by kind, reference having count(*) > 1`,
        [[...deposits.rows.map((d) => d.id), ...orders.rows.map((o) => o.id)]],
      );
      for (const row of twice.rows) fail(`${row.kind} ${row.reference} posted ${row.n} times`);
      // The balance is what the rows say it is.
      const credited = deposits.rows
        .filter((d) => d.status === 'success')
        .reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
      const spent = orders.rows
        .filter((o) => o.status >= 1)
        .reduce((sum, o) => sum.plus(o.total), new Decimal(0));
      const balance = await pool.query<{ balance: string }>(
        `select coalesce(sum(balance), 0)::text as balance from ledger_accounts
          where owner_id = $1 and kind = 'user_available'`,
        [buyer.id],
      );
      const actual = new Decimal(balance.rows[0]?.balance ?? '0');
      if (!actual.equals(credited.minus(spent)))
        fail(
          `${buyer.username}: balance ${actual.toString()} but deposits ${credited.toString()} - orders ${spent.toString()}`,
        );
    }
    const stock = await pool.query('select id from seller_goods where stock < 0');
    if (stock.rowCount) fail(`${stock.rowCount} listings with negative stock`);
    for (const problem of await checkLedger(db)) fail(`ledger: ${problem}`);
    // No order stuck: the timers, a year on, move every order out of the states they own.
    const swept = await runOrderSweeps(db, new Date(Date.now() + 366 * 86_400_000));
    stats.sweptOrders += swept.cancelled + swept.received + swept.reviewed;
    const stuck = await pool.query<{ n: string }>(
      'select count(*)::text as n from orders where status in (0, 3, 4)',
    );
    if (stuck.rows[0]?.n !== '0') fail(`${stuck.rows[0]?.n} orders the timers did not move`);
    for (const problem of await checkLedger(db)) fail(`ledger after the timers: ${problem}`);
  } finally {
    await opened.close();
  }
}

// ------------------------------------------------------------------ setup

async function setup(): Promise<void> {
  say(`data folder ${dataDir}; first start loads the demo data`);
  await startServer();
  const demo = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8'),
  ) as DemoAccounts;
  await stopServer();

  const opened = await openCrashDatabase(dataDir);
  try {
    const made: Array<{ id: string; username: string }> = [];
    for (let i = 0; i < BUYERS; i++) {
      const username = `crash${i}${randomBytes(2).toString('hex')}`;
      const created = await createUserAccount(opened.database.db, {
        username,
        password: 'secret123',
        roles: ['user'],
      });
      if (!created.ok) throw new Error(`cannot create ${username}`);
      made.push({ id: created.data.id, username });
    }
    // Cheap listings with deep stock, so a long run neither runs out of money nor of goods.
    const rows = await opened.database.pool.query<{ id: string; buy_min: number }>(
      `select id, buy_min from seller_goods
        where on_shelf and deleted_at is null and price * buy_min < 200 and stock >= buy_min * 50
        order by id limit 40`,
    );
    listings = rows.rows.map((row) => ({ id: row.id, buyMin: row.buy_min }));
    if (listings.length === 0) throw new Error('no listing fits the load');
    buyers = made.map((m) => ({ ...m, token: '', addressId: '', unpaid: [], unapproved: [] }));
  } finally {
    await opened.close();
  }

  await startServer();
  const operator = await call('user!newlogin', {
    username: demo.operator,
    password: demo.password,
  });
  if (operator?.code !== '0') throw new Error('operator login failed');
  operatorToken = String(operator.data!.token);
  for (const buyer of buyers) {
    const login = await call('user!newlogin', { username: buyer.username, password: 'secret123' });
    if (login?.code !== '0') throw new Error(`login of ${buyer.username} failed`);
    buyer.token = String(login.data!.token);
    const address = await call('address!add', TEST_ADDRESS, buyer.token);
    if (address?.code !== '0') throw new Error(`address of ${buyer.username}: ${address?.msg}`);
    buyer.addressId = String(address.data!.id);
    // Paying asks for the fund password (the payment step-up).
    const safeword = await call(
      'user!setSafewordReg',
      { password: 'secret123', safeword: CRASH_SAFEWORD, re_safeword: CRASH_SAFEWORD },
      buyer.token,
    );
    if (safeword?.code !== '0')
      throw new Error(`fund password of ${buyer.username}: ${safeword?.msg}`);
  }
}

// ------------------------------------------------------------------ rounds

async function round(index: number): Promise<void> {
  const kind = pick(['app', 'postmaster', 'both'] as const);
  let stopped = false;
  const workers = buyers.map((buyer) => load(buyer, () => stopped));
  await sleep(rand(300, 3000));
  const app = server.child!;
  const postmaster = postmasterOf(dataDir);
  // Calls in flight at the kill are the ones whose answer may be lost; no new ones start.
  stopped = true;
  if (kind !== 'postmaster') app.kill('SIGKILL');
  if (kind !== 'app' && postmaster) process.kill(postmaster, 'SIGKILL');
  if (kind === 'postmaster') {
    // The app lives on without its database for a moment (answers fail), then goes too.
    await sleep(rand(100, 800));
    // Losing the database fails calls; it must not end the process.
    if (app.exitCode !== null || app.signalCode !== null)
      problems.push(`round ${index}: the app died with its database (exit ${app.exitCode})`);
    app.kill('SIGKILL');
  }
  stats.kills[kind]++;
  await waitForExit(app);
  await server.kill(); // already gone: forgets the process
  await Promise.all(workers);

  await checkDatabase(index);
  await startServer();
  // Writes whose answer was lost: the same call with the same key, once the server is back.
  for (const write of writes.filter((w) => w.state === 'doubt')) {
    stats.retried++;
    await record(write);
    if (write.kind === 'recharge' && write.state === 'acked')
      write.buyer.unapproved.push(String(write.answer!.data!.id));
    if (write.kind === 'submit' && write.state === 'acked')
      write.buyer.unpaid.push(
        ...(write.answer!.data!.orders as Array<{ orderId: string }>).map((o) => o.orderId),
      );
  }
  stats.rounds++;
}

async function main(): Promise<number> {
  const started = Date.now();
  await setup();
  for (let i = 1; i <= ROUNDS; i++) {
    await round(i);
    if (i % 10 === 0 || i === ROUNDS)
      say(
        `round ${i}/${ROUNDS}: ${writes.length} writes, ${problems.length} problems, ${((Date.now() - started) / 60_000).toFixed(1)} min`,
      );
  }
  // A last clean stop, then the last check covers the last retries.
  await stopServer();
  await checkDatabase(ROUNDS + 1);

  for (const write of writes) {
    if (write.state === 'acked') stats.acked[write.kind]++;
    else if (write.state === 'refused') stats.refused++;
    else stats.doubtful++;
  }
  const refusals = new Map<string, number>();
  for (const write of writes.filter((w) => w.state === 'refused'))
    refusals.set(
      `${write.kind}:${write.answer?.errorKey}`,
      (refusals.get(`${write.kind}:${write.answer?.errorKey}`) ?? 0) + 1,
    );
  console.log(
    [
      `crash test: ${stats.rounds} rounds in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
      `  kills: app ${stats.kills.app}, postmaster ${stats.kills.postmaster}, both ${stats.kills.both}`,
      `  writes: ${writes.length} (answered "0": recharge ${stats.acked.recharge}, approve ${stats.acked.approve}, submit ${stats.acked.submit}, pay ${stats.acked.pay}; refused ${stats.refused}; still in doubt ${stats.doubtful})`,
      `  refusals: ${[...refusals.entries()].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`,
      `  answers lost to a kill and retried with the same key after the restart: ${stats.retried}`,
      `  database checks: ${stats.checks} (answered writes present once, balances, ledger, timers; ${stats.sweptOrders} orders moved by the timers)`,
      `  problems: ${problems.length}`,
      ...problems.slice(0, 30).map((p) => `    - ${p}`),
    ].join('\n'),
  );
  // A run in which no money moved (every deposit or payment refused) proves nothing.
  if (stats.acked.recharge === 0 || stats.acked.pay === 0) {
    console.log('  no deposit or no payment was answered "0": the load moved no money');
    return 1;
  }
  return problems.length === 0 && stats.doubtful === 0 ? 0 : 1;
}

void (
  options.payouts
    ? runPayoutCrash({
        rounds: ROUNDS,
        checkEvery: Math.max(1, Number(options['check-every'])),
        port: PORT,
        runDir,
        dataDir,
        logFile,
        say,
      })
    : main()
)
  .then(
    (code) => code,
    (error: unknown) => {
      console.error('[crash] failed:', error);
      return 2;
    },
  )
  .then(async (code) => {
    await server.kill();
    const pid = postmasterOf(dataDir);
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    if (options.keep || code !== 0) say(`data and server log kept in ${runDir}`);
    else fs.rmSync(runDir, { recursive: true, force: true });
    process.exit(code);
  });
