// `npm run test:upgrade [-- --from <rev> | --every]` (docs/operations.md "Upgrades"): the migrations of this
// checkout applied while a server of the previous schema keeps taking traffic. A server built from
// `--from` (default: the commit before the newest migration was added) starts on a PostgreSQL of
// the run's own (DATABASE_URL, as in production; demo data) and takes a load of reads, logins,
// checkouts and payments. While
// it does, a server of this checkout starts on the same database (DATABASE_URL) and runs the new
// migrations; the load then goes to both, then to the new one alone once the old one stops. The
// run fails when any answer is a 5xx or an envelope code other than "0" or "1" (a refusal), when a
// payment acknowledged by either server is not recorded as paid, or when the ledger does not
// balance. The expand-then-contract rule that makes this hold is checked on every migration by
// `server/db/migration-rules.test.ts`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { clearing, userAvailable } from '../domain/ledger/accounts.ts';
import { connect } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { checkLedger, postTransfer } from '../server/modules/ledger/index.ts';
import { TEST_ADDRESS } from '../server/testing/marketplace.ts';

const { values: options } = parseArgs({
  options: {
    from: { type: 'string' },
    every: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OLD_PORT = 4431;
const NEW_PORT = 4432;
const PHASE_MS = Number(options.seconds) * 1000;
const SAFEWORD = '864202';
const KYC_KEY = 'c3'.repeat(32);
const say = (message: string) => console.log(`[upgrade-test] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const git = (...args: string[]) =>
  spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();

/** The migrations of a commit, or of this checkout's working tree (`rev` undefined). */
const migrationsAt = (rev?: string) =>
  (rev
    ? git('ls-tree', '--name-only', `${rev}:server/db/migrations`).split('\n')
    : fs.readdirSync(path.join(root, 'server/db/migrations'))
  ).filter((name) => name.endsWith('.sql'));

/** The commit before the newest migration of HEAD was added. */
function defaultFrom(): string {
  const newest = migrationsAt().sort().at(-1)!;
  const added = git(
    'log',
    '-1',
    '--format=%H',
    '--diff-filter=A',
    '--',
    `server/db/migrations/${newest}`,
  );
  return git('rev-parse', `${added}^`);
}

const from = git('rev-parse', options.from ?? defaultFrom());
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-upgrade-test-'));
fs.chmodSync(runDir, 0o755);
const oldTree = path.join(runDir, 'previous');
const oldData = path.join(runDir, 'data-previous');
const newData = path.join(runDir, 'data-new');
const pgData = path.join(runDir, 'postgres');

// ------------------------------------------------------------------ servers

const servers: ChildProcess[] = [];
let stopCluster = (): Promise<void> => Promise.resolve();

async function startServer(
  cwd: string,
  port: number,
  name: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const log = fs.openSync(path.join(runDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: path.join(runDir, 'no-web'),
      SKIP_BUILD: '1',
      CHAIN: 'off',
      SLIDER_CHECK: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
      KYC_ENCRYPTION_KEY: KYC_KEY,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  fs.closeSync(log);
  servers.push(child);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited; see ${runDir}/${name}.log`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`${name} did not start; see ${runDir}/${name}.log`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// ------------------------------------------------------------------ the load

interface Tally {
  ok: number;
  refused: number;
  broken: string[];
  ms: number[];
}

const phases = new Map<string, Tally>();
let phase = 'previous schema';
const paid: string[] = [];

async function call(
  port: number,
  name: string,
  params: Record<string, unknown>,
  token?: string,
): Promise<{ code: string; msg: string; data: Record<string, unknown> | null } | undefined> {
  const tally = phases.get(phase) ?? { ok: 0, refused: 0, broken: [], ms: [] };
  phases.set(phase, tally);
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/${name}.action`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(params),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { code: string; msg: string; data: Record<string, unknown> };
    tally.ms.push(performance.now() - started);
    if (res.status >= 500 || (body.code !== '0' && body.code !== '1'))
      tally.broken.push(`${port} ${name}: ${res.status} ${body.code} ${body.msg}`);
    else if (body.code === '0') tally.ok += 1;
    else tally.refused += 1;
    return body;
  } catch (error) {
    tally.broken.push(`${port} ${name}: ${(error as Error).message}`);
    return undefined;
  }
}

interface Buyer {
  username: string;
  password: string;
  token: Map<number, string>;
  addressId: string;
}

async function tokenOn(port: number, buyer: Buyer): Promise<string> {
  const known = buyer.token.get(port);
  if (known) return known;
  const login = await call(port, 'user!newlogin', {
    username: buyer.username,
    password: buyer.password,
  });
  if (login?.code !== '0') throw new Error(`login on ${port}: ${login?.msg}`);
  const token = String(login.data!.token);
  buyer.token.set(port, token);
  return token;
}

/** Rounds under way per port: a server leaves the rotation, then stops once its rounds are done. */
const active = new Map<number, number>();

/** Reads, a checkout and its payment, round after round, on the ports in turn. */
async function load(buyer: Buyer, listings: string[], ports: () => number[], done: () => boolean) {
  let turn = 0;
  while (!done()) {
    const list = ports();
    const port = list[turn++ % list.length]!;
    active.set(port, (active.get(port) ?? 0) + 1);
    try {
      await round(buyer, listings, port, turn);
    } finally {
      active.set(port, active.get(port)! - 1);
    }
  }
}

async function round(buyer: Buyer, listings: string[], port: number, turn: number) {
  const token = await tokenOn(port, buyer);
  const listing = listings[turn % listings.length]!;
  await call(port, 'sellerGoods!list', { pageNum: 1, pageSize: 20 });
  await call(port, 'sellerGoods!info', { sellerGoodsId: listing });
  const submit = await call(
    port,
    'order!submit',
    { addressId: buyer.addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
    token,
  );
  if (submit?.code !== '0') return;
  for (const { orderId } of submit.data!.orders as Array<{ orderId: string }>) {
    const pay = await call(port, 'order!pay', { orderId, safeword: SAFEWORD }, token);
    if (pay?.code === '0') paid.push(orderId);
  }
}

// ------------------------------------------------------------------ the run

async function main(): Promise<number> {
  const newer = migrationsAt().filter((name) => !migrationsAt(from).includes(name));
  say(
    `previous schema: ${from.slice(0, 12)}; migrations applied under load: ${newer.join(', ') || 'none'}`,
  );
  if (newer.length === 0) say('nothing to apply: the run still proves a restart under load');
  spawnSync('git', ['worktree', 'add', '--detach', oldTree, from], { cwd: root, stdio: 'ignore' });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(oldTree, 'node_modules'));
  fs.mkdirSync(path.join(runDir, 'no-web'));

  // The database outlives both servers, as an external one does.
  const cluster = await startEmbeddedPostgres({
    dataDir: pgData,
    log: () => undefined,
    throwaway: true,
  });
  const databaseUrl = cluster.url;
  say('starting the previous server (its migrations, demo data)');
  let previous: ChildProcess;
  try {
    previous = await startServer(oldTree, OLD_PORT, 'previous', {
      DATA_DIR: oldData,
      DATABASE_URL: databaseUrl,
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  stopCluster = () => cluster.stop();
  const demo = JSON.parse(fs.readFileSync(path.join(oldData, 'demo-accounts.json'), 'utf8')) as {
    buyer: string;
    password: string;
  };

  // The demo buyer with money, an address and a fund password; listings the load buys from.
  const database = connect(databaseUrl, { max: 2 });
  let listings: string[];
  try {
    const user = await database.pool.query<{ id: string }>(
      'select id from users where username = $1',
      [demo.buyer],
    );
    const userId = user.rows[0]!.id;
    await database.db.transaction(async (tx) => {
      const posted = await postTransfer(tx, {
        kind: 'bench.deposit',
        reference: `upgrade-test-${userId}`,
        legs: [
          { account: clearing('bench'), amount: '-1000000' },
          { account: userAvailable(userId), amount: '1000000' },
        ],
        now: new Date(),
      });
      if (!posted.ok) throw new Error('funding failed');
    });
    const rows = await database.pool.query<{ id: string }>(
      `update seller_goods set buy_min = 1, stock = greatest(stock, 100000)
        where id in (select id from seller_goods where on_shelf and deleted_at is null
                      and price < 500 order by id limit 20)
        returning id`,
    );
    listings = rows.rows.map((row) => row.id);
  } finally {
    await database.close();
  }
  const buyers: Buyer[] = [];
  for (let i = 0; i < 3; i++) {
    const buyer: Buyer = {
      username: demo.buyer,
      password: demo.password,
      token: new Map(),
      addressId: '',
    };
    const token = await tokenOn(OLD_PORT, buyer);
    if (i === 0) {
      await call(
        OLD_PORT,
        'user!setSafewordReg',
        {
          password: demo.password,
          safeword: SAFEWORD,
          re_safeword: SAFEWORD,
        },
        token,
      );
    }
    const address = await call(OLD_PORT, 'address!add', TEST_ADDRESS, token);
    if (address?.code !== '0') throw new Error(`address: ${address?.msg}`);
    buyer.addressId = String(address.data!.id);
    buyers.push(buyer);
  }

  let ports = [OLD_PORT];
  let running = true;
  const loads = buyers.map((buyer) =>
    load(
      buyer,
      listings,
      () => ports,
      () => !running,
    ),
  );

  await sleep(PHASE_MS / 2);
  phase = 'new migrations running';
  say('starting the new server on the same database: it runs the new migrations');
  const started = Date.now();
  const current = await startServer(root, NEW_PORT, 'new', {
    DATA_DIR: newData,
    DATABASE_URL: databaseUrl,
  });
  say(`the new server is up after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  phase = 'both schemas served';
  ports = [OLD_PORT, NEW_PORT];
  await sleep(PHASE_MS);

  // As a load balancer does: the previous server leaves the rotation, its requests finish, it stops.
  phase = 'previous server stopped';
  ports = [NEW_PORT];
  while ((active.get(OLD_PORT) ?? 0) > 0) await sleep(20);
  await stop(previous);
  await sleep(PHASE_MS / 2);
  running = false;
  await Promise.all(loads);

  // The proof: every acknowledged payment recorded once as paid, the ledger balanced, migrations.
  const problems: string[] = [];
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  try {
    const notPaid = await check.query<{ n: number }>(
      'select count(*)::int as n from orders where id = any($1) and paid_at is null',
      [paid],
    );
    if (notPaid.rows[0]!.n > 0)
      problems.push(`${notPaid.rows[0]!.n} acknowledged payments not recorded`);
    const applied = await check.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    if (applied.rows[0]!.n !== migrationsAt().length)
      problems.push(`${applied.rows[0]!.n} migrations applied, ${migrationsAt().length} expected`);
  } finally {
    await check.end();
  }
  const ledger = connect(databaseUrl, { max: 1 });
  try {
    problems.push(...(await checkLedger(ledger.db)));
  } finally {
    await ledger.close();
  }
  await stop(current);

  console.log(
    '\n| phase | answers | refusals | broken | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|',
  );
  for (const [name, tally] of phases) {
    const ms = [...tally.ms].sort((a, b) => a - b);
    const at = (q: number) =>
      ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! : 0;
    console.log(
      `| ${name} | ${tally.ok} | ${tally.refused} | ${tally.broken.length} | ${at(0.5).toFixed(0)} | ${at(0.99).toFixed(0)} |`,
    );
    problems.push(...tally.broken.slice(0, 5));
  }
  say(`payments acknowledged: ${paid.length}`);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[upgrade-test] FAILED: ${problem}`);
    return 1;
  }
  say('passed: the previous server answered throughout the new migrations, nothing was lost');
  return 0;
}

/**
 * `--every`: one run per migration under the expand-then-contract rule (from 0028), each from the
 * commit before that migration was added, so every one of them is applied under load once.
 */
function runEvery(): number {
  const ruled = migrationsAt()
    .filter((name) => Number(name.slice(0, 4)) >= 28)
    .sort();
  let failed = 0;
  for (const name of ruled) {
    const added = git(
      'log',
      '-1',
      '--format=%H',
      '--diff-filter=A',
      '--',
      `server/db/migrations/${name}`,
    );
    if (!added) throw new Error(`${name} is not committed`);
    say(`--- ${name}: from the commit before it (${added.slice(0, 12)}^)`);
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/upgrade-test.ts',
        '--from',
        `${added}^`,
        '--seconds',
        options.seconds,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) failed += 1;
  }
  say(`${ruled.length - failed} of ${ruled.length} migrations applied under load without a fault`);
  return failed === 0 ? 0 : 1;
}

if (options.every) {
  fs.rmSync(runDir, { recursive: true, force: true });
  process.exit(runEvery());
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  for (const child of servers) await stop(child).catch(() => undefined);
  await stopCluster().catch(() => undefined);
  spawnSync('git', ['worktree', 'remove', '--force', oldTree], { cwd: root, stdio: 'ignore' });
  if (!options.keep) fs.rmSync(runDir, { recursive: true, force: true });
  else say(`kept ${runDir}`);
}
process.exit(code);
