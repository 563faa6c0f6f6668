import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from './price.ts';

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('1000000')).toBe('1,000,000.00');
  });
  it('rounds half up at the third decimal without floats', () => {
    expect(formatMoney('0.125')).toBe('0.13');
    expect(formatMoney('0.1249999999')).toBe('0.12');
    expect(formatMoney('9.995')).toBe('10.00');
    expect(formatMoney('1.005')).toBe('1.01');
  });
  it('keeps the sign and passes unparsable text through', () => {
    expect(formatMoney('-3.1')).toBe('-3.10');
    expect(formatMoney('n/a')).toBe('n/a');
  });
});

describe('discountPercent', () => {
  it('is the rounded whole percent below the original', () => {
    expect(discountPercent('75', '100')).toBe(25);
    expect(discountPercent('66.67', '100')).toBe(33);
    expect(discountPercent('1', '3')).toBe(67);
  });
  it('is 0 when the price is not lower', () => {
    expect(discountPercent('100', '100')).toBe(0);
    expect(discountPercent('120', '100')).toBe(0);
    expect(discountPercent('1', '0')).toBe(0);
  });
});
