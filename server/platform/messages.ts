// Looks up the localized text of an error key: the language's table, else English.
// To add a language, add `messages/<code>.ts` and list it below.
import type { ErrorKey } from '../../domain/errors.ts';
import type { LanguageCode } from '../../domain/i18n/languages.ts';
import { ar, arTransport } from './messages/ar.ts';
import { cn, cnTransport } from './messages/cn.ts';
import { en, enTransport } from './messages/en.ts';

type Table = Partial<Record<ErrorKey, string>>;
type TransportTable = Partial<typeof enTransport>;

const tables: Partial<Record<LanguageCode, Table>> = { en, cn, ar };
const transportTables: Partial<Record<LanguageCode, TransportTable>> = {
  en: enTransport,
  cn: cnTransport,
  ar: arTransport,
};

function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    params[name] === undefined ? match : String(params[name]),
  );
}

export function errorMessage(
  lang: LanguageCode,
  key: ErrorKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(tables[lang]?.[key] ?? en[key], params);
}

export function transportMessage(lang: LanguageCode, key: keyof typeof enTransport): string {
  return transportTables[lang]?.[key] ?? enTransport[key];
}
