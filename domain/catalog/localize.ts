// Texts stored per language (`{ en: "...", cn: "..." }`): pick the request's language, else English.
import { defaultLanguage } from '../i18n/languages.ts';

export type LocalizedText = Partial<Record<string, string>>;

export function localized(text: LocalizedText | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] || text[defaultLanguage] || Object.values(text).find((v) => !!v) || '';
}
