// Checkout through the API on a real PostgreSQL: server-side pricing (client prices ignored),
// quantity and shelf rules, one order per store, no oversell under 100 parallel checkouts,
// idempotent submit, the buyer's lists, detail, history, counts and buy-again, and access rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import { storeReferencePrices } from '../catalog/price-history.repository.ts';
import {
  addAddress,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  setParameter,
  stockOf,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let other: Party;
let sellerUser: Party;
let store: Store;
let store2: Store;
let addressId: string;

beforeAll(async () => {
  t = await createTestApp({
    poolSize: 60,
    clock: testClock('2026-03-01T02:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  buyer = await createParty(t);
  other = await createParty(t);
  sellerUser = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, sellerUser, 'Alpha Store');
  store2 = await createStore(t.database, null, 'Beta Store');
  addressId = await addAddress(t.app, buyer);
});

/**
 * Writes a listing's price history (selling, discount, days ago) and its reference price, as the
 * store's own price changes would have over those days.
 */
async function recordPrices(id: string, changes: Array<[string, string | null, number]>) {
  for (const [selling, discount, daysAgo] of changes)
    await t.database.pool.query(
      `insert into listing_price_history (seller_goods_id, selling_price, discount_price, effective_at)
       values ($1, $2, $3, $4)`,
      [id, selling, discount, new Date(t.clock.now().getTime() - daysAgo * 86_400_000)],
    );
  await storeReferencePrices(t.database.db, [id]);
}

afterAll(async () => {
  await t?.close();
});

describe('order!submit', () => {
  it('prices every line on the server, one order per store, ignoring client prices', async () => {
    await setParameter(t.database, 'order_dispatch_fee', '2');
    await setParameter(t.database, 'order_long_distance_per_unit', '0.5');
    await setParameter(t.database, 'order_delivery_fee', '1');
    await setParameter(t.database, 'order_tax_rate', '0.1');
    await setParameter(t.database, 'order_handling_fee_rate', '0.01');
    const a = await createListing(t.database, store, {
      sellingPrice: '10',
      discountPrice: '8',
      stock: 10,
    });
    const b = await createListing(t.database, store2, { sellingPrice: '3.33', stock: 10 });
    // Sold at 10 for three weeks, reduced to 8 yesterday: the reduction is measured against 10.
    await recordPrices(a, [
      ['10', null, 21],
      ['10', '8', 1],
    ]);
    const data = await okCall(
      t.app,
      'order!submit',
      {
        addressId,
        // Tampered prices and totals are ignored: only sellerGoodsId and num are read.
        items: JSON.stringify([
          { sellerGoodsId: a, num: 3, price: '0.01', total: '0.01' },
          { sellerGoodsId: b, num: 2, price: '0.01' },
        ]),
        total: '0.02',
      },
      { token: buyer.token },
    );
    expect(data.orders).toHaveLength(2);
    const [first, second] = data.orders;
    expect(first.sellerId).toBe(store.sellerId);
    expect(second.sellerId).toBe(store2.sellerId);
    expect(first.serialNumber).toMatch(/^20260301100000\d{6}$/);
    // goods 24, freight 2 + 1.5 + 1 = 4.5, tax 2.4, handling 0.24: 31.14
    expect(first.total).toBe('31.14');
    // goods 6.66, freight 2 + 1 + 1 = 4, tax 0.67 (0.666), handling 0.07 (0.0666): 11.4
    expect(second.total).toBe('11.4');
    expect(data.total).toBe('42.54');

    const info = await okCall(
      t.app,
      'order!info',
      { orderId: first.orderId },
      { token: buyer.token },
    );
    expect(info.orderInfo).toMatchObject({
      status: 0,
      goodsAmount: '24',
      discount: '6',
      freight: '4.5',
      tax: '2.4',
      handlingFee: '0.24',
      total: '31.14',
      contacts: 'Ada Buyer',
      city: 'Los Angeles',
      createTime: '2026-03-01 10:00:00',
      actions: ['cancel', 'pay', 'buyAgain'],
    });
    expect(info.orderInfo.items[0]).toMatchObject({
      price: '8',
      originalPrice: '10',
      num: 3,
      amount: '24',
    });
    expect(await stockOf(t.database, a)).toBe(7);
    expect(await stockOf(t.database, b)).toBe(8);

    const preview = await okCall(
      t.app,
      'order!preview',
      { items: JSON.stringify([{ sellerGoodsId: a, num: 3 }]) },
      { token: buyer.token },
    );
    expect(preview.groups[0]).toMatchObject({ total: '31.14', freight: '4.5' });
    for (const code of [
      'order_dispatch_fee',
      'order_long_distance_per_unit',
      'order_delivery_fee',
      'order_tax_rate',
      'order_handling_fee_rate',
    ])
      await setParameter(t.database, code, '0');
  });

  it('measures no reduction for a listing created with its discount (no reference price)', async () => {
    const fresh = await createListing(t.database, store, {
      sellingPrice: '10',
      discountPrice: '8',
      stock: 10,
    });
    await recordPrices(fresh, [['10', '8', 0]]);
    const preview = await okCall(
      t.app,
      'order!preview',
      { items: JSON.stringify([{ sellerGoodsId: fresh, num: 2 }]) },
      { token: buyer.token },
    );
    expect(preview.groups[0]).toMatchObject({ goodsAmount: '16', discount: '0' });
    expect(preview.groups[0]!.items[0]).toMatchObject({ price: '8', originalPrice: null });
  });

  it.each([
    ['negative', -1, 'param.invalid'],
    ['zero', 0, 'param.invalid'],
    ['fractional', 1.5, 'param.invalid'],
    ['text', 'two', 'param.invalid'],
    ['below buyMin', 2, 'goods.quantityOutOfRange'],
    ['above the per-order maximum', 501, 'goods.quantityOutOfRange'],
  ])('refuses a %s quantity', async (_label, num, key) => {
    const id = await createListing(t.database, store, {
      sellingPrice: '1',
      buyMin: 3,
      stock: 1000,
    });
    const body = await call(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num }] },
      { token: buyer.token },
    );
    expect(body.errorKey).toBe(key);
    expect(await stockOf(t.database, id)).toBe(1000);
  });

  it('uses the max-purchase setting and accepts quantities within buyMin..max', async () => {
    await setParameter(t.database, 'mall_max_goods_number_in_order', '5');
    const id = await createListing(t.database, store, { sellingPrice: '1', buyMin: 3, stock: 100 });
    const over = await call(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num: 6 }] },
      { token: buyer.token },
    );
    expect(over.errorKey).toBe('goods.quantityOutOfRange');
    await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num: 5 }] },
      { token: buyer.token },
    );
    // The minimum, on a listing the buyer holds nothing of yet (the unpaid 5 above already hold
    // the most one order may buy of the first: see hold-limit.test.ts).
    const other = await createListing(t.database, store, {
      sellingPrice: '1',
      buyMin: 3,
      stock: 100,
    });
    await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: other, num: 3 }] },
      { token: buyer.token },
    );
    await setParameter(t.database, 'mall_max_goods_number_in_order', '500');
  });

  it('refuses off-shelf, unknown and out-of-stock goods, a foreign address, and nothing is reserved', async () => {
    const off = await createListing(t.database, store, { sellingPrice: '1', onShelf: false });
    const good = await createListing(t.database, store, { sellingPrice: '1', stock: 2 });
    const submit = (items: unknown, address = addressId) =>
      call(t.app, 'order!submit', { addressId: address, items }, { token: buyer.token });
    expect(
      (
        await submit([
          { sellerGoodsId: good, num: 1 },
          { sellerGoodsId: off, num: 1 },
        ])
      ).errorKey,
    ).toBe('goods.offShelf');
    expect((await submit([{ sellerGoodsId: 'nosuchlisting', num: 1 }])).errorKey).toBe(
      'goods.notFound',
    );
    expect((await submit([{ sellerGoodsId: good, num: 3 }])).errorKey).toBe(
      'goods.stockInsufficient',
    );
    expect((await submit([])).errorKey).toBe('param.invalid');
    const othersAddress = await addAddress(t.app, other);
    expect((await submit([{ sellerGoodsId: good, num: 1 }], othersAddress)).errorKey).toBe(
      'address.notFound',
    );
    expect(await stockOf(t.database, good)).toBe(2);
  });

  it('a seller cannot buy goods of their own store', async () => {
    const own = await createListing(t.database, store, { sellingPrice: '1' });
    const sellerAddress = await addAddress(t.app, sellerUser);
    const body = await call(
      t.app,
      'order!submit',
      { addressId: sellerAddress, items: [{ sellerGoodsId: own, num: 1 }] },
      { token: sellerUser.token },
    );
    expect(body.errorKey).toBe('order.ownStore');
    const foreign = await createListing(t.database, store2, { sellingPrice: '1' });
    await okCall(
      t.app,
      'order!submit',
      { addressId: sellerAddress, items: [{ sellerGoodsId: foreign, num: 1 }] },
      { token: sellerUser.token },
    );
  });

  it('is idempotent: the same key replays the first answer and reserves once', async () => {
    const id = await createListing(t.database, store, { sellingPrice: '5', stock: 10 });
    const payload = { addressId, items: [{ sellerGoodsId: id, num: 2 }] };
    const [a, b] = await Promise.all([
      okCall(t.app, 'order!submit', payload, {
        token: buyer.token,
        idempotencyKey: 'submit-key-1',
      }),
      okCall(t.app, 'order!submit', payload, {
        token: buyer.token,
        idempotencyKey: 'submit-key-1',
      }),
    ]);
    expect(a).toEqual(b);
    expect(await stockOf(t.database, id)).toBe(8);
    const changed = await call(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num: 3 }] },
      { token: buyer.token, idempotencyKey: 'submit-key-1' },
    );
    expect(changed.errorKey).toBe('request.idempotencyMismatch');
  });

  it('100 parallel checkouts of a listing with stock 1 make exactly one order', async () => {
    const id = await createListing(t.database, store, { sellingPrice: '9.99', stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createParty(t)));
    const addresses = await Promise.all(buyers.map((b) => addAddress(t.app, b)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(
          t.app,
          'order!submit',
          { addressId: addresses[i % 4], items: [{ sellerGoodsId: id, num: 1 }] },
          { token: buyers[i % 4]!.token },
        ),
      ),
    );
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.errorKey === 'goods.stockInsufficient')).toHaveLength(99);
    expect(await stockOf(t.database, id)).toBe(0);
    const orders = await t.database.pool.query(
      'select count(*)::int as n from order_items where seller_goods_id = $1',
      [id],
    );
    expect(orders.rows[0].n).toBe(1);
  });

  it('refuses more submissions while too many unpaid orders are open', async () => {
    const lone = await createParty(t);
    const address = await addAddress(t.app, lone);
    await setParameter(t.database, 'order_max_unpaid', '2');
    const id = await createListing(t.database, store, { sellingPrice: '1' });
    const submit = () =>
      call(
        t.app,
        'order!submit',
        { addressId: address, items: [{ sellerGoodsId: id, num: 1 }] },
        { token: lone.token },
      );
    expect((await submit()).code).toBe('0');
    expect((await submit()).code).toBe('0');
    expect((await submit()).errorKey).toBe('order.openOrdersExist');
    await setParameter(t.database, 'order_max_unpaid', '50');
  });

  it('uses the default address when none is given, and needs one to exist', async () => {
    const fresh = await createParty(t);
    const id = await createListing(t.database, store, { sellingPrice: '1' });
    const items = [{ sellerGoodsId: id, num: 1, checkAttrName: 'Colour: red' }];
    const none = await call(t.app, 'order!submit', { items }, { token: fresh.token });
    expect(none).toMatchObject({
      errorKey: 'address.notSet',
      msg: 'Shipping address not set, please add one',
    });
    await addAddress(t.app, fresh);
    const { orders } = await okCall(t.app, 'order!submit', { items }, { token: fresh.token });
    const info = await okCall(
      t.app,
      'order!info',
      { orderId: orders[0].orderId },
      { token: fresh.token },
    );
    expect(info.orderInfo).toMatchObject({ contacts: 'Ada Buyer', postcode: '90001' });
    expect(info.orderInfo.items[0].checkAttrName).toBe('Colour: red');
  });

  it('needs login', async () => {
    const body = await call(t.app, 'order!submit', { addressId, items: [] });
    expect(body.code).toBe('403');
  });
});

describe('reading orders', () => {
  it('lists by tab with page size 20, counts tabs, gives lines, history and buy-again data', async () => {
    const reader = await createParty(t);
    const address = await addAddress(t.app, reader);
    const id = await createListing(t.database, store, { sellingPrice: '2', stock: 100, buyMin: 2 });
    const placed = [];
    for (let i = 0; i < 22; i++) {
      placed.push(
        (
          await okCall(
            t.app,
            'order!submit',
            { addressId: address, items: [{ sellerGoodsId: id, num: 2 }] },
            { token: reader.token },
          )
        ).orders[0].orderId,
      );
      if (i === 20) await setParameter(t.database, 'order_max_unpaid', '100');
    }
    await okCall(t.app, 'order!cancel', { orderId: placed[0], reason: 2 }, { token: reader.token });

    const page1 = await okCall(t.app, 'order!listMain', {}, { token: reader.token });
    expect(page1.pageList).toHaveLength(20);
    expect(page1.pageInfo).toEqual({ pageNum: 1, pageSize: 20, totalElements: 22, totalPages: 2 });
    const get = await call(
      t.app,
      'order!listMain',
      { tab: 'cancelled' },
      { token: reader.token, method: 'GET' },
    );
    expect(get.data).toMatchObject({ pageInfo: { totalElements: 1 } });
    const byStatus = await okCall(t.app, 'order!listMain', { status: 0 }, { token: reader.token });
    expect(byStatus.pageInfo.totalElements).toBe(21);

    const counts = await okCall(t.app, 'order!count', {}, { token: reader.token });
    expect(counts).toMatchObject({ all: 22, pendingPayment: 21, cancelled: 1, toBeShipped: 0 });

    const goodsLines = await okCall(
      t.app,
      'order!listGoods',
      { orderId: placed[1] },
      { token: reader.token },
    );
    expect(goodsLines.pageList).toEqual([
      expect.objectContaining({ sellerGoodsId: id, num: 2, price: '2', name: 'Widget' }),
    ]);
    const cn = await call(
      t.app,
      'order!listGoods',
      { orderId: placed[1], lang: 'cn' },
      { token: reader.token },
    );
    expect(cn.data.pageList[0]?.name).toBe('小部件');

    const logs = await okCall(
      t.app,
      'orderLog!list',
      { orderId: placed[0] },
      { token: reader.token },
    );
    expect(logs.pageList.map((entry: { kind: string }) => entry.kind)).toEqual([
      'placed',
      'cancelled',
    ]);

    const again = await okCall(
      t.app,
      'order!buyAgain',
      { orderId: placed[0] },
      { token: reader.token },
    );
    expect(again.pageList).toEqual([
      expect.objectContaining({
        sellerGoodsId: id,
        num: 2,
        buyMin: 2,
        sellingPrice: '2',
        available: true,
        seller: { id: store.sellerId, name: 'Alpha Store' },
      }),
    ]);
    await setParameter(t.database, 'order_max_unpaid', '50');
  });

  it('another buyer can neither read nor act on an order', async () => {
    const id = await createListing(t.database, store, { sellingPrice: '1' });
    const { orders } = await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num: 1 }] },
      { token: buyer.token },
    );
    const orderId = orders[0].orderId;
    await fund(t.database, other.userId, '100');
    for (const [name, extra] of [
      ['order!info', {}],
      ['order!listGoods', {}],
      ['orderLog!list', {}],
      ['order!buyAgain', {}],
      ['order!pay', {}],
      ['order!cancel', { reason: 0 }],
      ['order!remind', {}],
      ['order!receipt', {}],
      ['order!returns', { reason: 'other' }],
    ] as const) {
      const body = await call(t.app, name, { orderId, ...extra }, { token: other.token });
      expect(body.errorKey, name).toBe('order.notFound');
    }
    const listed = await okCall(t.app, 'order!listMain', {}, { token: other.token });
    expect(listed.pageList.map((o: { orderId: string }) => o.orderId)).not.toContain(orderId);
    await expectLedgerClean(t.database);
  });

  it('lists the payment methods with card and PayPal unavailable, and refuses to pay with them', async () => {
    const methods = await okCall(t.app, 'order!payMethods', {});
    expect(methods.pageList).toEqual([
      { method: 'balance', open: true },
      { method: 'card', open: false },
      { method: 'paypal', open: false },
    ]);
    const id = await createListing(t.database, store, { sellingPrice: '1' });
    const { orders } = await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: id, num: 1 }] },
      { token: buyer.token },
    );
    const body = await call(
      t.app,
      'order!pay',
      { orderId: orders[0].orderId, payMethod: 'card' },
      { token: buyer.token },
    );
    expect(body.errorKey).toBe('wallet.regionNotOpen');
  });
});
