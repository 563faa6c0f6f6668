import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money.ts';
import { priceOrder, splitRelease, type OrderRates } from './pricing.ts';

const rates: OrderRates = {
  dispatchFee: '2',
  longDistancePerUnit: '0.1',
  deliveryFee: '3',
  taxRate: '0.05',
  handlingFeeRate: '0.01',
};

const centString = fc
  .integer({ min: 1, max: 10_000_000 })
  .map((cents) => new D(cents).div(100).toFixed());

describe('priceOrder', () => {
  it('computes each part from the lines and rates', () => {
    const amounts = priceOrder(
      [
        { unitPrice: '10.5', originalPrice: '12', quantity: 3 },
        { unitPrice: '4', originalPrice: null, quantity: 10 },
      ],
      rates,
    );
    expect(amounts).toEqual({
      goodsAmount: '71.5',
      discount: '4.5',
      freight: '6.3',
      tax: '3.58',
      handlingFee: '0.72',
      total: '82.1',
    });
  });

  it('never counts a negative discount when the reference price is lower', () => {
    expect(priceOrder([{ unitPrice: '5', originalPrice: '4', quantity: 2 }], rates).discount).toBe(
      '0',
    );
  });

  it('keeps the total equal to the sum of its parts for any lines', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: centString,
            originalPrice: fc.option(centString),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (lines) => {
          const a = priceOrder(lines, rates);
          expect(
            new D(a.goodsAmount).plus(a.freight).plus(a.tax).plus(a.handlingFee).eq(a.total),
          ).toBe(true);
          expect(new D(a.discount).gte(0)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('splitRelease', () => {
  it('gives seller and platform parts that add back to the total', () => {
    fc.assert(
      fc.property(centString, fc.integer({ min: 0, max: 3000 }), (total, basisPoints) => {
        const rate = new D(basisPoints).div(10000).toFixed();
        const { seller, commission } = splitRelease(total, rate);
        expect(new D(seller).plus(commission).eq(total)).toBe(true);
        expect(new D(seller).gte(0) && new D(commission).gte(0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
