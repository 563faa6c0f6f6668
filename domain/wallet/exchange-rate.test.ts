import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import {
  creditedForFiat,
  offeredRates,
  quoteFiatDeposit,
  rateIsFresh,
  rateProblem,
} from './exchange-rate.ts';

describe('creditedForFiat', () => {
  it('divides and rounds down to 10 decimals', () => {
    expect(creditedForFiat('100', '3')).toBe('33.3333333333');
    expect(creditedForFiat('200', '2')).toBe('100');
    // 2/3 = 0.666...; rounding half up would give ...667
    expect(creditedForFiat('2', '3')).toBe('0.6666666666');
    expect(creditedForFiat('1000000', '16250.5')).toBe('61.5365681055');
  });

  it('never credits more than the fiat is worth, and by less than one ledger unit', () => {
    const amount = fc
      .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);
    const rate = fc
      .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99_999_999 }))
      .map(([whole, part]) => `${whole}.${String(part).padStart(8, '0')}`);
    fc.assert(
      fc.property(amount, rate, (fiat, r) => {
        const credited = new D(creditedForFiat(fiat, r));
        const worth = credited.times(r);
        expect(worth.lte(fiat)).toBe(true);
        expect(new D(fiat).minus(worth).lt(new D('1e-10').times(r))).toBe(true);
        expect(credited.decimalPlaces()).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('refuses a zero rate', () => {
    expect(() => creditedForFiat('10', '0')).toThrow();
  });
});

describe('rateProblem', () => {
  it('accepts an ISO code and a positive rate of up to 8 decimals', () => {
    expect(rateProblem('EUR', '0.92')).toBeNull();
    expect(rateProblem('IDR', '16250.12345678')).toBeNull();
  });
  it('refuses other codes, formats and zero', () => {
    expect(rateProblem('eur', '1')).toBe('currency');
    expect(rateProblem('EURO', '1')).toBe('currency');
    expect(rateProblem('EUR', '1.123456789')).toBe('format');
    expect(rateProblem('EUR', '-1')).toBe('format');
    expect(rateProblem('EUR', '1e3')).toBe('format');
    expect(rateProblem('EUR', '0.00')).toBe('notPositive');
  });
});

describe('freshness', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('offers a rate up to the maximum age, not after it', () => {
    expect(rateIsFresh(ago(3600), now, 3600)).toBe(true);
    expect(rateIsFresh(ago(3601), now, 3600)).toBe(false);
  });
  it('offers nothing when no maximum age is set, nor a rate from the future', () => {
    expect(rateIsFresh(ago(1), now, 0)).toBe(false);
    expect(rateIsFresh(new Date(now.getTime() + 60_000), now, 3600)).toBe(false);
  });
  it('lists only the fresh currencies, by code', () => {
    const rates = [
      { currency: 'USD', setAt: ago(10) },
      { currency: 'EUR', setAt: ago(7200) },
      { currency: 'AED', setAt: ago(100) },
    ];
    expect(offeredRates(rates, now, 3600).map((rate) => rate.currency)).toEqual(['AED', 'USD']);
  });
});

describe('quoteFiatDeposit', () => {
  const limits = { min: '1', max: '1000', decimals: 2 };

  it('credits fiat / rate rounded down, the limits read in USDT', () => {
    expect(quoteFiatDeposit('100', '0.92', limits)).toEqual({
      ok: true,
      credited: '108.6956521739',
    });
    // 0.9 EUR at 0.92 is below 1 USDT; 1000 EUR at 0.92 is above 1000 USDT.
    expect(quoteFiatDeposit('0.9', '0.92', limits)).toMatchObject({
      ok: false,
      problem: 'belowMin',
    });
    expect(quoteFiatDeposit('1000', '0.92', limits)).toMatchObject({
      ok: false,
      problem: 'aboveMax',
      limits,
    });
  });

  it('takes a fiat amount in cents only', () => {
    expect(quoteFiatDeposit('10.001', '1', limits)).toMatchObject({ problem: 'tooPrecise' });
    expect(quoteFiatDeposit('0', '1', limits)).toMatchObject({ problem: 'notPositive' });
    expect(quoteFiatDeposit('ten', '1', limits)).toMatchObject({ problem: 'format' });
  });
});
