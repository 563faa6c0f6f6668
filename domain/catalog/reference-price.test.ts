import { describe, expect, it } from 'vitest';
import { referencePrice, type PriceChange } from './reference-price.ts';

const start = new Date('2026-10-01T00:00:00Z');
const day = (n: number) => new Date(start.getTime() + n * 24 * 60 * 60 * 1000);
const change = (
  n: number,
  sellingPrice: string,
  discountPrice: string | null = null,
): PriceChange => ({
  at: day(n),
  sellingPrice,
  discountPrice,
});

describe('referencePrice', () => {
  it('shows no reduction for a listing created with a discount', () => {
    expect(referencePrice([change(0, '100', '80')])).toBeNull();
  });

  it('shows no reduction without history or without a running discount', () => {
    expect(referencePrice([])).toBeNull();
    expect(referencePrice([change(0, '100'), change(20, '80')])).toBeNull();
  });

  it('takes the lowest price held at least 7 days in the 30 days before the reduction', () => {
    const history = [change(0, '120'), change(10, '100'), change(40, '100', '70')];
    // 120 ran days 0-10 (before the window, days 10-40), 100 ran 30 days inside it.
    expect(referencePrice(history)).toBe('100');
    expect(referencePrice([change(0, '120'), change(25, '110'), change(40, '110', '90')])).toBe(
      '110',
    );
    // Both earlier prices overlap the window and held a week or more: the lower one counts.
    expect(referencePrice([change(0, '120'), change(20, '110'), change(30, '110', '90')])).toBe(
      '110',
    );
  });

  it('does not count a price held fewer than 7 days', () => {
    expect(referencePrice([change(0, '100'), change(6, '100', '80')])).toBeNull();
    // The short 90 does not lower the reference; the 100 held for 30 days does count.
    expect(
      referencePrice([
        change(0, '100'),
        change(30, '90'),
        change(33, '100'),
        change(40, '100', '70'),
      ]),
    ).toBe('100');
    // Held exactly 7 days: counts.
    expect(referencePrice([change(0, '100'), change(7, '100', '80')])).toBe('100');
  });

  it('ignores prices that ended more than 30 days before the reduction', () => {
    expect(referencePrice([change(0, '150'), change(20, '70'), change(60, '70', '60')])).toBe('70');
    expect(
      referencePrice([change(0, '150'), change(20, '60', '60'), change(60, '150', '80')]),
    ).toBe(null);
  });

  it('measures from the start of the current price, not of the latest regular-price change', () => {
    // The regular price moves under a running discount: the buyer's price (80) started on day 10.
    expect(
      referencePrice([change(0, '100'), change(10, '100', '80'), change(12, '110', '80')]),
    ).toBe('100');
  });

  it('shows no reduction when an earlier price was as low as the current one', () => {
    const history = [
      change(0, '100'),
      change(10, '100', '80'),
      change(20, '100'),
      change(25, '100', '80'),
    ];
    expect(referencePrice(history)).toBeNull();
  });

  it('reads the history in any order', () => {
    expect(referencePrice([change(40, '100', '70'), change(0, '100')])).toBe('100');
  });
});
