// The seller panel's and the operator console's texts (their own catalog, lingui.config.ts),
// loaded before their routes render (and the store application's, /merchantSettled). Imported
// dynamically, like the chat's and the account's, so that this table of 21 catalogs does not weigh
// on a buyer's first screen.
import type { Messages } from '@lingui/core';
import { laterCatalog } from './i18n.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/backoffice.ts');

/** Adds the back office's catalog to this page's language, once per page load (a switch reloads it). */
export const loadBackofficeTexts = laterCatalog(catalogs, 'backoffice');
