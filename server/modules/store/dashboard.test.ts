// The seller dashboard on a real PostgreSQL through HTTP. With the clock moved across the range's
// edges (platform days in Asia/Shanghai), a store gets orders in every state, views, written and
// default reviews and followers, and another store gets its own; every figure of
// seller/dashboard!stats is then recomputed here with plain SQL over the raw rows (and net earnings
// a second time from the orders' totals and commissions). Another store's rows and rows outside the
// range do not count; a buyer is refused, and so are malformed, reversed and over-long ranges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../../domain/money.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import {
  recordEvaluation,
  recordFollowChange,
  recordPageView,
} from '../catalog/counters.repository.ts';
import { newId } from '../../platform/ids.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  orderSteps,
  type OrderSteps,
  releaseOnReceipt,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, moveClock, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const TZ = 'Asia/Shanghai';
const FROM = '2026-03-01';
const TO = '2026-03-10';

let t: TestApp;
let buyer: Party;
let seller: Party;
let otherSeller: Party;
let operator: Party;
let parties: Party[];
let store: Store;
let otherStore: Store;
let listingA: string;
let listingB: string;
let otherListing: string;
let steps: OrderSteps;
/** Orders released in the range and not returned: what net earnings must add up to. */
const keptInRange: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    clock: testClock('2026-02-10T04:00:00Z'),
    config: { order: { sweepIntervalMs: 0 }, platformTimeZone: TZ },
  });
  await releaseOnReceipt(t.database);
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  otherSeller = await createParty(t, { roles: ['user', 'seller'] });
  operator = await createParty(t, { roles: ['user', 'admin'] });
  parties = [buyer, seller, otherSeller, operator];
  store = await createStore(t.database, seller);
  otherStore = await createStore(t.database, otherSeller);
  listingA = await createListing(t.database, store, { sellingPrice: '12.5', stock: 1000 });
  listingB = await createListing(t.database, store, { sellingPrice: '7.33', stock: 1000 });
  otherListing = await createListing(t.database, otherStore, { sellingPrice: '40', stock: 1000 });
  const addressId = await addAddress(t.app, buyer);
  steps = orderSteps(t.app, buyer, addressId);
  await fund(t.database, buyer.userId, '100000');
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'order_commission_rate', '0.05');
});

afterAll(async () => {
  await t?.close();
});

/** Moves the clock; sessions idle longer than the limit are renewed. */
const at = (time: string) => moveClock(t, parties, time);
const placed = (listing: string, num = 1) => steps.placed(listing, num);
const paid = (listing: string, num = 1) => steps.paid(listing, num);
const ship = (orderId: string, owner = seller) => steps.ship(orderId, owner);
const receive = (orderId: string) => steps.receive(orderId);

let viewers = 0;

/** `times` views of a listing, each by another viewer (one viewer counts once a day). */
async function views(listing: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await recordPageView(t.database.db, pageView('goods', listing));
}

function pageView(kind: 'goods' | 'seller', id: string) {
  const at = t.clock.now();
  return { kind, id, viewer: `d:viewer-${++viewers}`, day: at.toISOString().slice(0, 10), at };
}

async function review(
  listing: string,
  rating: 'good' | 'medium' | 'bad',
  isDefault = false,
): Promise<void> {
  const recorded = await recordEvaluation(t.database.db, {
    id: newId(),
    sellerGoodsId: listing,
    userId: buyer.userId,
    userName: buyer.username,
    avatar: 1,
    rating,
    content: isDefault ? '' : `A ${rating} listing`,
    imgUrls: [],
    isDefault,
    at: t.clock.now(),
  });
  expect(recorded).toBe(true);
}

async function followers(sellerId: string, delta: 1 | -1, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await recordFollowChange(t.database.db, { sellerId, delta });
}

const stats = (party: Party, range: Record<string, string> = {}, lang = 'en') =>
  call(t.app, 'seller/dashboard!stats', { ...range, lang }, { token: party.token, method: 'GET' });

async function one<T>(text: string, values: unknown[]): Promise<T> {
  const rows = await t.database.pool.query(text, values);
  return rows.rows[0] as T;
}

/** A row's platform day is within [$2, $3] (the zone is $4). */
const inRange = (column: string) =>
  `(${column} at time zone $4)::date between $2::date and $3::date`;

/** Every figure of the dashboard, recomputed from the raw rows. */
async function recompute(sellerId: string, from: string, to: string) {
  const args = [sellerId, from, to, TZ];
  const paidRow = await one<{ n: number; gross: string }>(
    `select count(*)::int as n, coalesce(sum(total), 0)::text as gross from orders
     where seller_id = $1 and ${inRange('paid_at')}`,
    args,
  );
  const net = await one<{ net: string }>(
    `select coalesce(sum(e.amount), 0)::text as net
     from ledger_entries e
     join ledger_accounts a on a.id = e.account_id
     join ledger_transfers x on x.id = e.transfer_id
     where a.kind = 'seller' and a.owner_id = $1
       and x.kind in ('order_release', 'order_refund') and ${inRange('e.created_at')}`,
    args,
  );
  const statusRows = await t.database.pool.query<{ status: number; n: number }>(
    `select status, count(*)::int as n from orders
     where seller_id = $1 and ${inRange('created_at')} group by status`,
    args,
  );
  const byStatus = new Map(statusRows.rows.map((row) => [row.status, row.n]));
  const viewRow = await one<{ n: number }>(
    `select count(*)::int as n from catalog_view_events v
     join seller_goods g on g.id = v.seller_goods_id
     where v.kind = 'goods' and g.seller_id = $1 and ${inRange('v.created_at')}`,
    args,
  );
  const reviewRow = await one<{ written: number; defaults: number; rate: string | null }>(
    `select count(*) filter (where not ev.is_default)::int as written,
       count(*) filter (where ev.is_default)::int as defaults,
       round(count(*) filter (where not ev.is_default and ev.rating = 'good')::numeric
         / nullif(count(*) filter (where not ev.is_default), 0), 4)::text as rate
     from evaluations ev join seller_goods g on g.id = ev.seller_goods_id
     where g.seller_id = $1 and ${inRange('ev.created_at')}`,
    args,
  );
  const followerRow = await one<{ n: number }>(
    'select followers_num as n from sellers where id = $1',
    [sellerId],
  );
  return {
    from,
    to,
    currency: 'USDT',
    paidOrders: paidRow.n,
    grossSales: new D(paidRow.gross).toFixed(),
    netEarnings: new D(net.net).toFixed(),
    ordersByStatus: [-1, 0, 1, 2, 3, 4, 5, 6].map((status) => ({
      status,
      count: byStatus.get(status) ?? 0,
    })),
    listingViews: viewRow.n,
    currentFollowers: followerRow.n,
    goodReviewRate: reviewRow.rate,
    writtenReviews: reviewRow.written,
    defaultReviews: reviewRow.defaults,
  };
}

type Stats = Awaited<ReturnType<typeof recompute>>;

/** The answer with its status list in status order, to compare with the recomputation. */
function sorted(data: Stats): Stats {
  return {
    ...data,
    ordersByStatus: [...data.ordersByStatus].sort((a, b) => a.status - b.status),
  };
}

describe('seller dashboard', () => {
  it('builds a store history across the range edges', async () => {
    // 2026-02-10, long before the range: paid, released, viewed and reviewed outside it.
    const releasedBefore = await paid(listingA, 2);
    await ship(releasedBefore);
    await receive(releasedBefore);
    const shippedBefore = await paid(listingB, 3);
    await ship(shippedBefore);
    await views(listingA, 2);
    await review(listingA, 'good');
    await review(listingB, 'good', true);

    // 23:50 on 28 February in Shanghai: still outside.
    await at('2026-02-28T15:50:00Z');
    await paid(listingA);
    await views(listingB, 1);
    await review(listingB, 'bad');

    // 00:05 on 1 March in Shanghai: the first minutes of the range.
    await at('2026-02-28T16:05:00Z');
    const firstOfRange = await paid(listingB, 2);
    await views(listingA, 1);

    // 3 March: every state.
    await at('2026-03-03T04:00:00Z');
    await placed(listingA);
    const cancelled = await placed(listingB);
    await okCall(t.app, 'order!cancel', { orderId: cancelled, reason: 0 }, { token: buyer.token });
    const confirmed = await paid(listingA);
    await okCall(t.app, 'seller/order!confirm', { orderId: confirmed }, { token: seller.token });
    await ship(await paid(listingB));
    const received = await paid(listingA, 4);
    await ship(received);
    await receive(received);
    keptInRange.push(received);
    // Paid before the range, released in it: earnings count, the paid figures do not.
    await receive(shippedBefore);
    keptInRange.push(shippedBefore);
    // Released and returned within the range: the refund takes the release back.
    const returned = await paid(listingB, 5);
    await ship(returned);
    await receive(returned);
    await okCall(
      t.app,
      'order!returns',
      { orderId: returned, reason: 'dislike', content: 'Wrong colour', imgUrls: [] },
      { token: buyer.token },
    );
    await okCall(
      t.app,
      'admin/order!approveRefund',
      { orderId: returned },
      { token: operator.token },
    );
    // Refunded before shipment: paid in the range, never earned.
    const refundedEarly = await paid(listingA);
    await okCall(
      t.app,
      'order!returns',
      { orderId: refundedEarly, reason: 'dislike', content: 'Changed my mind', imgUrls: [] },
      { token: buyer.token },
    );
    await okCall(
      t.app,
      'seller/order!acceptRefund',
      { orderId: refundedEarly },
      { token: seller.token },
    );
    // Another store's sale, views and reviews in the range.
    const otherSale = await paid(otherListing, 2);
    await ship(otherSale, otherSeller);
    await receive(otherSale);
    await views(otherListing, 4);
    await review(otherListing, 'bad');
    await review(otherListing, 'good', true);
    // A view of the store page itself is not a listing view.
    await recordPageView(t.database.db, pageView('seller', store.sellerId));
    await views(listingA, 3);
    await views(listingB, 2);
    await review(listingA, 'good');
    await review(listingB, 'good');
    await review(listingB, 'medium');
    await review(listingA, 'good', true);
    await review(listingB, 'good', true);
    await followers(store.sellerId, 1, 4);
    await followers(store.sellerId, -1, 1);
    await followers(otherStore.sellerId, 1, 2);

    // 23:30 on 10 March in Shanghai: the last hour of the range.
    await at('2026-03-10T15:30:00Z');
    await paid(listingA, 2);
    await views(listingB, 1);

    // 00:10 on 11 March in Shanghai: outside again.
    await at('2026-03-10T16:10:00Z');
    await paid(listingB);
    await ship(firstOfRange);
    await receive(firstOfRange);
    await views(listingA, 5);
    await review(listingA, 'bad');

    await at('2026-03-20T04:00:00Z');
    await expectLedgerClean(t.database);
  });

  it('answers every figure as recomputed from the raw rows', async () => {
    const answer = await stats(seller, { from: FROM, to: TO });
    expect(answer, answer.msg).toMatchObject({ code: '0' });
    const data = answer.data as Stats;
    expect(data.ordersByStatus).toHaveLength(8);
    expect(sorted(data)).toEqual(await recompute(store.sellerId, FROM, TO));

    // Known by construction, so the recomputation above is not comparing two empty sets.
    expect(data.paidOrders).toBe(7);
    expect(data.listingViews).toBe(7);
    expect(data.currentFollowers).toBe(3);
    expect(data.writtenReviews).toBe(3);
    expect(data.defaultReviews).toBe(2);
    expect(data.goodReviewRate).toBe('0.6667');
    expect(Object.fromEntries(data.ordersByStatus.map((row) => [row.status, row.count]))).toEqual({
      '-1': 1,
      0: 1,
      1: 1,
      2: 1,
      3: 1,
      4: 2,
      5: 0,
      6: 2,
    });

    // Net earnings a second way: each kept release is the order's total less its commission.
    const kept = await t.database.pool.query<{ total: string; commission: string }>(
      'select total, commission from orders where id = any($1)',
      [keptInRange],
    );
    const net = kept.rows.reduce((sum, row) => sum.plus(row.total).minus(row.commission), new D(0));
    expect(net.gt(0)).toBe(true);
    expect(data.netEarnings).toBe(net.toFixed());
  });

  it('defaults to the last 30 platform days', async () => {
    const answer = await stats(seller);
    expect(answer.code).toBe('0');
    expect(answer.data).toMatchObject({ from: '2026-02-19', to: '2026-03-20' });
    expect(sorted(answer.data as Stats)).toEqual(
      await recompute(store.sellerId, '2026-02-19', '2026-03-20'),
    );
  });

  it('shows each owner only their own store, and no rate without written reviews', async () => {
    const other = await stats(otherSeller, { from: FROM, to: TO });
    expect(sorted(other.data as Stats)).toEqual(await recompute(otherStore.sellerId, FROM, TO));
    expect(other.data).toMatchObject({ paidOrders: 1, goodReviewRate: '0.0000', listingViews: 4 });

    const quiet = await stats(seller, { from: '2026-03-15', to: '2026-03-15' });
    expect(quiet.data).toMatchObject({
      paidOrders: 0,
      grossSales: '0',
      netEarnings: '0',
      listingViews: 0,
      goodReviewRate: null,
      writtenReviews: 0,
      defaultReviews: 0,
      currentFollowers: 3,
    });
  });

  it('refuses callers who run no store', async () => {
    expect(await stats(buyer, { from: FROM, to: TO })).toMatchObject({
      code: '1',
      errorKey: 'auth.noPermission',
    });
    const storeless = await createParty(t, { roles: ['user', 'seller'] });
    expect(await stats(storeless)).toMatchObject({ code: '1', errorKey: 'auth.noPermission' });
    const anonymous = await call(t.app, 'seller/dashboard!stats', {}, { method: 'GET' });
    expect(anonymous.code).toBe('403');
  });

  it('refuses malformed, reversed and over-long ranges in the caller’s language', async () => {
    const refusals: Array<Record<string, string>> = [
      { from: '2026-02-30', to: TO },
      { from: '2026/03/01', to: TO },
      { from: FROM, to: '2026-03-1' },
      { from: '2026-03-11', to: TO },
      { from: '2025-03-09', to: TO },
      { from: '2026-04-01' },
    ];
    for (const range of refusals) {
      const answer = await stats(seller, range);
      expect(answer, JSON.stringify(range)).toMatchObject({
        code: '1',
        errorKey: 'param.invalid',
        data: null,
      });
    }
    const english = await stats(seller, { from: '2026-03-11', to: TO });
    const chinese = await stats(seller, { from: '2026-03-11', to: TO }, 'cn');
    expect(english.msg).toContain('to');
    expect(chinese.msg).not.toBe(english.msg);
    // 366 days, both ends included, is the longest range.
    expect(await stats(seller, { from: '2025-03-10', to: TO })).toMatchObject({ code: '0' });
  });
});
