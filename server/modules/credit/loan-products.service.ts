// Loan products: the operator's list and save (audited), and the terms a product row stands for.
import type { LoanProduct, LoanProductInput } from '../../../domain/api/credit.ts';
import {
  aboveCeiling,
  APR_CEILING_PARAMETER,
  DEFAULT_APR_CEILING,
  productMaxApr,
} from '../../../domain/credit/apr-ceiling.ts';
import { SPEC_MAX_AMOUNT, type LoanTerms } from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { D } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
import { readParameter } from '../settings/index.ts';
import * as repo from './credit.repository.ts';

/** A NUMERIC column (or none) as the plain decimal text the wire carries. */
export const plain = (value: string | null | undefined) => new D(value ?? '0').toFixed();

export function termsOf(row: repo.ProductRow): LoanTerms {
  return {
    ratePerTerm: plain(row.ratePerTerm),
    fee: plain(row.fee),
    repayment:
      row.repaymentKind === 'instalments'
        ? { kind: 'instalments', everyDays: row.everyDays }
        : row.repaymentKind === 'salesShare'
          ? { kind: 'salesShare', sharePercent: plain(row.sharePercent) }
          : { kind: 'single' },
    graceDays: row.graceDays,
    lateDailyRate: plain(row.lateDailyRate),
    lateCapRate: plain(row.lateCapRate),
  };
}

/** The operator's ceiling on any loan's APR, percent a year, read at every call. */
export async function aprCeiling(db: DbOrTx): Promise<string> {
  return plain(await readParameter(db, APR_CEILING_PARAMETER, DEFAULT_APR_CEILING));
}

/** The APR of the product's dearest loan (its smallest amount over its dearest term). */
export function priceOf(row: repo.ProductRow): string {
  return productMaxApr(termsOf(row), plain(row.minAmount), row.termDays) ?? '0.00';
}

/** A product whose dearest loan costs more than the ceiling is not offered, quoted or paid out. */
export function overCeiling(row: repo.ProductRow, ceiling: string): boolean {
  return aboveCeiling(priceOf(row), ceiling);
}

export function productView(row: repo.ProductRow, timeZone: string): LoanProduct {
  return {
    id: row.id,
    name: row.name,
    minAmount: plain(row.minAmount),
    maxAmount: plain(row.maxAmount),
    termDays: [...row.termDays].sort((a, b) => a - b),
    ratePerTerm: plain(row.ratePerTerm),
    fee: plain(row.fee),
    repaymentKind: row.repaymentKind as LoanProduct['repaymentKind'],
    everyDays: row.everyDays,
    sharePercent: plain(row.sharePercent),
    graceDays: row.graceDays,
    lateDailyRate: plain(row.lateDailyRate),
    lateCapRate: plain(row.lateCapRate),
    earlyInterestRebate: row.earlyInterestRebate,
    addressReason: row.addressReason,
    active: row.active,
    updateTime: wireTime(row.updatedAt, timeZone),
  };
}

export async function productsForOperator(ctx: ServiceContext): Promise<LoanProduct[]> {
  const rows = await repo.listProducts(ctx.db, false);
  return rows.map((row) => productView(row, ctx.config.platformTimeZone));
}

export async function saveProduct(
  ctx: ServiceContext,
  input: LoanProductInput,
): Promise<Result<LoanProduct>> {
  const min = new D(input.minAmount);
  const max = new D(input.maxAmount);
  // The SPEC's upper limit binds; below it the operator chooses (defaults much smaller).
  if (min.lte(0) || min.gt(max)) return fail('param.invalid', { field: 'minAmount' });
  if (max.gt(SPEC_MAX_AMOUNT)) return fail('param.invalid', { field: 'maxAmount' });
  if (input.repaymentKind === 'instalments' && input.everyDays < 1)
    return fail('param.invalid', { field: 'everyDays' });
  if (
    input.repaymentKind === 'instalments' &&
    input.termDays.some((term) => input.everyDays > term)
  )
    return fail('param.invalid', { field: 'everyDays' });
  if (input.repaymentKind === 'salesShare' && !new D(input.sharePercent).gt(0))
    return fail('param.invalid', { field: 'sharePercent' });
  if (new D(input.lateCapRate).lt(input.lateDailyRate))
    return fail('param.invalid', { field: 'lateCapRate' });
  const terms = [...new Set(input.termDays)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    // The price is checked against the ceiling as it stands in this transaction.
    const ceiling = await aprCeiling(tx);
    const price = productMaxApr(
      {
        ratePerTerm: input.ratePerTerm,
        fee: input.fee,
        repayment:
          input.repaymentKind === 'instalments'
            ? { kind: 'instalments', everyDays: input.everyDays }
            : input.repaymentKind === 'salesShare'
              ? { kind: 'salesShare', sharePercent: input.sharePercent }
              : { kind: 'single' },
        graceDays: input.graceDays,
        lateDailyRate: input.lateDailyRate,
        lateCapRate: input.lateCapRate,
      },
      input.minAmount,
      terms,
    );
    if (price === null) return fail('param.invalid', { field: 'termDays' });
    if (aboveCeiling(price, ceiling)) return fail('loan.aprAboveCeiling', { apr: price, ceiling });
    const before = input.id ? await repo.findProduct(tx, input.id) : undefined;
    if (input.id && !before) return fail('resource.notFound');
    const row = await repo.upsertProduct(tx, {
      id: input.id ?? newId(ctx.now),
      name: input.name,
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      termDays: terms,
      ratePerTerm: input.ratePerTerm,
      fee: input.fee,
      repaymentKind: input.repaymentKind,
      everyDays: input.repaymentKind === 'instalments' ? input.everyDays : 0,
      sharePercent: input.repaymentKind === 'salesShare' ? input.sharePercent : '0',
      graceDays: input.graceDays,
      lateDailyRate: input.lateDailyRate,
      lateCapRate: input.lateCapRate,
      earlyInterestRebate: input.earlyInterestRebate ?? true,
      addressReason: input.addressReason ?? '',
      active: input.active ?? true,
      createdAt: before?.createdAt ?? ctx.now,
      updatedAt: ctx.now,
    });
    const view = productView(row, ctx.config.platformTimeZone);
    await recordAudit(tx, ctx, {
      action: 'loan_product.save',
      targetKind: 'loan_product',
      targetId: row.id,
      before: before ? { ...productView(before, ctx.config.platformTimeZone) } : null,
      after: { ...view },
    });
    return ok(view);
  });
}
