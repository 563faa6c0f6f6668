// No claim without something behind it. Every number a brand text states (title, description and
// the information pages, in every language) must be one of the facts the platform enforces, listed
// below with its source; promises the platform does not keep are refused by pattern. Payments,
// partners and figures cannot be written in brand.json at all (the schema is strict): the footer
// names the configured payments and counts delivered countries from orders (brand-figures.test.ts).
import { describe, expect, it } from 'vitest';
import {
  brandConfig,
  informationPages,
  type BrandConfig,
  type LocalizedText,
} from '../../../domain/brand.ts';
import { RETURN_WINDOW_DAYS } from '../../../domain/orders/order-status.ts';
import { BrandRegistry, defaultBrandAssetsDir } from './brand.service.ts';

/** The numbers a brand text may state: claim key, value and where the platform enforces it. */
const backedNumbers = [
  { key: 'returnWindowDays', value: RETURN_WINDOW_DAYS, source: 'domain/orders/order-status.ts' },
];

/** Promises with nothing behind them (checked in English; the translations follow it). */
const unbacked = [
  { pattern: /verified|trusted|certified/i, reason: 'no seller verification exists' },
  { pattern: /\bchat\b/i, reason: 'there is no chat window yet' },
  { pattern: /coupon/i, reason: 'there are no coupons' },
  {
    pattern: /within \d+ (hours?|minutes?)|working day|every day|24\/7|around the clock/i,
    reason: 'no service or shipping time is enforced',
  },
  { pattern: /\b(DHL|FedEx|UPS|Maersk)\b/, reason: 'no carrier is integrated' },
  { pattern: /\d+\s+countries/i, reason: 'figures come from recorded orders (brand!figures)' },
];

const registry = new BrandRegistry(defaultBrandAssetsDir, 'wholesale');

/** The claim-bearing texts of a brand as [field, language, text]. Address and legal text are facts about the company, not claims. */
function texts(config: BrandConfig): Array<[string, string, string]> {
  const fields: Array<[string, LocalizedText]> = [
    ['title', config.title],
    ['description', config.description],
  ];
  for (const page of informationPages) {
    const content = config.pages[page];
    if (!content) continue;
    fields.push([`pages.${page}.title`, content.title]);
    content.body.forEach((paragraph, i) => fields.push([`pages.${page}.body.${i}`, paragraph]));
  }
  return fields.flatMap(([field, value]) =>
    typeof value === 'string'
      ? [[field, 'en', value] as [string, string, string]]
      : Object.entries(value).map(
          ([lang, text]) => [field, lang, text ?? ''] as [string, string, string],
        ),
  );
}

/** The numbers in a text, in any script's digits (Unicode digit blocks start at a multiple of 16). */
function numbersIn(text: string): number[] {
  const ascii = text.replace(/\p{Nd}/gu, (digit) => String(digit.codePointAt(0)! % 16));
  // E-mail addresses and web links are contact facts, not claims.
  const plain = ascii.replace(/\S+@\S+|https?:\/\/\S+/g, '');
  return (plain.match(/\d+/g) ?? []).map(Number);
}

describe('brand claims', () => {
  it.each(registry.codes())('%s states only numbers the platform enforces', (code) => {
    const allowed = new Set(backedNumbers.map((claim) => claim.value));
    const problems = texts(registry.get(code)!.config).flatMap(([field, lang, text]) =>
      numbersIn(text)
        .filter((n) => !allowed.has(n))
        .map((n) => `${field} (${lang}): ${n} is not a backed claim: ${text}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(registry.codes())('%s promises nothing the platform does not do', (code) => {
    const problems = texts(registry.get(code)!.config)
      .filter(([, lang]) => lang === 'en')
      .flatMap(([field, , text]) =>
        unbacked
          .filter((claim) => claim.pattern.test(text))
          .map((claim) => `${field}: "${text}" (${claim.reason})`),
      );
    expect(problems).toEqual([]);
  });

  it('checks what it says: a 24-hour promise and an unknown number are caught', () => {
    expect(numbersIn('Sellers ship within ٢٤ hours.')).toEqual([24]);
    expect(numbersIn('Write to a1@b2.example, within 7 days.')).toEqual([7]);
    expect(unbacked.some((claim) => claim.pattern.test('We ship within 24 hours'))).toBe(true);
  });

  it.each([
    ['figures', { countries: 112 }],
    ['coins', ['BTC']],
    ['payments', ['Bitcoin']],
    ['partners', ['DHL Express']],
  ])('a brand.json cannot carry %s', (key, value) => {
    const config = registry.get('wholesale')!.config;
    expect(brandConfig.safeParse(config).success).toBe(true);
    expect(brandConfig.safeParse({ ...config, [key]: value }).success).toBe(false);
  });
});
