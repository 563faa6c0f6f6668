// The signed-in pages' texts (wallet, orders, checkout, addresses, credit: their own catalog,
// lingui.config.ts), loaded by the routes behind `/_auth`, by `/credit` and by `/merchantSettled`
// before they render. Imported dynamically, like the chat's (chat-texts.ts), so that neither the
// texts nor this table of 21 catalogs weigh on the first screen.
import type { Messages } from '@lingui/core';
import type { LanguageCode } from '../../domain/i18n/languages.ts';
import { currentLanguage, i18n } from './i18n.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/account.ts');

function catalog(code: LanguageCode) {
  return catalogs[`../../locales/${code}/account.ts`] ?? catalogs['../../locales/en/account.ts'];
}

let loaded: Promise<void> | undefined;

/** Adds the account catalog to this page's language, once per page load (a switch reloads it). */
export function loadAccountTexts(): Promise<void> {
  loaded ??= (async () => {
    const code = currentLanguage();
    const load = catalog(code);
    if (load) i18n.load(code, (await load()).messages);
  })().catch((error: unknown) => {
    loaded = undefined; // did not arrive (offline): asked for again the next time
    throw error;
  });
  return loaded;
}

/**
 * Fetches the account catalog without adding it, once the page is idle: the worker keeps it, so
 * the signed-in pages have their texts offline too.
 */
export function prefetchAccountTexts(): void {
  void catalog(currentLanguage())?.().catch(() => undefined);
}
