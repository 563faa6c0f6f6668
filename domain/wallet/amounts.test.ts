import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import {
  closingAmount,
  isClosingWithdrawal,
  amountProblem,
  creditableAmount,
  fromUnits,
  manualDepositLimits,
  toUnits,
  withdrawalDebit,
  withdrawalFee,
} from './amounts.ts';

describe('amount rules', () => {
  it('manual deposits: at least 1, at most 2 decimals, within the maximum', () => {
    const limits = manualDepositLimits('100');
    expect(amountProblem('1', limits)).toBeNull();
    expect(amountProblem('99.99', limits)).toBeNull();
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('0.99', limits)).toBe('belowMin');
    expect(amountProblem('100.01', limits)).toBe('aboveMax');
    expect(amountProblem('1.001', limits)).toBe('tooPrecise');
    expect(amountProblem('0', limits)).toBe('notPositive');
    expect(amountProblem('-1', limits)).toBe('format');
    expect(amountProblem('1e3', limits)).toBe('format');
    expect(amountProblem(' 1', limits)).toBe('format');
    expect(amountProblem('', limits)).toBe('format');
  });

  it('withdrawals: the network decimals bound the precision, never beyond 10', () => {
    expect(amountProblem('1.123456', { min: '0', max: '', decimals: 6 })).toBeNull();
    expect(amountProblem('1.1234567', { min: '0', max: '', decimals: 6 })).toBe('tooPrecise');
    expect(amountProblem('1.12345678901', { min: '0', max: '', decimals: 18 })).toBe('tooPrecise');
  });

  it('the fee is at least the minimum, at least the rate, rounded up, and adds back exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('0', '0.001', '0.0025', '0.01'),
        fc.constantFrom('0', '0.5', '1'),
        (units, decimals, rate, min) => {
          const amount = fromUnits(BigInt(units), decimals);
          const fee = withdrawalFee(amount, { rate, min }, decimals);
          expect(new D(fee).gte(min)).toBe(true);
          expect(new D(fee).gte(new D(amount).times(rate).toDecimalPlaces(decimals, 1))).toBe(true);
          expect(new D(fee).decimalPlaces()).toBeLessThanOrEqual(decimals);
          expect(new D(withdrawalDebit(amount, fee)).minus(fee).equals(amount)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
    expect(withdrawalFee('100', { rate: '0.001', min: '1' }, 6)).toBe('1');
    expect(withdrawalFee('5000', { rate: '0.001', min: '1' }, 6)).toBe('5');
    expect(withdrawalFee('1234.567891', { rate: '0.001', min: '0' }, 6)).toBe('1.234568');
  });

  it('token units round-trip for every amount the token can express', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          expect(toUnits(fromUnits(units, decimals), decimals)).toBe(units);
        },
      ),
      { numRuns: 1000 },
    );
    expect(() => toUnits('1.0000001', 6)).toThrow();
  });

  it('credits keep 10 decimals and never round up', () => {
    expect(creditableAmount('1.123456789012345678')).toBe('1.123456789');
    expect(creditableAmount('5')).toBe('5');
  });
});

describe('closing withdrawals (a way out for small balances)', () => {
  // Minimum 10 with a fee of at least 1: the smallest normal withdrawal takes 11.
  it('accepts only the whole balance, and only while it is under the smallest normal debit', () => {
    expect(isClosingWithdrawal('3.5', '3.50', '11')).toBe(true);
    expect(isClosingWithdrawal('10.5', '10.5', '11')).toBe(true); // above the minimum, below 11
    expect(isClosingWithdrawal('3', '3.50', '11')).toBe(false);
    expect(isClosingWithdrawal('12', '12', '11')).toBe(false); // leaves normally: 11 + fee 1
    expect(isClosingWithdrawal('0', '0', '11')).toBe(false);
  });
  it('offers the balance when it is under the line', () => {
    expect(closingAmount('3.50', '11')).toBe('3.5');
    expect(closingAmount('11', '11')).toBe('');
    expect(closingAmount('0', '11')).toBe('');
  });
});
