import { describe, expect, it } from 'vitest';
import { brandConfig, localizedText } from './brand.ts';

describe('localizedText', () => {
  it('takes a plain string as the text of every language', () => {
    expect(localizedText('About us', 'ar')).toBe('About us');
    expect(localizedText('About us', 'en')).toBe('About us');
  });

  it('picks the language and falls back to English', () => {
    const text = { en: 'About us', cn: '关于我们', ar: 'من نحن' };
    expect(localizedText(text, 'ar')).toBe('من نحن');
    expect(localizedText(text, 'cn')).toBe('关于我们');
    expect(localizedText(text, 'en')).toBe('About us');
    expect(localizedText(text, 'de')).toBe('About us');
  });
});

describe('brand text fields', () => {
  const legal = brandConfig.shape.legal;

  it('accept a string or texts per language with English', () => {
    expect(legal.safeParse('Sold by sellers.').success).toBe(true);
    expect(legal.safeParse({ en: 'Sold by sellers.', ar: 'يبيعها البائعون.' }).success).toBe(true);
  });

  it('reject texts without English or with an unknown language', () => {
    expect(legal.safeParse({ ar: 'يبيعها البائعون.' }).success).toBe(false);
    expect(legal.safeParse({ en: 'Sold by sellers.', xx: 'x' }).success).toBe(false);
    expect(legal.safeParse({ en: 'x'.repeat(601) }).success).toBe(false);
  });
});
