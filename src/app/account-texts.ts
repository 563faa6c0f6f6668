// The account's texts (signing in and registering, the signed-in pages: wallet, orders, checkout,
// addresses, credit; their own catalog, lingui.config.ts), loaded before they render by the routes
// `accountRoutes` names there and by `/merchantSettled`. Imported dynamically, like the chat's (chat-texts.ts), so that neither the
// texts nor this table of 21 catalogs weigh on the first screen.
import type { Messages } from '@lingui/core';
import { catalogOf, currentLanguage, laterCatalog } from './i18n.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/account.ts');

/** Adds the account catalog to this page's language, once per page load (a switch reloads it). */
export const loadAccountTexts = laterCatalog(catalogs, 'account');

/**
 * Fetches the account catalog without adding it, once the page is idle: the worker keeps it, so
 * the signed-in pages have their texts offline too.
 */
export function prefetchAccountTexts(): void {
  void catalogOf(catalogs, 'account', currentLanguage())?.().catch(() => undefined);
}
