// Eligibility and the quote: the store's verified sales in the window, the largest offer per
// product and term, and the full quote (with the hash of what the borrower consents to) shown
// before an application.
import type { Eligibility, LoanProduct, QuoteAnswer } from '../../../domain/api/credit.ts';
import {
  AFFORDABLE_SHARE,
  maximumOffer,
  quoteLoan,
  type LoanQuote,
} from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { D } from '../../../domain/money.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { platformCalendarDay, wireTime } from '../../platform/time.ts';
import { requestHash } from '../../platform/transaction.ts';
import { storeOfOwner } from '../store/index.ts';
import { storeOrderNet } from '../wallet/index.ts';
import * as repo from './credit.repository.ts';
import { kycStatusOf } from './kyc.service.ts';
import {
  aprCeiling,
  overCeiling,
  plain,
  priceOf,
  productView,
  termsOf,
} from './loan-products.service.ts';

const DAY_MS = 86_400_000;
/** The sales window eligibility is computed from. */
export const SALES_WINDOW_DAYS = 90;

interface Standing {
  sellerId: string | undefined;
  netSales90: string;
  since: Date;
}

export async function standingOf(ctx: ServiceContext, userId: string): Promise<Standing> {
  const sellerId = await storeOfOwner(ctx.db, userId);
  const since = new Date(ctx.now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
  const netSales90 = sellerId
    ? // `until` just past now: a release at this very instant counts.
      await storeOrderNet(ctx.db, [sellerId], { since, until: new Date(ctx.now.getTime() + 1) })
    : '0';
  return { sellerId, netSales90, since };
}

function offerFor(row: repo.ProductRow, netSales90: string, termDays: number): string {
  return maximumOffer(
    termsOf(row),
    { minAmount: plain(row.minAmount), maxAmount: plain(row.maxAmount) },
    netSales90,
    termDays,
  );
}

export async function products(
  ctx: ServiceContext,
): Promise<{ products: LoanProduct[]; aprCeiling: string; eligibility: Eligibility | null }> {
  const ceiling = await aprCeiling(ctx.db);
  // A product priced above the ceiling (lowered after it was saved) is not offered at all.
  const rows = (await repo.listProducts(ctx.db, true)).filter((row) => !overCeiling(row, ceiling));
  const list = rows.map((row) => productView(row, ctx.config.platformTimeZone));
  if (!ctx.caller) return { products: list, aprCeiling: ceiling, eligibility: null };
  const userId = ctx.caller.userId;
  const [standing, kycStatus, unfinished] = await Promise.all([
    standingOf(ctx, userId),
    kycStatusOf(ctx, userId),
    repo.unfinishedLoanOf(ctx.db, userId),
  ]);
  const tz = ctx.config.platformTimeZone;
  return {
    products: list,
    aprCeiling: ceiling,
    eligibility: {
      hasStore: standing.sellerId !== undefined,
      kycStatus,
      netSales90: standing.netSales90,
      since: wireTime(standing.since, tz),
      until: wireTime(ctx.now, tz),
      affordableShare: AFFORDABLE_SHARE,
      offers: rows.flatMap((row) =>
        row.termDays.map((termDays) => ({
          productId: row.id,
          termDays,
          maxAmount: offerFor(row, standing.netSales90, termDays),
        })),
      ),
      unfinishedLoanId: unfinished?.id ?? '',
    },
  };
}

/** What the consent covers: the terms and every number, not the calendar dates (they move to the disbursement day). */
function consentHash(row: repo.ProductRow, quote: LoanQuote): string {
  return requestHash({
    productId: row.id,
    terms: termsOf(row),
    earlyInterestRebate: row.earlyInterestRebate,
    addressReason: row.addressReason,
    quote: { ...quote, instalments: quote.instalments.map(({ dueDate: _d, ...rest }) => rest) },
  });
}

export type QuoteInput = { productId: string; amount: string; termDays: number };

export async function buildQuote(
  ctx: ServiceContext,
  input: QuoteInput,
  netSales90: string,
): Promise<Result<QuoteAnswer & { row: repo.ProductRow; quoteFull: LoanQuote }>> {
  const row = await repo.findProduct(ctx.db, input.productId);
  if (!row || !row.active) return fail('param.invalid', { field: 'productId' });
  if (!row.termDays.includes(input.termDays)) return fail('param.invalid', { field: 'termDays' });
  const ceiling = await aprCeiling(ctx.db);
  if (overCeiling(row, ceiling))
    return fail('loan.aprAboveCeiling', { apr: priceOf(row), ceiling });
  const terms = termsOf(row);
  const today = platformCalendarDay(ctx.now, ctx.config.platformTimeZone);
  const quoted = quoteLoan(terms, new D(input.amount).toFixed(), input.termDays, today);
  if (!quoted.ok) return fail('param.invalid', { field: 'amount' });
  const product = productView(row, ctx.config.platformTimeZone);
  return ok({
    row,
    quoteFull: quoted.quote,
    productId: row.id,
    productName: row.name,
    quote: quoted.quote,
    ratePerTerm: product.ratePerTerm,
    repaymentKind: product.repaymentKind,
    everyDays: product.everyDays,
    sharePercent: product.sharePercent,
    graceDays: product.graceDays,
    lateDailyRate: product.lateDailyRate,
    lateCapRate: product.lateCapRate,
    earlyInterestRebate: product.earlyInterestRebate,
    addressReason: product.addressReason,
    quoteHash: consentHash(row, quoted.quote),
    maxAmount: offerFor(row, netSales90, input.termDays),
  });
}

export async function quote(ctx: ServiceContext, input: QuoteInput): Promise<Result<QuoteAnswer>> {
  const standing = await standingOf(ctx, requireUser(ctx).userId);
  const built = await buildQuote(ctx, input, standing.netSales90);
  if (!built.ok) return built;
  const { row: _row, quoteFull: _full, ...answer } = built.data;
  return ok(answer);
}
