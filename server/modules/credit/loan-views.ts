// The loan as the borrower and the operator see it: the consented quote, the schedule with what is
// paid and late today, the payoff, and the repayments, read from the rows by domain/credit's rules.
import type { LoanView } from '../../../domain/api/credit.ts';
import { lateCap, loanPosition, type LoanStatus } from '../../../domain/credit/loan.ts';
import type { Instalment, LoanQuote, LoanTerms } from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { platformCalendarDay, wireTime } from '../../platform/time.ts';
import { usernamesOf } from '../account/index.ts';
import * as repo from './credit.repository.ts';
import { plain } from './loan-products.service.ts';

export function loanView(
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

export async function viewOf(
  ctx: ServiceContext,
  db: DbOrTx,
  row: repo.LoanRow,
): Promise<LoanView> {
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
