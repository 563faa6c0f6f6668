// The life of a merchant loan as data (issue #16 "Life of a loan"): its states and transitions, and
// the pure arithmetic of what is paid, owed, due next, overdue and what settles the loan early.
// The server keeps the schedule the borrower consented to and the money actually paid; everything
// else (outstanding, next due, late charges) is computed here from those rows.
import Decimal from 'decimal.js';
import { D, money, sum, type Money } from '../money.ts';
import { decideTransition, type TransitionTable } from '../state-machine.ts';
import { lateCharge, type Instalment, type LoanTerms } from './quote.ts';

/**
 * SPEC section 4: applying / under review, loaned, failed (reapply allowed), repaid, overdue.
 * `reviewing` is a submitted application waiting for an operator.
 */
export const loanStatuses = ['reviewing', 'loaned', 'overdue', 'repaid', 'failed'] as const;
export type LoanStatus = (typeof loanStatuses)[number];

/** A loan that still binds the borrower: no second application meanwhile (SPEC section 8). */
export const unfinishedStatuses: readonly LoanStatus[] = ['reviewing', 'loaned', 'overdue'];

type LoanEvent = 'approve' | 'reject' | 'fallDue' | 'catchUp' | 'settle';
type LoanActor = 'operator' | 'system';

export const loanTransitions: TransitionTable<LoanStatus, LoanEvent, LoanActor> = {
  approve: { from: ['reviewing'], to: 'loaned', actors: ['operator'] },
  reject: { from: ['reviewing'], to: 'failed', actors: ['operator'] },
  fallDue: { from: ['loaned'], to: 'overdue', actors: ['system'] },
  catchUp: { from: ['overdue'], to: 'loaned', actors: ['system'] },
  settle: { from: ['loaned', 'overdue'], to: 'repaid', actors: ['system'] },
};

export function loanTransition(status: LoanStatus, event: LoanEvent, actor: LoanActor) {
  return decideTransition(loanTransitions, status, event, actor);
}

/** Whole days from `from` to `to` (`YYYY-MM-DD` calendar days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The consented schedule moved to the disbursement day: same amounts, dates from that day. */
export function scheduleFrom(instalments: readonly Instalment[], startDay: string): Instalment[] {
  return instalments.map((instalment) => ({
    ...instalment,
    dueDate: addDays(startDay, instalment.day),
  }));
}

export interface InstalmentState extends Instalment {
  /** Paid towards this instalment (payments fill instalments oldest first). */
  paid: Money;
  /** amount - paid. */
  unpaid: Money;
  /** Days after the due date (0 when not yet due or paid). */
  daysLate: number;
}

/** Payments fill the instalments in order: the first ones are covered first. */
export function instalmentStates(
  schedule: readonly Instalment[],
  paidTowardsSchedule: Decimal.Value,
  today: string,
): InstalmentState[] {
  let left = new D(paidTowardsSchedule);
  return schedule.map((instalment) => {
    const amount = new D(instalment.amount);
    const paid = D.min(amount, D.max(left, 0));
    left = left.minus(paid);
    const unpaid = amount.minus(paid);
    const late = unpaid.gt(0) ? Math.max(0, daysBetween(instalment.dueDate, today)) : 0;
    return { ...instalment, paid: money(paid), unpaid: money(unpaid), daysLate: late };
  });
}

/**
 * The late charge of each instalment at `today` under the disclosed rule (grace days, daily rate,
 * cap): never more than the cap on that instalment, and never less than what was already charged
 * (a later payment does not erase a charge that was due).
 */
export function lateCharges(
  terms: LoanTerms,
  states: readonly InstalmentState[],
  charged: Readonly<Record<string, string>>,
): Record<string, Money> {
  const next: Record<string, Money> = {};
  for (const state of states) {
    const before = new D(charged[String(state.number)] ?? '0');
    const now = new D(lateCharge(terms, state.unpaid, state.daysLate));
    const cap = new D(state.amount).times(terms.lateCapRate);
    // Rounded down: a cent of rounding never takes a charge above the cap.
    const value = D.min(D.max(before, now), cap).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (value.gt(0)) next[String(state.number)] = money(value, 2);
  }
  return next;
}

/** The most the late rule may ever charge on a schedule: the cap on every instalment. */
export function lateCap(terms: LoanTerms, schedule: readonly Instalment[]): Money {
  return money(
    sum(
      schedule.map((x) =>
        new D(x.amount).times(terms.lateCapRate).toDecimalPlaces(2, Decimal.ROUND_DOWN),
      ),
    ),
  );
}

export interface LoanPosition {
  /** Total repayable of the schedule + late charges. */
  totalDue: Money;
  paid: Money;
  outstanding: Money;
  lateCharged: Money;
  /** What settles the loan today (early repayment rule applied). */
  payoff: Money;
  /** The first instalment not fully paid, or null. */
  nextDue: { number: number; dueDate: string; unpaid: Money } | null;
  overdue: boolean;
}

/**
 * Where a loan stands on `today`. Payments pay late charges last (the schedule first), so a
 * charge never makes an instalment look unpaid. With `earlyInterestRebate`, settling early costs
 * interest only up to today (pro rata of the term's days, rounded up to the cent): the rest of the
 * interest is waived.
 */
export function loanPosition(input: {
  schedule: readonly Instalment[];
  paid: string;
  lateCharges: Readonly<Record<string, string>>;
  startDay: string;
  termDays: number;
  today: string;
  earlyInterestRebate: boolean;
  /** Interest waived when the loan was settled early. */
  waived?: string;
}): LoanPosition & { states: InstalmentState[] } {
  const scheduleTotal = sum(input.schedule.map((x) => x.amount));
  const late = sum(Object.values(input.lateCharges));
  const paid = new D(input.paid);
  // Waived interest counts as paid towards the schedule.
  const towards = D.min(paid.plus(input.waived ?? '0'), scheduleTotal);
  const states = instalmentStates(input.schedule, towards, input.today);
  const totalDue = scheduleTotal.plus(late).minus(input.waived ?? '0');
  const outstanding = D.max(totalDue.minus(paid), 0);
  let payoff = outstanding;
  if (input.earlyInterestRebate) {
    const elapsed = Math.min(input.termDays, Math.max(0, daysBetween(input.startDay, input.today)));
    const interest = sum(input.schedule.map((x) => x.interest));
    const earned = interest.times(elapsed).div(input.termDays).toDecimalPlaces(2, Decimal.ROUND_UP);
    const waived = interest.minus(earned);
    payoff = D.max(outstanding.minus(waived), 0);
  }
  const next = states.find((s) => new D(s.unpaid).gt(0));
  return {
    states,
    totalDue: money(totalDue),
    paid: money(paid),
    outstanding: money(outstanding),
    lateCharged: money(late),
    payoff: money(payoff),
    nextDue: next ? { number: next.number, dueDate: next.dueDate, unpaid: next.unpaid } : null,
    overdue: states.some((s) => s.daysLate > 0),
  };
}

/** The share of a store release withheld for a sales-share loan, never more than is owed. */
export function withholding(
  release: Decimal.Value,
  sharePercent: string,
  owed: Decimal.Value,
): Money {
  const share = new D(release).times(sharePercent).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return money(D.max(D.min(share, owed), 0));
}
