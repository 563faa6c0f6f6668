// The order timers on a real PostgreSQL with the test clock: unpaid orders cancelled after the
// payment period with their stock returned, shipped orders confirmed received after the confirmation
// period with escrow released, received orders given the system default good review, and two
// sweepers running at once handle each order exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countJobRuns, pause } from '../../testing/job-runs.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { runOrderSweeps } from './order.jobs.ts';
import { okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  setParameter,
  stockOf,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party, relogin } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let seller: Party;
let addressId: string;
let listing: string;
let sellerId: string;
let store: Awaited<ReturnType<typeof createStore>>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp({
    poolSize: 30,
    clock: testClock('2026-06-01T00:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, seller);
  sellerId = store.sellerId;
  listing = await createListing(t.database, store, { sellingPrice: '10', stock: 1000 });
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '100000');
  await setParameter(t.database, 'order_max_unpaid', '1000');
});

afterAll(async () => {
  await t?.close();
});

async function place(num = 1, goods = listing): Promise<string> {
  const data = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: goods, num }] },
    { token: buyer.token },
  );
  return data.orders[0].orderId as string;
}

async function statuses(ids: readonly string[]): Promise<number[]> {
  const rows = await t.database.pool.query<{ id: string; status: number }>(
    'select id, status from orders where id = any($1)',
    [ids],
  );
  const byId = new Map(rows.rows.map((row) => [row.id, row.status]));
  return ids.map((id) => byId.get(id) ?? -99);
}

async function logCounts(kind: string, ids: readonly string[]): Promise<number[]> {
  const rows = await t.database.pool.query<{ order_id: string; n: number }>(
    'select order_id, count(*)::int as n from order_logs where kind = $1 and order_id = any($2) group by order_id',
    [kind, ids],
  );
  const byId = new Map(rows.rows.map((row) => [row.order_id, row.n]));
  return ids.map((id) => byId.get(id) ?? 0);
}

async function relog(): Promise<void> {
  await Promise.all([relogin(t.app, buyer), relogin(t.app, seller)]);
}

describe('runOrderSweeps', () => {
  it('cancels unpaid orders after the payment period (default 3 h), once, returning stock', async () => {
    const stockBefore = await stockOf(t.database, listing);
    const old = [];
    for (let i = 0; i < 20; i++) old.push(await place(2));
    t.clock.advance(2 * HOUR);
    await relog();
    const young = await place(1);
    expect(await runOrderSweeps(t.database.db, t.clock.now())).toMatchObject({ cancelled: 0 });

    t.clock.advance(HOUR);
    await relog();
    const [a, b] = await Promise.all([
      runOrderSweeps(t.database.db, t.clock.now()),
      runOrderSweeps(t.database.db, t.clock.now()),
    ]);
    expect(a.cancelled + b.cancelled).toBe(20);
    expect(await statuses(old)).toEqual(old.map(() => -1));
    expect(await logCounts('timeoutCancelled', old)).toEqual(old.map(() => 1));
    expect(await statuses([young])).toEqual([0]);
    expect(await stockOf(t.database, listing)).toBe(stockBefore - 1);
    expect(await runOrderSweeps(t.database.db, t.clock.now())).toEqual({
      cancelled: 0,
      received: 0,
      reviewed: 0,
    });

    const logs = await okCall(t.app, 'orderLog!list', { orderId: old[0] }, { token: buyer.token });
    expect(logs.pageList.map((e: { kind: string; actor: string }) => [e.kind, e.actor])).toEqual([
      ['placed', 'buyer'],
      ['timeoutCancelled', 'system'],
    ]);
    await okCall(t.app, 'order!cancel', { orderId: young, reason: 0 }, { token: buyer.token });
  });

  it('the payment period is a system parameter', async () => {
    await setParameter(t.database, 'order_unpaid_timeout_minutes', '30');
    const id = await place();
    t.clock.advance(31 * 60 * 1000);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).cancelled).toBe(1);
    expect(await statuses([id])).toEqual([-1]);
    await setParameter(t.database, 'order_unpaid_timeout_minutes', '180');
  });

  it('the order page shows the deadline the sweep keeps: pay by, received on, reviewed on', async () => {
    await setParameter(t.database, 'order_unpaid_timeout_minutes', '30');
    await setParameter(t.database, 'order_auto_receipt_days', '10');
    await setParameter(t.database, 'order_auto_review_days', '7');
    // Wire times are platform-zone wall clock: compare them as minutes apart.
    const minutes = (from: string, to: string) =>
      (Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 60_000;
    type Info = {
      createTime: string;
      shipTime: string;
      receiveTime: string;
      deadline: { kind: string; time: string } | null;
    };
    const info = async (orderId: string): Promise<Info> =>
      (await okCall<{ orderInfo: Info }>(t.app, 'order!info', { orderId }, { token: buyer.token }))
        .orderInfo;

    // A listing of its own, so its review does not count in the other tests' listing.
    const own = await createListing(t.database, store, { sellingPrice: '5', stock: 10 });
    const unpaid = await place(1, own);
    let order = await info(unpaid);
    expect(order.deadline!.kind).toBe('pay');
    expect(minutes(order.createTime, order.deadline!.time)).toBe(30);
    t.clock.advance(29 * 60 * 1000);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).cancelled).toBe(0);
    t.clock.advance(2 * 60 * 1000);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).cancelled).toBe(1);
    expect((await info(unpaid)).deadline).toBeNull();

    const id = await place(1, own);
    await okCall(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId: id },
      { token: buyer.token },
    );
    expect((await info(id)).deadline).toBeNull(); // waiting for the store: no timer
    await okCall(
      t.app,
      'seller/order!ship',
      { orderId: id, carrier: 'DHL', trackingNumber: 'TD1' },
      { token: seller.token },
    );
    order = await info(id);
    expect(order.deadline!.kind).toBe('autoReceipt');
    expect(minutes(order.shipTime, order.deadline!.time)).toBe(10 * 24 * 60);
    const sellerView = await okCall(
      t.app,
      'seller/order!info',
      { orderId: id },
      { token: seller.token },
    );
    expect(sellerView.orderInfo.deadline).toEqual(order.deadline);
    t.clock.advance(10 * DAY + 60 * 1000);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).received).toBeGreaterThanOrEqual(1);
    order = await info(id);
    expect(order.deadline!.kind).toBe('autoReview');
    expect(minutes(order.receiveTime, order.deadline!.time)).toBe(7 * 24 * 60);
    t.clock.advance(7 * DAY + 60 * 1000);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).reviewed).toBeGreaterThanOrEqual(1);
    expect((await info(id)).deadline).toBeNull();
    await setParameter(t.database, 'order_unpaid_timeout_minutes', '180');
  });

  it('confirms shipped orders after the confirmation period, releasing escrow once, then default-reviews them', async () => {
    await setParameter(t.database, 'order_auto_receipt_days', '10');
    await setParameter(t.database, 'order_auto_review_days', '7');
    const shipped = [];
    for (let i = 0; i < 12; i++) {
      const id = await place();
      await okCall(
        t.app,
        'order!pay',
        { safeword: FUND_PASSWORD, orderId: id },
        { token: buyer.token },
      );
      await okCall(
        t.app,
        'seller/order!ship',
        { orderId: id, carrier: 'DHL', trackingNumber: `T${i}` },
        { token: seller.token },
      );
      shipped.push(id);
    }
    const sellerBefore = await sellerBalance();
    t.clock.advance(10 * DAY - HOUR);
    await relog();
    expect((await runOrderSweeps(t.database.db, t.clock.now())).received).toBe(0);

    t.clock.advance(2 * HOUR);
    await relog();
    const runs = await Promise.all([
      runOrderSweeps(t.database.db, t.clock.now()),
      runOrderSweeps(t.database.db, t.clock.now()),
    ]);
    expect(runs[0].received + runs[1].received).toBe(12);
    expect(runs[0].reviewed + runs[1].reviewed).toBe(0);
    expect(await statuses(shipped)).toEqual(shipped.map(() => 4));
    expect(await logCounts('autoReceived', shipped)).toEqual(shipped.map(() => 1));
    // 12 orders of 10 at the default 5 % commission: 114 to the store.
    expect(Number(await sellerBalance()) - Number(sellerBefore)).toBeCloseTo(114, 8);
    await expectLedgerClean(t.database);

    // Not reviewed within the review period: each gets the system default good review.
    t.clock.advance(7 * DAY + HOUR);
    await relog();
    const reviews = await Promise.all([
      runOrderSweeps(t.database.db, t.clock.now()),
      runOrderSweeps(t.database.db, t.clock.now()),
    ]);
    expect(reviews[0].reviewed + reviews[1].reviewed).toBe(12);
    expect(await statuses(shipped)).toEqual(shipped.map(() => 5));
    expect(await logCounts('defaultReview', shipped)).toEqual(shipped.map(() => 1));
    const evaluations = await t.database.pool.query(
      'select rating, is_default, content from evaluations where order_id = any($1)',
      [shipped],
    );
    expect(evaluations.rows).toHaveLength(12);
    expect(
      evaluations.rows.every(
        (row) => row.is_default && row.rating === 'good' && row.content === '',
      ),
    ).toBe(true);
    const counters = await t.database.pool.query(
      'select evaluation_num, good_evaluation_num, default_evaluation_num from seller_goods where id = $1',
      [listing],
    );
    // Default reviews are counted as such, never as written good ones (the rate ignores them).
    expect(counters.rows[0]).toEqual({
      evaluation_num: 12,
      good_evaluation_num: 0,
      default_evaluation_num: 12,
    });
    expect(await runOrderSweeps(t.database.db, t.clock.now())).toEqual({
      cancelled: 0,
      received: 0,
      reviewed: 0,
    });
    await expectLedgerClean(t.database);
  });
});

async function sellerBalance(): Promise<string> {
  const rows = await t.database.pool.query<{ balance: string }>(
    'select balance::text from ledger_accounts where code = $1',
    [`seller:${sellerId}:available:USDT`],
  );
  return rows.rows[0]?.balance ?? '0';
}

describe('the in-process job loop', () => {
  it('runs the sweeps on its interval with the app clock and stops when the app closes', async () => {
    const jobRuns = countJobRuns();
    const looped = await createTestApp({
      clock: testClock('2026-07-01T00:00:00Z'),
      config: { order: { sweepIntervalMs: 50 } },
    });
    let closed = false;
    try {
      const someone = await createParty(looped);
      const owner = await createParty(looped, { roles: ['user', 'seller'] });
      const shop = await createStore(looped.database, owner);
      const goodsId = await createListing(looped.database, shop, { sellingPrice: '1', stock: 5 });
      const address = await addAddress(looped.app, someone);
      const { orders } = await okCall(
        looped.app,
        'order!submit',
        { addressId: address, items: [{ sellerGoodsId: goodsId, num: 2 }] },
        { token: someone.token },
      );
      const orderId = orders[0].orderId as string;
      expect(await stockOf(looped.database, goodsId)).toBe(3);
      looped.clock.advance(25 * HOUR);
      const deadline = Date.now() + 10_000;
      let status = 0;
      while (status !== -1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const rows = await looped.database.pool.query<{ status: number }>(
          'select status from orders where id = $1',
          [orderId],
        );
        status = rows.rows[0]?.status ?? 0;
      }
      expect(status).toBe(-1);
      expect(await stockOf(looped.database, goodsId)).toBe(5);

      await looped.close();
      closed = true;
      const runsAtClose = jobRuns.runs('order sweeps');
      expect(runsAtClose).toBeGreaterThan(0);
      // Ten intervals later the loop has not run again.
      await pause(500);
      expect(jobRuns.runs('order sweeps')).toBe(runsAtClose);
    } finally {
      jobRuns.restore();
      if (!closed) await looped.close();
    }
  });
});
