import { describe, expect, it } from 'vitest';
import { localized } from './localize.ts';

describe('localized', () => {
  it('picks the language, else English, else any', () => {
    expect(localized({ en: 'Shoes', cn: '鞋' }, 'cn')).toBe('鞋');
    expect(localized({ en: 'Shoes', cn: '鞋' }, 'de')).toBe('Shoes');
    expect(localized({ cn: '鞋' }, 'de')).toBe('鞋');
    expect(localized(null, 'en')).toBe('');
  });
});
