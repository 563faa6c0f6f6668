import { describe, expect, it } from 'vitest';
import { followRefusal, priceTrend } from './favourites.ts';

describe('priceTrend', () => {
  it('compares decimal strings exactly, whatever their padding', () => {
    expect(priceTrend('12.5', '12.4999999999')).toBe('down');
    expect(priceTrend('12.5', '12.50')).toBe('same');
    expect(priceTrend('0.1', '0.10000000001')).toBe('up');
    expect(priceTrend('100', '99')).toBe('down');
  });
});

describe('followRefusal', () => {
  it('refuses the own store before the seller rule, and lets buyers follow', () => {
    expect(followRefusal({ ownStoreIds: ['s1'], roles: ['user', 'seller'], sellerId: 's1' })).toBe(
      'focus.ownStore',
    );
    expect(followRefusal({ ownStoreIds: ['s1'], roles: ['user'], sellerId: 's2' })).toBe(
      'focus.sellerCannotFollow',
    );
    expect(followRefusal({ ownStoreIds: [], roles: ['user', 'seller'], sellerId: 's2' })).toBe(
      'focus.sellerCannotFollow',
    );
    expect(followRefusal({ ownStoreIds: [], roles: ['user'], sellerId: 's2' })).toBeUndefined();
  });
});
