import { describe, expect, it } from 'vitest';
import { MIN_MEASURED_ORDERS, shippingFigures } from './measured-shipping.ts';

describe('shippingFigures', () => {
  it('shows only the count below the minimum of orders', () => {
    expect(
      shippingFigures(2, { measured: MIN_MEASURED_ORDERS - 1, onTime: 4, medianHours: 12 }),
    ).toEqual({
      declaredDays: 2,
      medianShipHours: null,
      onTimeRate: null,
      measuredOrders: 4,
    });
  });

  it('rounds the median to one decimal and the on-time share to a tenth of a percent', () => {
    expect(shippingFigures(3, { measured: 6, onTime: 2, medianHours: 40.25 })).toEqual({
      declaredDays: 3,
      medianShipHours: 40.3,
      onTimeRate: '33.3',
      measuredOrders: 6,
    });
    expect(shippingFigures(1, { measured: 5, onTime: 5, medianHours: 7 }).onTimeRate).toBe('100');
  });

  it('has no median when none of the measured orders shipped', () => {
    expect(shippingFigures(1, { measured: 5, onTime: 0, medianHours: null })).toMatchObject({
      medianShipHours: null,
      onTimeRate: '0',
    });
  });
});
