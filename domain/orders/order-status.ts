// Order statuses, the order state machine and the list tabs (SPEC.md section 4 "Order status numbers").
import type { TransitionTable } from '../state-machine.ts';
import { orderTabNames, type OrderTab } from './order-tabs.ts';

export { orderTabNames, type OrderTab };

export const OrderStatus = {
  cancelled: -1,
  pendingPayment: 0,
  pendingShipment: 1,
  confirmed: 2,
  toBeReceived: 3,
  toBeReviewed: 4,
  reviewed: 5,
  refund: 6,
} as const;

export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export type OrderActor = 'buyer' | 'seller' | 'operator' | 'system';

export type OrderEvent =
  | 'pay'
  | 'cancel'
  | 'timeoutCancel'
  | 'sellerConfirm'
  | 'ship'
  | 'receipt'
  | 'autoReceipt'
  | 'review'
  | 'defaultReview'
  | 'requestRefund'
  | 'requestReturn'
  | 'approveRefund'
  | 'rejectRefund'
  | 'disputeRefund';

const S = OrderStatus;

/**
 * Who may do what from which status. A refund before shipment starts from 1/2, a return after
 * receipt from 4 (within the return window, checked separately). Rejecting a refund sends the
 * order back to the status it had before the request (kept on the order), so its `to` here is only
 * a placeholder that the service replaces.
 */
export const orderTransitions: TransitionTable<OrderStatus, OrderEvent, OrderActor> = {
  pay: { from: [S.pendingPayment], to: S.pendingShipment, actors: ['buyer'] },
  cancel: { from: [S.pendingPayment], to: S.cancelled, actors: ['buyer'] },
  timeoutCancel: { from: [S.pendingPayment], to: S.cancelled, actors: ['system'] },
  sellerConfirm: { from: [S.pendingShipment], to: S.confirmed, actors: ['seller'] },
  ship: { from: [S.pendingShipment, S.confirmed], to: S.toBeReceived, actors: ['seller'] },
  receipt: { from: [S.toBeReceived], to: S.toBeReviewed, actors: ['buyer'] },
  autoReceipt: { from: [S.toBeReceived], to: S.toBeReviewed, actors: ['system'] },
  review: { from: [S.toBeReviewed], to: S.reviewed, actors: ['buyer'] },
  defaultReview: { from: [S.toBeReviewed], to: S.reviewed, actors: ['system'] },
  requestRefund: { from: [S.pendingShipment, S.confirmed], to: S.refund, actors: ['buyer'] },
  requestReturn: { from: [S.toBeReviewed], to: S.refund, actors: ['buyer'] },
  // The store may accept a request itself (the refund is paid at once); if it disputes it, the
  // operator decides. Only the operator rejects.
  approveRefund: { from: [S.refund], to: S.refund, actors: ['operator', 'seller'] },
  rejectRefund: { from: [S.refund], to: S.refund, actors: ['operator'] },
  disputeRefund: { from: [S.refund], to: S.refund, actors: ['seller'] },
};

/**
 * Orders not yet finished: unpaid, paid, confirmed, shipped, received (a return may still come)
 * and in refund. Cancelled and reviewed orders are finished.
 */
export const openOrderStatuses = [
  S.pendingPayment,
  S.pendingShipment,
  S.confirmed,
  S.toBeReceived,
  S.toBeReviewed,
  S.refund,
] as const satisfies readonly OrderStatus[];

export const RefundStatus = { none: 0, refunding: 1, success: 2, failed: 3 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

/** The statuses each tab of the order list shows. */
export const orderTabs = {
  all: null,
  pendingPayment: [S.pendingPayment],
  cancelled: [S.cancelled],
  toBeShipped: [S.pendingShipment],
  confirmed: [S.confirmed],
  toBeReceived: [S.toBeReceived],
  received: [S.toBeReviewed, S.reviewed],
  toBeReviewed: [S.toBeReviewed],
  refund: [S.refund],
} as const satisfies Record<OrderTab, readonly OrderStatus[] | null>;

/** Cancel reasons keyed 0-4: not wanted, wrong product, duplicate order, cannot receive, other. */
export const cancelReasons = [0, 1, 2, 3, 4] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const returnReasons = [
  'notReceived',
  'dislike',
  'wrongGoods',
  'fakeBrand',
  'shortShipment',
  'damaged',
  'qualityProblem',
  'negotiated',
  'other',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** Returns are accepted within 7 days after receipt. */
export const RETURN_WINDOW_DAYS = 7;
/** Goods ship within 24 hours of ordering. */
export const SHIPPING_PROMISE_HOURS = 24;
