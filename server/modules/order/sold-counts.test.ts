// Sold counts equal what the order rows say: after concurrent payments (one and several lines per
// order), unpaid orders and refunds, every listing's sold count and its store's figure (the sum of
// the store's sale shards) are recomputed from the order lines of paid, not refunded orders.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RefundStatus } from '../../../domain/orders/order-status.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let operator: Party;
let store: Store;
let otherStore: Store;

beforeAll(async () => {
  t = await createTestApp({ poolSize: 40, config: { order: { sweepIntervalMs: 0 } } });
  operator = await createParty(t, { roles: ['user', 'admin'] });
  store = await createStore(t.database, await createParty(t, { roles: ['user', 'seller'] }));
  otherStore = await createStore(t.database, null);
});

afterAll(async () => {
  await t?.close();
});

/** Units sold per listing, from the order lines of paid orders whose refund did not go through. */
async function soldFromOrderRows(listings: readonly string[]): Promise<Map<string, number>> {
  const rows = await t.database.pool.query<{ id: string; units: number }>(
    `select oi.seller_goods_id as id, sum(oi.quantity)::int as units
     from order_items oi join orders o on o.id = oi.order_id
     where o.paid_at is not null and o.refund_status <> $2 and oi.seller_goods_id = any($1)
     group by oi.seller_goods_id`,
    [listings, RefundStatus.success],
  );
  return new Map(rows.rows.map((row) => [row.id, row.units]));
}

async function soldCounters(listings: readonly string[]): Promise<Map<string, number>> {
  const rows = await t.database.pool.query<{ id: string; sold_num: number }>(
    'select id, sold_num from seller_goods where id = any($1)',
    [listings],
  );
  return new Map(rows.rows.map((row) => [row.id, row.sold_num]));
}

async function storeFigure(sellerId: string): Promise<number> {
  const info = await okCall(t.app, 'seller!info', { sellerId });
  return info.soldNum as number;
}

it("recomputes every listing's and store's sold count from the order rows", async () => {
  const listings = await Promise.all(
    [5, 7, 3, 11].map((price) =>
      createListing(t.database, store, { sellingPrice: String(price), stock: 1000 }),
    ),
  );
  const foreign = await createListing(t.database, otherStore, { sellingPrice: '2', stock: 1000 });
  const all = [...listings, foreign];
  expect(await storeFigure(store.sellerId)).toBe(0);

  const buyers = await Promise.all(
    Array.from({ length: 16 }, async (_, i) => {
      const buyer = await createParty(t);
      await fund(t.database, buyer.userId, '1000');
      return { buyer, addressId: await addAddress(t.app, buyer), i };
    }),
  );
  // Each buyer orders one to three of the store's listings (and sometimes the other store's, which
  // makes a second order), then pays, except every fifth buyer, who leaves the orders unpaid.
  const placed = await Promise.all(
    buyers.map(async ({ buyer, addressId, i }) => {
      const items = listings
        .filter((_, k) => (i + k) % 3 !== 0)
        .map((id, k) => ({ sellerGoodsId: id, num: 1 + ((i + k) % 4) }));
      if (i % 4 === 0) items.push({ sellerGoodsId: foreign, num: 2 });
      const submitted = await okCall(
        t.app,
        'order!submit',
        { addressId, items },
        { token: buyer.token },
      );
      const orderIds = (submitted.orders as Array<{ orderId: string }>).map((o) => o.orderId);
      if (i % 5 !== 4)
        for (const orderId of orderIds)
          await okCall(
            t.app,
            'order!pay',
            { safeword: FUND_PASSWORD, orderId },
            { token: buyer.token },
          );
      return { buyer, orderIds, paid: i % 5 !== 4 };
    }),
  );

  // Two paid orders are refunded before shipment, concurrently with nothing else.
  const refunded = placed.filter((p) => p.paid).slice(0, 2);
  for (const { buyer, orderIds } of refunded) {
    await okCall(
      t.app,
      'order!returns',
      { orderId: orderIds[0], reason: 'other' },
      { token: buyer.token },
    );
  }
  await Promise.all(
    refunded.map(({ orderIds }) =>
      okCall(
        t.app,
        'admin/order!approveRefund',
        { orderId: orderIds[0] },
        { token: operator.token },
      ),
    ),
  );

  const expected = await soldFromOrderRows(all);
  const counters = await soldCounters(all);
  for (const id of all) expect(counters.get(id), id).toBe(expected.get(id) ?? 0);
  expect([...expected.values()].some((units) => units > 0)).toBe(true);

  const storeTotal = listings.reduce((total, id) => total + (expected.get(id) ?? 0), 0);
  expect(await storeFigure(store.sellerId)).toBe(storeTotal);
  expect(await storeFigure(otherStore.sellerId)).toBe(expected.get(foreign) ?? 0);
  // The store's figure is spread over shard rows, not one row per store.
  const shards = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from seller_sales where seller_id = $1',
    [store.sellerId],
  );
  expect(shards.rows[0]!.n).toBeGreaterThan(0);
  await expectLedgerClean(t.database);
});

it('a refund after the listing left the shelf still takes its units back', async () => {
  const listing = await createListing(t.database, store, { sellingPrice: '4', stock: 10 });
  const buyer = await createParty(t);
  await fund(t.database, buyer.userId, '100');
  const addressId = await addAddress(t.app, buyer);
  const before = await storeFigure(store.sellerId);
  const submitted = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num: 3 }] },
    { token: buyer.token },
  );
  const orderId = submitted.orders[0].orderId as string;
  await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
  expect(await storeFigure(store.sellerId)).toBe(before + 3);
  await t.database.pool.query('update seller_goods set on_shelf = false where id = $1', [listing]);
  await okCall(t.app, 'order!returns', { orderId, reason: 'other' }, { token: buyer.token });
  await okCall(t.app, 'admin/order!approveRefund', { orderId }, { token: operator.token });
  expect((await soldCounters([listing])).get(listing)).toBe(0);
  expect(await storeFigure(store.sellerId)).toBe(before);
  // Not on sale any more: a new checkout is refused as off the shelf, nothing reserved.
  const refused = await call(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
    { token: buyer.token },
  );
  expect(refused.errorKey).toBe('goods.offShelf');
});
