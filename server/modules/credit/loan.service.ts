// Loans: the operator's products, eligibility from the store's verified sales, the quote shown in
// full before consent, the application that stores the consented quote (refused when the terms
// changed), the operator's decision that disburses through the ledger, repayment from the wallet,
// withholding from store releases and the daily late rule. Every number comes from the pure rules
// in domain/credit and the rows here.
import type {
  Eligibility,
  LoanProduct,
  LoanProductInput,
  LoanView,
  QuoteAnswer,
} from '../../../domain/api/credit.ts';
import {
  lateCap,
  lateCharges,
  loanPosition,
  loanTransition,
  scheduleFrom,
  withholding,
  type LoanStatus,
} from '../../../domain/credit/loan.ts';
import {
  AFFORDABLE_SHARE,
  maximumOffer,
  quoteLoan,
  SPEC_MAX_AMOUNT,
  type Instalment,
  type LoanQuote,
  type LoanTerms,
} from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { loanDisburse, loanRepay, loanWithhold } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import {
  reasonText,
  rejectionReasonGiven,
  type DecisionReason,
} from '../../../domain/operator/reasons.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { platformCalendarDay, wireTime } from '../../platform/time.ts';
import { requestHash, withIdempotency } from '../../platform/transaction.ts';
import { requireLoginPassword, usernamesOf } from '../account/index.ts';
import { storeOfOwner } from '../store/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import { recordAudit } from '../audit/index.ts';
import { storeOrderNet } from '../wallet/index.ts';
import * as repo from './credit.repository.ts';
import { kycStatusOf } from './kyc.service.ts';

const plain = (value: string | null | undefined) => new D(value ?? '0').toFixed();
const DAY_MS = 86_400_000;
/** The sales window eligibility is computed from. */
export const SALES_WINDOW_DAYS = 90;

// --- products ---------------------------------------------------------------------------------

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

function productView(row: repo.ProductRow, timeZone: string): LoanProduct {
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

// --- eligibility and quote --------------------------------------------------------------------

interface Standing {
  sellerId: string | undefined;
  netSales90: string;
  since: Date;
}

async function standingOf(ctx: ServiceContext, userId: string): Promise<Standing> {
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
): Promise<{ products: LoanProduct[]; eligibility: Eligibility | null }> {
  const rows = await repo.listProducts(ctx.db, true);
  const list = rows.map((row) => productView(row, ctx.config.platformTimeZone));
  if (!ctx.caller) return { products: list, eligibility: null };
  const userId = ctx.caller.userId;
  const [standing, kycStatus, unfinished] = await Promise.all([
    standingOf(ctx, userId),
    kycStatusOf(ctx, userId),
    repo.unfinishedLoanOf(ctx.db, userId),
  ]);
  const tz = ctx.config.platformTimeZone;
  return {
    products: list,
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

type QuoteInput = { productId: string; amount: string; termDays: number };

async function buildQuote(
  ctx: ServiceContext,
  input: QuoteInput,
  netSales90: string,
): Promise<Result<QuoteAnswer & { row: repo.ProductRow; quoteFull: LoanQuote }>> {
  const row = await repo.findProduct(ctx.db, input.productId);
  if (!row || !row.active) return fail('param.invalid', { field: 'productId' });
  if (!row.termDays.includes(input.termDays)) return fail('param.invalid', { field: 'termDays' });
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

// --- the loan as the borrower and the operator see it -----------------------------------------

function loanView(
  row: repo.LoanRow,
  repayments: repo.RepaymentRow[],
  ctx: Pick<ServiceContext, 'now' | 'config'>,
  lang: LanguageCode,
): LoanView {
  const tz = ctx.config.platformTimeZone;
  const terms = row.terms as LoanTerms;
  const consented = row.quote as LoanQuote;
  const schedule = (row.schedule as Instalment[] | null) ?? consented.instalments;
  const today = platformCalendarDay(ctx.now, tz);
  const running = row.startDay !== null;
  const position = loanPosition({
    schedule,
    paid: plain(row.paid),
    lateCharges: row.lateCharges as Record<string, string>,
    startDay: row.startDay ?? today,
    termDays: row.termDays,
    // Before disbursement nothing is late.
    today: running ? today : (row.startDay ?? today),
    earlyInterestRebate: row.earlyInterestRebate,
    waived: plain(row.waived),
  });
  const charges = row.lateCharges as Record<string, string>;
  const finished = row.status === 'repaid' || row.status === 'failed';
  return {
    id: row.id,
    status: row.status as LoanStatus,
    productName: row.productName,
    sellerId: row.sellerId,
    amount: plain(row.amount),
    termDays: row.termDays,
    repaymentKind: terms.repayment.kind,
    sharePercent: terms.repayment.kind === 'salesShare' ? terms.repayment.sharePercent : '0',
    quote: consented,
    quoteHash: row.quoteHash,
    consentTime: wireTime(row.consentedAt, tz),
    netSales90: plain(row.netSales90),
    reason: reasonText(row.reasonCode, row.reason, lang),
    applyTime: wireTime(row.createdAt, tz),
    decideTime: row.decidedAt ? wireTime(row.decidedAt, tz) : '',
    disburseTime: row.disbursedAt ? wireTime(row.disbursedAt, tz) : '',
    schedule: position.states.map((state) => ({
      ...state,
      daysLate: finished ? 0 : state.daysLate,
      lateCharge: plain(charges[String(state.number)]),
    })),
    totalDue: position.totalDue,
    paid: position.paid,
    // Owed only once paid out: a loan under review or refused owes nothing.
    outstanding: row.disbursedAt && row.status !== 'failed' ? position.outstanding : '0',
    lateCharged: position.lateCharged,
    lateCap: lateCap(terms, schedule),
    payoff: running && !finished ? position.payoff : '0',
    waived: plain(row.waived),
    nextDue: running && !finished ? position.nextDue : null,
    repayments: repayments
      .filter((r) => r.loanId === row.id)
      .map((r) => ({
        id: r.id,
        kind: r.kind as 'repay' | 'withhold',
        amount: plain(r.amount),
        orderId: r.orderId ?? '',
        createTime: wireTime(r.createdAt, tz),
      })),
  };
}

async function viewOf(ctx: ServiceContext, db: DbOrTx, row: repo.LoanRow): Promise<LoanView> {
  return loanView(row, await repo.repaymentsOf(db, [row.id]), ctx, ctx.lang);
}

export async function myLoans(ctx: ServiceContext, page: { pageNum: number; pageSize: number }) {
  const { rows, total } = await repo.listLoans(ctx.db, { userId: requireUser(ctx).userId }, page);
  const repayments = await repo.repaymentsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => loanView(row, repayments, ctx, ctx.lang)), total };
}

export async function myLoan(ctx: ServiceContext, loanId: string): Promise<Result<LoanView>> {
  const row = await repo.findLoan(ctx.db, loanId);
  if (!row || row.userId !== requireUser(ctx).userId) return fail('resource.notFound');
  return ok(await viewOf(ctx, ctx.db, row));
}

export async function loansForOperator(
  ctx: ServiceContext,
  status: string | undefined,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.listLoans(ctx.db, { status }, page);
  const [repayments, names] = await Promise.all([
    repo.repaymentsOf(
      ctx.db,
      rows.map((row) => row.id),
    ),
    usernamesOf(
      ctx.db,
      rows.map((row) => row.userId),
    ),
  ]);
  return {
    list: rows.map((row) => ({
      ...loanView(row, repayments, ctx, ctx.lang),
      userId: row.userId,
      username: names.get(row.userId) ?? '',
    })),
    total,
  };
}

// --- application ------------------------------------------------------------------------------

export async function apply(
  ctx: ServiceContext,
  input: QuoteInput & {
    quoteHash: string;
    agree?: boolean | undefined;
    homeAddress?: string | undefined;
    workAddress?: string | undefined;
    password?: string | undefined;
  },
): Promise<Result<LoanView>> {
  const { userId } = requireUser(ctx);
  if (input.agree !== true) return fail('loan.agreementRequired');
  // A loan is money a thief could take: a stolen session alone must not apply (the login password).
  const { password, ...terms } = input;
  const proven = await requireLoginPassword(ctx, password);
  if (!proven.ok) return proven;
  // Checks inside: a retry with the same key replays the first answer, whatever changed since.
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:loan!apply`, key: ctx.idempotencyKey, payload: terms },
    async (tx) => {
      if ((await kycStatusOf(ctx, userId)) !== 'approved') return fail('kyc.required');
      if (await repo.unfinishedLoanOf(tx, userId)) return fail('loan.unfinished');
      const standing = await standingOf(ctx, userId);
      if (!standing.sellerId) return fail('loan.notQualified');
      const built = await buildQuote(ctx, input, standing.netSales90);
      if (!built.ok) return built;
      const { row: product, quoteFull } = built.data;
      const amount = new D(input.amount);
      const min = plain(product.minAmount);
      if (amount.lt(min) || amount.gt(plain(product.maxAmount)))
        return fail('loan.amountOutOfRange', { min, max: plain(product.maxAmount) });
      const offer = new D(built.data.maxAmount);
      if (offer.isZero()) return fail('loan.notQualified');
      if (amount.gt(offer)) return fail('loan.amountOutOfRange', { min, max: offer.toFixed() });
      if (built.data.quoteHash !== input.quoteHash) return fail('loan.termsChanged');
      if (product.addressReason) {
        if (!input.homeAddress) return fail('param.missing', { field: 'homeAddress' });
        if (!input.workAddress) return fail('param.missing', { field: 'workAddress' });
      }
      try {
        const row = await repo.insertLoan(tx, {
          id: newId(ctx.now),
          userId,
          sellerId: standing.sellerId,
          productId: product.id,
          productName: product.name,
          status: 'reviewing',
          amount: amount.toFixed(),
          termDays: input.termDays,
          terms: termsOf(product),
          earlyInterestRebate: product.earlyInterestRebate,
          quote: quoteFull,
          quoteHash: built.data.quoteHash,
          consentedAt: ctx.now,
          netSales90: standing.netSales90,
          homeAddress: product.addressReason ? (input.homeAddress ?? '') : '',
          workAddress: product.addressReason ? (input.workAddress ?? '') : '',
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await recordNotice(tx, {
          userId,
          kind: 'loan.applied',
          params: {
            amount: plain(row.amount),
            productName: row.productName,
            termDays: row.termDays,
          },
          link: { kind: 'loan', id: row.id },
          now: ctx.now,
        });
        return ok(await viewOf(ctx, tx, row));
      } catch (error) {
        if (uniqueViolation(error) === 'loans_one_unfinished_uq') return fail('loan.unfinished');
        throw error;
      }
    },
  );
}

export async function decide(
  ctx: ServiceContext,
  input: { id: string; decision: 'approve' | 'reject' } & DecisionReason,
): Promise<Result<LoanView>> {
  const operator = requireUser(ctx);
  if (input.decision === 'reject' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  return withIdempotency(
    ctx.db,
    {
      scope: `${operator.userId}:admin/loan!${input.decision}`,
      key: ctx.idempotencyKey,
      payload: input,
    },
    async (tx) => {
      const row = await repo.findLoan(tx, input.id, true);
      if (!row) return fail('resource.notFound');
      if (row.userId === operator.userId) return fail('operator.ownRecord');
      const step = loanTransition(row.status as LoanStatus, input.decision, 'operator');
      if (!step.ok) return fail('loan.notPending');
      const decision = {
        reason: input.reason ?? '',
        reasonCode: input.reasonCode ?? null,
        decidedBy: operator.userId,
        decidedAt: ctx.now,
        updatedAt: ctx.now,
      };
      let updated: repo.LoanRow;
      if (input.decision === 'approve') {
        const startDay = platformCalendarDay(ctx.now, ctx.config.platformTimeZone);
        const posted = await postTransfer(tx, {
          kind: 'loan_disburse',
          reference: row.id,
          memo: row.productName,
          legs: loanDisburse(row.userId, plain(row.amount)),
          now: ctx.now,
        });
        if (!posted.ok) throw new Error(`loan ${row.id} disbursement refused: ${posted.reason}`);
        updated = await repo.updateLoan(tx, row.id, {
          ...decision,
          status: step.to,
          disbursedAt: ctx.now,
          startDay,
          sweptDay: startDay,
          schedule: scheduleFrom((row.quote as LoanQuote).instalments, startDay),
        });
        const first = (updated.schedule as Instalment[])[0];
        await recordNotice(tx, {
          userId: row.userId,
          kind: 'loan.disbursed',
          params: {
            amount: plain(row.amount),
            totalRepayable: (row.quote as LoanQuote).totalRepayable,
            dueDate: first?.dueDate ?? '',
          },
          link: { kind: 'loan', id: row.id },
          now: ctx.now,
        });
      } else {
        updated = await repo.updateLoan(tx, row.id, { ...decision, status: step.to });
        await recordNotice(tx, {
          userId: row.userId,
          kind: 'loan.rejected',
          params: {
            amount: plain(row.amount),
            reason: input.reason ?? '',
            reasonCode: input.reasonCode ?? '',
          },
          link: { kind: 'loan', id: row.id },
          now: ctx.now,
        });
      }
      await recordAudit(tx, ctx, {
        action: `loan.${input.decision}`,
        targetKind: 'loan',
        targetId: row.id,
        before: { status: row.status, amount: plain(row.amount), userId: row.userId },
        after: { status: updated.status },
        reasonCode: input.reasonCode,
        reason: input.reason,
      });
      return ok(await viewOf(ctx, tx, updated));
    },
  );
}

// --- repayment --------------------------------------------------------------------------------

/**
 * Books `amount` against a locked running loan: the repayment row, the paid total, the state
 * (settled when nothing is owed; `payoff` is what settles it, any interest above it is waived)
 * and the borrower's one notice of it: repaid in full, or the payment with what remains.
 */
async function bookPayment(
  tx: Tx,
  row: repo.LoanRow,
  payment: {
    amount: string;
    payoff: string;
    /** What was owed before this payment (schedule + late charges - paid - waived). */
    outstanding: string;
    kind: 'repay' | 'withhold';
    orderId: string | null;
    /** The released order's serial number (withholding). */
    serialNumber?: string;
    transferId: string;
    now: Date;
  },
): Promise<repo.LoanRow> {
  await repo.insertRepayment(tx, {
    id: newId(payment.now),
    loanId: row.id,
    kind: payment.kind,
    amount: payment.amount,
    orderId: payment.orderId,
    transferId: payment.transferId,
    createdAt: payment.now,
  });
  const paid = new D(row.paid).plus(payment.amount);
  const changes: Partial<repo.LoanRow> = { paid: paid.toFixed(), updatedAt: payment.now };
  if (new D(payment.amount).gte(payment.payoff)) {
    const schedule = row.schedule as Instalment[];
    const late = Object.values(row.lateCharges as Record<string, string>);
    const totalDue = [...schedule.map((x) => x.amount), ...late].reduce(
      (total, value) => total.plus(value),
      new D(0),
    );
    const settled = loanTransition(row.status as LoanStatus, 'settle', 'system');
    if (!settled.ok) throw new Error(`loan ${row.id} cannot be settled from ${row.status}`);
    changes.waived = D.max(totalDue.minus(paid), 0).toFixed();
    changes.status = settled.to;
  }
  const updated = await repo.updateLoan(tx, row.id, changes);
  const link = { kind: 'loan', id: row.id };
  if (changes.status)
    await recordNotice(tx, {
      userId: row.userId,
      kind: 'loan.repaid',
      params: {
        amount: paid.toFixed(),
        last: payment.amount,
        withheld: payment.kind === 'withhold',
      },
      link,
      now: payment.now,
    });
  else
    await recordNotice(tx, {
      userId: row.userId,
      kind: payment.kind === 'withhold' ? 'loan.withheld' : 'loan.repayment',
      params: {
        amount: payment.amount,
        outstanding: D.max(new D(payment.outstanding).minus(payment.amount), 0).toFixed(),
        ...(payment.serialNumber ? { serialNumber: payment.serialNumber } : {}),
      },
      link,
      now: payment.now,
    });
  return updated;
}

export async function repay(
  ctx: ServiceContext,
  input: { loanId: string; amount: string },
): Promise<Result<LoanView>> {
  const { userId } = requireUser(ctx);
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:loan!repay`, key: ctx.idempotencyKey, payload: input },
    async (tx) => {
      const row = await repo.findLoan(tx, input.loanId, true);
      if (!row || row.userId !== userId) return fail('resource.notFound');
      const view = loanView(row, [], ctx, ctx.lang);
      const amount = new D(input.amount);
      if ((row.status !== 'loaned' && row.status !== 'overdue') || amount.lte(0))
        return fail('loan.notRepayable', { max: view.payoff });
      if (amount.gt(view.payoff)) return fail('loan.notRepayable', { max: view.payoff });
      const repaymentRef = newId(ctx.now);
      const posted = await postTransfer(tx, {
        kind: 'loan_repay',
        reference: repaymentRef,
        memo: row.productName,
        legs: loanRepay(userId, amount.toFixed()),
        now: ctx.now,
      });
      if (!posted.ok)
        return fail(
          posted.reason === 'insufficient' ? 'wallet.insufficientBalance' : 'request.duplicate',
        );
      const updated = await bookPayment(tx, row, {
        amount: amount.toFixed(),
        payoff: view.payoff,
        outstanding: view.outstanding,
        kind: 'repay',
        orderId: null,
        transferId: posted.transferId,
        now: ctx.now,
      });
      return ok(await viewOf(ctx, tx, updated));
    },
  );
}

/**
 * A store release in the order's transaction: for the store's running sales-share loan, the
 * disclosed share of what the store received goes to the loan (through the owner's wallet, so the
 * wallet history shows both movements), never more than is still owed.
 */
export async function withholdFromRelease(
  tx: Tx,
  release: {
    sellerId: string;
    storeAmount: string;
    orderId: string;
    serialNumber: string;
    now: Date;
  },
): Promise<string> {
  const row = await repo.lockSalesShareLoanOfStore(tx, release.sellerId);
  if (!row) return '0';
  const terms = row.terms as LoanTerms;
  if (terms.repayment.kind !== 'salesShare') return '0';
  const schedule = row.schedule as Instalment[];
  const owed = D.max(
    [...schedule.map((x) => x.amount), ...Object.values(row.lateCharges as Record<string, string>)]
      .reduce((total, value) => total.plus(value), new D(0))
      .minus(row.paid)
      .minus(row.waived),
    0,
  );
  const amount = withholding(release.storeAmount, terms.repayment.sharePercent, owed);
  if (new D(amount).isZero()) return '0';
  const reference = newId(release.now);
  const moved = await postTransfer(tx, {
    kind: 'loan_withhold',
    reference,
    memo: row.productName,
    legs: loanWithhold(row.sellerId, row.userId, amount),
    now: release.now,
  });
  if (!moved.ok) throw new Error(`withholding for loan ${row.id} refused: ${moved.reason}`);
  const repaid = await postTransfer(tx, {
    kind: 'loan_repay',
    reference: `${reference}:repay`,
    memo: row.productName,
    legs: loanRepay(row.userId, amount),
    now: release.now,
  });
  if (!repaid.ok)
    throw new Error(`withheld repayment for loan ${row.id} refused: ${repaid.reason}`);
  await bookPayment(tx, row, {
    amount,
    payoff: owed.toFixed(),
    outstanding: owed.toFixed(),
    kind: 'withhold',
    orderId: release.orderId,
    serialNumber: release.serialNumber,
    transferId: repaid.transferId,
    now: release.now,
  });
  return amount;
}

// --- the daily late rule ------------------------------------------------------------------------

/**
 * One running loan on `today` (locked by the sweep): instalments past their due date make it
 * overdue, the disclosed late rule is applied per instalment (capped), and a loan whose late
 * instalments were paid is back to loaned. The borrower hears when it becomes overdue.
 */
export async function sweepLoan(
  tx: Tx,
  row: repo.LoanRow,
  today: string,
  now: Date,
): Promise<LoanStatus> {
  const terms = row.terms as LoanTerms;
  const schedule = row.schedule as Instalment[];
  const before = row.lateCharges as Record<string, string>;
  const position = loanPosition({
    schedule,
    paid: plain(row.paid),
    lateCharges: before,
    startDay: row.startDay ?? today,
    termDays: row.termDays,
    today,
    earlyInterestRebate: row.earlyInterestRebate,
    waived: plain(row.waived),
  });
  const charges = lateCharges(terms, position.states, before);
  const current = row.status as LoanStatus;
  const step = position.overdue
    ? loanTransition(current, 'fallDue', 'system')
    : loanTransition(current, 'catchUp', 'system');
  // Already in the state the day calls for: no transition, the status stays.
  const status: LoanStatus = step.ok ? step.to : current;
  await repo.updateLoan(tx, row.id, { lateCharges: charges, sweptDay: today, status });
  if (status === 'overdue' && current !== 'overdue') {
    const late = position.states.filter((state) => state.daysLate > 0);
    await recordNotice(tx, {
      userId: row.userId,
      kind: 'loan.overdue',
      params: {
        amount: late.reduce((total, state) => total.plus(state.unpaid), new D(0)).toFixed(),
        dueDate: late[0]?.dueDate ?? '',
        graceDays: terms.graceDays,
        lateDailyRate: terms.lateDailyRate,
        lateCharged: Object.values(charges)
          .reduce((total, value) => total.plus(value), new D(0))
          .toFixed(),
        lateCap: lateCap(terms, schedule),
      },
      link: { kind: 'loan', id: row.id },
      now,
    });
  }
  return status;
}
