// The seller dashboard (`seller/dashboard!stats`, role seller, issue "Sellers run their stores"):
// the figures of the caller's store over a range of platform days.
import { z } from 'zod';
import { OrderStatus } from '../orders/order-status.ts';
import { isCalendarDay } from '../store/report-range.ts';
import { endpointArea } from './define.ts';

const sellerCalls = endpointArea({ tag: 'Seller', auth: 'seller' });

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A platform day, `YYYY-MM-DD`. */
const dayParam = z.string().trim().refine(isCalendarDay, 'a day written YYYY-MM-DD');

/** Every order status, in the order the dashboard lists them. */
export const dashboardOrderStatuses = [
  OrderStatus.pendingPayment,
  OrderStatus.pendingShipment,
  OrderStatus.confirmed,
  OrderStatus.toBeReceived,
  OrderStatus.toBeReviewed,
  OrderStatus.reviewed,
  OrderStatus.refund,
  OrderStatus.cancelled,
] as const;

export const storeDashboardStats = z.object({
  /** The range the figures cover (platform days, both included), defaults filled in. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Orders paid in the range. */
  paidOrders: z.number().int(),
  /** The sum of those orders' totals. */
  grossSales: z.string(),
  /** What the store account gained in the range: releases net of commission less refunds after release. */
  netEarnings: z.string(),
  /** Orders placed in the range, per status; every status is listed, zero included. */
  ordersByStatus: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Product-page views of the store's listings in the range. */
  listingViews: z.number().int(),
  /** Followers now, whatever the range (there is no dated record of follows). */
  currentFollowers: z.number().int(),
  /** Good written reviews / written reviews in the range, 4 decimals; null when none was written. */
  goodReviewRate: z.string().nullable(),
  /** Reviews buyers wrote in the range. */
  writtenReviews: z.number().int(),
  /** The system's default good reviews in the range (not in the rate). */
  defaultReviews: z.number().int(),
});
export type StoreDashboardStats = z.infer<typeof storeDashboardStats>;

export const storeDashboard = sellerCalls.read('seller/dashboard!stats', {
  summary:
    "The caller's store over `from`..`to` (platform days YYYY-MM-DD, both included; default the last 30 days, at most 366): paid orders and gross sales, net earnings from the ledger, orders placed per status, listing views, the good-review rate of written reviews; followers are the current total.",
  input: z.object({
    from: z.preprocess(blankToUndefined, dayParam.optional()),
    to: z.preprocess(blankToUndefined, dayParam.optional()),
  }),
  output: storeDashboardStats,
});
