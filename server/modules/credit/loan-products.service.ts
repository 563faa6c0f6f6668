// Loan products: the operator's list and save (audited), and the terms a product row stands for.
import type { LoanProduct, LoanProductInput } from '../../../domain/api/credit.ts';
import { SPEC_MAX_AMOUNT, type LoanTerms } from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { D } from '../../../domain/money.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
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
  return ctx.db.transaction(async (tx) => {
    const before = input.id ? await repo.findProduct(tx, input.id) : undefined;
    if (input.id && !before) return fail('resource.notFound');
    const row = await repo.upsertProduct(tx, {
      id: input.id ?? newId(ctx.now),
      name: input.name,
      minAmount: input.minAmount,
      maxAmount: input.maxAmount,
      termDays: [...new Set(input.termDays)].sort((a, b) => a - b),
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
