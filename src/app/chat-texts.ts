// The chat's texts (their own catalog, lingui.config.ts): loaded with the header's chat corner
// after the first paint, and before the routes that show chat screens render. Imported
// dynamically, so that neither the texts nor this table of 21 catalogs weigh on the first screen.
import type { Messages } from '@lingui/core';
import { currentLanguage, i18n } from './i18n.ts';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/chat.ts');

let loaded: Promise<void> | undefined;

/** Adds the chat's catalog to this page's language, once per page load (a switch reloads it). */
export function loadChatTexts(): Promise<void> {
  loaded ??= (async () => {
    const code = currentLanguage();
    const load = catalogs[`../../locales/${code}/chat.ts`] ?? catalogs['../../locales/en/chat.ts'];
    if (load) i18n.load(code, (await load()).messages);
  })().catch((error: unknown) => {
    loaded = undefined; // did not arrive (offline): asked for again the next time
    throw error;
  });
  return loaded;
}
