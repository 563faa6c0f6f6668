// Lingui: catalogs per interface language in `locales/<code>/messages.po`, compiled to TypeScript
// modules (`lingui compile --typescript`, git-ignored) that the PWA imports lazily per language.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { languageCodes } from './domain/i18n/languages.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...languageCodes],
  // Untranslated messages fall back to English rather than showing message ids.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
