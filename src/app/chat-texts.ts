// The chat's texts (their own catalog, lingui.config.ts): loaded with the header's chat corner
// after the first paint, and before the routes that show chat screens render. Imported
// dynamically, so that neither the texts nor this table of 21 catalogs weigh on the first screen.
import type { Messages } from '@lingui/core';
import { laterCatalog } from './i18n.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/chat.ts');

/** Adds the chat's catalog to this page's language, once per page load (a switch reloads it). */
export const loadChatTexts = laterCatalog(catalogs, 'chat');
