// Interface language: the Lingui instance, lazy catalogs (one chunk per language), text direction,
// and the spec's `?lang=` switch (store, strip from the URL, reload) and `?code=` agent code.
import { i18n, type Messages } from '@lingui/core';
import {
  bcp47,
  defaultLanguage,
  isLanguageCode,
  isRtl,
  type LanguageCode,
} from '../../domain/i18n/languages.ts';
import { requestLanguage, setRequestLanguage } from '../lib/language.ts';
import { brandText, currentBrand } from '../lib/brand.ts';
import { storage } from '../lib/storage.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.ts');

/** A table of one catalog's languages, from `import.meta.glob` in src/app/. */
export type CatalogTable = Record<string, () => Promise<{ messages: Messages }>>;

/** A language's module of a catalog table (English's when that language has none). */
export function catalogOf(table: CatalogTable, name: string, code: LanguageCode) {
  return table[`../../locales/${code}/${name}.ts`] ?? table[`../../locales/en/${name}.ts`];
}

/**
 * A loader that adds a catalog that arrives after the first render (the chat's, the account's, the
 * back office's) to this page's language, once per page load (a switch reloads it); one that did
 * not arrive (offline) is asked for again the next time.
 */
export function laterCatalog(table: CatalogTable, name: string): () => Promise<void> {
  let loaded: Promise<void> | undefined;
  return () => {
    loaded ??= (async () => {
      const code = currentLanguage();
      const load = catalogOf(table, name, code);
      if (load) addMessages(code, (await load()).messages);
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * Adds a later catalog's texts to a language. Into the active language they go without Lingui's
 * change event: that event renders every text on the page again (I18nProvider), about 300 ms on a
 * slow phone right after the page attached, for texts that only the pieces loading with them use
 * (they render once their catalog is in). Before the language is active, `load` does it (nothing
 * has rendered yet).
 */
export function addMessages(code: LanguageCode, messages: Messages): void {
  if (i18n.locale === code) Object.assign(i18n.messages, messages);
  else i18n.load(code, messages);
}

/** The language of this page load (switching reloads the page). */
export const currentLanguage = requestLanguage;

/** The language to start with: stored choice unless the brand hides it, else English. */
export function initialLanguage(hidden: readonly string[]): LanguageCode {
  const stored = storage.language();
  return stored && !hidden.includes(stored) ? stored : defaultLanguage;
}

/** The storefront catalog of a language (English when it has none); also the server's renderer's. */
export async function storefrontMessages(code: LanguageCode): Promise<Messages> {
  const load = catalogOf(catalogs, 'messages', code);
  return load ? (await load()).messages : {};
}

export async function activateLanguage(code: LanguageCode): Promise<void> {
  const messages = await storefrontMessages(code);
  i18n.load(code, messages);
  i18n.activate(code, [bcp47[code], 'en']);
  setRequestLanguage(code);
  const root = document.documentElement;
  root.lang = bcp47[code];
  root.dir = isRtl(code) ? 'rtl' : 'ltr';
  // The server titled the page in the cookie's language, which a `?lang=` switch has just changed.
  document.title = brandText(currentBrand().title);
  languageCookie(code);
}

/** The server reads it to render the page (and its brand texts) in this language. */
function languageCookie(code: LanguageCode): void {
  document.cookie = `lang=${code}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Stores the chosen language where both the PWA and the server will find it on the reload. */
function rememberLanguage(code: LanguageCode): void {
  storage.setLanguage(code);
  languageCookie(code);
}

/** Stores a language and reloads the current page without `lang` in its URL. */
export function switchLanguage(code: LanguageCode): void {
  rememberLanguage(code);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  window.location.replace(url.toString());
}

/**
 * Handles `?code=` (agent code, kept) and `?lang=` (store and reload without it) on a URL.
 * Returns true when a reload was started, so the caller stops rendering.
 */
export function applyUrlParameters(href: string, hidden: readonly string[]): boolean {
  const url = new URL(href);
  const agent = url.searchParams.get('code');
  if (agent) storage.setAgentCode(agent.slice(0, 64));
  const lang = url.searchParams.get('lang');
  if (lang === null) return false;
  if (isLanguageCode(lang) && !hidden.includes(lang)) rememberLanguage(lang);
  url.searchParams.delete('lang');
  window.location.replace(url.toString());
  return true;
}

export { i18n };
