// The store answers refund and return requests: accepting pays the refund at once and exactly once
// (also when sent twice at once); disputing keeps the request open with a reason the buyer and the
// operator read, after which only the operator decides; another store can do neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../../domain/money.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let seller: Party;
let stranger: Party;
let operator: Party;
let addressId: string;
let listing: string;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  stranger = await createParty(t, { roles: ['user', 'seller'] });
  operator = await createParty(t, { roles: ['user', 'admin'] });
  await createStore(t.database, stranger);
  listing = await createListing(t.database, await createStore(t.database, seller), {
    sellingPrice: '20',
    stock: 100,
  });
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '1000');
  await setParameter(t.database, 'order_max_unpaid', '100');
});

afterAll(async () => {
  await t?.close();
});

/** A paid order with an open refund request (before shipment). */
async function refundRequested(): Promise<string> {
  const placed = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
    { token: buyer.token },
  );
  const orderId = placed.orders[0].orderId as string;
  await okCall(
    t.app,
    'order!pay',
    { safeword: FUND_PASSWORD, orderId, payMethod: 'balance' },
    { token: buyer.token },
  );
  await okCall(
    t.app,
    'order!returns',
    { orderId, reason: 'dislike', content: 'Changed my mind', imgUrls: [] },
    { token: buyer.token },
  );
  return orderId;
}

interface SellerView {
  orderId: string;
  events: string[];
  refund: Record<string, unknown> | null;
}

async function sellerView(orderId: string): Promise<SellerView | undefined> {
  const list = await okCall<{ pageList: SellerView[] }>(
    t.app,
    'seller/order!list',
    { tab: 'refund' },
    { token: seller.token, method: 'GET' },
  );
  return list.pageList.find((o) => o.orderId === orderId);
}

describe('the store answers refund requests', () => {
  it('accepting pays the refund at once and exactly once', async () => {
    const orderId = await refundRequested();
    const before = new D(await balanceOf(t.app, buyer));
    const view = await sellerView(orderId);
    expect(view?.refund).toMatchObject({
      type: 'refund',
      reason: 'dislike',
      content: 'Changed my mind',
    });
    expect(view?.events).toEqual(expect.arrayContaining(['approveRefund', 'disputeRefund']));
    // Another store can neither see nor answer it.
    expect(
      await call(t.app, 'seller/order!acceptRefund', { orderId }, { token: stranger.token }),
    ).toMatchObject({ errorKey: 'order.notFound' });
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(t.app, 'seller/order!acceptRefund', { orderId }, { token: seller.token }),
      ),
    );
    expect(answers.filter((a) => a.code === '0')).toHaveLength(1);
    const total = (
      await okCall(
        t.app,
        'order!info',
        { orderId },
        {
          token: buyer.token,
          method: 'GET',
        },
      )
    ).orderInfo.total as string;
    expect(await balanceOf(t.app, buyer)).toBe(before.plus(total).toFixed());
    expect((await sellerView(orderId))?.events).not.toContain('approveRefund');
    const logs = await okCall(
      t.app,
      'orderLog!list',
      { orderId },
      {
        token: buyer.token,
        method: 'GET',
      },
    );
    expect(logs.pageList.map((entry: { kind: string }) => entry.kind)).toContain('refundSuccess');
    await expectLedgerClean(t.database);
  });

  it('disputing keeps the request open with the reason; then only the operator decides', async () => {
    const orderId = await refundRequested();
    expect(
      await call(
        t.app,
        'seller/order!disputeRefund',
        { orderId, reason: ' ' },
        {
          token: seller.token,
        },
      ),
    ).toMatchObject({ errorKey: 'param.invalid' });
    await okCall(
      t.app,
      'seller/order!disputeRefund',
      { orderId, reason: 'The goods were already packed and labelled.' },
      { token: seller.token },
    );
    expect(
      await call(
        t.app,
        'seller/order!disputeRefund',
        { orderId, reason: 'again' },
        {
          token: seller.token,
        },
      ),
    ).toMatchObject({ errorKey: 'order.statusNotOperable' });
    const view = await sellerView(orderId);
    expect(view?.events).not.toContain('disputeRefund');
    const info = await okCall(
      t.app,
      'order!info',
      { orderId },
      {
        token: buyer.token,
        method: 'GET',
      },
    );
    expect(info.orderInfo.refund).toMatchObject({
      dispute: 'The goods were already packed and labelled.',
    });
    const queue = await okCall(
      t.app,
      'admin/order!listRefunds',
      {},
      {
        token: operator.token,
        method: 'GET',
      },
    );
    expect(
      queue.pageList.find((o: { orderId: string }) => o.orderId === orderId).refund.dispute,
    ).toBe('The goods were already packed and labelled.');
    await okCall(
      t.app,
      'admin/order!rejectRefund',
      { orderId, remark: 'The store is right.' },
      { token: operator.token },
    );
    expect(
      await call(t.app, 'seller/order!acceptRefund', { orderId }, { token: seller.token }),
    ).toMatchObject({ errorKey: 'order.statusNotOperable' });
    await expectLedgerClean(t.database);
  });
});
