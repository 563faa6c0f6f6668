// Two more app instances on the e2e server's PostgreSQL, behind a round-robin proxy written here
// (docs/security.md "Proofs", docs/deploy: several instances need one database and one shared
// upload folder). Through the proxy every call may land on any of the three: a buyer's session,
// cart, checkout and payment and the operator's approval of the deposit work; an upload is served
// by every instance; and the order timers, swept by all three at once, cancel each overdue order
// exactly once (its stock comes back once, one log entry).
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { localChainEnv, readLocalChainInfo } from '../../server/modules/chain/local-chain.ts';
import { baseURL } from '../../playwright.config.ts';
import { api, demoAccounts, E2E_SAFEWORD, e2eDataDir, logIn, newBuyer, ok } from './helpers.ts';

const PASSWORD = 'two-pw123';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** The URL of the e2e server's database, as its embedded cluster wrote it (the app's role). */
function databaseUrl(dataDir: string): string {
  return fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim();
}

const dataDir = e2eDataDir();
const runDir = path.dirname(dataDir);
const instances: Array<{ url: string; process?: ChildProcess; served: number }> = [];
let proxy: http.Server;
let proxyUrl = '';
let db: pg.Client;

/** Starts one more app on the shared database; its own DATA_DIR, the shared upload folder. */
async function startInstance(name: string): Promise<void> {
  const port = await freePort();
  const ownDir = path.join(runDir, name);
  fs.mkdirSync(ownDir, { recursive: true });
  // One upload folder for all instances: here a link to the first one's; in production one shared
  // volume (or, next, an S3-compatible bucket) mounted at DATA_DIR/uploads on every instance.
  const uploads = path.join(ownDir, 'uploads');
  if (!fs.existsSync(uploads)) fs.symlinkSync(path.join(dataDir, 'uploads'), uploads);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...localChainEnv(readLocalChainInfo(dataDir)),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownDir,
      DATABASE_URL: databaseUrl(dataDir),
      // Told its mode: a server with DATABASE_URL and no NODE_ENV refuses to start.
      NODE_ENV: 'development',
      WEB_DIST: path.join(runDir, 'dist'),
      SKIP_BUILD: '1',
      SLIDER_CHECK: 'off',
      WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      WALLET_MANUAL_BANK_ACCOUNT:
        'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
      RATE_LIMIT_PER_MINUTE: '0',
      // Sweep often, so that the instances race for the same overdue orders.
      ORDER_SWEEP_INTERVAL_MS: '300',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  instances.push({ url, process: child, served: 0 });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance ${name} exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance ${name} did not start`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  instances.push({ url: baseURL, served: 0 });
  await Promise.all([startInstance('node-b'), startInstance('node-c')]);
  // The proxy: each request to the next instance in turn, streamed both ways.
  let turn = 0;
  proxy = http.createServer((req, res) => {
    const target = instances[turn++ % instances.length]!;
    target.served++;
    const upstream = http.request(
      `${target.url}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${port}`;
  db = new pg.Client({ connectionString: databaseUrl(dataDir) });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  await Promise.all(
    instances.map(async (instance) => {
      const child = instance.process;
      if (!child || child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }),
  );
});

async function through(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: proxyUrl });
}

test('session, cart, checkout, payment and the operator’s approval, whichever instance answers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const request = await through();
  const accounts = demoAccounts();
  const buyer = await newBuyer(request, PASSWORD, 'two');
  const before = instances.map((instance) => instance.served);
  const list = await api<{
    pageList: Array<{ sellerGoodsId: string; name: string; price: string; buyMin: number }>;
  }>(request, 'sellerGoods!list', { sort: 'price_asc', pageSize: 40 });
  const listing = list.pageList.find((g) => g.buyMin === 1 && Number(g.price) <= 50)!;
  expect(listing).toBeDefined();

  const context = await browser.newContext({ baseURL: proxyUrl });
  const page = await context.newPage();
  await test.step('log in and put a listing in the cart', async () => {
    await logIn(page, buyer.username, PASSWORD);
    await page.goto(`/productDetails?id=${listing.sellerGoodsId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText('Added to cart')).toBeVisible();
  });

  await test.step('deposit by bank card, approved by the operator', async () => {
    await page.goto('/userInfo/money-package/recharge');
    await page.getByRole('tab', { name: 'Bank card' }).click();
    await page.getByLabel('Amount (USDT)').fill('100');
    await page.getByLabel('Bank name').fill('Example Bank');
    await page.getByLabel('Card number (last 4 digits)').fill('4444');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/userInfo\/money-package$/);
    const login = await ok<{ token: string }>(
      request.post('/api/user!newlogin.action', {
        form: { username: accounts.operator, password: accounts.password },
      }),
    );
    const operator = { authorization: `Bearer ${login.token}` };
    const pending = await ok<{ pageList: Array<{ id: string; username?: string }> }>(
      request.get('/api/admin/deposit!list.action?status=pending&pageSize=100', {
        headers: operator,
      }),
    );
    const mine = await ok<{ pageList: Array<{ id: string }> }>(
      request.get('/api/rechargeBlockchain!list.action', {
        headers: { authorization: `Bearer ${buyer.token}` },
      }),
    );
    const deposit = pending.pageList.find((row) => row.id === mine.pageList[0]?.id);
    expect(deposit).toBeDefined();
    await ok(
      request.post('/api/admin/deposit!approve.action', {
        headers: operator,
        form: { id: deposit!.id },
      }),
    );
    await expect
      .poll(
        async () =>
          (
            await ok<{ money: string }>(
              request.get('/api/wallet!getUsdt.action', {
                headers: { authorization: `Bearer ${buyer.token}` },
              }),
            )
          ).money,
      )
      .toBe('100');
  });

  await test.step('check out and pay from the balance', async () => {
    await page.goto('/userInfo/dashboard');
    await page.getByTestId('cart-bar').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/settlement$/);
    await page.getByLabel('Fund password').fill(E2E_SAFEWORD);
    await page.getByTestId('settlement-submit').click();
    await expect(page).toHaveURL(/\/paySuccess\?/);
    await expect(page.getByTestId('pay-success')).toContainText('Payment successful');
  });

  await test.step('one paid order, the balance what the rows say', async () => {
    const orders = await ok<{ pageList: Array<{ orderId: string; status: number }> }>(
      request.get('/api/order!listMain.action?tab=all', {
        headers: { authorization: `Bearer ${buyer.token}` },
      }),
    );
    expect(orders.pageList).toHaveLength(1);
    expect(orders.pageList[0]!.status).toBe(1);
    const rows = await db.query<{ total: string; balance: string }>(
      `select o.total::text, a.balance::text from orders o
         join users u on u.id = o.user_id
         join ledger_accounts a on a.owner_id = u.id and a.kind = 'user_available'
        where u.username = $1`,
      [buyer.username],
    );
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0]!.balance)).toBeCloseTo(100 - Number(rows.rows[0]!.total), 10);
  });
  // Every instance answered some of it.
  instances.forEach((instance, i) => expect(instance.served).toBeGreaterThan(before[i]! + 3));
  await context.close();
  await request.dispose();
});

test('an upload through one instance is served by every instance', async () => {
  const request = await through();
  const buyer = await newBuyer(request, PASSWORD, 'upl');
  const picture = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 120, b: 30 } },
  })
    .png()
    .toBuffer();
  const uploaded = await ok<{ data: string }>(
    request.post('/api/uploadimg!execute.action', {
      headers: { authorization: `Bearer ${buyer.token}` },
      multipart: {
        moduleName: 'avatar',
        file: { name: 'a.png', mimeType: 'image/png', buffer: picture },
      },
    }),
  );
  const bodies = await Promise.all(
    instances.map(async (instance) => {
      const res = await fetch(`${instance.url}${uploaded.data}`);
      expect(res.status, instance.url).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    }),
  );
  expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
  expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
  await request.dispose();
});

test('three instances sweeping the order timers cancel each overdue order exactly once', async () => {
  test.setTimeout(90_000);
  const request = await through();
  const buyer = await newBuyer(request, PASSWORD, 'tmr');
  const auth = { authorization: `Bearer ${buyer.token}` };
  const listings = await api<{ pageList: Array<{ sellerGoodsId: string; buyMin: number }> }>(
    request,
    'sellerGoods!list',
    { sort: 'price_desc', pageSize: 20 },
  );
  const stockOf = async (ids: string[]) =>
    (
      await db.query<{ id: string; stock: number }>(
        'select id, stock from seller_goods where id = any($1) order by id',
        [ids],
      )
    ).rows;
  const picked = listings.pageList.slice(0, 4);
  const ids = picked.map((l) => l.sellerGoodsId);
  const stockBefore = await stockOf(ids);

  const address = await ok<{ pageList: Array<{ id: string }> }>(
    request.get('/api/address!list.action', { headers: auth }),
  );
  const orderIds: string[] = [];
  for (const listing of picked) {
    const submitted = await ok<{ orders: Array<{ orderId: string }> }>(
      request.post('/api/order!submit.action', {
        headers: auth,
        data: {
          addressId: address.pageList[0]!.id,
          items: [{ sellerGoodsId: listing.sellerGoodsId, num: listing.buyMin }],
        },
      }),
    );
    orderIds.push(...submitted.orders.map((o) => o.orderId));
  }
  expect(orderIds).toHaveLength(4);
  expect(await stockOf(ids)).not.toEqual(stockBefore);

  // The payment period passes for these orders (as the clock would do it).
  await db.query(`update orders set created_at = now() - interval '1 day' where id = any($1)`, [
    orderIds,
  ]);
  await expect
    .poll(
      async () =>
        (
          await db.query<{ n: string }>(
            'select count(*)::text as n from orders where id = any($1) and status = -1',
            [orderIds],
          )
        ).rows[0]!.n,
      { timeout: 30_000 },
    )
    .toBe('4');
  // Give a second sweep every chance to do it again, then count.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const logs = await db.query<{ order_id: string; n: string }>(
    `select order_id, count(*)::text as n from order_logs
      where order_id = any($1) and kind = 'timeoutCancelled' group by order_id`,
    [orderIds],
  );
  expect(logs.rows.map((row) => row.n)).toEqual(['1', '1', '1', '1']);
  expect(await stockOf(ids)).toEqual(stockBefore);
  await request.dispose();
});
