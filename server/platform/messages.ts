// Looks up the localized text of an error key: the language's table, else English.
// A language added to domain/i18n/languages.ts does not compile until it has a table here.
import type { ErrorKey } from '../../domain/errors.ts';
import type { LanguageCode } from '../../domain/i18n/languages.ts';
import { af, afTransport } from './messages/af.ts';
import { ar, arTransport } from './messages/ar.ts';
import { cn, cnTransport } from './messages/cn.ts';
import { de, deTransport } from './messages/de.ts';
import { el, elTransport } from './messages/el.ts';
import { en, enTransport } from './messages/en.ts';
import { es, esTransport } from './messages/es.ts';
import { fr, frTransport } from './messages/fr.ts';
import { hi, hiTransport } from './messages/hi.ts';
import { id, idTransport } from './messages/id.ts';
import { it, itTransport } from './messages/it.ts';
import { ja, jaTransport } from './messages/ja.ts';
import { ko, koTransport } from './messages/ko.ts';
import { ms, msTransport } from './messages/ms.ts';
import { ph, phTransport } from './messages/ph.ts';
import { pt, ptTransport } from './messages/pt.ts';
import { ru, ruTransport } from './messages/ru.ts';
import { th, thTransport } from './messages/th.ts';
import { tr, trTransport } from './messages/tr.ts';
import { tw, twTransport } from './messages/tw.ts';
import { vi, viTransport } from './messages/vi.ts';

type Table = Partial<Record<ErrorKey, string>>;
type TransportTable = Partial<typeof enTransport>;

// Every offered language has a table (the type says so); a key missing from one falls back to English.
export const errorTables: Record<LanguageCode, Table> = {
  af,
  ar,
  cn,
  de,
  el,
  en,
  es,
  fr,
  hi,
  id,
  it,
  ja,
  ko,
  ms,
  ph,
  pt,
  ru,
  th,
  tr,
  tw,
  vi,
};
export const transportTables: Record<LanguageCode, TransportTable> = {
  af: afTransport,
  ar: arTransport,
  cn: cnTransport,
  de: deTransport,
  el: elTransport,
  en: enTransport,
  es: esTransport,
  fr: frTransport,
  hi: hiTransport,
  id: idTransport,
  it: itTransport,
  ja: jaTransport,
  ko: koTransport,
  ms: msTransport,
  ph: phTransport,
  pt: ptTransport,
  ru: ruTransport,
  th: thTransport,
  tr: trTransport,
  tw: twTransport,
  vi: viTransport,
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
  return interpolate(errorTables[lang][key] ?? en[key], params);
}

export function transportMessage(lang: LanguageCode, key: keyof typeof enTransport): string {
  return transportTables[lang][key] ?? enTransport[key];
}
