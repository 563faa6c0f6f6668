// Words an operator writes per language (brand texts, category names): a plain string (English) or
// the texts per language code; a missing language shows English. No schema library here: the
// storefront's first screen imports this, and zod stays out of that bundle.
import { defaultLanguage, type LanguageCode } from './languages.ts';

/**
 * A sentence buyers read: a plain string (English) or the texts per language code, English
 * required, so a brand translates its own words without a catalog; missing languages show English.
 */
export type LocalizedText = string | Partial<Record<LanguageCode, string>>;

/** The text of a localizable field in a language, else its English text. */
export function localizedText(value: LocalizedText, lang: LanguageCode): string {
  if (typeof value === 'string') return value;
  return value[lang] ?? value[defaultLanguage] ?? '';
}
