import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import { aboveCeiling, productMaxApr } from './apr-ceiling.ts';
import { quoteLoan, type LoanTerms } from './quote.ts';

const terms: LoanTerms = {
  ratePerTerm: '0.1',
  fee: '0',
  repayment: { kind: 'single' },
  graceDays: 3,
  lateDailyRate: '0.0005',
  lateCapRate: '0.05',
};

describe('a product priced against the APR ceiling', () => {
  it('is priced by its dearest term: 10 % over a year is 10 %, over half a year more', () => {
    expect(productMaxApr(terms, '1000', [365])).toBe('10.00');
    const both = productMaxApr(terms, '1000', [365, 182]);
    expect(new D(both!).gt('20')).toBe(true);
  });

  it('is priced by its smallest amount, where the fixed fee weighs most', () => {
    const withFee = { ...terms, fee: '10' };
    // 100 + 10 % + 10 fee after a year: 20 % a year at the smallest amount, 11 % at 1,000.
    expect(productMaxApr(withFee, '100', [365])).toBe('20.00');
    expect(productMaxApr(withFee, '1000', [365])).toBe('11.00');
  });

  it('no loan of the product costs more than its price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(30, 60, 90, 180, 365),
        (minAmount, extra, fee, ratePercent, term) => {
          const product = { ...terms, fee: String(fee), ratePerTerm: String(ratePercent / 100) };
          const price = productMaxApr(product, String(minAmount), [term])!;
          const loan = quoteLoan(product, String(minAmount + extra), term, '2026-01-01');
          if (!loan.ok) throw new Error(loan.refusal);
          // Cents of rounding aside, a larger loan never costs more per year.
          expect(new D(loan.quote.apr).lte(new D(price).plus('0.05'))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the ceiling itself is allowed, anything above it is not', () => {
    expect(aboveCeiling('36.00', '36')).toBe(false);
    expect(aboveCeiling('36.01', '36')).toBe(true);
    expect(aboveCeiling('0.00', '0')).toBe(false);
  });
});
