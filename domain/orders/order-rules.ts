// Order rules beyond the transition table (SPEC.md sections 4 and 9): which event a refund or return
// request is, the 7-day return window, the buyer's action buttons, the history entry kinds, the
// system parameters that price orders and drive the timers, and human-readable serial numbers.
import { allowedEvents } from '../state-machine.ts';
import {
  OrderStatus,
  RETURN_WINDOW_DAYS,
  orderTransitions,
  type OrderActor,
  type OrderEvent,
} from './order-status.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The event an `order!returns` request is in a status: a refund before shipment, a return after
 * receipt (within the window), refused in between ("a shipped order cannot be refunded").
 */
export type RefundRequestDecision =
  | { ok: true; event: Extract<OrderEvent, 'requestRefund' | 'requestReturn'> }
  | {
      ok: false;
      key: 'order.shippedNoRefund' | 'order.returnWindowClosed' | 'order.statusNotOperable';
    };

export function refundRequestFor(
  status: number,
  receivedAt: Date | null,
  now: Date,
): RefundRequestDecision {
  if (status === OrderStatus.pendingShipment || status === OrderStatus.confirmed)
    return { ok: true, event: 'requestRefund' };
  if (status === OrderStatus.toBeReceived) return { ok: false, key: 'order.shippedNoRefund' };
  if (status === OrderStatus.toBeReviewed) {
    if (!receivedAt || !withinReturnWindow(receivedAt, now))
      return { ok: false, key: 'order.returnWindowClosed' };
    return { ok: true, event: 'requestReturn' };
  }
  return { ok: false, key: 'order.statusNotOperable' };
}

/** Returns are accepted up to RETURN_WINDOW_DAYS after receipt (inclusive of the last instant). */
export function withinReturnWindow(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}

/** Buttons the buyer sees on an order (SPEC.md section 4 "Order actions"). */
export type BuyerAction =
  'cancel' | 'pay' | 'remind' | 'receipt' | 'refund' | 'review' | 'logistics' | 'buyAgain';

export function buyerActions(order: {
  status: number;
  remindedAt: Date | null;
  receivedAt: Date | null;
  now: Date;
}): BuyerAction[] {
  const events = allowedEvents(orderTransitions, order.status as OrderStatus, 'buyer');
  const actions: BuyerAction[] = [];
  if (events.includes('cancel')) actions.push('cancel');
  if (events.includes('pay')) actions.push('pay');
  if (
    (order.status === OrderStatus.pendingShipment || order.status === OrderStatus.confirmed) &&
    order.remindedAt === null
  )
    actions.push('remind');
  if (events.includes('receipt')) actions.push('receipt');
  if (refundRequestFor(order.status, order.receivedAt, order.now).ok) actions.push('refund');
  if (events.includes('review')) actions.push('review');
  if (order.status >= OrderStatus.toBeReceived) actions.push('logistics');
  actions.push('buyAgain');
  return actions;
}

/** Events a seller may do now (for the seller panel's buttons). */
export function sellerEvents(status: number): OrderEvent[] {
  return allowedEvents(orderTransitions, status as OrderStatus, 'seller' satisfies OrderActor);
}

/**
 * History entries (SPEC.md section 4 "Order history messages"). The client shows each kind in the
 * user's language; shipping entries carry the carrier and tracking number.
 */
export const orderLogKinds = [
  'placed', // placed, awaiting payment
  'paid', // placed and paid
  'sellerConfirmed', // merchant confirmed and stocking
  'shipped', // shipped, in transit
  'cancelled', // cancelled manually
  'timeoutCancelled', // cancelled by timeout
  'reminded', // buyer asked the store to ship
  'received', // signed for (buyer confirmed receipt)
  'autoReceived', // signed for by the system after the confirmation period
  'receiptHeld', // the buyer signed for a first order soon after paying: escrow waits for the timer
  'refundRequested', // refund (before shipment) requested
  'returnRequested', // return (after receipt) requested
  'refundSuccess',
  'refundFailed',
  'refundDisputed', // the store disputed the request; the operator decides
  'completed', // order completed (buyer reviewed)
  'defaultReview', // system default good review
] as const;
export type OrderLogKind = (typeof orderLogKinds)[number];

/**
 * Order system parameters (server-side, `system_parameters` table) and their defaults. Fees default
 * to zero (free shipping, no tax, no handling fee) until an operator sets them; the commission is
 * what the platform keeps from each completed order.
 */
export const orderParameterDefaults = {
  /** Freight = dispatch fee + long-distance freight per unit x units + delivery fee (per order). */
  order_dispatch_fee: '0',
  order_long_distance_per_unit: '0',
  order_delivery_fee: '0',
  /** Fractions of the goods amount, e.g. "0.05" = 5 %. */
  order_tax_rate: '0',
  order_handling_fee_rate: '0',
  /** Fraction of the order total the platform keeps when escrow is released to the seller. */
  order_commission_rate: '0.05',
  /**
   * Unpaid orders are cancelled, their stock released, after this many minutes (3 h): long enough
   * to top up the wallet, short enough that unpaid orders cannot keep goods from other buyers
   * for a day (issue #11 "stock hoarding"). The order shows its pay-by time.
   */
  order_unpaid_timeout_minutes: '180',
  /** Shipped orders are confirmed received by the system after this many days. */
  order_auto_receipt_days: '10',
  /** Received orders not reviewed after this many days get the system default good review. */
  order_auto_review_days: String(RETURN_WINDOW_DAYS),
  /** A buyer may hold at most this many unpaid orders; more submissions are refused. */
  order_max_unpaid: '50',
  /**
   * Paying an order of this total or more asks for the fund password (a stolen session alone must
   * not spend the balance); below it the payment needs none. 0: every payment asks.
   */
  order_pay_safeword_from: '0',
  /**
   * A buyer's first order from a store confirmed received within this many minutes of its payment
   * keeps its escrow until the automatic receipt (a thief paying a store they run cannot cash out
   * at once). 0: never held.
   */
  order_receipt_hold_minutes: '60',
} as const;
export type OrderParameterCode = keyof typeof orderParameterDefaults;

/** A non-negative decimal parameter, else its default (a typo must not make orders free or fail). */
export function parseRate(value: string | null | undefined, fallback: string): string {
  return value !== null && value !== undefined && /^\d+(\.\d{1,10})?$/.test(value.trim())
    ? value.trim()
    : fallback;
}

/** A whole-number parameter that may be 0, else its default. */
export function parseMinutes(value: string | null | undefined, fallback: string): number {
  const text = value?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : Number(fallback);
}

/** A positive whole-number parameter, else its default. */
export function parseCount(value: string | null | undefined, fallback: string): number {
  const text = value?.trim() ?? '';
  const parsed = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  return parsed > 0 ? parsed : Number(fallback);
}

/**
 * Serial numbers: the placing time in the platform zone (`YYYYMMDDHHmmss`, already formatted by the
 * caller) followed by 6 random digits; a unique index backs collisions.
 */
export function serialNumber(localTime: string, random: number): string {
  return `${localTime}${String(Math.floor(random) % 1_000_000).padStart(6, '0')}`;
}

/** The system timer parameters, in milliseconds (the sweep and the order page use the same). */
export interface OrderTimerDurations {
  unpaidMs: number;
  autoReceiptMs: number;
  autoReviewMs: number;
}

const MINUTE_MS = 60_000;

export function orderTimerDurations(
  parameters: Partial<
    Record<
      'order_unpaid_timeout_minutes' | 'order_auto_receipt_days' | 'order_auto_review_days',
      string | null
    >
  >,
): OrderTimerDurations {
  const count = (code: keyof typeof parameters) =>
    parseCount(parameters[code], orderParameterDefaults[code]);
  return {
    unpaidMs: count('order_unpaid_timeout_minutes') * MINUTE_MS,
    autoReceiptMs: count('order_auto_receipt_days') * DAY_MS,
    autoReviewMs: count('order_auto_review_days') * DAY_MS,
  };
}

/**
 * Whether a buyer's receipt keeps the escrow until the automatic receipt: a first order from the
 * store (nothing received from it before) confirmed within `holdMinutes` of its payment, the
 * pattern of a stolen session paying a store its thief runs and cashing out at once.
 */
export function holdsReceipt(input: {
  paidAt: Date | null;
  now: Date;
  holdMinutes: number;
  boughtFromStoreBefore: boolean;
}): boolean {
  if (input.holdMinutes <= 0 || input.boughtFromStoreBefore || !input.paidAt) return false;
  return input.now.getTime() - input.paidAt.getTime() < input.holdMinutes * MINUTE_MS;
}

export type OrderDeadlineKind = 'pay' | 'autoReceipt' | 'autoReview';

/**
 * The one timer that acts on an order in its present state, and when: an unpaid order is
 * cancelled, a shipped one confirmed received, a received one given the default good review.
 * Null when no timer runs.
 */
export function orderDeadline(
  order: { status: number; createdAt: Date; shippedAt: Date | null; receivedAt: Date | null },
  durations: OrderTimerDurations,
): { kind: OrderDeadlineKind; at: Date } | null {
  const after = (from: Date | null, ms: number) => (from ? new Date(from.getTime() + ms) : null);
  const at =
    order.status === OrderStatus.pendingPayment
      ? { kind: 'pay' as const, at: after(order.createdAt, durations.unpaidMs) }
      : order.status === OrderStatus.toBeReceived
        ? { kind: 'autoReceipt' as const, at: after(order.shippedAt, durations.autoReceiptMs) }
        : order.status === OrderStatus.toBeReviewed
          ? { kind: 'autoReview' as const, at: after(order.receivedAt, durations.autoReviewMs) }
          : null;
  return at?.at ? { kind: at.kind, at: at.at } : null;
}
