// Spending with a stolen session (issue #34): paying an order asks for the fund password (below
// `order_pay_safeword_from` it does not), and a buyer's first order from a store confirmed received
// within `order_receipt_hold_minutes` of its payment keeps its escrow until the automatic receipt.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { runOrderSweeps } from './order.jobs.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  balanceOf,
  createListing,
  createStore,
  expectLedgerClean,
  fund,
  orderSteps,
  setParameter,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let owner: Party;
let store: Store;
let listing: string;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp({
    clock: testClock('2026-04-01T02:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  owner = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, owner, 'Step-up Store');
  listing = await createListing(t.database, store, { sellingPrice: '20', stock: 1000 });
});

afterEach(async () => {
  await setParameter(t.database, 'order_pay_safeword_from', '0');
  await expectLedgerClean(t.database);
});

afterAll(async () => {
  await t?.close();
});

async function buyer(funds = '500') {
  const party = await createParty(t);
  const addressId = await addAddress(t.app, party);
  await fund(t.database, party.userId, funds);
  return { party, steps: orderSteps(t.app, party, addressId) };
}

const pay = (who: Party, orderId: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'order!pay', { orderId, payMethod: 'balance', ...extra }, { token: who.token });

async function escrowOf(orderId: string): Promise<string> {
  const rows = await t.database.pool.query<{ balance: string }>(
    'select trim_scale(balance)::text as balance from ledger_accounts where code = $1',
    [`escrow:order:${orderId}:USDT`],
  );
  return rows.rows[0]?.balance ?? '0';
}

async function statusOf(orderId: string): Promise<number> {
  const rows = await t.database.pool.query<{ status: number }>(
    'select status from orders where id = $1',
    [orderId],
  );
  return rows.rows[0]!.status;
}

describe('order!pay asks for the fund password', () => {
  it('refuses without it or with a wrong one, pays with it', async () => {
    const { party, steps } = await buyer();
    const orderId = await steps.placed(listing);
    expect(await pay(party, orderId)).toMatchObject({ code: '1', errorKey: 'safeword.required' });
    expect(await pay(party, orderId, { safeword: '000000' })).toMatchObject({
      code: '1',
      errorKey: 'safeword.wrong',
    });
    expect(await statusOf(orderId)).toBe(0);
    expect(await balanceOf(t.app, party)).toBe('500');
    expect(await pay(party, orderId, { safeword: FUND_PASSWORD })).toMatchObject({ code: '0' });
    expect(await statusOf(orderId)).toBe(1);
    expect(await balanceOf(t.app, party)).toBe('480');
  });

  it('tells a buyer without a fund password to set one', async () => {
    const { party, steps } = await buyer();
    await t.database.pool.query('update users set safeword_hash = null where id = $1', [
      party.userId,
    ]);
    const orderId = await steps.placed(listing);
    const refused = await pay(party, orderId, { safeword: FUND_PASSWORD });
    expect(refused).toMatchObject({ code: '1', errorKey: 'safeword.setFirst' });
    expect(refused.msg).toMatch(/fund password/i);
    expect(await statusOf(orderId)).toBe(0);
  });

  it('asks nothing below the amount the operator set, and says so in the payment methods', async () => {
    await setParameter(t.database, 'order_pay_safeword_from', '50');
    const methods = await okCall(t.app, 'order!payMethods', {}, { method: 'GET' });
    expect(methods.safewordFrom).toBe('50');
    const { party, steps } = await buyer();
    const small = await steps.placed(listing);
    expect(await pay(party, small)).toMatchObject({ code: '0' });
    const large = await steps.placed(listing, 3);
    expect(await pay(party, large)).toMatchObject({ errorKey: 'safeword.required' });
    expect(await pay(party, large, { safeword: FUND_PASSWORD })).toMatchObject({ code: '0' });
  });
});

describe('a quick first receipt waits for the automatic receipt', () => {
  it('keeps the escrow of a first order confirmed minutes after payment until the timer', async () => {
    const { party, steps } = await buyer();
    const storeBefore = await storeAvailable();
    const orderId = await steps.paid(listing);
    await steps.ship(orderId, owner);
    const shippedAt = t.clock.now();
    t.clock.advance(5 * MINUTE);
    const held = await okCall(t.app, 'order!receipt', { orderId }, { token: party.token });
    expect(held).toMatchObject({ orderId, status: 3 });
    expect(held.releaseAt).toMatch(/^2026-04-11 /);
    expect(await escrowOf(orderId)).toBe('20');
    expect(await storeAvailable()).toBe(storeBefore);
    // The history says so; a second press changes nothing.
    expect((await okCall(t.app, 'order!receipt', { orderId }, { token: party.token })).status).toBe(
      3,
    );
    const history = await okCall(
      t.app,
      'orderLog!list',
      { orderId },
      { token: party.token, method: 'GET' },
    );
    const kinds = history.pageList.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((kind: string) => kind === 'receiptHeld')).toHaveLength(1);
    // The automatic receipt releases it at its normal time, not before.
    await runOrderSweeps(t.database.db, new Date(shippedAt.getTime() + 9 * DAY));
    expect(await statusOf(orderId)).toBe(3);
    await runOrderSweeps(t.database.db, new Date(shippedAt.getTime() + 10 * DAY + MINUTE));
    expect(await statusOf(orderId)).toBe(4);
    expect(await escrowOf(orderId)).toBe('0');
    expect(await storeAvailable()).not.toBe(storeBefore);

    // From a store the buyer has received from before, the receipt releases at once.
    const second = await steps.paid(listing);
    await steps.ship(second, owner);
    expect(
      await okCall(t.app, 'order!receipt', { orderId: second }, { token: party.token }),
    ).toMatchObject({ status: 4, releaseAt: null });
    expect(await escrowOf(second)).toBe('0');
  });

  it('releases at once when the receipt comes after the hold period, or the hold is off', async () => {
    const late = await buyer();
    const first = await late.steps.paid(listing);
    await late.steps.ship(first, owner);
    t.clock.advance(61 * MINUTE);
    expect(
      await okCall(t.app, 'order!receipt', { orderId: first }, { token: late.party.token }),
    ).toMatchObject({ status: 4, releaseAt: null });

    await setParameter(t.database, 'order_receipt_hold_minutes', '0');
    try {
      const quick = await buyer();
      const orderId = await quick.steps.paid(listing);
      await quick.steps.ship(orderId, owner);
      expect(
        await okCall(t.app, 'order!receipt', { orderId }, { token: quick.party.token }),
      ).toMatchObject({ status: 4, releaseAt: null });
    } finally {
      await setParameter(t.database, 'order_receipt_hold_minutes', '60');
    }
  });
});

async function storeAvailable(): Promise<string> {
  const rows = await t.database.pool.query<{ balance: string }>(
    'select trim_scale(balance)::text as balance from ledger_accounts where code = $1',
    [`seller:${store.sellerId}:available:USDT`],
  );
  return rows.rows[0]?.balance ?? '0';
}
