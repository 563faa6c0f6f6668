import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import { normalizeAmount, struckPrice, unitPrice } from './pricing.ts';

describe('unitPrice', () => {
  it('takes price first', () => {
    expect(unitPrice({ price: '9.5', discountPrice: '8', sellingPrice: '10' })).toBe('9.5');
  });
  it('falls back to discountPrice, then sellingPrice', () => {
    expect(unitPrice({ price: null, discountPrice: '8', sellingPrice: '10' })).toBe('8');
    expect(unitPrice({ price: '', discountPrice: '', sellingPrice: '10.50' })).toBe('10.5');
    expect(unitPrice({ price: '0', discountPrice: null, sellingPrice: '3' })).toBe('3');
  });
  it('is null when no amount is usable', () => {
    expect(unitPrice({})).toBeNull();
    expect(unitPrice({ price: 'abc', discountPrice: '-1', sellingPrice: '0' })).toBeNull();
  });
});

describe('discounts', () => {
  it('measures a reduction only against a reference price above what is paid', () => {
    expect(struckPrice('10.0000000000', '8')).toBe('10');
    expect(struckPrice('10', '10')).toBeNull();
    expect(struckPrice('9', '10')).toBeNull();
    expect(struckPrice(null, '8')).toBeNull();
  });
  it('normalizes padded NUMERIC text', () => {
    expect(normalizeAmount('12.5000000000')).toBe('12.5');
    expect(normalizeAmount('7.0000000000')).toBe('7');
    expect(normalizeAmount('0.0000000001')).toBe('0.0000000001');
  });
  it('normalizes as decimal.js does, padded or not', () => {
    const digits = (min: number, max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max });
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(1, 25),
        digits(0, 12),
        fc.nat(10),
        (negative, whole, fraction, zeros) => {
          const text = `${negative ? '-' : ''}${whole.join('')}${fraction.length > 0 || zeros > 0 ? '.' : ''}${fraction.join('')}${'0'.repeat(zeros)}`;
          expect(normalizeAmount(text)).toBe(new D(text).toFixed());
        },
      ),
    );
    for (const text of ['0', '0.0000000000', '100.0000000000', '1e5', '-0.5000', '007.10'])
      expect(normalizeAmount(text)).toBe(new D(text).toFixed());
  });
});
