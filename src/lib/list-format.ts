// Lists in the reader's language (Intl.ListFormat): "A, B and C", in Arabic "A وB وC" with the
// Arabic comma, in Chinese "A、B和C"; a hand-joined ", " read as a Latin comma in every language
// (issue #40).
import { useLingui } from '@lingui/react';
import { bcp47, isLanguageCode } from '../../domain/i18n/languages.ts';

export type ListStyle = 'conjunction' | 'disjunction';

export function formatList(locale: string, items: readonly string[], type: ListStyle): string {
  const tag = isLanguageCode(locale) ? bcp47[locale] : locale;
  return new Intl.ListFormat(tag, { style: 'long', type }).format(items);
}

/**
 * `(items, type)`: the items as one list of the current language; `conjunction` joins with "and"
 * (roles a user has), `disjunction` with "or" (terms to choose from). Not `unit`: in Chinese and
 * Japanese it runs numbers together ("3090").
 */
export function useListFormat(): (items: readonly string[], type?: ListStyle) => string {
  const { i18n } = useLingui();
  return (items, type = 'conjunction') => formatList(i18n.locale, items, type);
}
