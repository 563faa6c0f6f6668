// Every transition of the order state machine, allowed or refused per actor, through the API: each
// (status, call) pair runs on a fresh order built in that status, and the answer must agree with the
// transition table (domain/orders/order-status.ts). Then random call sequences (fast-check) against
// a model of the same table. The ledger stays balanced throughout.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRequestFor } from '../../../domain/orders/order-rules.ts';
import type { OrderStatus } from '../../../domain/orders/order-status.ts';
import {
  RefundStatus,
  orderTransitions,
  type OrderActor,
  type OrderEvent,
} from '../../../domain/orders/order-status.ts';
import { decideTransition } from '../../../domain/state-machine.ts';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app.ts';
import { markOrderReviewed } from './order.service.ts';
import { type Answer as Envelope, call, okCall } from '../../testing/calls.ts';
import { expectLedgerClean, orderCast } from '../../testing/marketplace.ts';
import { FUND_PASSWORD, type Party } from '../../testing/parties.ts';

let t: TestApp;
let buyer: Party;
let seller: Party;
let operator: Party;
let addressId: string;
let listing: string;

beforeAll(async () => {
  t = await createTestApp({
    poolSize: 30,
    clock: testClock('2026-05-01T00:00:00Z'),
    config: { order: { sweepIntervalMs: 0 } },
  });
  ({ buyer, seller, operator, listing, addressId } = await orderCast(
    t,
    { sellingPrice: '3', stock: 100_000 },
    '100000',
  ));
  await t.database.pool.query(
    `insert into system_parameters (code, value) values ('order_max_unpaid', '100000')`,
  );
});

afterAll(async () => {
  await t?.close();
});

interface Action {
  label: string;
  actor: OrderActor;
  /** The event the call asks for in a status (a refund request is a refund or a return). */
  event: (status: number) => OrderEvent | null;
  run: (orderId: string) => Promise<Envelope<{ status?: number } | null>>;
}

const as =
  (party: () => Party) =>
  (name: string, extra: Record<string, unknown> = {}) =>
  (orderId: string) =>
    call(t.app, name, { orderId, ...extra }, { token: party().token });
const byBuyer = as(() => buyer);
const bySeller = as(() => seller);
const byOperator = as(() => operator);

const actions: Action[] = [
  {
    label: 'buyer pays',
    actor: 'buyer',
    event: () => 'pay',
    run: byBuyer('order!pay', { safeword: FUND_PASSWORD }),
  },
  {
    label: 'buyer cancels',
    actor: 'buyer',
    event: () => 'cancel',
    run: byBuyer('order!cancel', { reason: 1 }),
  },
  {
    label: 'seller cancels',
    actor: 'seller',
    event: () => 'cancel',
    run: bySeller('seller/order!cancel'),
  },
  {
    label: 'seller confirms',
    actor: 'seller',
    event: () => 'sellerConfirm',
    run: bySeller('seller/order!confirm'),
  },
  {
    label: 'seller ships',
    actor: 'seller',
    event: () => 'ship',
    run: bySeller('seller/order!ship', { carrier: 'DHL', trackingNumber: 'T1' }),
  },
  {
    label: 'buyer confirms receipt',
    actor: 'buyer',
    event: () => 'receipt',
    run: byBuyer('order!receipt'),
  },
  {
    label: 'buyer asks a refund or return',
    actor: 'buyer',
    event: (status) => {
      const which = refundRequestFor(status, t.clock.now(), t.clock.now());
      return which.ok ? which.event : null;
    },
    run: byBuyer('order!returns', { reason: 'other' }),
  },
  {
    label: 'operator approves the refund',
    actor: 'operator',
    event: () => 'approveRefund',
    run: byOperator('admin/order!approveRefund'),
  },
  {
    label: 'operator rejects the refund',
    actor: 'operator',
    event: () => 'rejectRefund',
    run: byOperator('admin/order!rejectRefund', { reasonCode: 'outside_policy' }),
  },
];

const step = async (
  name: string,
  orderId: string,
  party: Party,
  extra: Record<string, unknown> = {},
) => okCall<unknown>(t.app, name, { orderId, ...extra }, { token: party.token });

async function place(): Promise<string> {
  const data = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
    { token: buyer.token },
  );
  return data.orders[0].orderId as string;
}

const builders: Record<string, () => Promise<string>> = {
  cancelled: async () => {
    const id = await place();
    await step('order!cancel', id, buyer, { reason: 0 });
    return id;
  },
  pendingPayment: place,
  pendingShipment: async () => {
    const id = await place();
    await step('order!pay', id, buyer, { safeword: FUND_PASSWORD });
    return id;
  },
  confirmed: async () => {
    const id = await builders.pendingShipment!();
    await step('seller/order!confirm', id, seller);
    return id;
  },
  toBeReceived: async () => {
    const id = await builders.confirmed!();
    await step('seller/order!ship', id, seller, { carrier: 'DHL', trackingNumber: 'T0' });
    return id;
  },
  toBeReviewed: async () => {
    const id = await builders.toBeReceived!();
    await step('order!receipt', id, buyer);
    return id;
  },
  reviewed: async () => {
    const id = await builders.toBeReviewed!();
    const done = await t.database.db.transaction((tx) =>
      markOrderReviewed(tx, buyer.userId, id, t.clock.now()),
    );
    expect(done.ok).toBe(true);
    return id;
  },
  refundBeforeShipment: async () => {
    const id = await builders.pendingShipment!();
    await step('order!returns', id, buyer, { reason: 'dislike' });
    return id;
  },
  returnAfterReceipt: async () => {
    const id = await builders.toBeReviewed!();
    await step('order!returns', id, buyer, { reason: 'damaged' });
    return id;
  },
};

async function statusOf(
  orderId: string,
): Promise<{ status: number; refundStatus: number; before: number | null }> {
  const rows = await t.database.pool.query(
    'select status, refund_status, status_before_refund from orders where id = $1',
    [orderId],
  );
  return {
    status: rows.rows[0].status,
    refundStatus: rows.rows[0].refund_status,
    before: rows.rows[0].status_before_refund,
  };
}

interface Model {
  status: number;
  refundStatus: number;
  before: number | null;
}

/** What the table says a call does to an order: null when refused. */
function expected(model: Model, action: Action): Model | null {
  const event = action.event(model.status);
  if (!event) return null;
  const decision = decideTransition(
    orderTransitions,
    model.status as OrderStatus,
    event,
    action.actor,
  );
  if (!decision.ok) return null;
  if (event === 'approveRefund')
    return model.refundStatus === RefundStatus.refunding
      ? { ...model, refundStatus: RefundStatus.success }
      : null;
  if (event === 'rejectRefund')
    return model.refundStatus === RefundStatus.refunding
      ? { status: model.before ?? -99, refundStatus: RefundStatus.failed, before: model.before }
      : null;
  if (event === 'requestRefund' || event === 'requestReturn')
    return { status: decision.to, refundStatus: RefundStatus.refunding, before: model.status };
  return { ...model, status: decision.to };
}

describe('order transitions per actor through the API', () => {
  const cases = Object.keys(builders).flatMap((state) =>
    actions.map((action) => [state, action.label] as const),
  );

  it.each(cases)('from %s: %s', async (state, label) => {
    const action = actions.find((a) => a.label === label)!;
    const orderId = await builders[state]!();
    const before = await statusOf(orderId);
    const want = expected(before, action);
    const body = await action.run(orderId);
    const after = await statusOf(orderId);
    if (want) {
      expect(body.code, `${body.errorKey}`).toBe('0');
      expect(after).toEqual(want);
      if (body.data && typeof body.data.status === 'number')
        expect(body.data.status).toBe(want.status);
    } else {
      expect(body.code).toBe('1');
      expect(body.errorKey).toMatch(/^(order\.|auth\.noPermission$)/);
      expect(after).toEqual(before);
    }
  });

  it('a seller refused as actor gets order.sellerCannotCancel, a buyer on seller calls auth.noPermission', async () => {
    const orderId = await place();
    expect((await bySeller('seller/order!cancel')(orderId)).errorKey).toBe(
      'order.sellerCannotCancel',
    );
    expect((await byBuyer('seller/order!confirm')(orderId)).errorKey).toBe('auth.noPermission');
    expect((await byBuyer('admin/order!approveRefund')(orderId)).errorKey).toBe(
      'auth.noPermission',
    );
    expect((await bySeller('admin/order!rejectRefund')(orderId)).errorKey).toBe(
      'auth.noPermission',
    );
  });

  it('random call sequences follow the model of the table', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: actions.length - 1 }), { minLength: 1, maxLength: 8 }),
        async (sequence) => {
          const orderId = await place();
          let model: Model = await statusOf(orderId);
          for (const index of sequence) {
            const action = actions[index]!;
            const want = expected(model, action);
            const body = await action.run(orderId);
            expect(
              body.code === '0',
              `${action.label} from ${model.status}: ${body.errorKey}`,
            ).toBe(want !== null);
            if (want) model = want;
            expect(await statusOf(orderId)).toEqual(model);
          }
        },
      ),
      { numRuns: 25 },
    );
    await expectLedgerClean(t.database);
  });
});
