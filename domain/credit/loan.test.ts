// The life of a loan as pure arithmetic: payments fill instalments in order, what is paid and owed
// add back to the total, the late rule never exceeds its cap however the days and payments fall,
// early settlement never costs more than the schedule, withholding never takes more than is owed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, sum } from '../money.ts';
import {
  instalmentStates,
  lateCap,
  lateCharges,
  loanPosition,
  loanTransition,
  scheduleFrom,
  withholding,
} from './loan.ts';
import { quoteLoan, type LoanTerms } from './quote.ts';

const terms: LoanTerms = {
  ratePerTerm: '0.03',
  fee: '20',
  repayment: { kind: 'instalments', everyDays: 30 },
  graceDays: 3,
  lateDailyRate: '0.001',
  lateCapRate: '0.05',
};

function schedule(t: LoanTerms, amount: string, term: number, start = '2026-05-20') {
  const result = quoteLoan(t, amount, term, '2026-01-01');
  if (!result.ok) throw new Error(result.refusal);
  return scheduleFrom(result.quote.instalments, start);
}

describe('worked example', () => {
  it('moves the consented schedule to the disbursement day, amounts unchanged', () => {
    const s = schedule(terms, '1800', 90);
    expect(s.map((x) => [x.dueDate, x.amount])).toEqual([
      ['2026-06-19', '618'],
      ['2026-07-19', '618'],
      ['2026-08-18', '638'],
    ]);
  });
  it('700 paid covers the first instalment and 82 of the second; next due is the second', () => {
    const p = loanPosition({
      schedule: schedule(terms, '1800', 90),
      paid: '700',
      lateCharges: {},
      startDay: '2026-05-20',
      termDays: 90,
      today: '2026-06-01',
      earlyInterestRebate: false,
    });
    expect(p.states.map((x) => x.paid)).toEqual(['618', '82', '0']);
    expect(p.outstanding).toBe('1174');
    expect(p.nextDue).toEqual({ number: 2, dueDate: '2026-07-19', unpaid: '536' });
    expect(p.overdue).toBe(false);
  });
  it('the loan states follow the table', () => {
    expect(loanTransition('reviewing', 'approve', 'operator')).toMatchObject({
      ok: true,
      to: 'loaned',
    });
    expect(loanTransition('reviewing', 'approve', 'system').ok).toBe(false);
    expect(loanTransition('failed', 'approve', 'operator').ok).toBe(false);
    expect(loanTransition('overdue', 'settle', 'system')).toMatchObject({ ok: true, to: 'repaid' });
  });
});

const termsArb: fc.Arbitrary<LoanTerms> = fc.record({
  ratePerTerm: fc.integer({ min: 0, max: 3000 }).map((bp) => new D(bp).div(10000).toFixed()),
  fee: fc.integer({ min: 0, max: 50000 }).map((cents) => new D(cents).div(100).toFixed()),
  repayment: fc.oneof(
    fc.constant({ kind: 'single' as const }),
    fc
      .integer({ min: 7, max: 60 })
      .map((everyDays) => ({ kind: 'instalments' as const, everyDays })),
  ),
  graceDays: fc.integer({ min: 0, max: 15 }),
  lateDailyRate: fc.integer({ min: 0, max: 100 }).map((bp) => new D(bp).div(10000).toFixed()),
  lateCapRate: fc.integer({ min: 0, max: 2000 }).map((bp) => new D(bp).div(10000).toFixed()),
});
const amountArb = fc
  .integer({ min: 10000, max: 100_000_000 })
  .map((c) => new D(c).div(100).toFixed());
const paymentsArb = fc.array(
  fc.integer({ min: 1, max: 5_000_000 }).map((c) => new D(c).div(100).toFixed()),
  {
    maxLength: 8,
  },
);

describe('properties (1,000 runs each)', () => {
  it('payments fill instalments in order; paid + outstanding = total due', () => {
    fc.assert(
      fc.property(
        termsArb,
        amountArb,
        fc.integer({ min: 60, max: 365 }),
        paymentsArb,
        (t, amount, term, payments) => {
          const s = schedule(t, amount, term);
          const total = sum(s.map((x) => x.amount));
          const paid = D.min(sum(payments), total);
          const p = loanPosition({
            schedule: s,
            paid: paid.toFixed(),
            lateCharges: {},
            startDay: '2026-05-20',
            termDays: term,
            today: '2026-05-21',
            earlyInterestRebate: false,
          });
          expect(sum(p.states.map((x) => x.paid)).eq(paid)).toBe(true);
          expect(new D(p.paid).plus(p.outstanding).eq(p.totalDue)).toBe(true);
          // Filled in order: no instalment is partly paid while an earlier one is unpaid.
          const firstOpen = p.states.findIndex((x) => new D(x.unpaid).gt(0));
          if (firstOpen >= 0)
            for (const later of p.states.slice(firstOpen + 1))
              expect(new D(later.paid).isZero()).toBe(true);
          return true;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the late rule never exceeds the cap, whatever the days and payments, and never goes down', () => {
    fc.assert(
      fc.property(
        termsArb,
        amountArb,
        fc.integer({ min: 60, max: 365 }),
        fc.array(
          fc.record({
            days: fc.integer({ min: 1, max: 90 }),
            pay: fc.integer({ min: 0, max: 2_000_000 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        (t, amount, term, steps) => {
          const s = schedule(t, amount, term);
          let day = '2026-05-20';
          let paid = new D(0);
          let charged: Record<string, string> = {};
          const cap = lateCap(t, s);
          for (const step of steps) {
            const next = new Date(`${day}T00:00:00Z`);
            next.setUTCDate(next.getUTCDate() + step.days);
            day = next.toISOString().slice(0, 10);
            paid = paid.plus(new D(step.pay).div(100));
            const states = instalmentStates(s, paid, day);
            const charges = lateCharges(t, states, charged);
            for (const x of s) {
              const c = new D(charges[String(x.number)] ?? '0');
              expect(c.lte(new D(x.amount).times(t.lateCapRate))).toBe(true);
              expect(c.gte(charged[String(x.number)] ?? '0')).toBe(true);
            }
            expect(sum(Object.values(charges)).lte(cap)).toBe(true);
            charged = charges;
          }
          return true;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('early settlement costs at most what is outstanding and at least the principal and fee left', () => {
    fc.assert(
      fc.property(
        termsArb,
        amountArb,
        fc.integer({ min: 60, max: 365 }),
        fc.integer({ min: 0, max: 400 }),
        (t, amount, term, elapsed) => {
          const s = schedule(t, amount, term);
          const today = new Date('2026-05-20T00:00:00Z');
          today.setUTCDate(today.getUTCDate() + elapsed);
          const p = loanPosition({
            schedule: s,
            paid: '0',
            lateCharges: {},
            startDay: '2026-05-20',
            termDays: term,
            today: today.toISOString().slice(0, 10),
            earlyInterestRebate: true,
          });
          const interest = sum(s.map((x) => x.interest));
          expect(new D(p.payoff).lte(p.outstanding)).toBe(true);
          expect(new D(p.payoff).gte(new D(p.outstanding).minus(interest))).toBe(true);
          if (elapsed >= term) expect(p.payoff).toBe(p.outstanding);
          return true;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('withholding takes the share, never more than is owed, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (releaseCents, shareBp, owedCents) => {
          const release = new D(releaseCents).div(100);
          const share = new D(shareBp).div(100).toFixed();
          const owed = new D(owedCents).div(100);
          const taken = new D(withholding(release, share, owed));
          expect(taken.gte(0)).toBe(true);
          expect(taken.lte(owed)).toBe(true);
          expect(taken.lte(release.times(share).div(100))).toBe(true);
          return true;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
