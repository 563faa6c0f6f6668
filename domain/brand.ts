// A storefront brand's configuration (`brand-assets/<code>/brand.json`): what the server injects
// into the page and serves as the web app manifest, and what the PWA reads to theme itself.
import { z } from 'zod';
import { defaultLanguage, languageCodes, type LanguageCode } from './i18n/languages.ts';
import type { LocalizedText } from './i18n/localized-text.ts';
import { informationPages } from './information-pages.ts';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** The colour tokens of the theme contract; every brand sets all of them. */
export const brandColours = z.object({
  primary: hexColour,
  primaryText: hexColour,
  accent: hexColour,
  price: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
  border: hexColour,
  headerBackground: hexColour,
  headerText: hexColour,
  footerBackground: hexColour,
  footerText: hexColour,
});

export type BrandColours = z.infer<typeof brandColours>;

/** Footer blocks a brand may hide. */
export const footerBlocks = [
  'payments',
  'address',
  'coins',
  'policies',
  // No longer shown (the storefront has no mailing-list box, issue #33); still accepted so brand
  // files that hide it keep loading.
  'subscribe',
  'apps',
] as const;
export type FooterBlock = (typeof footerBlocks)[number];

/** The `/information` pages (their own module, so route search parsing can use them without zod). */
export { informationPages, type InformationPage } from './information-pages.ts';

export { localizedText, type LocalizedText } from './i18n/localized-text.ts';

/**
 * Host names reserved for examples and tests (RFC 2606, RFC 6761): a link or address there leads
 * nowhere, so a brand leaves the field out instead (the storefront then shows no link).
 */
export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name)
  );
}

const placeholderMessage = 'a placeholder domain leads nowhere: leave the field out';
/** An https address a buyer can really open, or nothing. */
const hostOf = (url: string) =>
  /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url)?.[1] ?? '';
const realUrl = z.url().refine((url) => !isPlaceholderHost(hostOf(url)), {
  message: placeholderMessage,
});
const realEmail = z.email().refine((mail) => !isPlaceholderHost(mail.split('@')[1] ?? ''), {
  message: placeholderMessage,
});

function localizable(text: z.ZodString) {
  return z.union([
    text,
    z
      .partialRecord(z.enum(languageCodes), text)
      .refine((texts) => texts.en !== undefined, { message: 'an English text is required' }),
  ]);
}

export const brandConfig = z
  .object({
    code: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1).max(60),
    shortName: z.string().min(1).max(12),
    title: localizable(z.string().min(1).max(120)),
    description: localizable(z.string().max(300)),
    /** Shown in the footer as a mail link; left out, the footer names none (the chat remains). */
    supportMail: realEmail.optional(),
    /** Host names this brand answers on (exact match, port ignored). */
    domains: z.array(z.string().min(1)),
    colours: brandColours,
    /** Logo file in the brand folder (SVG), also the source of the generated PNG icons. */
    logo: z.string().regex(/^[a-z0-9-]+\.svg$/),
    /** Square icon artwork (SVG) used for the PWA icons. */
    icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    hiddenLanguages: z.array(z.enum(languageCodes)),
    hiddenFooterBlocks: z.array(z.enum(footerBlocks)),
    address: localizable(z.string().max(300)),
    legal: localizable(z.string().max(600)),
    /**
     * External seller-onboarding site, opened by `/merchantSettled` with `lang` and `avatar`;
     * left out, sellers apply in the app only.
     */
    merchantUrl: realUrl.optional(),
    /**
     * Promo site of the policy pages (privacyPolicy, returnPolicy, ...), with `lang` and `avatar`;
     * left out, the footer shows no policy links.
     */
    promoUrl: realUrl.optional(),
    /** Content of the `/information` pages, in the brand's own words and languages. */
    pages: z.partialRecord(
      z.enum(informationPages),
      z.object({
        title: localizable(z.string().min(1).max(80)),
        body: z.array(localizable(z.string().max(2000))),
      }),
    ),
  })
  // Unknown keys fail loading: a brand cannot slip a claim (a figure, a partner list) past the
  // schema into the page.
  .strict();

export type BrandConfig = z.infer<typeof brandConfig>;

/**
 * A way to pay in that the platform has really configured (the footer names only these): an
 * on-chain network, or a manual method once the platform said where buyers pay.
 */
export const acceptedPayment = z.object({
  kind: z.enum(['chain', 'proof', 'bank']),
  coin: z.string(),
  network: z.string(),
  /** The local test network of a fresh install: named as such. */
  testNetwork: z.boolean(),
});
export type AcceptedPayment = z.infer<typeof acceptedPayment>;

/**
 * What the page and `brand!current` expose: everything but the host list, plus the payments the
 * platform accepts (from its configuration, never from brand.json).
 */
export const publicBrand = brandConfig
  .omit({ domains: true })
  .extend({ acceptedPayments: z.array(acceptedPayment) });
export type PublicBrand = z.infer<typeof publicBrand>;

/** A text in one language, with its English beside it (what a missing language shows). */
function inLanguage(value: LocalizedText, lang: LanguageCode): LocalizedText {
  if (typeof value === 'string') return value;
  const text: Partial<Record<LanguageCode, string>> = {};
  if (value[defaultLanguage] !== undefined) text[defaultLanguage] = value[defaultLanguage];
  if (value[lang] !== undefined) text[lang] = value[lang];
  return text;
}

/**
 * The brand as a page carries it: its texts in the page's language (and English) only. A page
 * shows one language (switching reloads it), and the other twenty languages of the information
 * pages, title and address made up most of every page's bytes, ahead of its content.
 */
export function brandInLanguage(brand: PublicBrand, lang: LanguageCode): PublicBrand {
  const pages: PublicBrand['pages'] = {};
  for (const page of informationPages) {
    const content = brand.pages[page];
    if (content)
      pages[page] = {
        title: inLanguage(content.title, lang),
        body: content.body.map((paragraph) => inLanguage(paragraph, lang)),
      };
  }
  return {
    ...brand,
    title: inLanguage(brand.title, lang),
    description: inLanguage(brand.description, lang),
    address: inLanguage(brand.address, lang),
    legal: inLanguage(brand.legal, lang),
    pages,
  };
}

/** The languages a brand offers in its language menu: every interface language it does not hide. */
export function shownLanguages(config: Pick<BrandConfig, 'hiddenLanguages'>): LanguageCode[] {
  return languageCodes.filter((code) => !config.hiddenLanguages.includes(code));
}

/**
 * The brand texts a buyer would see in English although the brand offers their language, as
 * `field: language` (a plain string counts as English only): title, description, address, legal
 * text and every information page's title and paragraphs.
 */
export function missingBrandTexts(config: BrandConfig): string[] {
  const fields: Array<[string, LocalizedText]> = [
    ['title', config.title],
    ['description', config.description],
    ['address', config.address],
    ['legal', config.legal],
  ];
  for (const page of informationPages) {
    const content = config.pages[page];
    if (!content) continue;
    fields.push([`pages.${page}.title`, content.title]);
    content.body.forEach((paragraph, i) => fields.push([`pages.${page}.body.${i}`, paragraph]));
  }
  const missing: string[] = [];
  for (const [field, value] of fields) {
    for (const lang of shownLanguages(config)) {
      const text =
        typeof value === 'string' ? (lang === defaultLanguage ? value : '') : value[lang];
      if (!text?.trim()) missing.push(`${field}: ${lang}`);
    }
  }
  return missing;
}
