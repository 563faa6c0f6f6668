// The platform's own record on the public transparency page (`transparency!stats`): what it did
// over the last 30 days and all time, each figure counted from recorded rows (orders, refund
// decisions, withdrawals, deposits) at the time of the call. A median with no rows behind it is
// null, never zero.
import { z } from 'zod';
import { moneyString, timeString } from './common.ts';
import { endpointArea } from './define.ts';

const reserves = endpointArea({ tag: 'Reserves', auth: 'none' });

const count = z.number().int().nonnegative();
/** Hours with one decimal; null when nothing was decided or paid in the period. */
const medianHours = z.string().nullable();

export const platformRecord = z.object({
  /** `last30Days` (the 30 days before `asOf`) or `allTime`. */
  period: z.enum(['last30Days', 'allTime']),
  /** Orders the buyer received (or that were received for them) in the period, not refunded. */
  ordersCompleted: count,
  /** The sum of those orders' totals (USDT). */
  grossOrderValue: moneyString,
  refunds: z.object({
    /** Refund and return requests made in the period. */
    requested: count,
    /** Requests decided in the period, by the store or the operator. */
    approved: count,
    rejected: count,
    /** From request to decision, over the requests decided in the period. */
    medianDecisionHours: medianHours,
  }),
  /** Requests the store disputed, decided by the operator in the period. */
  disputes: z.object({ forBuyer: count, forStore: count }),
  withdrawals: z.object({
    /** Paid out and confirmed on the chain in the period. */
    paid: count,
    /** From the request to the confirmation on the chain. */
    medianHoursToConfirmation: medianHours,
  }),
  deposits: z.object({ credited: count, creditedAmount: moneyString }),
  /** Stores with at least one paid order in the period. */
  storesActive: count,
});
export type PlatformRecord = z.infer<typeof platformRecord>;

export const transparencyStats = reserves.read('transparency!stats', {
  summary:
    "The platform's record over the last 30 days and all time (orders completed, gross order value, refund decisions and their median time, disputes, withdrawals paid and their median time, deposits credited, active stores), counted from recorded rows.",
  input: z.object({}),
  output: z.object({ asOf: timeString, periods: z.array(platformRecord) }),
});
