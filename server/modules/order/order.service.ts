// The order lifecycle: checkout (one order per store, priced by the server, stock reserved under row
// locks), payment into escrow, cancel, remind, receipt (escrow released to the store minus the
// commission), refund and return requests and their review, and the timers' transitions. Every status
// change locks the order row, asks decideTransition with the actor, writes the new status and a log
// entry, and moves the money in the same transaction.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutItem } from '../../../domain/api/order.ts';
import { unitPrice, isDiscounted } from '../../../domain/catalog/pricing.ts';
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import {
  feeIncome,
  orderEscrow,
  sellerAvailable,
  userAvailable,
} from '../../../domain/ledger/accounts.ts';
import { D, money, sum } from '../../../domain/money.ts';
import { isValidQuantity } from '../../../domain/cart/cart.ts';
import {
  OrderStatus,
  RefundStatus,
  orderTransitions,
  type OrderActor,
  type OrderEvent,
  type ReturnReason,
} from '../../../domain/orders/order-status.ts';
import {
  orderParameterDefaults,
  orderTimerDurations,
  parseCount,
  parseRate,
  refundRequestFor,
  serialNumber,
  type OrderLogKind,
  type OrderParameterCode,
  type OrderTimerDurations,
} from '../../../domain/orders/order-rules.ts';
import {
  priceOrder,
  splitRelease,
  type OrderAmounts,
  type OrderRates,
} from '../../../domain/orders/pricing.ts';
import { MAX_GOODS_PER_ORDER_FALLBACK } from '../../../domain/settings.ts';
import { decideTransition } from '../../../domain/state-machine.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { findUserById } from '../account/account.service.ts';
import { addressForOrder, addressesOf } from '../address/address.service.ts';
import { recordEvaluation, recordSale } from '../catalog/catalog.events.ts';
import {
  lockListingsForOrder,
  readListings,
  releaseStock,
  reserveStock,
  storesOwnedBy,
  type LockedListing,
} from '../catalog/stock.service.ts';
import { readParameter, readPublicParameter } from '../settings/settings.service.ts';
import { withIdempotency } from '../wallet/idempotency.service.ts';
import { accountBalance, postTransfer, type TransferLeg } from '../wallet/ledger.service.ts';
import * as repo from './order.repository.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';
import { wireTime } from './order.views.ts';

type CheckoutLine = z.infer<typeof checkoutItem>;

/** Who acts: the buyer or seller account, an operator, or the timers (userId null). */
export interface Actor {
  kind: OrderActor;
  userId: string | null;
}

export interface Caller {
  db: Db;
  now: Date;
  timeZone: string;
  idempotencyKey?: string | undefined;
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

async function orderRates(db: DbOrTx): Promise<OrderRates & { commissionRate: string }> {
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

async function maxPerOrder(db: DbOrTx): Promise<number> {
  return parseCount(
    await readPublicParameter(db, 'mall_max_goods_number_in_order'),
    String(MAX_GOODS_PER_ORDER_FALLBACK),
  );
}

// --- checkout -----------------------------------------------------------------------------------

export interface PricedLine {
  listing: LockedListing;
  quantity: number;
  checkAttrName: string;
  unitPrice: string;
  originalPrice: string | null;
}

export interface PricedGroup {
  sellerId: string;
  sellerName: string;
  lines: PricedLine[];
  amounts: OrderAmounts;
}

/** Same listing twice in one checkout: quantities add up (the per-order bounds apply to the sum). */
function mergeLines(
  lines: readonly CheckoutLine[],
): Map<string, { quantity: number; checkAttrName: string }> {
  const merged = new Map<string, { quantity: number; checkAttrName: string }>();
  for (const line of lines) {
    const seen = merged.get(line.sellerGoodsId);
    merged.set(line.sellerGoodsId, {
      quantity: (seen?.quantity ?? 0) + line.num,
      checkAttrName: seen?.checkAttrName || (line.checkAttrName ?? ''),
    });
  }
  return merged;
}

/**
 * Checks every line against the listing (exists, store open, on shelf, not the buyer's own store,
 * quantity within buyMin..max, stock) and prices the groups, in the order the buyer listed them.
 */
async function priceCheckout(
  db: DbOrTx,
  userId: string,
  lines: readonly CheckoutLine[],
  listings: readonly LockedListing[],
): Promise<Result<PricedGroup[]>> {
  const merged = mergeLines(lines);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const max = await maxPerOrder(db);
  const priced: PricedLine[] = [];
  for (const [id, { quantity, checkAttrName }] of merged) {
    const listing = byId.get(id);
    if (!listing || !listing.sellerEnabled) return fail('goods.notFound');
    if (!listing.onShelf) return fail('goods.offShelf');
    if (listing.sellerOwnerUserId === userId) return fail('order.ownStore');
    if (!isValidQuantity(quantity, listing.buyMin, max)) return fail('goods.quantityOutOfRange');
    if (listing.stock < quantity) return fail('goods.stockInsufficient');
    const price = unitPrice(listing);
    if (price === null) return fail('goods.notFound');
    priced.push({
      listing,
      quantity,
      checkAttrName,
      unitPrice: money(price),
      originalPrice: isDiscounted(listing.sellingPrice, listing.discountPrice)
        ? money(listing.sellingPrice)
        : null,
    });
  }
  const rates = await orderRates(db);
  const groups = new Map<string, PricedLine[]>();
  for (const line of priced) {
    const group = groups.get(line.listing.sellerId) ?? [];
    group.push(line);
    groups.set(line.listing.sellerId, group);
  }
  return ok(
    [...groups.entries()].map(([sellerId, group]) => ({
      sellerId,
      sellerName: group[0]?.listing.sellerName ?? '',
      lines: group,
      amounts: priceOrder(
        group.map((line) => ({
          unitPrice: line.unitPrice,
          originalPrice: line.originalPrice,
          quantity: line.quantity,
        })),
        rates,
      ),
    })),
  );
}

/** The settlement summary: the same pricing as submit, from unlocked reads, nothing reserved. */
export async function previewCheckout(
  db: Db,
  userId: string,
  lines: readonly CheckoutLine[],
): Promise<Result<{ groups: PricedGroup[]; total: string }>> {
  const listings = await readListings(
    db,
    lines.map((line) => line.sellerGoodsId),
  );
  const priced = await priceCheckout(db, userId, lines, listings);
  if (!priced.ok) return priced;
  return ok({
    groups: priced.data,
    total: money(sum(priced.data.map((group) => group.amounts.total))),
  });
}

export interface SubmittedOrder {
  orderId: string;
  serialNumber: string;
  sellerId: string;
  sellerName: string;
  total: string;
}

function newSerialNumber(now: Date, timeZone: string): string {
  const local = wireTime(now, timeZone).replace(/\D/g, '');
  return serialNumber(local, randomInt(1_000_000));
}

/** The unique constraint a database error violated, if it is a unique violation. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgError = e as { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return undefined;
}

/**
 * Inserts the order under a fresh serial number; the insert runs in a savepoint so that the rare
 * clash of two serials placed in the same second is retried with new random digits.
 */
async function insertWithSerial(
  tx: Tx,
  timeZone: string,
  now: Date,
  values: (serialNumber: string) => repo.NewOrder,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const serial = newSerialNumber(now, timeZone);
    try {
      await tx.transaction((savepoint) => repo.insertOrder(savepoint, values(serial)));
      return serial;
    } catch (error) {
      if (attempt < 5 && uniqueViolation(error) === 'orders_serial_number_uq') continue;
      throw error;
    }
  }
}

/** Places one order per store; idempotent per (buyer, key). */
export async function submitOrders(
  caller: Caller,
  userId: string,
  input: { addressId?: string | undefined; items: CheckoutLine[] },
): Promise<Result<{ orders: SubmittedOrder[]; total: string }>> {
  const { now } = caller;
  return withIdempotency(
    caller.db,
    { scope: `${userId}:order!submit`, key: caller.idempotencyKey, payload: input },
    async (tx) => {
      let address;
      if (input.addressId === undefined) {
        const book = await addressesOf(tx, userId);
        address = book.find((entry) => entry.use === 1) ?? book[0];
        if (!address) return fail('address.notSet');
      } else {
        address = await addressForOrder(tx, userId, input.addressId);
        if (!address) return fail('address.notFound');
      }
      const maxUnpaid = parseCount(
        await orderParameter(tx, 'order_max_unpaid'),
        orderParameterDefaults.order_max_unpaid,
      );
      if ((await repo.countUnpaid(tx, userId)) >= maxUnpaid) return fail('order.openOrdersExist');
      const listings = await lockListingsForOrder(
        tx,
        input.items.map((line) => line.sellerGoodsId),
      );
      const priced = await priceCheckout(tx, userId, input.items, listings);
      if (!priced.ok) return priced;
      const rates = await orderRates(tx);
      const placed: SubmittedOrder[] = [];
      for (const group of priced.data) {
        const orderId = newId(now);
        const serial = await insertWithSerial(tx, caller.timeZone, now, (serialNumber) => ({
          id: orderId,
          serialNumber,
          userId,
          sellerId: group.sellerId,
          sellerName: group.sellerName,
          status: OrderStatus.pendingPayment,
          addressId: address.id,
          contacts: address.contacts,
          email: address.email,
          areaCode: address.areaCode,
          phone: address.phone,
          country: address.country,
          countryName: address.countryName,
          province: address.province,
          city: address.city,
          postcode: address.postcode,
          address: address.address,
          ...group.amounts,
          commissionRate: rates.commissionRate,
          createdAt: now,
          updatedAt: now,
        }));
        await repo.insertItems(
          tx,
          group.lines.map((line, index) => ({
            id: newId(now),
            orderId,
            sellerGoodsId: line.listing.id,
            goodsId: line.listing.goodsId,
            names: line.listing.names,
            image: line.listing.images[0] ?? '',
            checkAttrName: line.checkAttrName,
            unitPrice: line.unitPrice,
            originalPrice: line.originalPrice,
            quantity: line.quantity,
            amount: money(new D(line.unitPrice).times(line.quantity)),
            sort: index,
          })),
        );
        for (const line of group.lines) {
          // The rows are locked and were checked above; a false here would be a bug.
          if (!(await reserveStock(tx, line.listing.id, line.quantity)))
            return fail('goods.stockInsufficient');
        }
        await log(
          tx,
          orderId,
          'placed',
          OrderStatus.pendingPayment,
          { kind: 'buyer', userId },
          now,
        );
        placed.push({
          orderId,
          serialNumber: serial,
          sellerId: group.sellerId,
          sellerName: group.sellerName,
          total: group.amounts.total,
        });
      }
      return ok({
        orders: placed,
        total: money(sum(placed.map((order) => order.total))),
      });
    },
  );
}

// --- transitions --------------------------------------------------------------------------------

async function log(
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
async function canAccess(db: DbOrTx, order: OrderRow, actor: Actor): Promise<boolean> {
  if (actor.kind === 'operator' || actor.kind === 'system') return true;
  if (actor.kind === 'buyer') return order.userId === actor.userId;
  if (!actor.userId) return false;
  return (await storesOwnedBy(db, actor.userId)).includes(order.sellerId);
}

/**
 * Locks the order, checks access and the transition, runs `apply` (money, stock) and writes the new
 * status, the changed fields and a log entry. `apply` may refuse; the caller's transaction then rolls
 * back.
 */
async function transition(
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
  },
): Promise<Result<OrderRow>> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || !(await canAccess(tx, order, actor))) return fail('order.notFound');
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
  await repo.updateOrder(tx, order.id, changes);
  await log(tx, order.id, step.kind, status, actor, now, step.log);
  return ok({ ...order, ...changes });
}

async function itemsOfOrder(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return repo.itemsOf(db, [orderId]);
}

/**
 * The order's lines with their listings locked, in listing-id order. Every path that touches
 * listings (stock, sold and review counters) locks them here first, before store rows and ledger
 * accounts, so concurrent transactions always take locks in the same order and never deadlock.
 */
async function lockedLines(tx: Tx, orderId: string): Promise<OrderItemRow[]> {
  const items = (await itemsOfOrder(tx, orderId)).sort((a, b) =>
    a.sellerGoodsId < b.sellerGoodsId ? -1 : a.sellerGoodsId > b.sellerGoodsId ? 1 : 0,
  );
  await lockListingsForOrder(
    tx,
    items.map((item) => item.sellerGoodsId),
  );
  return items;
}

async function returnStock(tx: Tx, lines: readonly OrderItemRow[]): Promise<void> {
  for (const item of lines) await releaseStock(tx, item.sellerGoodsId, item.quantity);
}

async function countSales(tx: Tx, lines: readonly OrderItemRow[], sign: 1 | -1): Promise<void> {
  for (const item of lines)
    await recordSale(tx, { sellerGoodsId: item.sellerGoodsId, quantity: sign * item.quantity });
}

function inTransaction<T>(db: Db, run: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> {
  // A refusal must roll back whatever ran before it: throw it out of the transaction, return it.
  class Refused extends Error {
    constructor(readonly failure: Result<T>) {
      super('refused');
    }
  }
  return db
    .transaction(async (tx) => {
      const result = await run(tx);
      if (!result.ok) throw new Refused(result);
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.failure;
      throw error;
    });
}

const nonZero = (leg: TransferLeg) => !new D(leg.amount).isZero();

/** Pays a pending order from the buyer's balance into the order's escrow. */
export async function payOrder(
  caller: Caller,
  userId: string,
  input: { orderId: string; payMethod: 'balance' | 'card' | 'paypal' },
): Promise<Result<{ orderId: string; status: number; money: string }>> {
  // Only the wallet balance is integrated; card and PayPal are shown as unavailable.
  if (input.payMethod !== 'balance') return fail('wallet.regionNotOpen');
  const { now } = caller;
  return withIdempotency(
    caller.db,
    { scope: `${userId}:order!pay`, key: caller.idempotencyKey, payload: input },
    async (tx) => {
      const actor: Actor = { kind: 'buyer', userId };
      const done = await transition(tx, input.orderId, 'pay', actor, now, {
        kind: 'paid',
        fields: { paidAt: now, payMethod: 'balance' },
        apply: async (order) => {
          // Listings before ledger accounts: the lock order every order path follows.
          await countSales(tx, await lockedLines(tx, order.id), 1);
          if (!new D(order.total).isZero()) {
            const posted = await postTransfer(tx, {
              kind: 'order_pay',
              reference: order.id,
              memo: order.serialNumber,
              legs: [
                {
                  account: userAvailable(userId, order.currency),
                  amount: new D(order.total).negated().toFixed(),
                },
                {
                  account: orderEscrow(order.id, order.currency),
                  amount: new D(order.total).toFixed(),
                },
              ],
              now,
            });
            if (!posted.ok)
              return fail(
                posted.reason === 'insufficient'
                  ? 'wallet.insufficientBalance'
                  : 'order.notPayable',
              );
          }
          return ok({});
        },
      });
      if (!done.ok) return done;
      return ok({
        orderId: done.data.id,
        status: done.data.status,
        money: await accountBalance(tx, userAvailable(userId, done.data.currency)),
      });
    },
  );
}

export async function cancelOrder(
  caller: Caller,
  actor: Actor,
  input: { orderId: string; reason?: number; remark?: string | undefined },
): Promise<Result<{ orderId: string; status: number }>> {
  return inTransaction(caller.db, async (tx) => {
    const done = await transition(tx, input.orderId, 'cancel', actor, caller.now, {
      kind: 'cancelled',
      fields: {
        cancelledAt: caller.now,
        cancelReason: input.reason ?? null,
        cancelRemark: input.remark ?? null,
      },
      log: { remark: input.remark ?? '' },
      apply: async (order) => {
        await returnStock(tx, await lockedLines(tx, order.id));
        return ok({});
      },
    });
    return done.ok ? ok({ orderId: done.data.id, status: done.data.status }) : done;
  });
}

/** Remind the store to ship: once per paid, unshipped order. Not a status change. */
export async function remindOrder(
  caller: Caller,
  userId: string,
  orderId: string,
): Promise<Result<{ orderId: string }>> {
  return inTransaction(caller.db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.userId !== userId) return fail('order.notFound');
    if (order.status !== OrderStatus.pendingShipment && order.status !== OrderStatus.confirmed)
      return fail(
        order.status === OrderStatus.cancelled || order.status === OrderStatus.reviewed
          ? 'order.closed'
          : 'order.statusNotOperable',
      );
    if (order.remindedAt) return fail('order.alreadyReminded');
    await repo.updateOrder(tx, order.id, { remindedAt: caller.now, updatedAt: caller.now });
    await log(tx, order.id, 'reminded', order.status, { kind: 'buyer', userId }, caller.now);
    return ok({ orderId: order.id });
  });
}

/** Escrow -> store, minus the commission (fixed at order time) to the platform's fee income. */
async function releaseEscrow(
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
      legs: [
        {
          account: orderEscrow(order.id, order.currency),
          amount: new D(order.total).negated().toFixed(),
        },
        { account: sellerAvailable(order.sellerId, order.currency), amount: split.seller },
        { account: feeIncome(order.currency), amount: split.commission },
      ].filter(nonZero),
      now,
    });
    if (!posted.ok) return fail('order.cannotRelease');
  }
  return ok({ commission: split.commission, receivedAt: now });
}

export async function confirmReceipt(
  caller: Caller,
  userId: string,
  orderId: string,
): Promise<Result<{ orderId: string; status: number }>> {
  return withIdempotency(
    caller.db,
    { scope: `${userId}:order!receipt`, key: caller.idempotencyKey, payload: { orderId } },
    async (tx) => {
      const done = await transition(tx, orderId, 'receipt', { kind: 'buyer', userId }, caller.now, {
        kind: 'received',
        apply: (order) => releaseEscrow(tx, order, caller.now),
      });
      return done.ok ? ok({ orderId: done.data.id, status: done.data.status }) : done;
    },
  );
}

export async function requestRefund(
  caller: Caller,
  userId: string,
  input: { orderId: string; reason: ReturnReason; content?: string | undefined; imgUrls: string[] },
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const { now } = caller;
  return inTransaction(caller.db, async (tx) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || order.userId !== userId) return fail('order.notFound');
    const which = refundRequestFor(order.status, order.receivedAt, now);
    if (!which.ok)
      return fail(
        which.key === 'order.statusNotOperable' &&
          (order.status === OrderStatus.cancelled || order.status === OrderStatus.reviewed)
          ? 'order.closed'
          : which.key,
      );
    const done = await transition(tx, order.id, which.event, { kind: 'buyer', userId }, now, {
      kind: which.event === 'requestRefund' ? 'refundRequested' : 'returnRequested',
      fields: {
        statusBeforeRefund: order.status,
        refundStatus: RefundStatus.refunding,
        refundType: which.event === 'requestRefund' ? 'refund' : 'return',
        refundReason: input.reason,
        refundContent: input.content ?? '',
        refundImgs: input.imgUrls,
        refundRemark: null,
        refundRequestedAt: now,
        refundDecidedAt: null,
      },
      log: { remark: input.reason },
    });
    return done.ok
      ? ok({
          orderId: done.data.id,
          status: done.data.status,
          refundStatus: done.data.refundStatus,
        })
      : done;
  });
}

/**
 * Approves a refund: before shipment the escrow returns to the buyer and the stock to the shelf; for
 * a return (escrow already released on receipt) the store's share and the commission are taken back.
 * The ledger posts (order_refund, orderId) at most once.
 */
export async function approveRefund(
  caller: Caller,
  operatorId: string,
  input: { orderId: string; remark?: string | undefined },
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const { now } = caller;
  return withIdempotency(
    caller.db,
    { scope: `admin:order!approveRefund`, key: caller.idempotencyKey, payload: input },
    async (tx) => {
      const done = await transition(
        tx,
        input.orderId,
        'approveRefund',
        { kind: 'operator', userId: operatorId },
        now,
        {
          kind: 'refundSuccess',
          log: { remark: input.remark ?? '' },
          check: (order) =>
            order.refundStatus === RefundStatus.refunding
              ? ok(null)
              : fail('order.statusNotOperable'),
          apply: async (order) => {
            const lines = await lockedLines(tx, order.id);
            await countSales(tx, lines, -1);
            const total = new D(order.total);
            const buyer = userAvailable(order.userId, order.currency);
            let legs: TransferLeg[];
            if (order.refundType === 'return') {
              const commission = new D(order.commission ?? '0');
              legs = [
                {
                  account: sellerAvailable(order.sellerId, order.currency),
                  amount: total.minus(commission).negated().toFixed(),
                },
                { account: feeIncome(order.currency), amount: commission.negated().toFixed() },
                { account: buyer, amount: total.toFixed() },
              ];
            } else {
              legs = [
                {
                  account: orderEscrow(order.id, order.currency),
                  amount: total.negated().toFixed(),
                },
                { account: buyer, amount: total.toFixed() },
              ];
              await returnStock(tx, lines);
            }
            if (!total.isZero()) {
              const posted = await postTransfer(tx, {
                kind: 'order_refund',
                reference: order.id,
                memo: order.serialNumber,
                legs: legs.filter(nonZero),
                now,
              });
              if (!posted.ok)
                return fail(
                  posted.reason === 'insufficient'
                    ? 'wallet.insufficientBalance'
                    : 'order.statusNotOperable',
                );
            }
            return ok({
              refundStatus: RefundStatus.success,
              refundDecidedAt: now,
              refundRemark: input.remark ?? null,
            });
          },
        },
      );
      return done.ok
        ? ok({
            orderId: done.data.id,
            status: done.data.status,
            refundStatus: done.data.refundStatus,
          })
        : done;
    },
  );
}

/** Rejects a refund: the order goes back to the status it had before the request. */
export async function rejectRefund(
  caller: Caller,
  operatorId: string,
  input: { orderId: string; remark?: string | undefined },
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  return inTransaction(caller.db, async (tx) => {
    const done = await transition(
      tx,
      input.orderId,
      'rejectRefund',
      { kind: 'operator', userId: operatorId },
      caller.now,
      {
        kind: 'refundFailed',
        log: { remark: input.remark ?? '' },
        to: (order) => order.statusBeforeRefund ?? OrderStatus.pendingShipment,
        check: (order) =>
          order.refundStatus === RefundStatus.refunding
            ? ok(null)
            : fail('order.statusNotOperable'),
        fields: {
          refundStatus: RefundStatus.failed,
          refundDecidedAt: caller.now,
          refundRemark: input.remark ?? null,
        },
      },
    );
    return done.ok
      ? ok({
          orderId: done.data.id,
          status: done.data.status,
          refundStatus: done.data.refundStatus,
        })
      : done;
  });
}

// --- seller -------------------------------------------------------------------------------------

export async function sellerConfirm(
  caller: Caller,
  userId: string,
  orderId: string,
): Promise<Result<{ orderId: string; status: number }>> {
  return inTransaction(caller.db, async (tx) => {
    const done = await transition(
      tx,
      orderId,
      'sellerConfirm',
      { kind: 'seller', userId },
      caller.now,
      {
        kind: 'sellerConfirmed',
        fields: { sellerConfirmedAt: caller.now },
      },
    );
    return done.ok ? ok({ orderId: done.data.id, status: done.data.status }) : done;
  });
}

export async function sellerShip(
  caller: Caller,
  userId: string,
  input: { orderId: string; carrier: string; trackingNumber: string },
): Promise<Result<{ orderId: string; status: number }>> {
  return inTransaction(caller.db, async (tx) => {
    const done = await transition(
      tx,
      input.orderId,
      'ship',
      { kind: 'seller', userId },
      caller.now,
      {
        kind: 'shipped',
        fields: {
          shippedAt: caller.now,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
        },
        log: { carrier: input.carrier, trackingNumber: input.trackingNumber },
      },
    );
    return done.ok ? ok({ orderId: done.data.id, status: done.data.status }) : done;
  });
}

// --- reviews ------------------------------------------------------------------------------------

/**
 * Marks an order reviewed after the buyer's written review (the reviews call runs this in the
 * transaction that stores the review rows).
 */
export async function markOrderReviewed(
  tx: Tx,
  userId: string,
  orderId: string,
  now: Date,
): Promise<Result<OrderRow>> {
  return transition(tx, orderId, 'review', { kind: 'buyer', userId }, now, {
    kind: 'completed',
    fields: { reviewedAt: now },
  });
}

// --- timers -------------------------------------------------------------------------------------

const system: Actor = { kind: 'system', userId: null };

/** Cancels an unpaid order whose time ran out (the caller holds its lock), returning its stock. */
export async function timeoutCancel(tx: Tx, orderId: string, now: Date): Promise<Result<OrderRow>> {
  return transition(tx, orderId, 'timeoutCancel', system, now, {
    kind: 'timeoutCancelled',
    fields: { cancelledAt: now },
    apply: async (order) => {
      await returnStock(tx, await lockedLines(tx, order.id));
      return ok({});
    },
  });
}

/** Confirms receipt of a shipped order for the buyer after the confirmation period. */
export async function autoReceipt(tx: Tx, orderId: string, now: Date): Promise<Result<OrderRow>> {
  return transition(tx, orderId, 'autoReceipt', system, now, {
    kind: 'autoReceived',
    apply: (order) => releaseEscrow(tx, order, now),
  });
}

/** Gives each line of a received, unreviewed order the system default good review. */
export async function defaultReview(tx: Tx, orderId: string, now: Date): Promise<Result<OrderRow>> {
  return transition(tx, orderId, 'defaultReview', system, now, {
    kind: 'defaultReview',
    fields: { reviewedAt: now },
    apply: async (order) => {
      const buyer = await findUserById(tx, order.userId);
      for (const item of await lockedLines(tx, order.id)) {
        await recordEvaluation(tx, {
          id: newId(now),
          sellerGoodsId: item.sellerGoodsId,
          orderId: order.id,
          userId: order.userId,
          userName: buyer?.username ?? '',
          avatar: buyer?.avatar ?? 1,
          rating: 'good',
          content: '',
          imgUrls: [],
          isDefault: true,
          checkAttrName: item.checkAttrName,
          at: now,
        });
      }
      return ok({});
    },
  });
}
