// The seller dashboard: how the caller's store did over a range of platform days — orders paid
// and their gross, what the store earned (the wallet's ledger sum), orders placed per status,
// listing views, the good-review rate of written reviews — and the followers it has now.
import {
  dashboardOrderStatuses,
  type StoreDashboardStats,
} from '../../../domain/api/seller-dashboard.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import { resolveReportRange } from '../../../domain/store/report-range.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { platformCalendarDay, platformDaysSpan } from '../../platform/time.ts';
import { storeOrderNet } from '../wallet/index.ts';
import * as repo from './dashboard.repository.ts';

const RATE_DECIMALS = 4;

/** Good written reviews over written ones; null when nobody wrote one (no rate to speak of). */
function goodRate(good: number, written: number): string | null {
  if (written === 0) return null;
  return new D(good).dividedBy(written).toFixed(RATE_DECIMALS, D.ROUND_HALF_UP);
}

export async function stats(
  ctx: ServiceContext,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<Result<StoreDashboardStats>> {
  // A seller without a store is refused like any other non-seller (as the earnings calls do).
  if (!ctx.storeId) return fail('auth.noPermission');
  const sellerIds = [ctx.storeId];
  const timeZone = ctx.config.platformTimeZone;
  const range = resolveReportRange(asked, platformCalendarDay(ctx.now, timeZone));
  if (!range.ok) return fail('param.invalid', { field: range.field });
  const span = platformDaysSpan(range.from, range.to, timeZone);

  // One snapshot, so that the figures agree with each other.
  const figures = await ctx.db.transaction(
    async (tx) => ({
      paid: await repo.paidOrders(tx, sellerIds, span),
      placed: await repo.placedOrdersByStatus(tx, sellerIds, span),
      views: await repo.listingViews(tx, sellerIds, span),
      reviews: await repo.reviewCounts(tx, sellerIds, span),
      followers: await repo.followersNow(tx, sellerIds),
      net: await storeOrderNet(tx, sellerIds, span),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { paid, placed, reviews } = figures;
  return ok({
    from: range.from,
    to: range.to,
    currency: WALLET_CURRENCY,
    paidOrders: paid.count,
    grossSales: new D(paid.gross).toFixed(),
    netEarnings: figures.net,
    ordersByStatus: dashboardOrderStatuses.map((status) => ({
      status,
      count: placed.get(status) ?? 0,
    })),
    listingViews: figures.views,
    currentFollowers: figures.followers,
    goodReviewRate: goodRate(reviews.goodWritten, reviews.written),
    writtenReviews: reviews.written,
    defaultReviews: reviews.defaults,
  });
}
