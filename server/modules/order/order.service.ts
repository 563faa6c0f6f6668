// Status changes of a placed order other than checkout and refunds: the buyer's cancel, remind and
// receipt, the store's confirm and ship, the written review, and the timers' transitions. Each
// goes through `transition` (order.lifecycle.ts), which moves money and stock in the same
// transaction as the status.
import { ok, fail, type Result } from '../../../domain/errors.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import type { Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { inTransaction, withIdempotency } from '../../platform/transaction.ts';
import { recordNotice } from '../notice/index.ts';
import { findUserById } from '../account/index.ts';
import { recordEvaluation } from '../catalog/index.ts';
import {
  holdsReceipt,
  orderParameterDefaults,
  parseMinutes,
} from '../../../domain/orders/order-rules.ts';
import { wireTime } from '../../platform/time.ts';
import {
  lockedLines,
  log,
  orderParameter,
  orderTimers,
  releaseEscrow,
  returnStock,
  transition,
  type Actor,
} from './order.lifecycle.ts';
import * as reads from './order-reads.repository.ts';
import * as repo from './order.repository.ts';
import type { OrderRow } from './order.repository.ts';

/** Cancels an unpaid order as its buyer, or as a store owner (whom the state machine refuses). */
export async function cancelOrder(
  ctx: ServiceContext,
  as: 'buyer' | 'seller',
  input: { orderId: string; reason?: number; remark?: string | undefined },
): Promise<Result<{ orderId: string; status: number }>> {
  const actor: Actor = { kind: as, userId: requireUser(ctx).userId, storeId: ctx.storeId };
  return inTransaction(ctx.db, async (tx) => {
    const done = await transition(tx, input.orderId, 'cancel', actor, ctx.now, {
      kind: 'cancelled',
      fields: {
        cancelledAt: ctx.now,
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
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ orderId: string }>> {
  const { userId } = requireUser(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.userId !== userId) return fail('order.notFound');
    if (order.status !== OrderStatus.pendingShipment && order.status !== OrderStatus.confirmed)
      return fail(
        order.status === OrderStatus.cancelled || order.status === OrderStatus.reviewed
          ? 'order.closed'
          : 'order.statusNotOperable',
      );
    if (order.remindedAt) return fail('order.alreadyReminded');
    await repo.updateOrder(tx, order.id, { remindedAt: ctx.now, updatedAt: ctx.now });
    await log(tx, order.id, 'reminded', order.status, { kind: 'buyer', userId }, ctx.now);
    return ok({ orderId: order.id });
  });
}

/**
 * When a buyer's receipt keeps the escrow (holdsReceipt): the automatic receipt's time, else null.
 * Reads under the order's lock, which the transition then takes again in the same transaction.
 */
async function heldReceiptUntil(
  tx: Tx,
  orderId: string,
  userId: string,
  now: Date,
): Promise<{ order: OrderRow; releaseAt: Date } | null> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order || order.userId !== userId || order.status !== OrderStatus.toBeReceived) return null;
  const holdMinutes = parseMinutes(
    await orderParameter(tx, 'order_receipt_hold_minutes'),
    orderParameterDefaults.order_receipt_hold_minutes,
  );
  const held = holdsReceipt({
    paidAt: order.paidAt,
    now,
    holdMinutes,
    boughtFromStoreBefore:
      holdMinutes > 0 && (await repo.boughtFromStoreBefore(tx, userId, order.sellerId, order.id)),
  });
  if (!held || !order.shippedAt) return null;
  const { autoReceiptMs } = await orderTimers(tx);
  return { order, releaseAt: new Date(order.shippedAt.getTime() + autoReceiptMs) };
}

/**
 * The buyer confirms receipt: the escrow goes to the store. A first order from the store confirmed
 * soon after its payment stays as it is (status 3, a log entry) and the automatic receipt releases
 * it at `releaseAt`, so a stolen session cannot pay a thief's store and cash out at once.
 */
export async function confirmReceipt(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ orderId: string; status: number; releaseAt: string | null }>> {
  const { userId } = requireUser(ctx);
  const actor: Actor = { kind: 'buyer', userId };
  return withIdempotency<{ orderId: string; status: number; releaseAt: string | null }>(
    ctx.db,
    { scope: `${userId}:order!receipt`, key: ctx.idempotencyKey, payload: { orderId } },
    async (tx) => {
      const held = await heldReceiptUntil(tx, orderId, userId, ctx.now);
      if (held) {
        if (!(await repo.hasLogEntry(tx, orderId, 'receiptHeld')))
          await log(tx, orderId, 'receiptHeld', held.order.status, actor, ctx.now);
        return ok({
          orderId,
          status: held.order.status,
          releaseAt: wireTime(held.releaseAt, ctx.config.platformTimeZone),
        });
      }
      const done = await transition(tx, orderId, 'receipt', actor, ctx.now, {
        kind: 'received',
        apply: (order) => releaseEscrow(tx, order, ctx.now),
      });
      return done.ok
        ? ok({ orderId: done.data.id, status: done.data.status, releaseAt: null })
        : done;
    },
  );
}

// --- seller -------------------------------------------------------------------------------------

export async function sellerConfirm(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ orderId: string; status: number }>> {
  const { userId } = requireUser(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const done = await transition(
      tx,
      orderId,
      'sellerConfirm',
      { kind: 'seller', userId, storeId: ctx.storeId },
      ctx.now,
      {
        kind: 'sellerConfirmed',
        fields: { sellerConfirmedAt: ctx.now },
      },
    );
    return done.ok ? ok({ orderId: done.data.id, status: done.data.status }) : done;
  });
}

export async function sellerShip(
  ctx: ServiceContext,
  input: { orderId: string; carrier: string; trackingNumber: string },
): Promise<Result<{ orderId: string; status: number }>> {
  const { userId } = requireUser(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const seller: Actor = { kind: 'seller', userId, storeId: ctx.storeId };
    const done = await transition(tx, input.orderId, 'ship', seller, ctx.now, {
      kind: 'shipped',
      fields: {
        shippedAt: ctx.now,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
      },
      log: { carrier: input.carrier, trackingNumber: input.trackingNumber },
    });
    if (!done.ok) return done;
    await recordNotice(tx, {
      userId: done.data.userId,
      kind: 'order.shipped',
      params: {
        serialNumber: done.data.serialNumber,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
      },
      link: { kind: 'order', id: done.data.id },
      now: ctx.now,
    });
    return ok({ orderId: done.data.id, status: done.data.status });
  });
}

/**
 * Cancels every unpaid order of a buyer whose account closes, in the closure's transaction: the
 * stock they reserve returns to the stores, as when the buyer cancels one. Nothing was paid, so no
 * money moves. Returns how many were cancelled.
 */
export async function cancelUnpaidOrdersOf(tx: Tx, userId: string, now: Date): Promise<number> {
  const buyer: Actor = { kind: 'buyer', userId };
  const unpaid = await repo.lockUnpaidOrdersOf(tx, userId);
  for (const order of unpaid) {
    const done = await transition(tx, order.id, 'cancel', buyer, now, {
      kind: 'cancelled',
      fields: { cancelledAt: now, cancelReason: null, cancelRemark: null },
      log: { remark: 'account cancelled' },
      apply: async (locked) => {
        await returnStock(tx, await lockedLines(tx, locked.id));
        return ok({});
      },
    });
    // The rows are locked and unpaid, so the buyer's cancel cannot be refused; if it is, that is a bug.
    if (!done.ok) throw new Error(`closing cancel refused for order ${order.id}`);
  }
  return unpaid.length;
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

/** Gives each line of a received order that has no review yet the system default good review. */
export async function defaultReview(tx: Tx, orderId: string, now: Date): Promise<Result<OrderRow>> {
  return transition(tx, orderId, 'defaultReview', system, now, {
    kind: 'defaultReview',
    fields: { reviewedAt: now },
    apply: async (order) => {
      const buyer = await findUserById(tx, order.userId);
      // Lines the buyer already reviewed keep their written review.
      const reviewed = new Set(await reads.reviewedItemIds(tx, order.id));
      for (const item of await lockedLines(tx, order.id)) {
        if (reviewed.has(item.id)) continue;
        await recordEvaluation(tx, {
          id: newId(now),
          sellerGoodsId: item.sellerGoodsId,
          orderId: order.id,
          orderItemId: item.id,
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
