// The cost of a merchant loan, computed before the borrower consents (issue #16 "Disclosure before
// consent"): every instalment with its date and amount, total interest, fee, total repayable, the
// annual percentage rate, and the late rule in money. Pure and exact (decimal.js on strings): the
// server answers `loan!quote` with it, stores the exact quote the borrower saw, and the schedule a
// loan is repaid against is this one.
//
// The cost model is the one honest merchant financing uses: a fixed rate for the whole term (not a
// rate per day that grows with delay) and a fixed fee, both known in money before signing.
import Decimal from 'decimal.js';
import { D, money, sum, type DecimalValue, type Money } from '../money.ts';

/** The longest loan the product allows (SPEC section 9: term at most one year). */
export const MAX_TERM_DAYS = 365;
/** The SPEC's outer amount limits; an operator's product stays inside them. */
export const SPEC_MIN_AMOUNT = '100000';
export const SPEC_MAX_AMOUNT = '30000000';

export type RepaymentMethod =
  /** Everything at the end of the term. */
  | { kind: 'single' }
  /** Equal instalments every `everyDays` days; the last one falls on the term's end. */
  | { kind: 'instalments'; everyDays: number }
  /**
   * A share (`sharePercent`, e.g. "10" for 10 %) withheld from each store release until repaid;
   * whatever is still owed is due at the term's end. The disclosed schedule is that end date.
   */
  | { kind: 'salesShare'; sharePercent: string };

export interface LoanTerms {
  /** Fixed interest for the whole term as a fraction of the principal ("0.04" = 4 %). */
  ratePerTerm: string;
  /** Fixed fee in USDT, repaid with the last instalment. */
  fee: string;
  repayment: RepaymentMethod;
  /** Days after a due date before the late rule applies. */
  graceDays: number;
  /** Late charge per day as a fraction of the overdue amount ("0.0005" = 0.05 % a day). */
  lateDailyRate: string;
  /** The late charge never exceeds this fraction of the overdue amount ("0.05" = 5 %). */
  lateCapRate: string;
}

export interface Instalment {
  /** 1-based. */
  number: number;
  /** Days after disbursement. */
  day: number;
  /** Due date, `YYYY-MM-DD` (UTC calendar day). */
  dueDate: string;
  principal: Money;
  interest: Money;
  fee: Money;
  amount: Money;
}

export interface LoanQuote {
  amount: Money;
  termDays: number;
  instalments: Instalment[];
  totalInterest: Money;
  fee: Money;
  totalRepayable: Money;
  /** Annual percentage rate, percent with two decimals ("21.86"), fee included. */
  apr: string;
  /** What a payment `exampleLateDays` late costs on top, for the largest instalment. */
  lateExample: { days: number; onAmount: Money; extra: Money; cap: Money };
}

export type QuoteRefusal = 'termTooLong' | 'termInvalid' | 'amountInvalid' | 'instalmentInvalid';

const CENTS = 2;

function addDays(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days after disbursement on which instalments fall. */
export function dueDays(termDays: number, repayment: RepaymentMethod): number[] {
  if (repayment.kind !== 'instalments') return [termDays];
  const days: number[] = [];
  for (let day = repayment.everyDays; day < termDays; day += repayment.everyDays) days.push(day);
  days.push(termDays);
  return days;
}

/** Splits `total` into `count` cent amounts, equal but for the last, which takes the remainder. */
function split(total: DecimalValue, count: number): DecimalValue[] {
  const each = total.div(count).toDecimalPlaces(CENTS, Decimal.ROUND_DOWN);
  const parts = Array.from({ length: count }, () => each);
  parts[count - 1] = total.minus(each.times(count - 1));
  return parts;
}

/**
 * The annual percentage rate: the yearly rate X at which what the borrower receives equals the
 * present value of what they repay, each payment discounted by (1 + X)^(days / 365) — the
 * standard APR equation (as in the EU Consumer Credit Directive, Annex I), with the fee counted as
 * a cost. Answered in percent with two decimals.
 *
 * The money going in is exact (decimal strings); the root of the equation is found in binary
 * floating point by bisection to 1e-12: a rate is not an amount, and 15 significant digits are far
 * more than the two decimals disclosed (the property test checks the answer against the schedule).
 */
export function annualPercentageRate(
  received: Decimal.Value,
  payments: ReadonlyArray<{ day: number; amount: Decimal.Value }>,
): string {
  const principal = new D(received).toNumber();
  const flows = payments.map((p) => ({ years: p.day / 365, amount: new D(p.amount).toNumber() }));
  if (sum(payments.map((p) => p.amount)).lte(received)) return '0.00';
  const presentValue = (rate: number) =>
    flows.reduce((total, flow) => total + flow.amount / Math.pow(1 + rate, flow.years), 0);
  let low = 0;
  let high = 1;
  // Widen until the rate discounts the payments below the principal (short terms, high cost).
  while (presentValue(high) > principal) high *= 2;
  while (high - low > 1e-12 * Math.max(1, high)) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > principal) low = mid;
    else high = mid;
  }
  return new D((low + high) / 2).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}

/** The late charge on `overdue` paid `daysLate` days after its due date, never above the cap. */
export function lateCharge(terms: LoanTerms, overdue: Decimal.Value, daysLate: number): Money {
  const chargeable = Math.max(0, daysLate - terms.graceDays);
  const amount = new D(overdue);
  const charge = amount.times(terms.lateDailyRate).times(chargeable);
  const cap = amount.times(terms.lateCapRate);
  return money(D.min(charge, cap));
}

export const EXAMPLE_LATE_DAYS = 10;

/**
 * Every number of a loan of `amount` over `termDays`, disbursed on `startDate` (`YYYY-MM-DD`).
 * Interest is spread over the instalments like the principal; the fee is repaid with the last.
 */
export function quoteLoan(
  terms: LoanTerms,
  amount: string,
  termDays: number,
  startDate: string,
): { ok: true; quote: LoanQuote } | { ok: false; refusal: QuoteRefusal } {
  if (!Number.isInteger(termDays) || termDays < 1) return { ok: false, refusal: 'termInvalid' };
  if (termDays > MAX_TERM_DAYS) return { ok: false, refusal: 'termTooLong' };
  if (!/^\d+(\.\d{1,2})?$/.test(amount) || new D(amount).lte(0))
    return { ok: false, refusal: 'amountInvalid' };
  const repayment = terms.repayment;
  if (
    repayment.kind === 'instalments' &&
    (!Number.isInteger(repayment.everyDays) ||
      repayment.everyDays < 1 ||
      repayment.everyDays > termDays)
  )
    return { ok: false, refusal: 'instalmentInvalid' };

  const principal = new D(amount);
  const interest = principal.times(terms.ratePerTerm).toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP);
  const fee = new D(terms.fee).toDecimalPlaces(CENTS, Decimal.ROUND_HALF_UP);
  const days = dueDays(termDays, repayment);
  const principalParts = split(principal, days.length);
  const interestParts = split(interest, days.length);
  const instalments = days.map((day, index) => {
    const isLast = index === days.length - 1;
    const p = principalParts[index]!;
    const i = interestParts[index]!;
    const f = isLast ? fee : new D(0);
    return {
      number: index + 1,
      day,
      dueDate: addDays(startDate, day),
      principal: money(p),
      interest: money(i),
      fee: money(f),
      amount: money(p.plus(i).plus(f)),
    };
  });
  const totalRepayable = principal.plus(interest).plus(fee);
  const largest = D.max(...instalments.map((x) => x.amount));
  return {
    ok: true,
    quote: {
      amount: money(principal),
      termDays,
      instalments,
      totalInterest: money(interest),
      fee: money(fee),
      totalRepayable: money(totalRepayable),
      apr: annualPercentageRate(principal, instalments),
      lateExample: {
        days: EXAMPLE_LATE_DAYS,
        onAmount: money(largest),
        extra: lateCharge(terms, largest, EXAMPLE_LATE_DAYS),
        cap: money(largest.times(terms.lateCapRate)),
      },
    },
  };
}

/**
 * The most a store is offered: repayments may take at most `AFFORDABLE_SHARE` of the sales the
 * store can expect over the term, projected from its verified net sales of the last 90 days.
 *   projected = net90 x termDays / 90
 *   maximum   = (projected x AFFORDABLE_SHARE - fee) / (1 + ratePerTerm), rounded down to a unit
 * then held to the product's maximum; below the product's minimum there is no offer ("0").
 */
export const AFFORDABLE_SHARE = '0.5';

export function maximumOffer(
  terms: Pick<LoanTerms, 'ratePerTerm' | 'fee'>,
  limits: { minAmount: string; maxAmount: string },
  netSales90: string,
  termDays: number,
): Money {
  const projected = new D(netSales90).times(termDays).div(90);
  const affordable = projected.times(AFFORDABLE_SHARE).minus(terms.fee);
  const cap = affordable
    .div(new D(terms.ratePerTerm).plus(1))
    .toDecimalPlaces(0, Decimal.ROUND_DOWN);
  const offer = D.min(cap, limits.maxAmount);
  return offer.lt(limits.minAmount) ? money(0) : money(offer);
}
