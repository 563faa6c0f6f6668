// Refunds and returns: the buyer's request (a refund before shipment, a return after receipt), and
// the operator's decision. Approval moves the money back in the same transaction as the status.
import { fail, ok, type Result } from '../../../domain/errors.ts';
import {
  orderRefundAfterRelease,
  orderRefundFromEscrow,
  type PostingLeg,
} from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import { rejectionReasonGiven, type DecisionReason } from '../../../domain/operator/reasons.ts';
import { refundRequestFor } from '../../../domain/orders/order-rules.ts';
import {
  OrderStatus,
  RefundStatus,
  type ReturnReason,
} from '../../../domain/orders/order-status.ts';
import type { Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { inTransaction, withIdempotency } from '../../platform/transaction.ts';
import { recordNotice } from '../notice/index.ts';
import { storeOfOwner } from '../store/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordAudit } from '../audit/index.ts';
import { countSales, lockedLines, orderMoney, returnStock, transition } from './order.lifecycle.ts';
import { uploadsOwnedBy } from '../upload/index.ts';
import * as repo from './order.repository.ts';

/** The upload area refund and return photos come from (`uploadimg!execute` with this moduleName). */
const REFUND_UPLOAD_MODULE = 'order';

export async function requestRefund(
  ctx: ServiceContext,
  input: { orderId: string; reason: ReturnReason; content?: string | undefined; imgUrls: string[] },
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const { now } = ctx;
  const { userId } = requireUser(ctx);
  return inTransaction(ctx.db, async (tx) => {
    const order = await repo.lockOrder(tx, input.orderId);
    if (!order || order.userId !== userId) return fail('order.notFound');
    // Photos only from the buyer's own uploads for refunds (never a link, never someone else's).
    if (input.imgUrls.length > 0) {
      const owned = await uploadsOwnedBy(tx, userId, REFUND_UPLOAD_MODULE, input.imgUrls);
      if (!input.imgUrls.every((url) => owned.has(url))) return fail('order.refundImageInvalid');
    }
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
 * Approves a refund, as the operator or as the store itself: before shipment the escrow returns to
 * the buyer and the stock to the shelf; for a return (escrow already released on receipt) the
 * store's share and the commission are taken back. The ledger posts (order_refund, orderId) at most
 * once, whoever approves and however often.
 */
export async function approveRefund(
  ctx: ServiceContext,
  input: { orderId: string; remark?: string | undefined } & DecisionReason,
  as: 'operator' | 'seller' = 'operator',
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const { now } = ctx;
  const actorId = requireUser(ctx).userId;
  const scope =
    as === 'operator' ? `admin:order!approveRefund` : `${actorId}:seller/order!acceptRefund`;
  const remark = input.reason ?? input.remark;
  return withIdempotency(ctx.db, { scope, key: ctx.idempotencyKey, payload: input }, async (tx) => {
    const before = as === 'operator' ? await operatorMayDecide(ctx, tx, input.orderId) : ok(null);
    if (!before.ok) return before;
    const done = await transition(
      tx,
      input.orderId,
      'approveRefund',
      { kind: as, userId: actorId, storeId: ctx.storeId },
      now,
      {
        kind: 'refundSuccess',
        log: { remark: remark ?? '' },
        check: (order) =>
          order.refundStatus === RefundStatus.refunding
            ? ok(null)
            : fail('order.statusNotOperable'),
        apply: async (order) => {
          const total = new D(order.total);
          const returned = order.refundType === 'return';
          const legs: PostingLeg[] = returned
            ? orderRefundAfterRelease(orderMoney(order), order.commission ?? '0')
            : orderRefundFromEscrow(orderMoney(order));
          // Ledger accounts before listings: the lock order of every order path (lockedLines).
          if (!total.isZero()) {
            const posted = await postTransfer(tx, {
              kind: 'order_refund',
              reference: order.id,
              memo: order.serialNumber,
              legs,
              now,
            });
            if (!posted.ok)
              return fail(
                posted.reason === 'insufficient'
                  ? 'wallet.insufficientBalance'
                  : 'order.statusNotOperable',
              );
          }
          const lines = await lockedLines(tx, order.id);
          await countSales(tx, lines, -1);
          // Goods not shipped go back on the shelf; returned goods stay with the store.
          if (!returned) await returnStock(tx, lines);
          return ok({
            refundStatus: RefundStatus.success,
            refundDecidedAt: now,
            refundRemark: remark ?? null,
            refundRemarkCode: input.reasonCode ?? null,
          });
        },
      },
    );
    if (done.ok && before.data)
      await auditRefund(ctx, tx, 'order.approveRefund', before.data, done.data, input, remark);
    if (done.ok)
      await recordNotice(tx, {
        userId: done.data.userId,
        kind: 'refund.decided',
        params: { serialNumber: done.data.serialNumber, approved: true, reason: remark ?? '' },
        link: { kind: 'order', id: done.data.id },
        now,
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

/** Rejects a refund: the order goes back to the status it had before the request. */
export async function rejectRefund(
  ctx: ServiceContext,
  input: { orderId: string; remark?: string | undefined } & DecisionReason,
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const operatorId = requireUser(ctx).userId;
  const remark = input.reason ?? input.remark;
  if (!rejectionReasonGiven({ reasonCode: input.reasonCode, reason: remark }))
    return fail('param.missing', { field: 'reason' });
  return inTransaction(ctx.db, async (tx) => {
    const before = await operatorMayDecide(ctx, tx, input.orderId);
    if (!before.ok) return before;
    const done = await transition(
      tx,
      input.orderId,
      'rejectRefund',
      { kind: 'operator', userId: operatorId },
      ctx.now,
      {
        kind: 'refundFailed',
        log: { remark: remark ?? '' },
        to: (order) => order.statusBeforeRefund ?? OrderStatus.pendingShipment,
        check: (order) =>
          order.refundStatus === RefundStatus.refunding
            ? ok(null)
            : fail('order.statusNotOperable'),
        fields: {
          refundStatus: RefundStatus.failed,
          refundDecidedAt: ctx.now,
          refundRemark: remark ?? null,
          refundRemarkCode: input.reasonCode ?? null,
        },
      },
    );
    if (done.ok && before.data)
      await auditRefund(ctx, tx, 'order.rejectRefund', before.data, done.data, input, remark);
    if (done.ok)
      await recordNotice(tx, {
        userId: done.data.userId,
        kind: 'refund.decided',
        params: { serialNumber: done.data.serialNumber, approved: false, reason: remark ?? '' },
        link: { kind: 'order', id: done.data.id },
        now: ctx.now,
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
 * The store disputes a refund or return request with a reason the buyer and the operator read; the
 * request stays open and the operator decides. Once per request.
 */
export async function disputeRefund(
  ctx: ServiceContext,
  input: { orderId: string; reason: string },
): Promise<Result<{ orderId: string; status: number; refundStatus: number }>> {
  const sellerId = requireUser(ctx).userId;
  return inTransaction(ctx.db, async (tx) => {
    const done = await transition(
      tx,
      input.orderId,
      'disputeRefund',
      { kind: 'seller', userId: sellerId, storeId: ctx.storeId },
      ctx.now,
      {
        kind: 'refundDisputed',
        log: { remark: input.reason },
        check: (order) =>
          order.refundStatus === RefundStatus.refunding && !order.refundDisputedAt
            ? ok(null)
            : fail('order.statusNotOperable'),
        fields: { refundDispute: input.reason, refundDisputedAt: ctx.now },
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

type RefundSnapshot = { status: number; refundStatus: number; userId: string; sellerId: string };

/**
 * Four eyes on refunds: an operator decides neither on an order they bought nor on one sold by a
 * store they own. Answers the order's state before the decision (for the audit log).
 */
async function operatorMayDecide(
  ctx: ServiceContext,
  tx: Tx,
  orderId: string,
): Promise<Result<RefundSnapshot | null>> {
  const operatorId = requireUser(ctx).userId;
  const order = await repo.lockOrder(tx, orderId);
  if (!order) return ok(null);
  if (order.userId === operatorId) return fail('operator.ownRecord');
  if ((await storeOfOwner(tx, operatorId)) === order.sellerId) return fail('operator.ownRecord');
  return ok({
    status: order.status,
    refundStatus: order.refundStatus,
    userId: order.userId,
    sellerId: order.sellerId,
  });
}

async function auditRefund(
  ctx: ServiceContext,
  tx: Tx,
  action: string,
  before: RefundSnapshot,
  after: { id: string; status: number; refundStatus: number },
  input: DecisionReason,
  remark: string | undefined,
): Promise<void> {
  await recordAudit(tx, ctx, {
    action,
    targetKind: 'order',
    targetId: after.id,
    before,
    after: { status: after.status, refundStatus: after.refundStatus },
    reasonCode: input.reasonCode,
    reason: remark,
  });
}
