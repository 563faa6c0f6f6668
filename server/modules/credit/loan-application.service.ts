// The application and the operator's decision: the application stores the consented quote
// (refused when the terms changed since); approval disburses through the ledger and fixes the
// schedule from the disbursement day, rejection gives the reason.
import type { LoanView } from '../../../domain/api/credit.ts';
import { aboveCeiling } from '../../../domain/credit/apr-ceiling.ts';
import { loanTransition, scheduleFrom, type LoanStatus } from '../../../domain/credit/loan.ts';
import type { Instalment, LoanQuote } from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { loanDisburse } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import { rejectionReasonGiven, type DecisionReason } from '../../../domain/operator/reasons.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { platformCalendarDay } from '../../platform/time.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import { requireLoginPassword } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import * as repo from './credit.repository.ts';
import { kycStatusOf } from './kyc.service.ts';
import { aprCeiling, plain, termsOf } from './loan-products.service.ts';
import { buildQuote, standingOf, type QuoteInput } from './loan-quote.service.ts';
import { viewOf } from './loan-views.ts';

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
        // Consented before the ceiling was lowered: still not paid out above it (reject it instead).
        const { apr } = row.quote as LoanQuote;
        const ceiling = await aprCeiling(tx);
        if (aboveCeiling(apr, ceiling)) return fail('loan.aprAboveCeiling', { apr, ceiling });
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
