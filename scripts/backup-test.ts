// `npm run test:backup` (docs/operations.md "Backup and restore"): the proof of the online backup.
// The real server on a scratch DATA_DIR takes a checkout load (buyers submitting and paying orders
// from funded wallets); `npm run backup` runs in the middle of it, while WAL switches and
// checkpoints (which recycle old WAL segments) are forced every second; the backup is restored into a
// new folder (`npm run restore`) and the server started there. Then:
// - every order acknowledged before the backup began is there, and paid if its payment was
//   acknowledged before then; none acknowledged after the backup ended is there, and no payment
//   acknowledged after it is (order, payment, ledger: all or nothing);
// - each buyer's balance equals the funding minus the orders paid in the restored data, the
//   ledger balances (the restored server checked it before answering), no stock was lost;
// - the uploads (a public and a private picture) are there with the same bytes;
// - a backup onto a disk without room for it (a 16 MB tmpfs) is refused before writing anything;
// - a copy of the backup with one byte changed is refused at restore, naming the file;
// - a restored folder whose ledger does not balance is refused at start.
// Options: --port P (default 4302 or BACKUP_TEST_PORT), --keep (keep the scratch folder).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import pg from 'pg';
import sharp from 'sharp';
import { clearing, userAvailable } from '../domain/ledger/accounts.ts';
import { runningClusterAdminUrl } from '../server/db/embedded.ts';
import { createUserAccount } from '../server/modules/account/users.service.ts';
import { postTransfer } from '../server/modules/ledger/index.ts';
import { openDatabase } from '../server/platform/database.ts';
import { multipart } from '../server/testing/multipart.ts';
import { TEST_ADDRESS } from '../server/testing/marketplace.ts';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BACKUP_TEST_PORT ?? '4302' },
    keep: { type: 'boolean', default: false },
  },
});
const PORT = Number(options.port);
const BASE = `http://127.0.0.1:${PORT}`;
const BUYERS = 6;
const FUNDS = '100000';
const SAFEWORD = '975312';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-backup-test-'));
fs.chmodSync(runDir, 0o755);
const dataDir = path.join(runDir, 'data');
const backupDir = path.join(runDir, 'backup');
const restoredDir = path.join(runDir, 'restored');
const scheduledDir = path.join(runDir, 'scheduled');
const METRICS_TOKEN = 'backup-test-metrics';

const say = (message: string) => console.log(`[backup-test] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const problems: string[] = [];
const fail = (message: string) => problems.push(message);

// ------------------------------------------------------------------ the server

let server: ChildProcess | undefined;
let serverLog = '';

/** Starts the server on `folder`; resolves when it answers, or with its exit code when it ends. */
async function startServer(
  folder: string,
  extraEnv: Record<string, string> = {},
): Promise<number | undefined> {
  serverLog = path.join(runDir, `server-${path.basename(folder)}.log`);
  const log = fs.openSync(serverLog, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      WEB_DIST: path.join(runDir, 'no-web'),
      SKIP_BUILD: '1',
      CHAIN: 'off',
      SLIDER_CHECK: 'off',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  fs.closeSync(log);
  server = child;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      server = undefined;
      return child.exitCode;
    }
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return undefined;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`the server did not start; see ${serverLog}`);
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child) return;
  server = undefined;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// ------------------------------------------------------------------ calls

interface Envelope {
  code: string;
  msg: string;
  data: Record<string, unknown> | null;
}

async function call(name: string, params: Record<string, unknown>, token?: string) {
  const res = await fetch(`${BASE}/api/${name}.action`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(params),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as Envelope;
}

async function upload(token: string, moduleName: string, shade: number): Promise<string> {
  const data = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: shade, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const body = multipart({ moduleName }, { name: 'p.png', type: 'image/png', data });
  const res = await fetch(`${BASE}/api/uploadimg!execute.action`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    body: new Uint8Array(body.payload),
  });
  const answer = (await res.json()) as { code: string; msg: string; data: { data: string } };
  if (answer.code !== '0') throw new Error(`upload to ${moduleName}: ${answer.msg}`);
  return answer.data.data;
}

/** A script of this project with DATA_DIR set; its output and exit code. */
function runScript(script: string, args: string[], folder: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: folder },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * A backup onto a disk without room for it is refused before it writes anything: a real small
 * file system (a 16 MB tmpfs, mounted here; it needs root, as the CI has) under the target.
 */
function checkNoRoom(): void {
  say('a backup onto a disk without room must be refused');
  const small = path.join(runDir, 'small-disk');
  fs.mkdirSync(small);
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', small], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    fail(`mounting a 16 MB tmpfs for the no-room check failed (needs root): ${mounted.stderr}`);
    return;
  }
  try {
    const target = path.join(small, 'backup');
    const refused = runScript('scripts/backup.ts', [target], dataDir);
    if (refused.code === 0 || !refused.output.includes('not enough space'))
      fail(`the backup onto a 16 MB disk was not refused for space: ${refused.output}`);
    if (fs.existsSync(target)) fail('the refused backup wrote into its target');
    say(`refused: ${refused.output.trim().split('\n').pop()}`);
  } finally {
    spawnSync('umount', [small]);
  }
}

// ------------------------------------------------------------------ the load

interface Buyer {
  id: string;
  username: string;
  token: string;
  addressId: string;
}

interface Ack {
  kind: 'submit' | 'pay';
  buyer: Buyer;
  orderId: string;
  /** When its answer ("0") came. */
  at: number;
}

const acks: Ack[] = [];

async function load(buyer: Buyer, listings: string[], stop: () => boolean): Promise<void> {
  while (!stop()) {
    const listing = listings[Math.floor(Math.random() * listings.length)]!;
    const submit = await call(
      'order!submit',
      { addressId: buyer.addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
      buyer.token,
    );
    if (submit.code !== '0') continue;
    const at = Date.now();
    const orders = (submit.data!.orders as Array<{ orderId: string }>).map((o) => o.orderId);
    for (const orderId of orders) acks.push({ kind: 'submit', buyer, orderId, at });
    for (const orderId of orders) {
      const pay = await call('order!pay', { orderId, safeword: SAFEWORD }, buyer.token);
      if (pay.code === '0') acks.push({ kind: 'pay', buyer, orderId, at: Date.now() });
    }
  }
}

// ------------------------------------------------------------------ the proof

/** The scheduled backup: taken, its result in BACKUP_DIR, /metrics and the console's dashboard. */
async function checkSchedule(): Promise<void> {
  const resultFile = path.join(scheduledDir, 'last-result.json');
  const deadline = Date.now() + 120_000;
  while (!fs.existsSync(resultFile) && Date.now() < deadline) await sleep(500);
  if (!fs.existsSync(resultFile)) {
    fail('the scheduled backup did not run within two minutes');
    return;
  }
  const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as {
    ok: boolean;
    folder?: string;
    error?: string;
  };
  if (!result.ok || !result.folder) {
    fail(`the scheduled backup failed: ${result.error}`);
    return;
  }
  if (!fs.existsSync(path.join(scheduledDir, result.folder, 'manifest.json')))
    fail(`the scheduled backup ${result.folder} has no manifest`);
  say(`scheduled backup taken: ${result.folder}`);
  const metrics = await (
    await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  if (!/^caravan_backup_last_ok 1$/m.test(metrics))
    fail('/metrics does not say the last backup succeeded');
  if (!/^caravan_backup_last_success_timestamp_seconds \d/m.test(metrics))
    fail('/metrics has no time of the last successful backup');
  const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-accounts.json'), 'utf8')) as {
    operator: string;
    password: string;
  };
  const login = await call('user!newlogin', { username: demo.operator, password: demo.password });
  if (login.code !== '0') throw new Error(`operator login: ${login.msg}`);
  const dashboard = (await (
    await fetch(`${BASE}/api/admin/dashboard!stats.action`, {
      headers: { authorization: `Bearer ${String(login.data!.token)}` },
    })
  ).json()) as { code: string; data: { backup: { scheduled: boolean; lastRunOk: boolean } } };
  if (!dashboard.data?.backup?.scheduled || dashboard.data.backup.lastRunOk !== true)
    fail(`the dashboard does not show the backup: ${JSON.stringify(dashboard.data?.backup)}`);
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

async function main(): Promise<number> {
  say(`scratch folder ${runDir}; the first start loads the demo data`);
  // The first server also runs the daily backup schedule, due at once in an empty BACKUP_DIR.
  const firstExit = await startServer(dataDir, {
    BACKUP_DIR: scheduledDir,
    BACKUP_KEEP: '1',
    BACKUP_CHECK_INTERVAL_MS: '1000',
    METRICS_TOKEN: METRICS_TOKEN,
  });
  if (firstExit !== undefined)
    throw new Error(`the server exited (${firstExit}); see ${serverLog}`);

  // Buyers with funded wallets, made in the running server's database.
  const buyers: Buyer[] = [];
  const stockBefore = new Map<string, number>();
  const opened = await openDatabase({
    dataDir,
    databaseUrl: undefined,
    log: () => undefined,
    max: 2,
    lockDataDir: true,
  });
  try {
    for (let i = 0; i < BUYERS; i++) {
      const username = `backup${i}${Date.now().toString(36)}`;
      const created = await createUserAccount(opened.database.db, {
        username,
        password: 'secret123',
        roles: ['user'],
      });
      if (!created.ok) throw new Error(`cannot create ${username}`);
      await opened.database.db.transaction(async (tx) => {
        const posted = await postTransfer(tx, {
          kind: 'bench.deposit',
          reference: `backup-test-${created.data.id}`,
          legs: [
            { account: clearing('bench'), amount: `-${FUNDS}` },
            { account: userAvailable(created.data.id), amount: FUNDS },
          ],
          now: new Date(),
        });
        if (!posted.ok) throw new Error('funding failed');
      });
      buyers.push({ id: created.data.id, username, token: '', addressId: '' });
    }
    const rows = await opened.database.pool.query<{ id: string; stock: number }>(
      `update seller_goods set buy_min = 1
        where id in (select id from seller_goods
                      where on_shelf and deleted_at is null and price < 500 and stock >= 500
                      order by id limit 30)
        returning id, stock`,
    );
    for (const row of rows.rows) stockBefore.set(row.id, row.stock);
    if (stockBefore.size === 0) throw new Error('no listing fits the load');
  } finally {
    await opened.close();
  }
  const listings = [...stockBefore.keys()];

  for (const buyer of buyers) {
    const login = await call('user!newlogin', { username: buyer.username, password: 'secret123' });
    if (login.code !== '0') throw new Error(`login of ${buyer.username}: ${login.msg}`);
    buyer.token = String(login.data!.token);
    const address = await call('address!add', TEST_ADDRESS, buyer.token);
    if (address.code !== '0') throw new Error(`address: ${address.msg}`);
    buyer.addressId = String(address.data!.id);
    const safeword = await call(
      'user!setSafewordReg',
      { password: 'secret123', safeword: SAFEWORD, re_safeword: SAFEWORD },
      buyer.token,
    );
    if (safeword.code !== '0') throw new Error(`fund password: ${safeword.msg}`);
  }
  // A public and a private picture, in the two upload folders.
  const pictures = [
    await upload(buyers[0]!.token, 'avatar', 30),
    await upload(buyers[0]!.token, 'recharge', 200),
  ];
  const pictureFile = (folder: string, url: string) => {
    const [, , module, file] = url.split('/');
    const area = module === 'recharge' ? 'private-uploads' : 'uploads';
    return path.join(folder, area, module!, file!);
  };

  await checkSchedule();
  checkNoRoom();

  say(`checkout load by ${BUYERS} buyers; the backup runs in the middle of it`);
  let stopped = false;
  const workers = buyers.map((buyer) => load(buyer, listings, () => stopped));
  await sleep(3000);
  const backupBegan = Date.now();
  const backup = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', backupDir], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let backupOutput = '';
  backup.stdout.on('data', (chunk: Buffer) => (backupOutput += chunk.toString()));
  backup.stderr.on('data', (chunk: Buffer) => (backupOutput += chunk.toString()));
  const backupExit = new Promise<number | null>((resolve) => backup.once('exit', resolve));
  // Meanwhile the WAL moves on to new segments and checkpoints run: without the backup's slot
  // they would recycle the segments it needs before it copies them.
  let backupRunning = true;
  void backupExit.then(() => (backupRunning = false));
  const admin = new pg.Client({ connectionString: runningClusterAdminUrl(dataDir) });
  await admin.connect();
  let switches = 0;
  try {
    while (backupRunning) {
      await admin.query('select pg_switch_wal()');
      await admin.query('checkpoint');
      switches++;
      await sleep(1000);
    }
  } finally {
    await admin.end();
  }
  const backupCode = await backupExit;
  const backupEnded = Date.now();
  await sleep(2000);
  stopped = true;
  await Promise.all(workers);
  process.stdout.write(backupOutput);
  if (backupCode !== 0) throw new Error(`the backup failed (${backupCode})`);
  const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
    walSegments: string[];
  };
  say(
    `${switches} WAL switches and checkpoints during the backup; it holds ${manifest.walSegments.length} WAL segments`,
  );
  if (manifest.walSegments.length < 2) fail('the backup did not span several WAL segments');
  const before = acks.filter((ack) => ack.at < backupBegan);
  const during = acks.filter((ack) => ack.at >= backupBegan && ack.at <= backupEnded);
  const after = acks.filter((ack) => ack.at > backupEnded);
  say(
    `acknowledged: ${before.length} before the backup, ${during.length} during it, ${after.length} after it (${((backupEnded - backupBegan) / 1000).toFixed(1)} s)`,
  );
  if (before.length === 0 || after.length === 0)
    fail('the load did not acknowledge writes both before and after the backup');
  await stopServer();

  say('a copy of the backup with one byte changed must be refused');
  const damaged = path.join(runDir, 'damaged');
  fs.cpSync(backupDir, damaged, { recursive: true });
  const victim = 'data/pg/global/pg_control';
  const bytes = fs.readFileSync(path.join(damaged, victim));
  bytes[64] = bytes[64]! ^ 0xff;
  fs.writeFileSync(path.join(damaged, victim), bytes);
  const refused = runScript('scripts/restore.ts', [damaged, path.join(runDir, 'nowhere')], runDir);
  if (refused.code === 0 || !refused.output.includes('pg/global/pg_control'))
    fail(`the damaged backup was not refused naming the file: ${refused.output}`);
  if (fs.existsSync(path.join(runDir, 'nowhere')))
    fail('the refused restore wrote into its target');

  say('restoring into a new folder');
  const restored = runScript('scripts/restore.ts', [backupDir, restoredDir], runDir);
  process.stdout.write(restored.output);
  if (restored.code !== 0) throw new Error('the restore failed');
  const restoredExit = await startServer(restoredDir);
  if (restoredExit !== undefined)
    throw new Error(`the restored server exited (${restoredExit}); see ${serverLog}`);
  if (!fs.readFileSync(serverLog, 'utf8').includes('ledger check of the restored data: clean'))
    fail('the restored server did not check the ledger before answering');

  const check = await openDatabase({
    dataDir: restoredDir,
    databaseUrl: undefined,
    log: () => undefined,
    max: 2,
    lockDataDir: true,
  });
  try {
    const { pool } = check.database;
    const orders = new Map(
      (
        await pool.query<{ id: string; status: number; total: string; user_id: string }>(
          'select id, status, total::text, user_id from orders where user_id = any($1)',
          [buyers.map((b) => b.id)],
        )
      ).rows.map((row) => [row.id, row]),
    );
    const paidTransfers = new Set(
      (
        await pool.query<{ reference: string }>(
          'select reference from ledger_transfers where reference = any($1)',
          [[...orders.keys()]],
        )
      ).rows.map((row) => row.reference),
    );
    for (const ack of before) {
      const order = orders.get(ack.orderId);
      if (!order) fail(`order ${ack.orderId}, acknowledged before the backup, is missing`);
      else if (ack.kind === 'pay' && order.status < 1)
        fail(`order ${ack.orderId}, paid before the backup, is not paid`);
    }
    for (const ack of after) {
      const order = orders.get(ack.orderId);
      const submittedBefore = acks.some(
        (a) => a.kind === 'submit' && a.orderId === ack.orderId && a.at <= backupEnded,
      );
      if (ack.kind === 'submit' && order)
        fail(`order ${ack.orderId}, acknowledged after the backup, is there`);
      if (ack.kind === 'pay' && order && order.status >= 1 && submittedBefore)
        fail(`order ${ack.orderId}, paid after the backup, is paid`);
    }
    // All or nothing: a paid order has its payment in the ledger, an unpaid one has none.
    for (const order of orders.values()) {
      const paid = order.status >= 1;
      if (paid !== paidTransfers.has(order.id))
        fail(`order ${order.id} is ${paid ? 'paid without' : 'unpaid with'} a ledger payment`);
    }
    for (const buyer of buyers) {
      const spent = [...orders.values()]
        .filter((o) => o.user_id === buyer.id && o.status >= 1)
        .reduce((sum, o) => sum.plus(o.total), new Decimal(0));
      const balance = await pool.query<{ balance: string }>(
        `select coalesce(sum(balance), 0)::text as balance from ledger_accounts
          where owner_id = $1 and kind = 'user_available'`,
        [buyer.id],
      );
      const actual = new Decimal(balance.rows[0]?.balance ?? '0');
      if (!actual.equals(new Decimal(FUNDS).minus(spent)))
        fail(
          `${buyer.username}: balance ${actual.toString()}, funds minus paid orders ${spent.toString()}`,
        );
    }
    // Stock: what is left plus what orders hold is what there was.
    const stock = await pool.query<{ id: string; stock: number; held: string }>(
      `select g.id, g.stock, coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                                        where i.seller_goods_id = g.id and o.status <> -1), 0)::text as held
         from seller_goods g where g.id = any($1)`,
      [listings],
    );
    for (const row of stock.rows)
      if (row.stock + Number(row.held) !== stockBefore.get(row.id))
        fail(
          `listing ${row.id}: stock ${row.stock} + ${row.held} held, was ${stockBefore.get(row.id)}`,
        );
    say(
      `restored: ${orders.size} orders of the load (${[...orders.values()].filter((o) => o.status >= 1).length} paid)`,
    );
  } finally {
    await check.close();
  }
  for (const url of pictures) {
    if (!fs.existsSync(pictureFile(restoredDir, url))) fail(`the upload ${url} is missing`);
    else if (sha256(pictureFile(restoredDir, url)) !== sha256(pictureFile(dataDir, url)))
      fail(`the upload ${url} differs`);
  }
  const served = await fetch(`${BASE}${pictures[0]}`);
  if (!served.ok) fail(`the restored server does not serve ${pictures[0]} (${served.status})`);
  await stopServer();

  say('a restored folder whose ledger does not balance is refused at start');
  const broken = path.join(runDir, 'broken');
  const again = runScript('scripts/restore.ts', [backupDir, broken], runDir);
  if (again.code !== 0) throw new Error(`the second restore failed: ${again.output}`);
  // The marker is kept aside while the ledger is broken by hand, then put back.
  const marker = path.join(broken, 'restore-check.json');
  const markerText = fs.readFileSync(marker, 'utf8');
  fs.rmSync(marker);
  const unbalanced = await openDatabase({
    dataDir: broken,
    databaseUrl: undefined,
    log: () => undefined,
    max: 2,
    lockDataDir: true,
  });
  try {
    await unbalanced.database.pool.query(
      `update ledger_accounts set balance = balance + 1 where owner_id = $1 and kind = 'user_available'`,
      [buyers[0]!.id],
    );
  } finally {
    await unbalanced.close();
  }
  fs.writeFileSync(marker, markerText, { mode: 0o600 });
  const brokenExit = await startServer(broken);
  if (brokenExit === undefined) {
    await stopServer();
    fail('the server started on a restored folder whose ledger does not balance');
  } else if (!fs.readFileSync(serverLog, 'utf8').includes('the restored ledger does not balance'))
    fail(`the server on the broken folder exited (${brokenExit}) without saying why`);

  if (problems.length > 0) {
    console.error(`[backup-test] FAILED: ${problems.length} problem(s)`);
    for (const problem of problems.slice(0, 30)) console.error(`  - ${problem}`);
    return 1;
  }
  say('passed');
  return 0;
}

void main()
  .catch((error: unknown) => {
    console.error('[backup-test] failed:', error);
    return 1;
  })
  .then(async (code) => {
    await stopServer().catch(() => undefined);
    if (!options.keep && code === 0) fs.rmSync(runDir, { recursive: true, force: true });
    else say(`scratch folder kept: ${runDir}`);
    process.exit(code);
  });
