import { describe, expect, it } from 'vitest';
import { formatUsd, isPositiveAmount, money } from './money.ts';

describe('money', () => {
  it('rounds half up to the cent without float error', () => {
    expect(money('0.10')).toBe('0.1');
    expect(money('1.005')).toBe('1.01');
    expect(money('2.675')).toBe('2.68');
  });

  it('accepts positive amounts within the decimals only', () => {
    expect(isPositiveAmount('1', 2)).toBe(true);
    expect(isPositiveAmount('1.25', 2)).toBe(true);
    expect(isPositiveAmount('1.255', 2)).toBe(false);
    expect(isPositiveAmount('0', 2)).toBe(false);
    expect(isPositiveAmount('-1', 2)).toBe(false);
    expect(isPositiveAmount('1e3', 2)).toBe(false);
    expect(isPositiveAmount('0.0000000001', 10)).toBe(true);
  });

  it('formats dollars with grouping', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0')).toBe('$0.00');
    expect(formatUsd('-3.456')).toBe('-$3.46');
  });
});
