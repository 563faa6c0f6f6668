// The platform dashboard against its raw rows: activity over two platform days (sign-ups,
// deposits credited and pending, orders placed, paid, received and refunded, a disputed refund, a
// withdrawal under way, an open store application) through the API, then every figure and every
// day of every series recomputed here from the rows of users, orders, deposits, withdrawals, the
// fee account's ledger entries and store applications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardStats } from '../../../domain/api/operator.ts';
import { D } from '../../../domain/money.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import {
  addAddress,
  createListing,
  createStore,
  fundThroughReview,
  PROOF,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import {
  createParty,
  FUND_PASSWORD,
  type Party,
  PARTY_PASSWORD,
  relogin,
} from '../../testing/parties.ts';
import { expectOk } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';

let t: TestApp;
let admin: Party;
const TZ = 'Asia/Shanghai';
// 09:00 on 4 May in Shanghai.
const DAY1 = '2026-05-04T01:00:00Z';
// 23:30 on 5 May in Shanghai (15:30 UTC: still the 5th in the platform's zone).
const DAY2 = '2026-05-05T15:30:00Z';
const clock = testClock(DAY1);

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    config: {
      platformTimeZone: TZ,
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: testChain(),
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        withdraw: {
          ...base.wallet.withdraw,
          min: '10',
          max: '5000',
          window: '00:00-00:00',
          // Bound addresses may be paid at once here (the hold is tested in wallet.test.ts).
          addressHoldHours: 0,
        },
      },
    },
  });
  await releaseOnReceipt(t.database);
  await setParameter(t.database, 'order_commission_rate', '0.1');
  admin = await createParty(t, { roles: ['user', 'admin'] });
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** A buyer who registers through the API (signed up on the test clock), with the fund password. */
async function register(): Promise<Party> {
  counter += 1;
  const username = `dash${Date.now().toString(36)}${counter}`;
  const registered = expectOk(
    await call<{ token: string }>(t, 'localuser!registerNoVerifcode', {
      username,
      password: PARTY_PASSWORD,
      re_password: PARTY_PASSWORD,
    }),
  );
  expectOk(
    await call(
      t,
      'user!setSafewordReg',
      { password: PARTY_PASSWORD, safeword: FUND_PASSWORD, re_safeword: FUND_PASSWORD },
      { token: registered.token },
    ),
  );
  const [row] = (
    await t.database.pool.query<{ id: string; usercode: string }>(
      'select id, usercode from users where username = $1',
      [username],
    )
  ).rows;
  return {
    userId: row!.id,
    usercode: row!.usercode,
    username,
    password: PARTY_PASSWORD,
    token: registered.token,
  };
}

async function placeAndPay(buyer: Party, listing: string, num: number): Promise<string> {
  const addressId = await addAddress(t.app, buyer);
  const placed = expectOk(
    await call<{ orders: Array<{ orderId: string }> }>(
      t,
      'order!submit',
      { addressId, items: JSON.stringify([{ sellerGoodsId: listing, num }]) },
      { token: buyer.token },
    ),
  );
  const orderId = placed.orders[0]!.orderId;
  expectOk(
    await call(
      t,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId, payMethod: 'balance' },
      { token: buyer.token },
    ),
  );
  return orderId;
}

describe('admin/dashboard!stats', () => {
  it('every figure and every series day equals its recount from the raw rows', async () => {
    // Day 1: two buyers sign up and fund their wallets, a store sells to one of them.
    const owner = await createParty(t, { roles: ['user', 'seller'] });
    const store = await createStore(t.database, owner);
    const listing = await createListing(t.database, store, { sellingPrice: '12.5' });
    const ann = await register();
    const bob = await register();
    await fundThroughReview(t, ann, admin, '200');
    await fundThroughReview(t, bob, admin, '50');
    const received = await placeAndPay(ann, listing, 2);
    const refunded = await placeAndPay(ann, listing, 1);
    const disputed = await placeAndPay(bob, listing, 1);
    await placeAndPay(bob, listing, 1); // stays paid
    expectOk(await call(t, 'seller/order!confirm', { orderId: received }, { token: owner.token }));
    expectOk(
      await call(
        t,
        'seller/order!ship',
        { orderId: received, carrier: 'DHL', trackingNumber: 'JD1' },
        { token: owner.token },
      ),
    );
    expectOk(await call(t, 'order!receipt', { orderId: received }, { token: ann.token }));

    // Day 2, late evening: a refund approved, one disputed, a deposit and a withdrawal waiting.
    clock.set(DAY2);
    for (const who of [admin, owner, ann, bob]) await relogin(t, who);
    const carol = await register();
    for (const orderId of [refunded, disputed]) {
      const buyer = orderId === refunded ? ann : bob;
      expectOk(
        await call(
          t,
          'order!returns',
          { orderId, reason: 'dislike', content: 'No longer needed', imgUrls: '[]' },
          { token: buyer.token },
        ),
      );
    }
    expectOk(
      await call(
        t,
        'seller/order!disputeRefund',
        { orderId: disputed, reason: 'Already packed.' },
        { token: owner.token },
      ),
    );
    expectOk(
      await call(t, 'admin/order!approveRefund', { orderId: refunded }, { token: admin.token }),
    );
    const open = expectOk(
      await call<{ session_token: string }>(
        t,
        'rechargeBlockchain!recharge_open',
        {},
        { token: carol.token },
      ),
    );
    expectOk(
      await call(
        t,
        'rechargeBlockchain!recharge',
        { session_token: open.session_token, symbol: 'USDT', amount: '75', img: PROOF },
        { token: carol.token },
      ),
    );
    expectOk(
      await call(
        t,
        'user!bindWithdrawAddress',
        {
          channel: 'ERC20',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          safeword: '123456',
        },
        { token: ann.token },
      ),
    );
    const session = expectOk(
      await call<{ session_token: string }>(t, 'withdraw!withdraw_open', {}, { token: ann.token }),
    );
    const payout = expectOk(
      await call<{ id: string }>(
        t,
        'withdraw!apply',
        {
          channel: 'ERC20',
          amount: '30',
          safeword: '123456',
          session_token: session.session_token,
        },
        { token: ann.token },
      ),
    );
    expectOk(await call(t, 'admin/withdraw!approve', { id: payout.id }, { token: admin.token }));
    const [category] = (
      await t.database.pool.query<{ id: string }>('select id from categories limit 1')
    ).rows;
    expectOk(
      await call(
        t,
        'seller/store!apply',
        {
          name: 'Open Application Co',
          description: 'Waiting for review.',
          logo: `/uploads/store/${'2'.padStart(26, '0')}.png`,
          contactEmail: 'open@example.com',
          contactPhone: '+852 5555 0102',
          country: 'hk',
          categoryIds: JSON.stringify([category!.id]),
          companyName: 'Open Application Co Ltd',
          registrationNumber: 'HK-1',
        },
        { token: carol.token },
      ),
    );

    const stats = expectOk(
      await call<AdminDashboardStats>(
        t,
        'admin/dashboard!stats',
        { from: '2026-05-04', to: '2026-05-05' },
        { token: admin.token, method: 'GET' },
      ),
    );

    // --- the recount, from the raw rows -----------------------------------------------------
    const q = async <T>(text: string, values: unknown[] = []) =>
      (await t.database.pool.query(text, values)).rows as T[];
    const dayOf = (date: Date) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: TZ, dateStyle: 'short' }).format(date);
    const days = ['2026-05-04', '2026-05-05'];
    const inRange = (date: Date | null) => date !== null && days.includes(dayOf(date));
    const add = (values: string[]) => values.reduce((a, b) => a.plus(b), new D(0)).toFixed();

    const users = (await q<{ created_at: Date }>('select created_at from users')).filter((u) =>
      inRange(u.created_at),
    );
    const orders = await q<{
      user_id: string;
      status: number;
      total: string;
      created_at: Date;
      refund_status: number;
      refund_decided_at: Date | null;
      refund_disputed_at: Date | null;
    }>('select * from orders');
    const placed = orders.filter((o) => inRange(o.created_at));
    const deposits = await q<{ status: string; credited: string | null; created_at: Date }>(
      'select status, credited, created_at from deposits',
    );
    const withdrawals = await q<{ status: string; amount: string; created_at: Date }>(
      'select status, amount, created_at from withdrawals',
    );
    const fees = await q<{ amount: string; created_at: Date; kind: string }>(
      `select e.amount, e.created_at, t.kind from ledger_entries e
       join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
       where a.code = 'platform:fees:USDT'`,
    );
    const commission = fees.filter(
      (e) => ['order_release', 'order_refund'].includes(e.kind) && inRange(e.created_at),
    );
    const credited = deposits.filter((d) => d.status === 'success' && inRange(d.created_at));
    const paidOut = withdrawals.filter((w) => w.status === 'success' && inRange(w.created_at));
    const refunds = orders.filter((o) => o.refund_status === 2 && inRange(o.refund_decided_at));
    const applications = await q<{ status: string }>('select status from store_applications');

    expect(stats.days).toEqual(days);
    expect(stats.signUps).toEqual({
      total: users.length,
      perDay: days.map((day) => users.filter((u) => dayOf(u.created_at) === day).length),
    });
    expect(stats.activeBuyers).toBe(new Set(placed.map((o) => o.user_id)).size);
    expect(stats.orders.count).toBe(placed.length);
    expect(stats.orders.gross).toBe(add(placed.map((o) => o.total)));
    expect(stats.orders.perDay).toEqual(
      days.map((day) => {
        const list = placed.filter((o) => dayOf(o.created_at) === day);
        return { count: list.length, gross: add(list.map((o) => o.total)) };
      }),
    );
    for (const row of stats.orders.byStatus as Array<{
      status: number;
      count: number;
      gross: string;
    }>) {
      const list = placed.filter((o) => o.status === row.status);
      expect(row, `status ${row.status}`).toEqual({
        status: row.status,
        count: list.length,
        gross: add(list.map((o) => o.total)),
      });
    }
    expect(stats.deposits).toEqual({
      count: credited.length,
      sum: add(credited.map((d) => d.credited!)),
      pending: deposits.filter((d) => ['pending_review', 'confirming'].includes(d.status)).length,
      perDay: days.map((day) =>
        add(credited.filter((d) => dayOf(d.created_at) === day).map((d) => d.credited!)),
      ),
    });
    expect(stats.withdrawals).toEqual({
      count: paidOut.length,
      sum: add(paidOut.map((w) => w.amount)),
      pending: withdrawals.filter((w) =>
        ['pending_review', 'approved', 'signed', 'broadcast'].includes(w.status),
      ).length,
      perDay: days.map((day) =>
        add(paidOut.filter((w) => dayOf(w.created_at) === day).map((w) => w.amount)),
      ),
    });
    expect(stats.commission).toEqual({
      total: add(commission.map((e) => e.amount)),
      perDay: days.map((day) =>
        add(commission.filter((e) => dayOf(e.created_at) === day).map((e) => e.amount)),
      ),
    });
    expect(stats.refunds).toEqual({
      count: refunds.length,
      sum: add(refunds.map((o) => o.total)),
      perDay: days.map((day) =>
        add(refunds.filter((o) => dayOf(o.refund_decided_at!) === day).map((o) => o.total)),
      ),
    });
    expect(stats.openStoreApplications).toBe(
      applications.filter((a) => a.status === 'pending').length,
    );
    expect(stats.openRefundDisputes).toBe(
      orders.filter((o) => o.refund_status === 1 && o.refund_disputed_at !== null).length,
    );
    // Waiting now: ID checks, loan applications and unanswered customer-service chats.
    const waiting = await t.database.pool.query<{ kyc: number; loans: number }>(
      `select (select count(*)::int from kyc_records where status = 'pending') as kyc,
              (select count(*)::int from loans where status = 'reviewing') as loans`,
    );
    expect(stats).toMatchObject({
      pendingKyc: waiting.rows[0]!.kyc,
      loansInReview: waiting.rows[0]!.loans,
      serviceChatsWaiting: expect.any(Number),
    });

    // And the activity really is in there (the recount is not comparing empty with empty).
    expect(stats.signUps.perDay).toEqual([2, 1]);
    expect(stats.orders.count).toBe(4);
    expect(stats.orders.gross).toBe('62.5');
    expect(stats.deposits).toMatchObject({ count: 2, sum: '250', pending: 1 });
    expect(stats.withdrawals).toMatchObject({ count: 0, pending: 1 });
    expect(stats.commission.total).toBe('2.5');
    expect(stats.refunds).toMatchObject({ count: 1, sum: '12.5', perDay: ['0', '12.5'] });
    expect(stats).toMatchObject({ openStoreApplications: 1, openRefundDisputes: 1 });
    // No BACKUP_DIR here: no schedule (npm run test:backup shows a scheduled one's result).
    expect(stats.backup).toEqual({
      scheduled: false,
      lastRunAt: null,
      lastRunOk: null,
      lastSuccessAt: null,
    });
  });

  it('refuses a range that ends before it starts or spans more than 366 days', async () => {
    clock.set(DAY1);
    await relogin(t, admin);
    for (const [params, field] of [
      [{ from: '2026-05-05', to: '2026-05-04' }, 'to'],
      [{ from: '2025-01-01', to: '2026-05-04' }, 'from'],
      [{ from: '2026-02-30' }, 'from'],
    ] as const) {
      const answer = await call(t, 'admin/dashboard!stats', params, {
        token: admin.token,
        method: 'GET',
      });
      expect(answer.errorKey, JSON.stringify(params)).toBe('param.invalid');
      expect(answer.msg).toContain(field);
    }
  });
});
