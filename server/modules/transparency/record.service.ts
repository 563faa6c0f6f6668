// The platform's record for the transparency page: the last 30 days and all time, as
// `transparency!stats` answers it (medians in hours with one decimal, money as decimal text).
import type { PlatformRecord } from '../../../domain/api/transparency.ts';
import { D } from '../../../domain/money.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { platformRecord, type RecordRow } from './record.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
export const RECORD_WINDOW_DAYS = 30;

const hours = (seconds: number | null) =>
  seconds === null ? null : new D(seconds).dividedBy(3600).toDecimalPlaces(1).toFixed(1);

function recordView(period: PlatformRecord['period'], row: RecordRow): PlatformRecord {
  return {
    period,
    ordersCompleted: row.orders_completed,
    grossOrderValue: new D(row.gross_order_value).toFixed(),
    refunds: {
      requested: row.refunds_requested,
      approved: row.refunds_approved,
      rejected: row.refunds_rejected,
      medianDecisionHours: hours(row.median_decision_seconds),
    },
    disputes: { forBuyer: row.disputes_for_buyer, forStore: row.disputes_for_store },
    withdrawals: {
      paid: row.withdrawals_paid,
      medianHoursToConfirmation: hours(row.median_withdrawal_seconds),
    },
    deposits: {
      credited: row.deposits_credited,
      creditedAmount: new D(row.deposits_amount).toFixed(),
    },
    storesActive: row.stores_active,
  };
}

export async function transparencyStats(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'config'>,
): Promise<{ asOf: string; periods: PlatformRecord[] }> {
  const since = new Date(ctx.now.getTime() - RECORD_WINDOW_DAYS * DAY_MS);
  const [recent, all] = await Promise.all([
    platformRecord(ctx.db, since),
    platformRecord(ctx.db, null),
  ]);
  return {
    asOf: wireTime(ctx.now, ctx.config.platformTimeZone),
    periods: [recordView('last30Days', recent), recordView('allTime', all)],
  };
}
