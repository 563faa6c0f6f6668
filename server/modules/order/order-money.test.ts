// Money through the order lifecycle on a real PostgreSQL: payment into escrow (one of 50 parallel
// pays succeeds on a wallet holding enough for one), release on receipt minus the commission,
// refunds before shipment and returns after receipt (escrow returned exactly once), cancel and
// remind rules, seller confirm and ship. The ledger check is clean after every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { uploadTestPicture } from '../../testing/uploads.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  releaseOnReceipt,
  setParameter,
  stockOf,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party, relogin } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let sellerUser: Party;
let operator: Party;
let store: Store;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({
    poolSize: 60,
    clock: testClock('2026-03-01T02:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  await releaseOnReceipt(t.database);
  sellerUser = await createParty(t, { roles: ['user', 'seller'] });
  operator = await createParty(t, { roles: ['user', 'admin'] });
  store = await createStore(t.database, sellerUser, 'Money Store');
  await setParameter(t.database, 'order_commission_rate', '0.1');
});

afterEach(async () => {
  await expectLedgerClean(t.database);
});

afterAll(async () => {
  await t?.close();
});

async function buyerWithAddress(funds?: string) {
  const buyer = await createParty(t);
  const addressId = await addAddress(t.app, buyer);
  if (funds) await fund(t.database, buyer.userId, funds);
  return { buyer, addressId };
}

async function placeOrder(buyer: Party, addressId: string, listing: string, num = 1) {
  const data = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num }] },
    { token: buyer.token },
  );
  return data.orders[0].orderId as string;
}

const uploadPicture = (who: Party, moduleName: string): Promise<string> =>
  uploadTestPicture(t.app, who.token, moduleName);

async function accountBalance(code: string): Promise<string> {
  const rows = await t.database.pool.query<{ balance: string }>(
    'select balance::text from ledger_accounts where code = $1',
    [code],
  );
  return rows.rows[0] ? String(Number(rows.rows[0].balance)) : '0';
}

async function transfersOf(kind: string, reference: string): Promise<number> {
  const rows = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from ledger_transfers where kind = $1 and reference = $2',
    [kind, reference],
  );
  return rows.rows[0]?.n ?? 0;
}

describe('pay, ship and receive', () => {
  it('moves the money buyer -> escrow -> store minus commission, with the history in order', async () => {
    const { buyer, addressId } = await buyerWithAddress('100');
    const listing = await createListing(t.database, store, { sellingPrice: '12.5', stock: 5 });
    const orderId = await placeOrder(buyer, addressId, listing, 2);

    const paid = await okCall(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId },
      { token: buyer.token },
    );
    expect(paid).toEqual({ orderId, status: 1, money: '75' });
    expect(await accountBalance(`escrow:order:${orderId}:USDT`)).toBe('25');
    expect(await balanceOf(t.app, buyer)).toBe('75');
    const again = await call(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId },
      { token: buyer.token },
    );
    expect(again.errorKey).toBe('order.notPayable');

    t.clock.advance(60_000);
    await okCall(t.app, 'order!remind', { orderId }, { token: buyer.token });
    const twice = await call(t.app, 'order!remind', { orderId }, { token: buyer.token });
    expect(twice).toMatchObject({
      code: '1',
      errorKey: 'order.alreadyReminded',
      msg: 'This order has been reminded',
    });

    const receiptEarly = await call(t.app, 'order!receipt', { orderId }, { token: buyer.token });
    expect(receiptEarly.errorKey).toBe('order.cannotRelease');

    t.clock.advance(60_000);
    expect(
      await okCall(t.app, 'seller/order!confirm', { orderId }, { token: sellerUser.token }),
    ).toEqual({ orderId, status: 2 });
    const sellerList = await okCall(
      t.app,
      'seller/order!list',
      { tab: 'confirmed' },
      { token: sellerUser.token },
    );
    expect(sellerList.pageList[0]).toMatchObject({
      orderId,
      reminded: true,
      events: ['ship'],
      buyer: buyer.username,
      // The seller sees the commission the release will take, at the rate fixed on ordering.
      commissionRate: '0.1',
      commission: '2.5',
      net: '22.5',
    });
    t.clock.advance(60_000);
    await okCall(
      t.app,
      'seller/order!ship',
      { orderId, carrier: 'DHL', trackingNumber: 'JD0123456789' },
      { token: sellerUser.token },
    );
    const refundShipped = await call(
      t.app,
      'order!returns',
      { orderId, reason: 'dislike' },
      { token: buyer.token },
    );
    expect(refundShipped.errorKey).toBe('order.shippedNoRefund');

    t.clock.advance(60_000);
    expect(await okCall(t.app, 'order!receipt', { orderId }, { token: buyer.token })).toEqual({
      orderId,
      status: 4,
      releaseAt: null,
    });
    expect(await accountBalance(`escrow:order:${orderId}:USDT`)).toBe('0');
    expect(await accountBalance(`seller:${store.sellerId}:available:USDT`)).toBe('22.5');
    expect(await accountBalance('platform:fees:USDT')).toBe('2.5');
    const receiptTwice = await call(t.app, 'order!receipt', { orderId }, { token: buyer.token });
    expect(receiptTwice.errorKey).toBe('order.cannotRelease');

    const logs = await okCall(t.app, 'orderLog!list', { orderId }, { token: buyer.token });
    expect(logs.pageList.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'reminded',
      'sellerConfirmed',
      'shipped',
      'received',
    ]);
    const times = logs.pageList.map((e: { createTime: string }) => e.createTime);
    expect([...times].sort()).toEqual(times);
    expect(logs.pageList[4]).toMatchObject({
      carrier: 'DHL',
      trackingNumber: 'JD0123456789',
      status: 3,
    });

    const info = await okCall(t.app, 'order!info', { orderId }, { token: buyer.token });
    expect(info.orderInfo).toMatchObject({
      status: 4,
      carrier: 'DHL',
      reminded: true,
      payMethod: 'balance',
    });
    expect(info.orderInfo.actions).toEqual(['refund', 'review', 'logistics', 'buyAgain']);
    const counts = await okCall(t.app, 'order!count', {}, { token: buyer.token });
    expect(counts).toMatchObject({ received: 1, toBeReviewed: 1, pendingPayment: 0 });
    const sold = await t.database.pool.query('select sold_num from seller_goods where id = $1', [
      listing,
    ]);
    expect(sold.rows[0].sold_num).toBe(2);
  });

  it('refuses payment without enough balance, then pays once funded', async () => {
    const { buyer, addressId } = await buyerWithAddress('5');
    const listing = await createListing(t.database, store, { sellingPrice: '10' });
    const orderId = await placeOrder(buyer, addressId, listing);
    const refused = await call(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId },
      { token: buyer.token },
    );
    expect(refused).toMatchObject({
      errorKey: 'wallet.insufficientBalance',
      msg: 'Insufficient balance, please deposit',
    });
    expect(await balanceOf(t.app, buyer)).toBe('5');
    await fund(t.database, buyer.userId, '5');
    await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
    expect(await balanceOf(t.app, buyer)).toBe('0');
  });

  it('50 parallel pays from a wallet holding enough for one: exactly one is paid', async () => {
    const { buyer, addressId } = await buyerWithAddress('10');
    const listing = await createListing(t.database, store, { sellingPrice: '10', stock: 100 });
    const orders: string[] = [];
    for (let i = 0; i < 50; i++) orders.push(await placeOrder(buyer, addressId, listing));
    const results = await Promise.all(
      orders.map((orderId) =>
        call(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token }),
      ),
    );
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.errorKey === 'wallet.insufficientBalance')).toHaveLength(49);
    expect(await balanceOf(t.app, buyer)).toBe('0');
    const paid = await okCall(
      t.app,
      'order!listMain',
      { tab: 'toBeShipped' },
      { token: buyer.token },
    );
    expect(paid.pageInfo.totalElements).toBe(1);
  });

  it('parallel pays of orders sharing listings all succeed (locks are taken in one order)', async () => {
    const a = await createListing(t.database, store, { sellingPrice: '1', stock: 1000 });
    const b = await createListing(t.database, store, { sellingPrice: '2', stock: 1000 });
    const pays = [];
    for (let i = 0; i < 16; i++) {
      const { buyer, addressId } = await buyerWithAddress('10');
      const items =
        i % 2 === 0
          ? [
              { sellerGoodsId: a, num: 1 },
              { sellerGoodsId: b, num: 1 },
            ]
          : [{ sellerGoodsId: b, num: 1 }];
      const { orders } = await okCall(
        t.app,
        'order!submit',
        { addressId, items },
        { token: buyer.token },
      );
      pays.push(() =>
        call(
          t.app,
          'order!pay',
          { safeword: FUND_PASSWORD, orderId: orders[0].orderId },
          { token: buyer.token },
        ),
      );
    }
    const results = await Promise.all(pays.map((pay) => pay()));
    expect(results.map((r) => r.code)).toEqual(results.map(() => '0'));
    const sold = await t.database.pool.query<{ sold_num: number }>(
      'select id, sold_num from seller_goods where id = any($1) order by sold_num',
      [[a, b]],
    );
    expect(sold.rows.map((row) => row.sold_num)).toEqual([8, 16]);
  });

  it('the same pay key replays the answer and moves the money once', async () => {
    const { buyer, addressId } = await buyerWithAddress('30');
    const listing = await createListing(t.database, store, { sellingPrice: '10' });
    const orderId = await placeOrder(buyer, addressId, listing);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        okCall(
          t.app,
          'order!pay',
          { safeword: FUND_PASSWORD, orderId },
          { token: buyer.token, idempotencyKey: 'pay-1' },
        ),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await transfersOf('order_pay', orderId)).toBe(1);
    expect(await balanceOf(t.app, buyer)).toBe('20');
  });
});

describe('cancel', () => {
  it('needs a reason 0-4, cancels only pending payment, returns the stock; a seller cannot cancel', async () => {
    const { buyer, addressId } = await buyerWithAddress('100');
    const listing = await createListing(t.database, store, { sellingPrice: '1', stock: 10 });
    const orderId = await placeOrder(buyer, addressId, listing, 4);
    expect(await stockOf(t.database, listing)).toBe(6);
    expect((await call(t.app, 'order!cancel', { orderId }, { token: buyer.token })).errorKey).toBe(
      'param.invalid',
    );
    expect(
      (await call(t.app, 'order!cancel', { orderId, reason: 5 }, { token: buyer.token })).errorKey,
    ).toBe('param.invalid');
    expect(
      (await call(t.app, 'seller/order!cancel', { orderId }, { token: sellerUser.token })).errorKey,
    ).toBe('order.sellerCannotCancel');
    expect(
      await okCall(
        t.app,
        'order!cancel',
        { orderId, reason: 4, remark: 'changed my mind' },
        { token: buyer.token },
      ),
    ).toEqual({ orderId, status: -1 });
    expect(await stockOf(t.database, listing)).toBe(10);
    const info = await okCall(t.app, 'order!info', { orderId }, { token: buyer.token });
    expect(info.orderInfo).toMatchObject({
      cancelReason: 4,
      cancelRemark: 'changed my mind',
      actions: ['buyAgain'],
    });
    expect(
      (await call(t.app, 'order!cancel', { orderId, reason: 0 }, { token: buyer.token })).errorKey,
    ).toBe('order.cancelNotAllowed');

    const paidOrder = await placeOrder(buyer, addressId, listing);
    await okCall(
      t.app,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId: paidOrder },
      { token: buyer.token },
    );
    expect(
      (await call(t.app, 'order!cancel', { orderId: paidOrder, reason: 0 }, { token: buyer.token }))
        .errorKey,
    ).toBe('order.cancelNotAllowed');
  });
});

describe('refunds and returns', () => {
  it('a refund before shipment returns the escrow to the buyer exactly once and restocks', async () => {
    const { buyer, addressId } = await buyerWithAddress('50');
    const listing = await createListing(t.database, store, { sellingPrice: '20', stock: 3 });
    const orderId = await placeOrder(buyer, addressId, listing);
    await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
    const tooMany = await call(
      t.app,
      'order!returns',
      { orderId, reason: 'dislike', imgUrls: Array.from({ length: 10 }, (_, i) => `/u/${i}.png`) },
      { token: buyer.token },
    );
    expect(tooMany.errorKey).toBe('param.invalid');
    expect(
      (await call(t.app, 'order!returns', { orderId, reason: 'nonsense' }, { token: buyer.token }))
        .errorKey,
    ).toBe('param.invalid');
    // Photos only from the buyer's own refund uploads: a link, another area's or another buyer's
    // picture is refused.
    const { buyer: stranger } = await buyerWithAddress();
    for (const imgUrls of [
      ['/u/0.png'],
      [await uploadPicture(buyer, 'chat')],
      [await uploadPicture(stranger, 'order')],
    ])
      expect(
        (
          await call(
            t.app,
            'order!returns',
            { orderId, reason: 'wrongGoods', imgUrls: JSON.stringify(imgUrls) },
            { token: buyer.token },
          )
        ).errorKey,
      ).toBe('order.refundImageInvalid');
    const photos = [await uploadPicture(buyer, 'order'), await uploadPicture(buyer, 'order')];
    const requested = await okCall(
      t.app,
      'order!returns',
      {
        orderId,
        reason: 'wrongGoods',
        content: 'ordered the wrong size',
        imgUrls: JSON.stringify(photos),
      },
      { token: buyer.token },
    );
    expect(requested).toEqual({ orderId, status: 6, refundStatus: 1 });
    expect(
      (await call(t.app, 'order!returns', { orderId, reason: 'other' }, { token: buyer.token }))
        .errorKey,
    ).toBe('order.statusNotOperable');
    expect(
      (
        await call(
          t.app,
          'seller/order!ship',
          { orderId, carrier: 'X', trackingNumber: 'Y' },
          { token: sellerUser.token },
        )
      ).errorKey,
    ).toBe('order.statusNotOperable');

    const queue = await okCall(t.app, 'admin/order!listRefunds', {}, { token: operator.token });
    expect(queue.pageList.find((o: { orderId: string }) => o.orderId === orderId)).toMatchObject({
      refund: { type: 'refund', reason: 'wrongGoods', content: 'ordered the wrong size' },
    });
    expect(
      (await call(t.app, 'admin/order!listRefunds', {}, { token: buyer.token })).errorKey,
    ).toBe('auth.noPermission');
    expect(
      (await call(t.app, 'admin/order!approveRefund', { orderId }, { token: buyer.token }))
        .errorKey,
    ).toBe('auth.noPermission');

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(
          t.app,
          'admin/order!approveRefund',
          { orderId, remark: 'ok' },
          { token: operator.token },
        ),
      ),
    );
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.errorKey === 'order.statusNotOperable')).toHaveLength(4);
    expect(await transfersOf('order_refund', orderId)).toBe(1);
    expect(await balanceOf(t.app, buyer)).toBe('50');
    expect(await accountBalance(`escrow:order:${orderId}:USDT`)).toBe('0');
    expect(await stockOf(t.database, listing)).toBe(3);

    // The buyer sees both movements in the wallet history, each linked to the order.
    const history = await okCall(t.app, 'wallet!history', {}, { token: buyer.token });
    const serial = (await okCall(t.app, 'order!info', { orderId }, { token: buyer.token }))
      .orderInfo.serialNumber as string;
    expect(
      history.pageList
        .slice(0, 2)
        .map((h: { type: string; amount: string; balanceAfter: string; orderId: string }) => [
          h.type,
          h.amount,
          h.balanceAfter,
          h.orderId,
        ]),
    ).toEqual([
      ['order_refund', '20', '50', orderId],
      ['order_pay', '-20', '30', orderId],
    ]);
    expect(history.pageList[0].serialNo).toBe(serial);
    const pays = await okCall(
      t.app,
      'wallet!history',
      { type: 'order_pay' },
      { token: buyer.token },
    );
    expect(pays.pageList.map((h: { type: string }) => h.type)).toEqual(['order_pay']);
    expect(pays.pageInfo.totalElements).toBe(1);
    expect(
      (await call(t.app, 'wallet!history', { type: 'bogus' }, { token: buyer.token })).errorKey,
    ).toBe('param.invalid');

    const info = await okCall(t.app, 'order!info', { orderId }, { token: buyer.token });
    expect(info.orderInfo).toMatchObject({
      status: 6,
      refundStatus: 2,
      refund: { remark: 'ok', imgUrls: expect.any(Array) },
    });
    expect(info.orderInfo.refund.imgUrls).toEqual(photos);
    const logs = await okCall(t.app, 'orderLog!list', { orderId }, { token: buyer.token });
    expect(logs.pageList.map((e: { kind: string }) => e.kind)).toEqual([
      'placed',
      'paid',
      'refundRequested',
      'refundSuccess',
    ]);
  });

  it('a rejected refund puts the order back where it was', async () => {
    const { buyer, addressId } = await buyerWithAddress('50');
    const listing = await createListing(t.database, store, { sellingPrice: '20' });
    const orderId = await placeOrder(buyer, addressId, listing);
    await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
    await okCall(t.app, 'seller/order!confirm', { orderId }, { token: sellerUser.token });
    await okCall(t.app, 'order!returns', { orderId, reason: 'other' }, { token: buyer.token });
    expect(
      await okCall(
        t.app,
        'admin/order!rejectRefund',
        { orderId, remark: 'already packed' },
        { token: operator.token },
      ),
    ).toEqual({
      orderId,
      status: 2,
      refundStatus: 3,
    });
    expect(
      (await call(t.app, 'admin/order!approveRefund', { orderId }, { token: operator.token }))
        .errorKey,
    ).toBe('order.statusNotOperable');
    expect(await balanceOf(t.app, buyer)).toBe('30');
    await okCall(
      t.app,
      'seller/order!ship',
      { orderId, carrier: 'UPS', trackingNumber: '1Z999' },
      { token: sellerUser.token },
    );
  });

  it('a return within 7 days after receipt takes the store share and commission back; later it is refused', async () => {
    const { buyer, addressId } = await buyerWithAddress('100');
    const listing = await createListing(t.database, store, { sellingPrice: '40' });
    const sellerBefore = Number(await accountBalance(`seller:${store.sellerId}:available:USDT`));
    const feesBefore = Number(await accountBalance('platform:fees:USDT'));
    const shipAndReceive = async () => {
      const orderId = await placeOrder(buyer, addressId, listing);
      await okCall(
        t.app,
        'order!pay',
        { safeword: FUND_PASSWORD, orderId },
        { token: buyer.token },
      );
      await okCall(
        t.app,
        'seller/order!ship',
        { orderId, carrier: 'DHL', trackingNumber: 'A1' },
        { token: sellerUser.token },
      );
      await okCall(t.app, 'order!receipt', { orderId }, { token: buyer.token });
      return orderId;
    };
    const early = await shipAndReceive();
    const late = await shipAndReceive();
    t.clock.advance(7 * DAY - 60_000);
    await Promise.all([
      relogin(t.app, buyer),
      relogin(t.app, operator),
      relogin(t.app, sellerUser),
    ]);
    await okCall(
      t.app,
      'order!returns',
      { orderId: early, reason: 'damaged', content: 'broken' },
      { token: buyer.token },
    );
    t.clock.advance(2 * 60_000);
    expect(
      (
        await call(
          t.app,
          'order!returns',
          { orderId: late, reason: 'damaged' },
          { token: buyer.token },
        )
      ).errorKey,
    ).toBe('order.returnWindowClosed');
    await okCall(t.app, 'admin/order!approveRefund', { orderId: early }, { token: operator.token });
    expect(await balanceOf(t.app, buyer)).toBe('60');
    expect(
      Number(await accountBalance(`seller:${store.sellerId}:available:USDT`)) - sellerBefore,
    ).toBeCloseTo(36, 8);
    expect(Number(await accountBalance('platform:fees:USDT')) - feesBefore).toBeCloseTo(4, 8);
  });
});

describe('seller access', () => {
  it("a seller sees and acts only on their own stores' orders; buyers cannot use seller calls", async () => {
    const otherSeller = await createParty(t, { roles: ['user', 'seller'] });
    await createStore(t.database, otherSeller, 'Other Store');
    const { buyer, addressId } = await buyerWithAddress('10');
    const listing = await createListing(t.database, store, { sellingPrice: '1' });
    const orderId = await placeOrder(buyer, addressId, listing);
    await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
    expect(
      (await call(t.app, 'seller/order!confirm', { orderId }, { token: otherSeller.token }))
        .errorKey,
    ).toBe('order.notFound');
    expect(
      (await call(t.app, 'seller/order!info', { orderId }, { token: otherSeller.token })).errorKey,
    ).toBe('order.notFound');
    const list = await okCall(t.app, 'seller/order!list', {}, { token: otherSeller.token });
    expect(list.pageInfo.totalElements).toBe(0);
    expect(
      (await call(t.app, 'seller/order!confirm', { orderId }, { token: buyer.token })).errorKey,
    ).toBe('auth.noPermission');
    const info = await okCall(t.app, 'seller/order!info', { orderId }, { token: sellerUser.token });
    expect(info.orderInfo).toMatchObject({
      orderId,
      contacts: 'Ada Buyer',
      events: ['sellerConfirm', 'ship'],
    });
    const logs = await okCall(
      t.app,
      'seller/orderLog!list',
      { orderId },
      { token: sellerUser.token },
    );
    expect(logs.pageList.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
    expect(
      (await call(t.app, 'seller/orderLog!list', { orderId }, { token: otherSeller.token }))
        .errorKey,
    ).toBe('order.notFound');
  });
});
