// Store earnings on a real PostgreSQL through HTTP. Orders are placed, paid, shipped, received and
// one is returned and refunded; every figure of seller/wallet!summary and every statement line is
// then recomputed here from the recorded order rows. The owner moves earnings to their wallet
// (idempotent, never beyond the balance, shown in their balance history), and nobody else can
// see or move this store's money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '../../../domain/money.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  balanceOf,
  createStore,
  expectLedgerClean,
  orderCast,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

let t: TestApp;
let buyer: Party;
let seller: Party;
let operator: Party;
let addressId: string;
let listing: string;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  ({ buyer, seller, operator, listing, addressId } = await orderCast(
    t,
    { sellingPrice: '12.5', stock: 100 },
    '1000',
  ));
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'order_commission_rate', '0.05');
});

afterAll(async () => {
  await t?.close();
});

async function paidOrder(num: number): Promise<string> {
  const placed = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num }] },
    { token: buyer.token },
  );
  const orderId = placed.orders[0].orderId as string;
  await okCall(
    t.app,
    'order!pay',
    { safeword: FUND_PASSWORD, orderId, payMethod: 'balance' },
    { token: buyer.token },
  );
  return orderId;
}

async function received(num: number): Promise<string> {
  const orderId = await paidOrder(num);
  await okCall(
    t.app,
    'seller/order!ship',
    { orderId, carrier: 'Post', trackingNumber: `T${num}` },
    { token: seller.token },
  );
  await okCall(t.app, 'order!receipt', { orderId }, { token: buyer.token });
  return orderId;
}

async function orderRow(id: string) {
  const rows = await t.database.pool.query<{ total: string; commission: string | null }>(
    'select total, commission from orders where id = $1',
    [id],
  );
  return rows.rows[0]!;
}

const summary = (party: Party) =>
  call(t.app, 'seller/wallet!summary', {}, { token: party.token, method: 'GET' });

describe('store earnings', () => {
  let released: string;
  let returned: string;
  let escrowed: string;

  it('summary and statement are recomputed from the recorded orders', async () => {
    released = await received(3);
    returned = await received(2);
    escrowed = await paidOrder(4);
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

    const r = await orderRow(released);
    const e = await orderRow(escrowed);
    const net = new D(r.total).minus(r.commission ?? '0');
    const answer = await summary(seller);
    expect(answer.code).toBe('0');
    expect(answer.data).toMatchObject({
      available: net.toFixed(),
      inEscrow: new D(e.total).toFixed(),
      commissionPaid: new D(r.commission ?? '0').toFixed(),
      netThisMonth: net.toFixed(),
      commissionRate: '0.05',
    });

    const statement = await okCall(
      t.app,
      'seller/wallet!statement',
      {},
      {
        token: seller.token,
        method: 'GET',
      },
    );
    const x = await orderRow(returned);
    const xNet = new D(x.total).minus(x.commission ?? '0');
    expect(
      statement.pageList.map((line: Record<string, string>) => [
        line.type,
        line.orderId,
        line.gross,
        line.commission,
        line.net,
      ]),
    ).toEqual([
      [
        'order_refund',
        returned,
        new D(x.total).negated().toFixed(),
        new D(x.commission ?? '0').negated().toFixed(),
        xNet.negated().toFixed(),
      ],
      [
        'order_release',
        returned,
        new D(x.total).toFixed(),
        new D(x.commission ?? '0').toFixed(),
        xNet.toFixed(),
      ],
      [
        'order_release',
        released,
        new D(r.total).toFixed(),
        new D(r.commission ?? '0').toFixed(),
        net.toFixed(),
      ],
    ]);
    expect(statement.pageList[0].balanceAfter).toBe(net.toFixed());
    await expectLedgerClean(t.database);
  });

  it('moves earnings to the owner wallet once per key, never beyond the balance', async () => {
    const before = new D((await summary(seller)).data.available);
    const walletBefore = new D(await balanceOf(t.app, seller));
    // The fund password is asked: a stolen session alone moves nothing.
    expect(
      await call(t.app, 'seller/wallet!transfer', { amount: '10' }, { token: seller.token }),
    ).toMatchObject({ errorKey: 'safeword.required' });
    expect(
      await call(
        t.app,
        'seller/wallet!transfer',
        { amount: '10', safeword: '999999' },
        { token: seller.token },
      ),
    ).toMatchObject({ errorKey: 'safeword.wrong' });
    expect(
      await call(
        t.app,
        'seller/wallet!transfer',
        { amount: before.plus(1).toFixed(), safeword: FUND_PASSWORD },
        {
          token: seller.token,
        },
      ),
    ).toMatchObject({ errorKey: 'wallet.insufficientBalance' });
    expect(
      await call(t.app, 'seller/wallet!transfer', { amount: '0' }, { token: seller.token }),
    ).toMatchObject({ errorKey: 'wallet.amountInvalid' });
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        okCall(
          t.app,
          'seller/wallet!transfer',
          { amount: '10', safeword: FUND_PASSWORD },
          {
            token: seller.token,
            idempotencyKey: 'move-ten',
          },
        ),
      ),
    );
    expect(a).toEqual(b);
    expect(a).toEqual({
      available: before.minus(10).toFixed(),
      walletBalance: walletBefore.plus(10).toFixed(),
    });
    expect((await summary(seller)).data.available).toBe(before.minus(10).toFixed());
    const history = await okCall(
      t.app,
      'wallet!history',
      { type: 'store_transfer' },
      {
        token: seller.token,
        method: 'GET',
      },
    );
    expect(history.pageList).toHaveLength(1);
    expect(history.pageList[0]).toMatchObject({ type: 'store_transfer', amount: '10' });
    const statement = await okCall(
      t.app,
      'seller/wallet!statement',
      {},
      {
        token: seller.token,
        method: 'GET',
      },
    );
    expect(statement.pageList[0]).toMatchObject({
      type: 'store_transfer',
      net: '-10',
      orderId: '',
    });
    await expectLedgerClean(t.database);
  });

  it('nobody but the store owner sees or moves its money', async () => {
    expect(await summary(buyer)).toMatchObject({ errorKey: 'auth.noPermission' });
    expect(
      await call(t.app, 'seller/wallet!transfer', { amount: '1' }, { token: buyer.token }),
    ).toMatchObject({ errorKey: 'auth.noPermission' });
    // Another store's owner sees their own (empty) store, not this one.
    const other = await createParty(t, { roles: ['user', 'seller'] });
    await createStore(t.database, other);
    expect((await summary(other)).data).toMatchObject({
      available: '0',
      inEscrow: '0',
      commissionPaid: '0',
    });
    expect(
      await call(
        t.app,
        'seller/wallet!transfer',
        { amount: '1', safeword: FUND_PASSWORD },
        { token: other.token },
      ),
    ).toMatchObject({ errorKey: 'wallet.insufficientBalance' });
  });
});
