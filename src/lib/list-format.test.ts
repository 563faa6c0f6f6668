import { describe, expect, it } from 'vitest';
import { formatList } from './list-format.ts';

describe('lists in the reader language', () => {
  it('joins with the language’s own words and marks, never a hand-made Latin comma', () => {
    const roles = ['Buyer', 'Seller', 'Operator'];
    expect(formatList('en', roles, 'conjunction')).toBe('Buyer, Seller, and Operator');
    expect(formatList('ar', roles, 'conjunction')).toBe('Buyer وSeller وOperator');
    // Our language codes are not always BCP 47 ones: cn is zh-CN.
    expect(formatList('cn', roles, 'conjunction')).toBe('Buyer、Seller和Operator');
  });

  it('offers choices with "or", numbers kept apart in every language', () => {
    expect(formatList('en', ['30', '90'], 'disjunction')).toBe('30 or 90');
    expect(formatList('ar', ['30', '90'], 'disjunction')).toBe('30 أو 90');
    expect(formatList('cn', ['30', '90', '180'], 'disjunction')).toBe('30、90或180');
  });
});
