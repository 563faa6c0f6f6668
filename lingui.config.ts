// Lingui: catalogs per interface language, compiled to TypeScript modules (`lingui compile
// --typescript`, git-ignored) that the PWA imports lazily per language. Four catalogs each: the
// storefront's (`messages`, loaded with every page), the account's (`account`: wallet, orders,
// checkout, addresses, credit, loaded by the signed-in routes and /credit), the back office's
// (`backoffice`: the seller panel and the operator console, loaded by their routes; the console's
// room and every `src/features/<area>/backoffice` folder) and the chat's
// (`chat`: loaded with the header's chat corner after the first paint, and by the chat's own
// routes), so that texts the first screen does not show do not weigh on it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { languageCodes } from './domain/i18n/languages.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The back office's sources: the console's room, every feature's `backoffice/` folder (a
 * capability's operator and seller screens live with the capability), the shared back-office parts
 * (tables, the seller panel's styles), and the routes that frame them.
 */
const backoffice = [
  '<rootDir>/src/features/console',
  ...fs
    .readdirSync(path.join(root, 'src/features'))
    .filter((feature) => fs.existsSync(path.join(root, 'src/features', feature, 'backoffice')))
    .map((feature) => `<rootDir>/src/features/${feature}/backoffice`),
  '<rootDir>/src/components/backoffice',
  ...fs
    .readdirSync(path.join(root, 'src/routes'))
    .filter((file) => /^_auth\.(admin|seller)\b/.test(file))
    .map((file) => `<rootDir>/src/routes/${file}`),
];

/**
 * The account's sources: feature rooms used only by routes behind `/_auth` and by `/credit` (whose
 * layouts load the catalog before they render), and those routes' own files but the back
 * office's. A room a catalogue page starts to use must leave this list (its texts would be missing
 * there); `scripts/account-catalog.test.ts` checks that none is imported from outside these routes.
 */
/**
 * The route files that load the account catalog before they render (src/app/account-texts.ts):
 * those behind `/_auth` (the back office's among them), `/credit`, the sign-in, registration and
 * new-password pages, the install page and the transparency page.
 */
export const accountRoutes =
  /^(_auth\.|credit\.|transparency\.|-buy-again-provider|-user-dashboard|login\.|seller_\.login\.|register\.|forgot-password\.|app\[\.\]html\.)/;

export const accountRooms = ['credit', 'wallet', 'orders', 'address', 'checkout', 'transparency'];

/**
 * Files outside those rooms that only the account's pages show (signing in, registering, a new
 * password, the install page; the settings, the favourites lists, the pickers and
 * decision dialogs of returns, reviews, loans and the back office): their texts go with the
 * account's. The same test checks them.
 */
export const accountFiles = [
  'src/features/account/use-account-text.ts',
  'src/features/account/components/login-form.tsx',
  'src/features/account/components/register-form.tsx',
  'src/features/account/components/forgot-password-form.tsx',
  'src/features/account/components/slider-captcha.tsx',
  'src/features/account/components/code-button.tsx',
  'src/features/account/components/wallet-code-field.tsx',
  'src/features/install/components/install-page.tsx',
  'src/features/account/components/settings-index.tsx',
  'src/features/account/components/cancellation-form.tsx',
  'src/features/account/components/email-form.tsx',
  'src/features/account/components/email-code-fields.tsx',
  'src/features/account/components/safeword-form.tsx',
  'src/features/account/components/password-form.tsx',
  'src/features/account/components/new-password-fields.tsx',
  'src/features/favourites/components/kept-goods-list.tsx',
  'src/features/favourites/components/followed-stores-list.tsx',
  'src/features/favourites/components/favourites-list-frame.tsx',
  'src/components/reason-dialog.tsx',
  'src/components/decision-buttons.tsx',
  'src/components/decision-queue.tsx',
  'src/components/photo-picker.tsx',
  'src/components/image-upload.tsx',
  'src/components/record-pager.tsx',
];
const account = [
  ...accountRooms.map((room) => `<rootDir>/src/features/${room}`),
  ...accountFiles.map((file) => `<rootDir>/${file}`),
  ...fs
    .readdirSync(path.join(root, 'src/routes'))
    .filter((file) => accountRoutes.test(file))
    .filter((file) => !/^_auth\.(admin|seller)\b/.test(file))
    .map((file) => `<rootDir>/src/routes/${file}`),
];

/**
 * The chat's sources: everything in its feature room but what pages show before the chat corner
 * loads (the "contact the store" button) and the room's door (`index.ts`). Files, so a new chat
 * file joins the chat catalog by itself.
 */
const chatRoom = path.join(root, 'src/features/chat');
const chat = (fs.readdirSync(chatRoom, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file))
  .filter((file) => !['index.ts', 'components/contact-store.tsx'].includes(file))
  .map((file) => `src/features/chat/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languageCodes],
  // Untranslated messages fall back to English rather than showing message ids.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // Exclusions are glob patterns, not folders.
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/src/features/console/**',
        '**/src/features/*/backoffice/**',
        '**/src/components/backoffice/**',
        '**/src/routes/_auth.admin*',
        '**/src/routes/_auth.seller*',
        ...chat.map((file) => `**/${file}`),
        ...account.map(
          (source) =>
            `${source.replace('<rootDir>/', '**/')}${source.endsWith('.tsx') ? '' : '/**'}`,
        ),
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/account',
      include: account,
      exclude: ['**/node_modules/**', '**/*.test.*', '**/src/features/*/backoffice/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/backoffice',
      include: backoffice,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/chat',
      include: chat.map((file) => `<rootDir>/${file}`),
    },
  ],
  format: formatter({ lineNumbers: false }),
});
