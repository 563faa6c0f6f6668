// A store's measured handling time through HTTP: orders paid and shipped at known times (the test
// clock), `seller!info` answering the declared days beside the measured ones, and every figure
// recomputed here from the order rows. Each order is judged against the days declared when it was
// placed: a later change of the promise applies to later orders only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  fund,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2031-01-01T00:00:00Z');

let t: TestApp;
let seller: Party;
let buyer: Party;
let store: Store;
let addressId: string;
let listingId: string;

interface Shipping {
  declaredDays: number;
  medianShipHours: number | null;
  onTimeRate: string | null;
  measuredOrders: number;
}

async function shipping(): Promise<Shipping> {
  const info = await okCall<{ handlingDays: number; shipping: Shipping }>(t.app, 'seller!info', {
    sellerId: store.sellerId,
  });
  expect(info.shipping.declaredDays).toBe(info.handlingDays);
  return info.shipping;
}

/** Places and pays an order at `paidAt`; ships it `shipAfterHours` later unless null. */
async function order(paidAt: number, shipAfterHours: number | null): Promise<string> {
  t.clock.set(new Date(paidAt));
  const placed = await okCall<{ orders: { orderId: string }[] }>(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listingId, num: 1 }] },
    { token: buyer.token },
  );
  const orderId = placed.orders[0]!.orderId;
  await okCall(t.app, 'order!pay', { orderId, safeword: FUND_PASSWORD }, { token: buyer.token });
  if (shipAfterHours !== null) {
    t.clock.set(new Date(paidAt + shipAfterHours * HOUR));
    await okCall(
      t.app,
      'seller/order!ship',
      { orderId, carrier: 'DHL', trackingNumber: `T${orderId.slice(-10)}` },
      { token: seller.token },
    );
  }
  return orderId;
}

async function refund(orderId: string, at: number): Promise<void> {
  t.clock.set(new Date(at));
  await okCall(t.app, 'order!returns', { orderId, reason: 'dislike' }, { token: buyer.token });
}

/** The figures recomputed from the order rows, by the rule in domain/store/measured-shipping.ts. */
async function fromRows(now: number, declaredDays: number): Promise<Shipping> {
  const rows = await t.database.pool.query<{
    paid_at: Date;
    shipped_at: Date | null;
    status: number;
    refund_requested_at: Date | null;
    handling_days: number | null;
  }>(
    'select paid_at, shipped_at, status, refund_requested_at, handling_days from orders where seller_id = $1 and paid_at is not null',
    [store.sellerId],
  );
  const hours: number[] = [];
  let measured = 0;
  let onTime = 0;
  for (const row of rows.rows) {
    const paid = row.paid_at.getTime();
    if (paid <= now - 90 * DAY || paid > now) continue;
    const due = paid + (row.handling_days ?? declaredDays) * DAY;
    if (row.shipped_at) {
      measured += 1;
      if (row.shipped_at.getTime() <= due) onTime += 1;
      hours.push((row.shipped_at.getTime() - paid) / HOUR);
    } else {
      const waited = [1, 2].includes(row.status) ? now : row.refund_requested_at?.getTime();
      if (waited !== undefined && waited > due) measured += 1;
    }
  }
  hours.sort((a, b) => a - b);
  const mid = Math.floor(hours.length / 2);
  const median =
    hours.length === 0
      ? null
      : hours.length % 2
        ? hours[mid]!
        : (hours[mid - 1]! + hours[mid]!) / 2;
  const enough = measured >= 5;
  return {
    declaredDays,
    medianShipHours: enough && median !== null ? Math.round(median * 10) / 10 : null,
    onTimeRate: enough ? String(Math.round((onTime / measured) * 1000) / 10) : null,
    measuredOrders: measured,
  };
}

beforeAll(async () => {
  // The clock moves months: sessions must outlive it.
  const account = { ...loadConfig({}).account, sessionIdleMinutes: 1e6, sessionMaxDays: 3650 };
  t = await createTestApp({
    clock: testClock(new Date(START - 200 * DAY)),
    config: { order: { sweepIntervalMs: 0 }, account },
  });
  seller = await createParty(t, { roles: ['user', 'seller'] });
  buyer = await createParty(t);
  store = await createStore(t.database, seller);
  await t.database.pool.query('update sellers set handling_days = 2 where id = $1', [
    store.sellerId,
  ]);
  listingId = await createListing(t.database, store, { sellingPrice: '3', stock: 100 });
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '1000');
  await setParameter(t.database, 'order_max_unpaid', '100');
});

afterAll(async () => {
  await t?.close();
});

describe('measured shipping', () => {
  it('says nothing but the count below 5 orders, then the median and the on-time share', async () => {
    // Paid 100 days before the reading: outside the 90 days.
    await order(START - 100 * DAY, 200);
    // Declared: 2 days (48 hours).
    await order(START, 10);
    await order(START + HOUR, 30);
    await order(START + 2 * HOUR, 50);
    await order(START + 3 * HOUR, 100);
    t.clock.set(new Date(START + 10 * DAY));
    expect(await shipping()).toEqual({
      declaredDays: 2,
      medianShipHours: null,
      onTimeRate: null,
      measuredOrders: 4,
    });
    expect(await shipping()).toEqual(await fromRows(START + 10 * DAY, 2));

    // Unshipped past its 48 hours: late. Unshipped and not yet due: not measured.
    await order(START + 5 * DAY, null);
    const now = START + 9 * DAY;
    await order(now - 10 * HOUR, null);
    // Refunded unshipped after its 48 hours: late. Refunded within them: not measured.
    await refund(await order(START + 6 * DAY, null), START + 6 * DAY + 60 * HOUR);
    await refund(await order(START + 6 * DAY + HOUR, null), START + 6 * DAY + 6 * HOUR);
    t.clock.set(new Date(now));
    const figures = await shipping();
    // Shipped after 10, 30, 50 and 100 hours: median 40; on time 2 of 6 measured.
    expect(figures).toEqual({
      declaredDays: 2,
      medianShipHours: 40,
      onTimeRate: '33.3',
      measuredOrders: 6,
    });
    expect(figures).toEqual(await fromRows(now, 2));

    // Declaring more days later does not judge the earlier orders again: they were promised 2.
    await t.database.pool.query('update sellers set handling_days = 5 where id = $1', [
      store.sellerId,
    ]);
    const later = START + 12 * DAY;
    t.clock.set(new Date(later));
    const kept = await shipping();
    // Shipped after 10, 30, 50, 100 hours (2 on time); late: the one paid on day 5, the one of
    // day 9 (due on day 11), the refund requested after 60 hours: 2 of 7.
    expect(kept).toEqual({
      declaredDays: 5,
      medianShipHours: 40,
      onTimeRate: '28.6',
      measuredOrders: 7,
    });
    expect(kept).toEqual(await fromRows(later, 5));
    // An order placed under the new promise is judged by it: shipped after 80 hours, on time (and
    // the median of 10, 30, 50, 80, 100 hours is 50).
    await order(later, 80);
    const after = START + 16 * DAY;
    t.clock.set(new Date(after));
    const judged = await shipping();
    expect(judged).toEqual({
      declaredDays: 5,
      medianShipHours: 50,
      onTimeRate: '37.5',
      measuredOrders: 8,
    });
    expect(judged).toEqual(await fromRows(after, 5));
    const missing = await call(t.app, 'seller!info', { sellerId: 'missing' });
    expect(missing.errorKey).toBe('seller.notFound');
  });
});
