// The interface languages of the product and which of them read right-to-left.

export const languageCodes = [
  'cn',
  'tw',
  'en',
  'ja',
  'de',
  'ms',
  'af',
  'th',
  'el',
  'pt',
  'es',
  'fr',
  'ru',
  'it',
  'tr',
  'ko',
  'ph',
  'ar',
  'id',
  'hi',
  'vi',
] as const;

export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'en';

/** The offered languages that switch the page to right-to-left. */
export const rtlLanguageCodes: readonly LanguageCode[] = ['ar'];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}

export function normalizeLanguage(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : defaultLanguage;
}

export function isRtl(code: string): boolean {
  return (rtlLanguageCodes as readonly string[]).includes(code);
}

/** BCP 47 tag for Intl and the html lang attribute. */
export const bcp47: Record<LanguageCode, string> = {
  cn: 'zh-CN',
  tw: 'zh-TW',
  en: 'en',
  ja: 'ja',
  de: 'de',
  ms: 'ms',
  af: 'af',
  th: 'th',
  el: 'el',
  pt: 'pt',
  es: 'es',
  fr: 'fr',
  ru: 'ru',
  it: 'it',
  tr: 'tr',
  ko: 'ko',
  ph: 'fil',
  ar: 'ar',
  id: 'id',
  hi: 'hi',
  vi: 'vi',
};

/** Each language's own name, for the language menu. */
export const nativeLanguageNames: Record<LanguageCode, string> = {
  cn: '简体中文',
  tw: '繁體中文',
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  ms: 'Bahasa Melayu',
  af: 'Afrikaans',
  th: 'ไทย',
  el: 'Ελληνικά',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  ru: 'Русский',
  it: 'Italiano',
  tr: 'Türkçe',
  ko: '한국어',
  ph: 'Filipino',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  vi: 'Tiếng Việt',
};
