// Lingui: catalogs per interface language, compiled to TypeScript modules (`lingui compile
// --typescript`, git-ignored) that the PWA imports lazily per language. Two catalogs each: the
// storefront's (`messages`, loaded with every page) and the back office's (`backoffice`: the seller
// panel and the operator console, loaded by their routes), so that the texts of screens a buyer
// never opens do not weigh on the storefront's first screen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { languageCodes } from './domain/i18n/languages.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The back office's sources: its two feature rooms and the routes that frame them. */
const backoffice = [
  '<rootDir>/src/features/console',
  '<rootDir>/src/features/seller',
  ...fs
    .readdirSync(path.join(root, 'src/routes'))
    .filter((file) => /^_auth\.(admin|seller)\b/.test(file))
    .map((file) => `<rootDir>/src/routes/${file}`),
];

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
        '**/src/features/seller/**',
        '**/src/routes/_auth.admin*',
        '**/src/routes/_auth.seller*',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/backoffice',
      include: backoffice,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
