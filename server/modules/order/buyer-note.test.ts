// What checkout answers besides the orders: the time they wait for payment until, and the buyer's
// note to each store: stored on that store's order only, read by its
// seller (seller/order!info) and by the buyer (order!info); too long a note is refused whole.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wireTime } from '../../platform/time.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  fund,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let sellerA: Party;
let storeA: Store;
let storeB: Store;
let listingA: string;
let listingB: string;
let addressId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  buyer = await createParty(t);
  sellerA = await createParty(t, { roles: ['user', 'seller'] });
  storeA = await createStore(t.database, sellerA);
  storeB = await createStore(t.database, null);
  listingA = await createListing(t.database, storeA, { sellingPrice: '10' });
  listingB = await createListing(t.database, storeB, { sellingPrice: '12' });
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '100');
  await setParameter(t.database, 'order_max_unpaid', '100');
});

afterAll(async () => {
  await t?.close();
});

const items = () => [
  { sellerGoodsId: listingA, num: 1 },
  { sellerGoodsId: listingB, num: 1 },
];

it("keeps each store's note on that store's order, for its seller and the buyer", async () => {
  const placed = await okCall<{ orders: { orderId: string; sellerId: string; payBy: string }[] }>(
    t.app,
    'order!submit',
    {
      addressId,
      items: items(),
      notes: JSON.stringify({ [storeA.sellerId]: '  Please pack in two boxes  ' }),
    },
    { token: buyer.token },
  );
  // The answer says until when the orders wait for payment (the default 3 hours).
  const payBy = wireTime(new Date(t.clock.now().getTime() + 3 * 3600_000), 'Asia/Shanghai');
  expect(placed.orders.map((o) => o.payBy)).toEqual([payBy, payBy]);
  const orderA = placed.orders.find((o) => o.sellerId === storeA.sellerId)!.orderId;
  const orderB = placed.orders.find((o) => o.sellerId === storeB.sellerId)!.orderId;
  const seen = await okCall<{ orderInfo: { buyerNote: string } }>(
    t.app,
    'seller/order!info',
    { orderId: orderA },
    { token: sellerA.token },
  );
  expect(seen.orderInfo.buyerNote).toBe('Please pack in two boxes');
  const mine = await okCall<{ orderInfo: { buyerNote: string } }>(
    t.app,
    'order!info',
    { orderId: orderB },
    { token: buyer.token },
  );
  expect(mine.orderInfo.buyerNote).toBe('');
});

it('refuses a note over 200 characters and places nothing', async () => {
  const count = async () =>
    (await t.database.pool.query('select count(*)::int as n from orders')).rows[0].n as number;
  const before = await count();
  const body = await call(
    t.app,
    'order!submit',
    { addressId, items: items(), notes: JSON.stringify({ [storeA.sellerId]: 'x'.repeat(201) }) },
    { token: buyer.token },
  );
  expect(body.errorKey).toBe('param.invalid');
  expect(await count()).toBe(before);
});
