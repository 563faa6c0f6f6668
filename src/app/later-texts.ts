// The catalogs that arrive after the first screen, as the routes that show their texts load them
// before they render (`beforeLoad`) and the header's chat corner loads the chat's. Each catalog's
// table of 21 languages is a late chunk of its own (account-texts.ts, backoffice-texts.ts,
// chat-texts.ts), fetched on the first call.
export const loadAccountTexts = () =>
  import('./account-texts.ts').then((texts) => texts.loadAccountTexts());
export const loadBackofficeTexts = () =>
  import('./backoffice-texts.ts').then((texts) => texts.loadBackofficeTexts());
export const loadChatTexts = () => import('./chat-texts.ts').then((texts) => texts.loadChatTexts());
