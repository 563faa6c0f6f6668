import { describe, expect, it } from 'vitest';
import { languageCodes } from './i18n/languages.ts';
import {
  brandConfig,
  brandInLanguage,
  isPlaceholderHost,
  missingBrandTexts,
  shownLanguages,
  localizedText,
  type BrandConfig,
} from './brand.ts';

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

describe('brandInLanguage', () => {
  it("keeps each text in the page's language and English, and plain strings as they are", () => {
    const title = { en: 'About us', cn: '关于我们', ar: 'من نحن', de: 'Über uns' };
    const brand = {
      title,
      description: 'Wholesale',
      address: { en: 'Dubai', de: 'Dubai (DE)' },
      legal: { en: 'Sold by sellers.', ar: 'يبيعها البائعون.' },
      pages: { about: { title, body: [title, 'plain'] } },
      code: 'x',
    } as unknown as Parameters<typeof brandInLanguage>[0];
    const shown = brandInLanguage(brand, 'ar');
    expect(shown.title).toEqual({ en: 'About us', ar: 'من نحن' });
    expect(shown.description).toBe('Wholesale');
    // A language the brand did not write keeps only English, which is what it shows.
    expect(shown.address).toEqual({ en: 'Dubai' });
    expect(shown.legal).toEqual({ en: 'Sold by sellers.', ar: 'يبيعها البائعون.' });
    expect(shown.pages.about).toEqual({
      title: { en: 'About us', ar: 'من نحن' },
      body: [{ en: 'About us', ar: 'من نحن' }, 'plain'],
    });
    expect(shown.code).toBe('x');
    // Whatever the language, the page shows what the whole brand would have shown.
    for (const lang of languageCodes) {
      const page = brandInLanguage(brand, lang);
      expect(localizedText(page.title, lang)).toBe(localizedText(title, lang));
      expect(localizedText(page.address, lang)).toBe(localizedText(brand.address, lang));
    }
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

const everyLanguage = (text: string) =>
  Object.fromEntries(languageCodes.map((code) => [code, `${text} (${code})`]));
const brand = (overrides: Partial<BrandConfig>): BrandConfig =>
  brandConfig.parse({
    code: 'test',
    name: 'Test',
    shortName: 'Test',
    title: everyLanguage('Title'),
    description: everyLanguage('Description'),
    supportMail: 'help@caravan-brand-test.com',
    domains: [],
    colours: Object.fromEntries(
      Object.keys(brandConfig.shape.colours.shape).map((key) => [key, '#000000']),
    ),
    logo: 'logo.svg',
    icon: 'icon.svg',
    hiddenLanguages: [],
    hiddenFooterBlocks: [],
    address: everyLanguage('Address'),
    legal: everyLanguage('Legal'),
    merchantUrl: 'https://sell.caravan-brand-test.com',
    promoUrl: 'https://www.caravan-brand-test.com',
    pages: { about: { title: everyLanguage('About'), body: [everyLanguage('We sell.')] } },
    ...overrides,
  });

describe('missingBrandTexts', () => {
  it('finds nothing when every shown language has every text', () => {
    expect(missingBrandTexts(brand({}))).toEqual([]);
  });

  it('names a missing, empty or English-only text per language', () => {
    const { de: _de, ...withoutGerman } = everyLanguage('Title');
    const missing = missingBrandTexts(
      brand({
        title: withoutGerman,
        legal: { ...everyLanguage('Legal'), ja: '  ' },
        pages: { about: { title: everyLanguage('About'), body: ['We sell.'] } },
      }),
    );
    expect(missing).toContain('title: de');
    expect(missing).toContain('legal: ja');
    expect(missing).toContain('pages.about.body.0: ar');
    expect(missing).not.toContain('pages.about.body.0: en');
    expect(missing).toHaveLength(1 + 1 + languageCodes.length - 1);
  });

  it('asks nothing of the languages a brand hides', () => {
    const { cn: _cn, tw: _tw, ...withoutChinese } = everyLanguage('Title');
    expect(shownLanguages({ hiddenLanguages: ['cn', 'tw'] })).not.toContain('tw');
    expect(
      missingBrandTexts(brand({ title: withoutChinese, hiddenLanguages: ['cn', 'tw'] })),
    ).toEqual([]);
    expect(missingBrandTexts(brand({ title: withoutChinese }))).toEqual(['title: cn', 'title: tw']);
  });
});

describe('links and addresses of a brand', () => {
  it('know the reserved example and test domains as placeholders', () => {
    for (const host of [
      'example',
      'www.caravan.example',
      'shop.test',
      'a.invalid',
      'localhost',
      'example.com',
      'www.example.org',
      'EXAMPLE.NET.',
    ])
      expect(isPlaceholderHost(host), host).toBe(true);
    for (const host of [
      'caravan.com',
      'examples.com',
      'example.company',
      'mytest.io',
      'testing.dev',
    ])
      expect(isPlaceholderHost(host), host).toBe(false);
  });

  it('refuse a placeholder support address, seller site or policy site, and allow leaving them out', () => {
    const config = brandConfig.shape;
    expect(config.supportMail.safeParse('help@shop.example').success).toBe(false);
    expect(config.merchantUrl.safeParse('https://sell.example.com/join').success).toBe(false);
    expect(config.promoUrl.safeParse('https://www.shop.test').success).toBe(false);
    expect(config.promoUrl.safeParse('https://www.caravan-brand-test.com').success).toBe(true);
    const { supportMail: _m, merchantUrl: _u, promoUrl: _p, ...bare } = brand({});
    expect(brandConfig.safeParse(bare).success).toBe(true);
  });
});
