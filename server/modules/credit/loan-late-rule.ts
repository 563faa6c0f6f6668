// The daily late rule, run by the loan sweep (credit.jobs.ts) on each running loan once a day.
import {
  lateCap,
  lateCharges,
  loanPosition,
  loanTransition,
  type LoanStatus,
} from '../../../domain/credit/loan.ts';
import type { Instalment, LoanTerms } from '../../../domain/credit/quote.ts';
import { D } from '../../../domain/money.ts';
import type { Tx } from '../../db/client.ts';
import { recordNotice } from '../notice/index.ts';
import * as repo from './credit.repository.ts';
import { plain } from './loan-products.service.ts';

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
