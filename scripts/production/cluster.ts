// The `cluster` phase of `npm run test:production` (scripts/test-production.mjs): the release
// (`release/`, production dependencies only, NODE_ENV=production) twice, on an external
// PostgreSQL 15, behind HAProxy (Debian's, round robin, health-checked on /readyz), with the
// uploads in one S3 bucket (UPLOAD_STORE=s3 on s3rver, a real S3 server started here; each
// instance its own DATA_DIR, nothing shared on disk). It
//  1. measures checkout (submit + pay) and search throughput through the balancer with one
//     instance and with two, in this one run;
//  2. walks a buyer through both instances: a bank-card deposit, the operator's approval, an order
//     and its payment; an upload through one instance is served by the other (from the bucket);
//  3. keeps buyers submitting and paying while each instance in turn gets SIGTERM and is started
//     again, then checks: every acknowledged order is in the database, no order paid twice, every
//     acknowledged payment paid, the ledger balanced (the release's own ledger check).
// Buyers and their funds are made here with the server's own services (registration asks for the
// slider puzzle, which only a person solves); everything else goes through the balancer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { clearing, userAvailable } from '../../domain/ledger/accounts.ts';
import { connect } from '../../server/db/client.ts';
import { createUserAccount } from '../../server/modules/account/users.service.ts';
import { postTransfer } from '../../server/modules/ledger/index.ts';
import { s3UploadStore } from '../../server/modules/upload/store/s3.ts';
import { TEST_ADDRESS } from '../../server/testing/marketplace.ts';
import { startTestS3, type TestS3 } from '../../server/testing/s3.ts';
import { randomXpub } from '../../server/testing/test-chain.ts';
import { freePort, startPostgres15 } from './postgres15.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const release = path.join(root, 'release');
const say = (message: string) => console.log(`[test:production] ${message}`);
const seconds = Number(process.env.CLUSTER_LOAD_SECONDS || 20);
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

interface Envelope<T = Record<string, unknown>> {
  code: string;
  msg: string;
  data: T;
  errorKey?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One call through the balancer: the envelope, or the HTTP failure (status, no envelope). */
function call<T = Record<string, unknown>>(
  base: string,
  name: string,
  body: Record<string, unknown>,
  options: { token?: string; method?: 'GET' | 'POST'; key?: string } = {},
): Promise<{ status: number; envelope?: Envelope<T> }> {
  const url = new URL(base);
  const method = options.method ?? 'POST';
  const query =
    method === 'GET'
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
  const payload = method === 'POST' ? JSON.stringify(body) : '';
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path: `/api/${name}.action${query}`,
        headers: {
          ...(method === 'POST'
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({
              status,
              envelope: JSON.parse(Buffer.concat(chunks).toString()) as Envelope<T>,
            });
          } catch {
            resolve({ status });
          }
        });
        response.on('error', () => resolve({ status: 0 }));
      },
    );
    request.on('error', () => resolve({ status: 0 }));
    request.end(payload);
  });
}

/** A call the client retries by design (network failure, 5xx) with the same idempotency key. */
async function callRetrying<T>(
  base: string,
  name: string,
  body: Record<string, unknown>,
  options: { token?: string; key?: string },
  retried: { count: number },
): Promise<Envelope<T> | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await call<T>(base, name, body, options);
    if (answer.envelope && answer.status < 500) return answer.envelope;
    retried.count++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

interface Instance {
  name: string;
  port: number;
  dataDir: string;
  child?: ChildProcess;
}

async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child?.exitCode != null)
      throw new Error(`${instance.name} exited (${instance.child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${instance.port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(release, 'server.mjs')))
    throw new Error('release/ is missing: npm run release');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-cluster-'));
  const database = await startPostgres15({ log: say });
  const children: ChildProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let started: TestS3 | undefined;
  try {
    // The uploads' bucket both instances use (a deployment's MinIO or S3), in a process of its
    // own: this one blocks while the seed and the release's tools run.
    const bucket = await startTestS3({ ownProcess: true });
    started = bucket;
    say(`S3 bucket ${bucket.store.bucket} at ${bucket.store.endpoint}`);
    const env = {
      ...process.env,
      ...bucket.env,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      KYC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      TRUST_PROXY: '127.0.0.1',
      // One address (this machine) plays every buyer: budgets high enough not to count here.
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SHUTDOWN_DRAIN_MS: '2000',
      ORDER_SWEEP_INTERVAL_MS: '1000',
      LEDGER_CHECK_INTERVAL_MS: '5000',
      WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      // Manual deposits open only where money has a way out (a withdrawal network): the test
      // network's settings without a node, its jobs off.
      CHAIN_RPC_URL: 'http://127.0.0.1:9',
      CHAIN_USDT_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      CHAIN_DEPOSIT_XPUB: randomXpub().xpub,
      CHAIN_POLL_MS: '0',
      LOG_LEVEL: 'warn',
      // No mail server here: production keeps mails in the outbox table, said out loud.
      MAIL_OUTBOX: '1',
    };
    const instances: Instance[] = [];
    for (const name of ['a', 'b']) {
      const dataDir = path.join(work, name);
      fs.mkdirSync(dataDir);
      instances.push({ name, port: await freePort(), dataDir });
    }
    const start = (instance: Instance) => {
      const child = spawn(process.execPath, [path.join(release, 'server.mjs')], {
        cwd: work,
        env: { ...env, PORT: String(instance.port), DATA_DIR: instance.dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      instance.child = child;
      children.push(child);
      return waitReady(instance);
    };

    // The catalogue and the first operator, as a deployment makes them (the release's tool).
    say('loading the demo catalogue (small) into PostgreSQL 15');
    const seeded = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--scale', 'small'], {
      cwd: root,
      env: { ...env, DATA_DIR: path.join(work, 'seed') },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding failed');
    const operator = { username: 'opsadmin1', password: 'OpsPass#1' };
    const created = spawnSync(
      process.execPath,
      [path.join(release, 'server', 'operator-create.mjs'), operator.username, operator.password],
      { env: { ...env, DATA_DIR: path.join(work, 'seed') }, encoding: 'utf8' },
    );
    check(created.status === 0, `release tool operator-create: ${created.stdout.trim()}`);

    await start(instances[0]!);
    await start(instances[1]!);
    say(`two release instances ready on ports ${instances.map((i) => i.port).join(', ')}`);
    // The release serves the storefront, the API and the server-rendered catalogue pages.
    // (The renderer loads just after the server listens: the first pages may be left to the
    // browser, so this asks a few times.)
    let rendered = false;
    let homeStatus = 0;
    for (let i = 0; i < 40 && !rendered; i++) {
      const home = await fetch(`http://127.0.0.1:${instances[0]!.port}/index`);
      homeStatus = home.status;
      rendered = home.status === 200 && /<div id="root"><[a-z]/.test(await home.text());
      if (!rendered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    check(rendered, `the storefront's home page, rendered on the server (${homeStatus})`);
    const pwa = await fetch(`http://127.0.0.1:${instances[1]!.port}/sw.js`);
    check(pwa.status === 200, `the PWA's service worker (${pwa.status})`);

    const lbPort = await freePort();
    const haproxyConfig = (servers: Instance[]) => `
global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A busy machine answers a health check late; late is not down.
  timeout check 2s
  option redispatch
  retries 3
  # A request whose connection failed or came back empty is sent to the other instance. Money
  # calls carry idempotency keys, so a repeat never moves money twice.
  retry-on conn-failure empty-response response-timeout
frontend web
  bind 127.0.0.1:${lbPort}
  default_backend caravan
backend caravan
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check inter 500 fall 2 rise 2`).join('\n')}
`;
    const startHaproxy = async (servers: Instance[]) => {
      const file = path.join(work, 'haproxy.cfg');
      fs.writeFileSync(file, haproxyConfig(servers));
      const child = spawn('haproxy', ['-f', file, '-db'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      // Ready when it forwards a health answer.
      for (let i = 0; i < 100; i++) {
        const ok = await fetch(`http://127.0.0.1:${lbPort}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return child;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('haproxy did not start');
    };
    const stopHaproxy = async (child: ChildProcess | undefined) => {
      if (!child || child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    };
    const base = `http://127.0.0.1:${lbPort}`;

    // Buyers with funds and an address (the harness's part, see the header).
    const db = connect(database.url, { max: 4 });
    const buyers: Array<{ token: string; addressId: string; id: string }> = [];
    const buyerPassword = 'Buyer#123';
    const buyerSafeword = '246810';
    const listings = (
      await db.pool.query<{ id: string }>(
        `select id from seller_goods where on_shelf and buy_min = 1 order by id limit 40`,
      )
    ).rows.map((row) => row.id);
    // Enough stock that the load measures checkout, not sold-out refusals.
    await db.pool.query('update seller_goods set stock = 1000000 where id = any($1)', [listings]);
    haproxy = await startHaproxy(instances);
    for (let i = 0; i < 24; i++) {
      const username = `loadbuyer${i}`;
      const made = await createUserAccount(db.db, {
        username,
        password: buyerPassword,
        roles: ['user'],
      });
      if (!made.ok) throw new Error(`buyer: ${made.key}`);
      await db.db.transaction(async (tx) => {
        const posted = await postTransfer(tx, {
          kind: 'test.funding',
          reference: `funding-${made.data.id}`,
          legs: [
            { account: clearing('test'), amount: '-1000000' },
            { account: userAvailable(made.data.id), amount: '1000000' },
          ],
          now: new Date(),
        });
        if (!posted.ok) throw new Error('funding failed');
      });
      const login = await call<{ token: string }>(base, 'user!newlogin', {
        username,
        password: buyerPassword,
      });
      if (login.envelope?.code !== '0') throw new Error(`login: ${login.envelope?.msg}`);
      const token = login.envelope.data.token;
      const address = await call<{ id: string }>(base, 'address!add', TEST_ADDRESS, { token });
      if (address.envelope?.code !== '0') throw new Error(`address: ${address.envelope?.msg}`);
      // Paying asks for the fund password (order_pay_safeword_from, default 0: every payment).
      const safeword = await call(
        base,
        'user!setSafewordReg',
        { password: buyerPassword, safeword: buyerSafeword, re_safeword: buyerSafeword },
        { token },
      );
      if (safeword.envelope?.code !== '0') throw new Error(`safeword: ${safeword.envelope?.msg}`);
      buyers.push({ token, addressId: address.envelope.data.id, id: made.data.id });
    }
    check(listings.length > 0, `${listings.length} listings to buy, ${buyers.length} buyers`);

    // -- 2. A buyer through both instances --------------------------------------------------------
    {
      const buyer = buyers[0]!;
      const opLogin = await call<{ token: string }>(base, 'user!newlogin', operator);
      check(opLogin.envelope?.code === '0', 'the operator logs in through the balancer');
      const opToken = opLogin.envelope!.data.token;
      // The payment proof (private) and a review picture (public) go up through the balancer into
      // the bucket; both instances serve them from it, the proof only to its owner.
      const picture = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#3366aa' },
      })
        .png()
        .toBuffer();
      const send = async (moduleName: string) => {
        const form = new FormData();
        form.append('moduleName', moduleName);
        form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
        return (await (
          await fetch(`${base}/api/uploadimg!execute.action`, {
            method: 'POST',
            headers: { authorization: `Bearer ${buyer.token}` },
            body: form,
          })
        ).json()) as Envelope<{ data: string }>;
      };
      const uploaded = await send('recharge');
      const url = uploaded.data?.data ?? '';
      const review = (await send('evaluation')).data?.data ?? '';
      // Read from the bucket with the store's own client (signed, as the app reads it).
      const objects = s3UploadStore(bucket.store);
      const inBucket = async (key: string) => ((await objects.size(key)) === undefined ? 404 : 200);
      const fetchFrom = (instance: Instance, target: string, token?: string) =>
        fetch(`http://127.0.0.1:${instance.port}${target}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }).then(async (res) => ({
          status: res.status,
          bytes: Buffer.from(await res.arrayBuffer()),
        }));
      const served = await Promise.all(instances.map((i) => fetchFrom(i, url, buyer.token)));
      const refused = await Promise.all(instances.map((i) => fetchFrom(i, url)));
      check(
        uploaded.code === '0' &&
          served.every((answer) => answer.status === 200) &&
          served[0]!.bytes.equals(served[1]!.bytes) &&
          refused.every((answer) => answer.status === 403),
        `a payment proof uploaded through the balancer is served by both instances to its owner ` +
          `(${served.map((a) => a.status).join(', ')}), to nobody else (${refused.map((a) => a.status).join(', ')})`,
      );
      const stored = [
        await inBucket(`private${url.slice(1).replace(/^uploads/, '-uploads')}`),
        await inBucket(url.slice(1)),
        await inBucket(review.slice(1)),
      ];
      check(
        stored.join() === '200,404,200',
        `the proof is in the bucket under private-uploads/, not uploads/; the review picture under uploads/ (${stored.join(', ')})`,
      );
      const publicServed = await Promise.all(instances.map((i) => fetchFrom(i, review)));
      check(
        publicServed.every((answer) => answer.status === 200) &&
          publicServed[0]!.bytes.equals(publicServed[1]!.bytes),
        `a review picture uploaded through the balancer is served by both instances (${publicServed.map((a) => a.status).join(', ')})`,
      );
      const opened = await call<{ session_token: string }>(
        base,
        'rechargeBlockchain!recharge_open',
        {},
        { token: buyer.token },
      );
      const deposit = await call(
        base,
        'rechargeBlockchain!recharge',
        {
          session_token: opened.envelope?.data.session_token,
          symbol: 'USDT',
          amount: '100',
          img: url,
        },
        { token: buyer.token, key: randomUUID() },
      );
      const mine = await call<{ pageList: Array<{ id: string }> }>(
        base,
        'rechargeBlockchain!list',
        {},
        { token: buyer.token, method: 'GET' },
      );
      const depositId = mine.envelope?.data.pageList[0]?.id;
      check(
        deposit.envelope?.code === '0' && Boolean(depositId),
        `a deposit with that proof is recorded (${deposit.envelope?.msg || 'ok'})`,
      );
      const approved = await call(
        base,
        'admin/deposit!approve',
        { id: depositId },
        { token: opToken, key: randomUUID() },
      );
      check(
        approved.envelope?.code === '0',
        `the operator approves it (${approved.envelope?.msg || 'ok'})`,
      );
      const submitted = await call<{ orders: Array<{ orderId: string }> }>(
        base,
        'order!submit',
        { addressId: buyer.addressId, items: [{ sellerGoodsId: listings[0], num: 1 }] },
        { token: buyer.token, key: randomUUID() },
      );
      const orderId = submitted.envelope?.data?.orders?.[0]?.orderId;
      const paid = await call(
        base,
        'order!pay',
        { orderId, safeword: buyerSafeword },
        { token: buyer.token, key: randomUUID() },
      );
      check(
        submitted.envelope?.code === '0' && paid.envelope?.code === '0',
        `the buyer orders and pays (${submitted.envelope?.msg || 'ok'}, ${paid.envelope?.msg || 'ok'})`,
      );
      // The buyer asks customer service through the balancer; the operator answers on one
      // instance and the buyer reads the answer on the other.
      const direct = (instance: Instance) => `http://127.0.0.1:${instance.port}`;
      type Messages = { conversationId: string; pageList: Array<{ content: string }> };
      const asked = await call(
        base,
        'newOnlinechat!send',
        { content: 'Is my order on its way?', clientKey: randomUUID() },
        { token: buyer.token },
      );
      const conversation = await call<Messages>(
        direct(instances[1]!),
        'newOnlinechat!list',
        {},
        { token: buyer.token, method: 'GET' },
      );
      const answered = await call(
        direct(instances[0]!),
        'admin/chat!send',
        {
          conversationId: conversation.envelope?.data?.conversationId,
          content: 'It ships today.',
          clientKey: randomUUID(),
        },
        { token: opToken },
      );
      const read = await call<Messages>(
        direct(instances[1]!),
        'newOnlinechat!list',
        {},
        { token: buyer.token, method: 'GET' },
      );
      check(
        asked.envelope?.code === '0' &&
          answered.envelope?.code === '0' &&
          (read.envelope?.data?.pageList ?? []).some((m) => m.content === 'It ships today.'),
        `the buyer asks customer service through the balancer, the operator answers on ${instances[0]!.name}, the buyer reads it on ${instances[1]!.name} (${asked.envelope?.msg || 'ok'}, ${answered.envelope?.msg || 'ok'})`,
      );
    }

    // -- 1. Throughput: one instance, then two, behind the balancer ------------------------------
    const checkoutLoad = async (durationMs: number, onTick?: () => void) => {
      const acknowledged: string[] = [];
      const paidAcknowledged: string[] = [];
      const retried = { count: 0 };
      const refusals = new Map<string, number>();
      const until = Date.now() + durationMs;
      let turn = 0;
      const worker = async (index: number) => {
        while (Date.now() < until) {
          const buyer = buyers[(index + turn++) % buyers.length]!;
          const listing = listings[turn % listings.length]!;
          const submitted = await callRetrying<{ orders: Array<{ orderId: string }> }>(
            base,
            'order!submit',
            { addressId: buyer.addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
            { token: buyer.token, key: randomUUID() },
            retried,
          );
          if (submitted?.code !== '0') {
            const key = submitted?.errorKey ?? 'lost';
            refusals.set(key, (refusals.get(key) ?? 0) + 1);
            continue;
          }
          const orderId = submitted.data.orders[0]!.orderId;
          acknowledged.push(orderId);
          const paid = await callRetrying(
            base,
            'order!pay',
            { orderId, safeword: buyerSafeword },
            { token: buyer.token, key: randomUUID() },
            retried,
          );
          if (paid?.code === '0') paidAcknowledged.push(orderId);
          onTick?.();
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, i) => worker(i)));
      return { acknowledged, paidAcknowledged, retried: retried.count, refusals };
    };
    const searchLoad = async (durationMs: number) => {
      const until = Date.now() + durationMs;
      let answered = 0;
      const words = ['shirt', 'phone', 'bag', 'watch', 'shoe', 'lamp'];
      const worker = async (index: number) => {
        for (let i = index; Date.now() < until; i++) {
          const res = await call(
            base,
            'sellerGoods!search',
            { keyword: words[i % words.length]! },
            {
              method: 'GET',
            },
          );
          if (res.envelope?.code === '0') answered++;
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, i) => worker(i)));
      return answered;
    };
    const throughput: string[] = [];
    for (const servers of [[instances[0]!], instances]) {
      await stopHaproxy(haproxy);
      haproxy = await startHaproxy(servers);
      const checkout = await checkoutLoad(seconds * 1000);
      const searched = await searchLoad(seconds * 1000);
      const line = `${servers.length} instance(s): checkout ${(checkout.paidAcknowledged.length / seconds).toFixed(1)} paid orders/s, search ${(searched / seconds).toFixed(0)} answers/s (${seconds} s each, 12 connections)`;
      throughput.push(line);
      say(line);
    }

    // -- 3. Rolling SIGTERM restarts under load --------------------------------------------------
    const restarts = (async () => {
      let clean = 0;
      for (const instance of instances) {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const child = instance.child!;
        const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const code = await exited;
        if (code === 0) clean++;
        say(`${instance.name} stopped on SIGTERM (exit ${code}); starting it again`);
        await start(instance);
        say(`${instance.name} ready again`);
      }
      return clean;
    })();
    const rollingLoad = checkoutLoad(Math.max(seconds, 45) * 1000);
    const [cleanStops, load] = await Promise.all([restarts, rollingLoad]);
    check(cleanStops === 2, `both instances stopped cleanly on SIGTERM (${cleanStops} of 2)`);
    say(
      `under restarts: ${load.acknowledged.length} orders acknowledged, ${load.paidAcknowledged.length} payments acknowledged, ${load.retried} calls retried by the client, refusals ${JSON.stringify([...load.refusals])}`,
    );
    const rows = (
      await db.pool.query<{ id: string; status: number; payments: string }>(
        `select o.id, o.status,
                (select count(*) from ledger_transfers t where t.kind = 'order_pay' and t.reference = o.id) as payments
           from orders o where o.id = any($1)`,
        [load.acknowledged],
      )
    ).rows;
    check(
      rows.length === load.acknowledged.length,
      `0 acknowledged orders lost (${load.acknowledged.length - rows.length} missing)`,
    );
    const twice = (
      await db.pool.query<{ n: string }>(
        `select count(*) as n from (select reference from ledger_transfers where kind = 'order_pay' group by reference having count(*) > 1) x`,
      )
    ).rows[0]!.n;
    check(twice === '0', `0 orders paid twice (${twice})`);
    const unpaid = rows.filter(
      (row) => load.paidAcknowledged.includes(row.id) && row.payments !== '1',
    ).length;
    check(unpaid === 0, `every acknowledged payment is in the ledger once (${unpaid} not)`);
    const ledger = spawnSync(process.execPath, [path.join(release, 'server', 'ledger-check.mjs')], {
      env: { ...env, DATA_DIR: path.join(work, 'seed') },
      encoding: 'utf8',
    });
    check(
      ledger.status === 0,
      `ledger balanced (release ledger-check: ${ledger.stdout.trim()} ${ledger.stderr.trim()})`,
    );
    const metrics = await fetch(`http://127.0.0.1:${instances[0]!.port}/readyz`).then(
      (r) => r.status,
    );
    check(metrics === 200, 'instance a is ready after its restart');
    say('throughput (this run):');
    for (const line of throughput) say(`  ${line}`);
    await db.close();
  } finally {
    agent.destroy();
    if (haproxy && haproxy.exitCode === null) haproxy.kill('SIGTERM');
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.stop().catch(() => undefined);
    await started?.close().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (problems.length > 0)
    throw new Error(`${problems.length} check(s) failed:\n  ${problems.join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[test:production] cluster:', error);
    process.exit(1);
  },
);
