// What a store's owner and its buyers are told about an order, and who may still pay: a paid order
// reaches the owner's notices with the date the store's handling time promises to ship by; the
// shipping notice names carrier and tracking number; a store whose owner an operator disabled
// takes no payment (refused with a reason in the buyer's language, nothing debited), and the
// operator may suspend the owner's stores in the same decision.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NoticeItem } from '../../../domain/api/chat.ts';
import { sellers } from '../../db/schema/catalog.ts';
import { wireTime } from '../../platform/time.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  createListing,
  createStore,
  fund,
  orderSteps,
  type OrderSteps,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';
import { eq } from 'drizzle-orm';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let owner: Party;
let admin: Party;
let store: Store;
let listing: string;
let steps: OrderSteps;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  buyer = await createParty(t);
  owner = await createParty(t, { roles: ['user', 'seller'] });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  store = await createStore(t.database, owner);
  await t.database.db
    .update(sellers)
    .set({ handlingDays: 3 })
    .where(eq(sellers.id, store.sellerId));
  listing = await createListing(t.database, store, { sellingPrice: '10' });
  await fund(t.database, buyer.userId, '100');
  await setParameter(t.database, 'order_max_unpaid', '100');
  steps = orderSteps(t.app, buyer, await addAddress(t.app, buyer));
});

afterAll(async () => {
  await t?.close();
});

const notices = async (user: Party) =>
  (
    await okCall<{ pageList: NoticeItem[] }>(
      t.app,
      'notice!list',
      { lang: 'en' },
      { token: user.token, method: 'GET' },
    )
  ).pageList;

it("tells the store's owner of a paid order and when to ship it by", async () => {
  const before = await okCall<{ count: number }>(
    t.app,
    'notice!unread',
    {},
    { token: owner.token, method: 'GET' },
  );
  const orderId = await steps.paid(listing);
  const paid = (await notices(owner)).find((notice) => notice.kind === 'order.paid');
  expect(paid).toBeDefined();
  const shipBy = wireTime(
    new Date(t.clock.now().getTime() + 3 * 86_400_000),
    t.config.platformTimeZone,
  );
  expect(paid!.params).toMatchObject({ shipBy });
  expect(paid!.link).toEqual({ kind: 'sellerOrder', id: orderId });
  const after = await okCall<{ count: number }>(
    t.app,
    'notice!unread',
    {},
    { token: owner.token, method: 'GET' },
  );
  expect(after.count).toBe(before.count + 1);
  // The buyer is not told of their own payment this way.
  expect((await notices(buyer)).some((notice) => notice.kind === 'order.paid')).toBe(false);

  await steps.ship(orderId, owner);
  const shipped = (await notices(buyer)).find((notice) => notice.kind === 'order.shipped');
  expect(shipped?.params).toMatchObject({ carrier: 'Post', trackingNumber: `T-${orderId}` });
});

it('refuses payment to a store whose owner is disabled, and may suspend the store with it', async () => {
  const orderId = await steps.placed(listing);
  const disabled = await call(
    t.app,
    'admin/user!setStatus',
    { id: owner.userId, status: 'disabled', reasonCode: 'suspected_fraud', suspendStores: 'true' },
    { token: admin.token },
  );
  expect(disabled.code, disabled.msg).toBe('0');
  const [row] = await t.database.db.select().from(sellers).where(eq(sellers.id, store.sellerId));
  expect(row!.enabled).toBe(false);
  expect(row!.suspendReasonCode).toBe('suspected_fraud');

  const balance = await balanceOf(t.app, buyer);
  const refused = await call(
    t.app,
    'order!pay',
    { orderId, payMethod: 'balance', safeword: FUND_PASSWORD, lang: 'ar' },
    { token: buyer.token },
  );
  expect(refused.errorKey).toBe('order.storeOwnerDisabled');
  expect(refused.msg).toMatch(/المتجر/);
  expect(await balanceOf(t.app, buyer)).toBe(balance);

  // Reinstating the owner alone lets the order be paid again (the store's own suspension keeps
  // it off the storefront, as before, but open orders go on).
  await okCall(
    t.app,
    'admin/user!setStatus',
    { id: owner.userId, status: 'active' },
    { token: admin.token },
  );
  await okCall(
    t.app,
    'order!pay',
    { orderId, payMethod: 'balance', safeword: FUND_PASSWORD },
    { token: buyer.token },
  );
});

it('takes no new order for a store whose owner is disabled, though the store is not suspended', async () => {
  const other = await createParty(t, { roles: ['user', 'seller'] });
  const otherStore = await createStore(t.database, other);
  const otherListing = await createListing(t.database, otherStore, { sellingPrice: '5' });
  await okCall(
    t.app,
    'admin/user!setStatus',
    { id: other.userId, status: 'disabled', reasonCode: 'suspected_fraud' },
    { token: admin.token },
  );
  const items = [{ sellerGoodsId: otherListing, num: 1 }];
  const preview = await call(t.app, 'order!preview', { items }, { token: buyer.token });
  expect(preview.errorKey).toBe('order.storeOwnerUnavailable');
  const placed = await call(
    t.app,
    'order!submit',
    { items, lang: 'ar' },
    { token: buyer.token, idempotencyKey: `owner-off-${otherListing}` },
  );
  expect(placed.errorKey).toBe('order.storeOwnerUnavailable');
  expect(placed.msg).toMatch(/المتجر/);
  const orders = await t.database.pool.query('select 1 from orders where seller_id = $1', [
    otherStore.sellerId,
  ]);
  expect(orders.rowCount).toBe(0);

  // Back to active: the same checkout goes through.
  await okCall(
    t.app,
    'admin/user!setStatus',
    { id: other.userId, status: 'active' },
    { token: admin.token },
  );
  await okCall(t.app, 'order!preview', { items }, { token: buyer.token });
});
