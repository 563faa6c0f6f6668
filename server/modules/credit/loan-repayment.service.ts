// Repayment: the borrower's repayment from the wallet and the share withheld from a store release
// for a sales-share loan, both booked the same way (settled when nothing more is owed).
import type { LoanView } from '../../../domain/api/credit.ts';
import { loanTransition, withholding, type LoanStatus } from '../../../domain/credit/loan.ts';
import type { Instalment, LoanTerms } from '../../../domain/credit/quote.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { loanRepay, loanWithhold } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import type { Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import * as repo from './credit.repository.ts';
import { loanView, viewOf } from './loan-views.ts';

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
