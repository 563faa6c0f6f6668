// The transparency page's record against a real PostgreSQL: a history made through the API (orders
// received, refunds decided by the operator after a store's dispute or without one, bank-card
// deposits approved) and withdrawals paid out (rows as the payout leaves them), 40 days apart.
// Every figure of both periods is recomputed from the rows here, and checked against the scenario.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformRecord } from '../../../domain/api/transparency.ts';
import { D } from '../../../domain/money.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { RECORD_WINDOW_DAYS } from './record.service.ts';
import { okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  fund,
  orderSteps,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, moveClock, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const start = new Date('2026-06-01T08:00:00Z');

let t: TestApp;
let buyer: Party;
let owner: Party;
let otherOwner: Party;
let admin: Party;
let steps: ReturnType<typeof orderSteps>;
let listing: string;
let otherListing: string;

const parties = () => [buyer, owner, otherOwner, admin];
const later = (ms: number) =>
  moveClock(t, parties(), new Date(t.clock.now().getTime() + ms).toISOString());

async function refundRequested(): Promise<string> {
  const orderId = await steps.paid(listing);
  await okCall(
    t.app,
    'order!returns',
    { orderId, reason: 'dislike', content: 'Not what I expected', imgUrls: [] },
    { token: buyer.token },
  );
  return orderId;
}

async function dispute(orderId: string) {
  await okCall(
    t.app,
    'seller/order!disputeRefund',
    { orderId, reason: 'Packed and labelled already.' },
    { token: owner.token },
  );
}

async function decide(orderId: string, decision: 'approveRefund' | 'rejectRefund') {
  await okCall(
    t.app,
    `admin/order!${decision}`,
    { orderId, remark: 'Decided.' },
    { token: admin.token },
  );
}

async function bankDeposit(amount: string) {
  const open = await okCall<{ session_token: string }>(
    t.app,
    'rechargeBlockchain!recharge_open',
    {},
    { token: buyer.token },
  );
  const record = await okCall<{ id: string }>(
    t.app,
    'rechargeBlockchain!recharge',
    {
      session_token: open.session_token,
      symbol: 'USDT',
      amount,
      bank_name: 'Bank',
      card_number: '1111',
    },
    { token: buyer.token },
  );
  await okCall(t.app, 'admin/deposit!approve', { id: record.id }, { token: admin.token });
}

/** A withdrawal as the payout leaves it: `success` once confirmed, its row not touched again. */
async function withdrawalRow(status: string, requestedAt: Date, confirmedAt: Date) {
  await t.database.pool.query(
    `insert into withdrawals (id, serial_no, user_id, currency, network, address, amount, fee,
       status, created_at, updated_at)
     values ($1, $2, $3, 'USDT', 'ERC20', '0x0000000000000000000000000000000000000001', '10', '1',
       $4, $5, $6)`,
    [
      randomBytes(8).toString('hex'),
      `W${randomBytes(8).toString('hex')}`,
      buyer.userId,
      status,
      requestedAt,
      confirmedAt,
    ],
  );
}

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock: testClock(start),
    config: {
      order: { ...base.order, sweepIntervalMs: 0 },
      wallet: {
        ...base.wallet,
        // Manual deposits open only where money can leave: a network (no node needed here).
        chain: testChain(),
        manualDeposit: { ...base.wallet.manualDeposit, enabled: true },
        manualBankAccount: 'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
      },
    },
  });
  buyer = await createParty(t);
  owner = await createParty(t, { roles: ['user', 'seller'] });
  otherOwner = await createParty(t, { roles: ['user', 'seller'] });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  listing = await createListing(t.database, await createStore(t.database, owner), {
    sellingPrice: '20',
  });
  otherListing = await createListing(t.database, await createStore(t.database, otherOwner), {
    sellingPrice: '35.5',
  });
  await fund(t.database, buyer.userId, '1000');
  await setParameter(t.database, 'order_max_unpaid', '100');
  await releaseOnReceipt(t.database);
  steps = orderSteps(t.app, buyer, await addAddress(t.app, buyer));

  // Day 0 (outside the last 30 days by the end): one order of the other store received, one
  // refund approved after 5 hours without a dispute, a deposit, a withdrawal paid in 2 hours.
  await steps.released(otherListing, otherOwner);
  const early = await refundRequested();
  await later(5 * HOUR);
  await decide(early, 'approveRefund');
  await bankDeposit('50');
  await withdrawalRow('success', t.clock.now(), new Date(t.clock.now().getTime() + 2 * HOUR));

  // Day 40: two orders received; a dispute decided for the buyer after 3 hours and one for the
  // store after 7; one request still open; a deposit; two withdrawals paid, one waiting.
  await later(40 * DAY);
  await steps.released(listing, owner);
  await steps.released(listing, owner);
  const forBuyer = await refundRequested();
  await dispute(forBuyer);
  await later(3 * HOUR);
  await decide(forBuyer, 'approveRefund');
  const forStore = await refundRequested();
  await dispute(forStore);
  await later(7 * HOUR);
  await decide(forStore, 'rejectRefund');
  await refundRequested();
  await bankDeposit('12.5');
  const now = t.clock.now().getTime();
  await withdrawalRow('success', new Date(now - 5 * HOUR), new Date(now - 4 * HOUR));
  await withdrawalRow('success', new Date(now - 5 * HOUR), new Date(now - 2 * HOUR));
  await withdrawalRow('pending_review', new Date(now - HOUR), new Date(now - HOUR));
});

afterAll(async () => {
  await t?.close();
});

async function stats() {
  return okCall<{ asOf: string; periods: PlatformRecord[] }>(
    t.app,
    'transparency!stats',
    {},
    { method: 'GET' },
  );
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return (value / HOUR).toFixed(1);
};

/** The record recomputed from the rows, in JavaScript, for the period from `since`. */
async function recomputed(since: Date | null): Promise<Omit<PlatformRecord, 'period'>> {
  const inPeriod = (time: Date | null) => time !== null && (since === null || time >= since);
  const orders = (
    await t.database.pool.query<{
      seller_id: string;
      status: number;
      refund_status: number;
      total: string;
      paid_at: Date | null;
      received_at: Date | null;
      refund_requested_at: Date | null;
      refund_decided_at: Date | null;
      refund_disputed_at: Date | null;
    }>('select * from orders')
  ).rows;
  const withdrawals = (
    await t.database.pool.query<{ status: string; created_at: Date; updated_at: Date }>(
      'select * from withdrawals',
    )
  ).rows;
  const deposits = (
    await t.database.pool.query<{ status: string; credited: string | null; updated_at: Date }>(
      'select * from deposits',
    )
  ).rows;
  const completed = orders.filter((o) => inPeriod(o.received_at) && [4, 5].includes(o.status));
  const decided = orders.filter(
    (o) => inPeriod(o.refund_decided_at) && [2, 3].includes(o.refund_status),
  );
  const paid = withdrawals.filter((w) => w.status === 'success' && inPeriod(w.updated_at));
  const credited = deposits.filter((d) => d.status === 'success' && inPeriod(d.updated_at));
  return {
    ordersCompleted: completed.length,
    grossOrderValue: completed.reduce((sum, o) => sum.plus(o.total), new D(0)).toFixed(),
    refunds: {
      requested: orders.filter((o) => inPeriod(o.refund_requested_at)).length,
      approved: decided.filter((o) => o.refund_status === 2).length,
      rejected: decided.filter((o) => o.refund_status === 3).length,
      medianDecisionHours: median(
        decided.map((o) => o.refund_decided_at!.getTime() - o.refund_requested_at!.getTime()),
      ),
    },
    disputes: {
      forBuyer: decided.filter((o) => o.refund_disputed_at && o.refund_status === 2).length,
      forStore: decided.filter((o) => o.refund_disputed_at && o.refund_status === 3).length,
    },
    withdrawals: {
      paid: paid.length,
      medianHoursToConfirmation: median(
        paid.map((w) => w.updated_at.getTime() - w.created_at.getTime()),
      ),
    },
    deposits: {
      credited: credited.length,
      creditedAmount: credited.reduce((sum, d) => sum.plus(d.credited ?? 0), new D(0)).toFixed(),
    },
    storesActive: new Set(orders.filter((o) => inPeriod(o.paid_at)).map((o) => o.seller_id)).size,
  };
}

describe('transparency!stats', () => {
  it('answers the last 30 days and all time as recomputed from the rows', async () => {
    const answer = await stats();
    const [recent, all] = answer.periods;
    const since = new Date(t.clock.now().getTime() - RECORD_WINDOW_DAYS * DAY);
    expect(recent).toEqual({ period: 'last30Days', ...(await recomputed(since)) });
    expect(all).toEqual({ period: 'allTime', ...(await recomputed(null)) });
  });

  it('counts what the scenario made, in its period', async () => {
    const [recent, all] = (await stats()).periods;
    expect(recent).toEqual({
      period: 'last30Days',
      ordersCompleted: 2,
      grossOrderValue: '40',
      refunds: { requested: 3, approved: 1, rejected: 1, medianDecisionHours: '5.0' },
      disputes: { forBuyer: 1, forStore: 1 },
      withdrawals: { paid: 2, medianHoursToConfirmation: '2.0' },
      deposits: { credited: 1, creditedAmount: '12.5' },
      storesActive: 1,
    });
    expect(all).toEqual({
      period: 'allTime',
      ordersCompleted: 3,
      grossOrderValue: '75.5',
      refunds: { requested: 4, approved: 2, rejected: 1, medianDecisionHours: '5.0' },
      disputes: { forBuyer: 1, forStore: 1 },
      withdrawals: { paid: 3, medianHoursToConfirmation: '2.0' },
      deposits: { credited: 2, creditedAmount: '62.5' },
      storesActive: 2,
    });
  });

  it('answers nothing but zeros and no medians before any row, and needs no login', async () => {
    const empty = await createTestApp();
    try {
      const answer = await okCall<{ periods: PlatformRecord[] }>(
        empty.app,
        'transparency!stats',
        {},
        { method: 'GET' },
      );
      for (const period of answer.periods) {
        expect(period.ordersCompleted).toBe(0);
        expect(period.grossOrderValue).toBe('0');
        expect(period.refunds.medianDecisionHours).toBeNull();
        expect(period.withdrawals.medianHoursToConfirmation).toBeNull();
        expect(period.storesActive).toBe(0);
      }
    } finally {
      await empty.close();
    }
  });
});
