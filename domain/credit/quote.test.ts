import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, sum } from '../money.ts';
import {
  annualPercentageRate,
  lateCharge,
  maximumOffer,
  quoteLoan,
  type LoanTerms,
  type RepaymentMethod,
} from './quote.ts';

const base: LoanTerms = {
  ratePerTerm: '0.03',
  fee: '20',
  repayment: { kind: 'single' },
  graceDays: 3,
  lateDailyRate: '0.0005',
  lateCapRate: '0.05',
};

function quote(terms: LoanTerms, amount: string, termDays: number) {
  const result = quoteLoan(terms, amount, termDays, '2026-01-01');
  if (!result.ok) throw new Error(result.refusal);
  return result.quote;
}

describe('APR, worked examples', () => {
  it('1,000 repaid as 1,100 after a year is 10 %', () => {
    expect(annualPercentageRate('1000', [{ day: 365, amount: '1100' }])).toBe('10.00');
  });
  it('1,000 repaid as 1,050 after half a year is 10.25 % (compounded)', () => {
    expect(annualPercentageRate('1000', [{ day: 182.5, amount: '1050' }])).toBe('10.25');
  });
  it('a 90-day single repayment with interest and fee: 1,000 -> 1,050, 21.88 %', () => {
    // 3 % interest (30) + 20 fee = 1,050 after 90 days: 1.05^(365/90) - 1.
    const q = quote(base, '1000', 90);
    expect(q.totalRepayable).toBe('1050');
    expect(q.apr).toBe('21.88');
  });
  it('two instalments of 525.00 at 30 and 60 days for 1,000', () => {
    // 1000 = 525 / (1+X)^(30/365) + 525 / (1+X)^(60/365): X = 0.48709 (solved independently in
    // Python); close to 5 % over the mean 45 days, 1.05^(365/45) - 1 = 48.6 %.
    expect(
      annualPercentageRate('1000', [
        { day: 30, amount: '525' },
        { day: 60, amount: '525' },
      ]),
    ).toBe('48.71');
  });
  it('nothing more than the principal repaid is 0 %', () => {
    expect(annualPercentageRate('1000', [{ day: 30, amount: '1000' }])).toBe('0.00');
  });
});

describe('the schedule', () => {
  it('equal instalments every 30 days over 90, fee with the last, dates from the start', () => {
    const q = quote({ ...base, repayment: { kind: 'instalments', everyDays: 30 } }, '1000', 90);
    expect(q.instalments.map((x) => [x.dueDate, x.amount])).toEqual([
      ['2026-01-31', '343.33'],
      ['2026-03-02', '343.33'],
      ['2026-04-01', '363.34'],
    ]);
    expect(q.totalInterest).toBe('30');
    expect(q.fee).toBe('20');
  });
  it('a term that is not a multiple of the cycle ends on the term day', () => {
    const q = quote({ ...base, repayment: { kind: 'instalments', everyDays: 30 } }, '500', 75);
    expect(q.instalments.map((x) => x.day)).toEqual([30, 60, 75]);
  });
  it('refuses terms over a year, bad amounts and cycles longer than the term', () => {
    expect(quoteLoan(base, '1000', 366, '2026-01-01')).toEqual({
      ok: false,
      refusal: 'termTooLong',
    });
    expect(quoteLoan(base, '-5', 30, '2026-01-01')).toEqual({
      ok: false,
      refusal: 'amountInvalid',
    });
    expect(quoteLoan(base, '1.234', 30, '2026-01-01')).toEqual({
      ok: false,
      refusal: 'amountInvalid',
    });
    expect(
      quoteLoan(
        { ...base, repayment: { kind: 'instalments', everyDays: 40 } },
        '1000',
        30,
        '2026-01-01',
      ),
    ).toEqual({ ok: false, refusal: 'instalmentInvalid' });
  });
});

describe('the late rule', () => {
  it('nothing within the grace days, then a daily rate, never above the cap', () => {
    expect(lateCharge(base, '1000', 3)).toBe('0');
    expect(lateCharge(base, '1000', 13)).toBe('5'); // 10 chargeable days x 0.05 % x 1,000
    expect(lateCharge(base, '1000', 400)).toBe('50'); // capped at 5 %
  });
  it('the quote states the 10-day example in money', () => {
    const q = quote(base, '1000', 90);
    expect(q.lateExample).toEqual({ days: 10, onAmount: '1050', extra: '3.68', cap: '52.5' });
  });
});

describe('the maximum offer from 90 days of sales', () => {
  it('follows the disclosed formula and the product limits', () => {
    // projected over 60 days: 90,000 x 60 / 90 = 60,000; half = 30,000; minus fee 20 = 29,980;
    // / 1.03 = 29,106.79 -> 29,106.
    const limits = { minAmount: '1000', maxAmount: '50000' };
    expect(maximumOffer(base, limits, '90000', 60)).toBe('29106');
    expect(maximumOffer(base, { ...limits, maxAmount: '10000' }, '90000', 60)).toBe('10000');
    expect(maximumOffer(base, limits, '1500', 30)).toBe('0');
  });
});

const repayments: fc.Arbitrary<RepaymentMethod> = fc.oneof(
  fc.constant({ kind: 'single' as const }),
  fc
    .integer({ min: 1, max: 120 })
    .map((everyDays) => ({ kind: 'instalments' as const, everyDays })),
  fc.integer({ min: 1, max: 50 }).map((share) => ({
    kind: 'salesShare' as const,
    sharePercent: String(share),
  })),
);
const termsArb: fc.Arbitrary<LoanTerms> = fc.record({
  ratePerTerm: fc.integer({ min: 0, max: 3000 }).map((bp) => new D(bp).div(10000).toFixed()),
  fee: fc.integer({ min: 0, max: 50000 }).map((cents) => new D(cents).div(100).toFixed()),
  repayment: repayments,
  graceDays: fc.integer({ min: 0, max: 15 }),
  lateDailyRate: fc.integer({ min: 0, max: 100 }).map((bp) => new D(bp).div(10000).toFixed()),
  lateCapRate: fc.integer({ min: 0, max: 2000 }).map((bp) => new D(bp).div(10000).toFixed()),
});
const amountArb = fc
  .integer({ min: 100, max: 3_000_000_000 })
  .map((cents) => new D(cents).div(100).toFixed());

describe('properties (1,000 runs each)', () => {
  it('the instalments sum to the disclosed total, and their parts to principal, interest and fee', () => {
    fc.assert(
      fc.property(termsArb, amountArb, fc.integer({ min: 1, max: 365 }), (terms, amount, term) => {
        const result = quoteLoan(terms, amount, term, '2026-03-01');
        if (!result.ok) return result.refusal === 'instalmentInvalid';
        const q = result.quote;
        expect(sum(q.instalments.map((x) => x.amount)).eq(q.totalRepayable)).toBe(true);
        expect(sum(q.instalments.map((x) => x.principal)).eq(amount)).toBe(true);
        expect(sum(q.instalments.map((x) => x.interest)).eq(q.totalInterest)).toBe(true);
        expect(sum(q.instalments.map((x) => x.fee)).eq(q.fee)).toBe(true);
        expect(q.instalments.at(-1)!.day).toBe(term);
        for (const x of q.instalments) expect(new D(x.amount).gte(0)).toBe(true);
        return true;
      }),
      { numRuns: 1000 },
    );
  });

  it('the APR discounts the schedule back to the amount received', () => {
    fc.assert(
      fc.property(termsArb, amountArb, fc.integer({ min: 7, max: 365 }), (terms, amount, term) => {
        const result = quoteLoan(terms, amount, term, '2026-03-01');
        if (!result.ok) return true;
        const q = result.quote;
        // Discount the schedule at the disclosed APR and at 0.01 percentage point either side: the
        // amount received lies between (two decimals of a percent is the disclosed precision).
        const pv = (apr: number) =>
          q.instalments.reduce(
            (total, x) => total + Number(x.amount) / Math.pow(1 + apr / 100, x.day / 365),
            0,
          );
        const apr = Number(q.apr);
        expect(pv(Math.max(0, apr - 0.01))).toBeGreaterThanOrEqual(Number(amount) * (1 - 1e-12));
        expect(pv(apr + 0.01)).toBeLessThanOrEqual(Number(amount) * (1 + 1e-12));
        return true;
      }),
      { numRuns: 1000 },
    );
  });

  it('the late charge never exceeds the disclosed cap', () => {
    fc.assert(
      fc.property(termsArb, amountArb, fc.integer({ min: 0, max: 2000 }), (terms, amount, days) => {
        const charge = new D(lateCharge(terms, amount, days));
        expect(charge.lte(new D(amount).times(terms.lateCapRate).toDecimalPlaces(2))).toBe(true);
        expect(charge.gte(0)).toBe(true);
        return true;
      }),
      { numRuns: 1000 },
    );
  });
});
