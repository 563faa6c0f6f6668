// The one way an order changes: lock the row, check who acts and whether the state machine allows
// the event, apply the money and stock effects, write the new status and a log entry, all in the
// caller's transaction. Also the order parameters (rates, timers) the services and views read.
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import { orderRelease, type OrderMoney } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import {
  OrderStatus,
  orderTransitions,
  type OrderActor,
  type OrderEvent,
} from '../../../domain/orders/order-status.ts';
import {
  orderParameterDefaults,
  orderTimerDurations,
  parseCount,
  parseRate,
  type OrderLogKind,
  type OrderParameterCode,
  type OrderTimerDurations,
} from '../../../domain/orders/order-rules.ts';
import { splitRelease, type OrderRates } from '../../../domain/orders/pricing.ts';
import { MAX_GOODS_PER_ORDER_FALLBACK, publicParameterDefaults } from '../../../domain/settings.ts';
import { decideTransition } from '../../../domain/state-machine.ts';
import { allAnswered, type DbOrTx, type Tx } from '../../db/client.ts';
import { lockListingsForOrder, recordSales, releaseStock } from '../catalog/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { withholdFromRelease } from '../credit/index.ts';
import { readParameter, readStoredParameters } from '../settings/index.ts';
import * as reads from './order-reads.repository.ts';
import * as repo from './order.repository.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';

/** Who acts: the buyer or seller account, an operator, or the timers (userId null). */
export interface Actor {
  kind: OrderActor;
  userId: string | null;
  /** A seller's store (`ctx.storeId`): the orders they may act on. */
  storeId?: string | undefined;
}

// --- parameters ---------------------------------------------------------------------------------

export async function orderParameter(db: DbOrTx, code: OrderParameterCode): Promise<string> {
  return readParameter(db, code, orderParameterDefaults[code]);
}

/** The timer periods from the system parameters: the sweeps act on them, the order page shows them. */
export async function orderTimers(db: DbOrTx): Promise<OrderTimerDurations> {
  return orderTimerDurations({
    order_unpaid_timeout_minutes: await orderParameter(db, 'order_unpaid_timeout_minutes'),
    order_auto_receipt_days: await orderParameter(db, 'order_auto_receipt_days'),
    order_auto_review_days: await orderParameter(db, 'order_auto_review_days'),
  });
}

export async function orderRates(db: DbOrTx): Promise<OrderRates & { commissionRate: string }> {
  const rate = async (code: OrderParameterCode) =>
    parseRate(await orderParameter(db, code), orderParameterDefaults[code]);
  return {
    dispatchFee: await rate('order_dispatch_fee'),
    longDistancePerUnit: await rate('order_long_distance_per_unit'),
    deliveryFee: await rate('order_delivery_fee'),
    taxRate: await rate('order_tax_rate'),
    handlingFeeRate: await rate('order_handling_fee_rate'),
    commissionRate: await rate('order_commission_rate'),
  };
}

export interface CheckoutSettings {
  rates: OrderRates & { commissionRate: string };
  timers: OrderTimerDurations;
  /** `order_max_unpaid`: open unpaid orders a buyer may have. */
  maxUnpaid: number;
  /** `mall_max_goods_number_in_order` (public): units of one listing one order may buy. */
  maxPerOrder: number;
}

/** Every parameter a checkout reads, in one query (the same values the readers above give). */
export async function checkoutSettings(db: DbOrTx): Promise<CheckoutSettings> {
  const codes = Object.keys(orderParameterDefaults) as OrderParameterCode[];
  const stored = await readStoredParameters(db, [...codes, 'mall_max_goods_number_in_order']);
  const value = (code: OrderParameterCode) =>
    stored.get(code)?.value ?? orderParameterDefaults[code];
  const rate = (code: OrderParameterCode) => parseRate(value(code), orderParameterDefaults[code]);
  const perOrder = stored.get('mall_max_goods_number_in_order');
  return {
    rates: {
      dispatchFee: rate('order_dispatch_fee'),
      longDistancePerUnit: rate('order_long_distance_per_unit'),
      deliveryFee: rate('order_delivery_fee'),
      taxRate: rate('order_tax_rate'),
      handlingFeeRate: rate('order_handling_fee_rate'),
      commissionRate: rate('order_commission_rate'),
    },
    timers: orderTimerDurations({
      order_unpaid_timeout_minutes: value('order_unpaid_timeout_minutes'),
      order_auto_receipt_days: value('order_auto_receipt_days'),
      order_auto_review_days: value('order_auto_review_days'),
    }),
    maxUnpaid: parseCount(value('order_max_unpaid'), orderParameterDefaults.order_max_unpaid),
    maxPerOrder: parseCount(
      perOrder
        ? perOrder.public
          ? perOrder.value
          : null
        : publicParameterDefaults.mall_max_goods_number_in_order,
      String(MAX_GOODS_PER_ORDER_FALLBACK),
    ),
  };
}

// --- transitions --------------------------------------------------------------------------------

export async function log(
  tx: Tx,
  orderId: string,
  kind: OrderLogKind,
  status: number,
  actor: Actor,
  now: Date,
  extra: { remark?: string; carrier?: string; trackingNumber?: string } = {},
): Promise<void> {
  await repo.insertLog(tx, {
    orderId,
    kind,
    status,
    actor: actor.kind,
    actorId: actor.userId,
    remark: extra.remark ?? '',
    carrier: extra.carrier ?? null,
    trackingNumber: extra.trackingNumber ?? null,
    createdAt: now,
  });
}

/** The refusal for an event the state machine does not allow. */
function refusalKey(
  event: OrderEvent,
  reason: 'stateNotAllowed' | 'actorNotAllowed',
  status: number,
): ErrorKey {
  if (reason === 'actorNotAllowed')
    return event === 'cancel' ? 'order.sellerCannotCancel' : 'auth.noPermission';
  if (event === 'cancel') return 'order.cancelNotAllowed';
  if (event === 'pay') return 'order.notPayable';
  if (event === 'receipt' || event === 'autoReceipt') return 'order.cannotRelease';
  if (status === OrderStatus.cancelled || status === OrderStatus.reviewed) return 'order.closed';
  return 'order.statusNotOperable';
}

/** Who may see and act on an order: its buyer, its store's owner, operators and the timers. */
function canAccess(order: OrderRow, actor: Actor): boolean {
  if (actor.kind === 'operator' || actor.kind === 'system') return true;
  if (actor.kind === 'buyer') return order.userId === actor.userId;
  return actor.storeId !== undefined && order.sellerId === actor.storeId;
}

/**
 * Locks the order, checks access and the transition, runs `apply` (money, stock) and writes the new
 * status, the changed fields and a log entry. `apply` may refuse; the caller's transaction then rolls
 * back.
 */
export async function transition(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
  actor: Actor,
  now: Date,
  step: {
    kind: OrderLogKind;
    /** Replaces the table's target (rejecting a refund restores the earlier status). */
    to?: (order: OrderRow) => number;
    check?: (order: OrderRow) => Result<null>;
    apply?: (order: OrderRow) => Promise<Result<Partial<repo.NewOrder>>>;
    fields?: Partial<repo.NewOrder>;
    log?: { remark?: string; carrier?: string; trackingNumber?: string };
    /** Statements sent right behind the status update, in its round trip (run after it). */
    after?: (order: OrderRow) => Promise<void>;
  },
  /** Locks and reads the order (the payment locked it, with its lines, with its BEGIN). */
  lock: (tx: Tx, orderId: string) => Promise<OrderRow | undefined> = repo.lockOrder,
): Promise<Result<OrderRow>> {
  const order = await lock(tx, orderId);
  if (!order || !canAccess(order, actor)) return fail('order.notFound');
  const decision = decideTransition(
    orderTransitions,
    order.status as OrderStatus,
    event,
    actor.kind,
  );
  if (!decision.ok) return fail(refusalKey(event, decision.reason, order.status));
  const checked = step.check?.(order);
  if (checked && !checked.ok) return checked;
  const applied = step.apply ? await step.apply(order) : ok({});
  if (!applied.ok) return applied;
  const status = step.to ? step.to(order) : decision.to;
  const changes = { ...step.fields, ...applied.data, status, updatedAt: now };
  await allAnswered([
    repo.updateOrderAndLog(tx, order.id, changes, {
      kind: step.kind,
      status,
      actor: actor.kind,
      actorId: actor.userId,
      remark: step.log?.remark ?? '',
      carrier: step.log?.carrier ?? null,
      trackingNumber: step.log?.trackingNumber ?? null,
      createdAt: now,
    }),
    step.after?.(order),
  ]);
  return ok({ ...order, ...changes });
}

async function itemsOfOrder(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return reads.itemsOf(db, [orderId]);
}

/**
 * The order's lines with their listings locked, in listing-id order. Locks are always taken in one
 * order so concurrent transactions never deadlock: the order row, then ledger accounts (a payment
 * or refund posts its money first), then listings in id order, then store rows and the stores'
 * sale shards. Listings come late so that a busy listing's row is held for the shortest time.
 */
export async function lockedLines(tx: Tx, orderId: string): Promise<OrderItemRow[]> {
  const items = (await itemsOfOrder(tx, orderId)).sort((a, b) =>
    a.sellerGoodsId < b.sellerGoodsId ? -1 : a.sellerGoodsId > b.sellerGoodsId ? 1 : 0,
  );
  await lockListingsForOrder(
    tx,
    items.map((item) => item.sellerGoodsId),
  );
  return items;
}

export async function returnStock(tx: Tx, lines: readonly OrderItemRow[]): Promise<void> {
  for (const item of lines) await releaseStock(tx, item.sellerGoodsId, item.quantity);
}

/** Counts the order's units as sold (1, payment) or takes them back (-1, refund). */
export async function countSales(
  tx: Tx,
  lines: readonly repo.SaleLine[],
  sign: 1 | -1,
): Promise<void> {
  await recordSales(tx, lines, sign);
}

/** The money facts of an order that its postings need. */
export const orderMoney = (order: OrderRow): OrderMoney => ({
  orderId: order.id,
  userId: order.userId,
  sellerId: order.sellerId,
  currency: order.currency,
  total: order.total,
});

/** Escrow -> store, minus the commission (fixed at order time) to the platform's fee income. */
export async function releaseEscrow(
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<Result<Partial<repo.NewOrder>>> {
  const split = splitRelease(order.total, order.commissionRate);
  if (!new D(order.total).isZero()) {
    const posted = await postTransfer(tx, {
      kind: 'order_release',
      reference: order.id,
      memo: order.serialNumber,
      legs: orderRelease(orderMoney(order), order.commissionRate),
      now,
    });
    if (!posted.ok) return fail('order.cannotRelease');
    // A store repaying a sales-share loan gives the disclosed share of what it just received.
    await withholdFromRelease(tx, {
      sellerId: order.sellerId,
      storeAmount: split.seller,
      orderId: order.id,
      serialNumber: order.serialNumber,
      now,
    });
  }
  return ok({ commission: split.commission, receivedAt: now });
}
