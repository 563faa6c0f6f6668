// Every shipped interface catalog translates every English message, keeping its ICU arguments
// and its numbered rich-text tags, so no screen falls back to English or drops a value.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../domain/i18n/languages.ts';

type Entry = { message?: string; translation?: string; obsolete?: boolean };

const po = formatter({ lineNumbers: false });

/** The storefront's catalog, the account's, the back office's and the chat's (lingui.config.ts). */
const catalogNames = ['messages', 'account', 'backoffice', 'chat'] as const;

function readCatalog(code: string, name: string): Record<string, Entry> {
  const filename = fileURLToPath(new URL(`../locales/${code}/${name}.po`, import.meta.url));
  return po.parse(readFileSync(filename, 'utf8'), {
    locale: code,
    sourceLocale: 'en',
    filename,
  }) as Record<string, Entry>;
}

/** The argument names (with their ICU type) and the rich-text tags of a message, sorted. */
function placeholders(message: string): string[] {
  const found: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.push(type ? `{${name}, ${type}}` : `{${name}}`);
      if (format && typeof format === 'object') {
        for (const [choice, branch] of Object.entries(format)) {
          if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessage(message));
  found.push(...(message.match(/<\/?\d+\/?>/g) ?? []));
  return found.sort();
}

describe.each(catalogNames)('interface catalog %s', (name) => {
  const english = readCatalog('en', name);
  const englishIds = Object.keys(english).filter((id) => !english[id]?.obsolete);

  it('English has a source text for every message', () => {
    expect(englishIds.length).toBeGreaterThan(0);
    expect(englishIds.filter((id) => !english[id]?.message)).toEqual([]);
  });

  it.each(languageCodes.filter((code) => code !== 'en'))(
    '%s translates every message with the same placeholders and tags',
    (code) => {
      const catalog = readCatalog(code, name);
      const problems: string[] = [];
      for (const id of englishIds) {
        const source = english[id]?.message ?? '';
        const translation = catalog[id]?.translation?.trim();
        if (!translation) {
          problems.push(`missing: ${source}`);
          continue;
        }
        // A translation script once wrote the whole map of languages as each one's text (ICU
        // quoting hid its braces from the placeholder check); a screen showed it verbatim.
        if (/'[a-z]{2}':\s*['"]/.test(translation)) {
          problems.push(`a map of languages instead of a translation: ${source}`);
          continue;
        }
        const expected = placeholders(source);
        const actual = placeholders(translation);
        if (expected.join(' ') !== actual.join(' ')) {
          problems.push(`placeholders differ: ${source} -> ${translation}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
