// No claim without something behind it: every number a brand text states (title, description and
// the information pages, in every language) must be a fact the platform enforces, listed here with
// its source, and promises the platform does not keep are refused by pattern. Used by the check of
// the brand files (server/modules/brand/brand-claims.test.ts) and by the console's page save.
import { informationPages, type BrandConfig, type LocalizedText } from './brand.ts';
import { RETURN_WINDOW_DAYS } from './orders/order-status.ts';

/** The numbers a brand text may state: claim key, value and where the platform enforces it. */
export const backedNumbers = [
  { key: 'returnWindowDays', value: RETURN_WINDOW_DAYS, source: 'domain/orders/order-status.ts' },
] as const;

export const unbackedClaimKinds = [
  'verification',
  'coupon',
  'serviceTime',
  'carrier',
  'figures',
] as const;
export type UnbackedClaimKind = (typeof unbackedClaimKinds)[number];

/** Promises with nothing behind them (checked in English; the translations follow it). */
export const unbackedClaims: ReadonlyArray<{
  kind: UnbackedClaimKind;
  pattern: RegExp;
  reason: string;
}> = [
  {
    kind: 'verification',
    pattern: /verified|trusted|certified/i,
    reason: 'no seller verification exists',
  },
  { kind: 'coupon', pattern: /coupon/i, reason: 'there are no coupons' },
  {
    kind: 'serviceTime',
    pattern: /within \d+ (hours?|minutes?)|working day|every day|24\/7|around the clock/i,
    reason: 'no service or shipping time is enforced',
  },
  { kind: 'carrier', pattern: /\b(DHL|FedEx|UPS|Maersk)\b/, reason: 'no carrier is integrated' },
  {
    kind: 'figures',
    pattern: /\d+\s+countries/i,
    reason: 'figures come from recorded orders (brand!figures)',
  },
];

/** The numbers in a text, in any script's digits (Unicode digit blocks start at a multiple of 16). */
export function numbersIn(text: string): number[] {
  const ascii = text.replace(/\p{Nd}/gu, (digit) => String(digit.codePointAt(0)! % 16));
  // E-mail addresses and web links are contact facts, not claims.
  const plain = ascii.replace(/\S+@\S+|https?:\/\/\S+/g, '');
  return (plain.match(/\d+/g) ?? []).map(Number);
}

/** A text that claims more than the platform backs: where, in which language, and what. */
export type ClaimProblem = { field: string; lang: string; text: string } & (
  { kind: 'number'; number: number } | { kind: UnbackedClaimKind; phrase: string; reason: string }
);

/** Every language's text of a localizable field, a plain string being English. */
function languagesOf(value: LocalizedText): Array<[string, string]> {
  return typeof value === 'string'
    ? [['en', value]]
    : Object.entries(value).map(([lang, text]) => [lang, text ?? '']);
}

/** The claims in `[field, text]` pairs that nothing backs, in field order. */
export function claimProblems(fields: ReadonlyArray<[string, LocalizedText]>): ClaimProblem[] {
  const allowed = new Set<number>(backedNumbers.map((claim) => claim.value));
  const problems: ClaimProblem[] = [];
  for (const [field, value] of fields) {
    for (const [lang, text] of languagesOf(value)) {
      for (const number of numbersIn(text))
        if (!allowed.has(number)) problems.push({ field, lang, text, kind: 'number', number });
      if (lang !== 'en') continue;
      for (const claim of unbackedClaims) {
        const phrase = claim.pattern.exec(text)?.[0];
        if (phrase !== undefined)
          problems.push({ field, lang, text, kind: claim.kind, phrase, reason: claim.reason });
      }
    }
  }
  return problems;
}

/** The claim-bearing fields of one information page: `title` and `body.<i>`. */
export function pageTextFields(content: {
  title: LocalizedText;
  body: readonly LocalizedText[];
}): Array<[string, LocalizedText]> {
  return [
    ['title', content.title],
    ...content.body.map((paragraph, i): [string, LocalizedText] => [`body.${i}`, paragraph]),
  ];
}

/**
 * The claim-bearing texts of a brand: title, description and every information page. Address and
 * legal text are facts about the company, not claims.
 */
export function brandTextFields(config: BrandConfig): Array<[string, LocalizedText]> {
  const fields: Array<[string, LocalizedText]> = [
    ['title', config.title],
    ['description', config.description],
  ];
  for (const page of informationPages) {
    const content = config.pages[page];
    if (content)
      fields.push(
        ...pageTextFields(content).map(([field, value]): [string, LocalizedText] => [
          `pages.${page}.${field}`,
          value,
        ]),
      );
  }
  return fields;
}
