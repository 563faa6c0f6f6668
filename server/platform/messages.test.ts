// Every offered language has a text for every error key and transport answer, keeping the
// placeholders of the English text.
import { describe, expect, it } from 'vitest';
import { errorKeys } from '../../domain/errors.ts';
import { languageCodes } from '../../domain/i18n/languages.ts';
import { errorMessage, errorTables, transportMessage, transportTables } from './messages.ts';
import { en, enTransport } from './messages/en.ts';

const transportKeys = Object.keys(enTransport) as (keyof typeof enTransport)[];
const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();

describe('server messages', () => {
  it.each(languageCodes)('%s has a text for every error key and transport answer', (code) => {
    expect(errorKeys.filter((key) => !errorTables[code][key]?.trim())).toEqual([]);
    expect(transportKeys.filter((key) => !transportTables[code][key]?.trim())).toEqual([]);
  });

  it.each(languageCodes)('%s keeps the placeholders of the English text', (code) => {
    const mismatched = errorKeys.filter(
      (key) => placeholders(errorTables[code][key]).join() !== placeholders(en[key]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('answers in the asked language and interpolates parameters', () => {
    expect(errorMessage('ar', 'address.limitReached', { max: 20 })).toContain('20');
    expect(errorMessage('de', 'address.limitReached', { max: 20 })).toBe(
      'Sie können höchstens 20 Adressen speichern',
    );
    expect(errorMessage('ja', 'order.alreadyReminded')).not.toBe(en['order.alreadyReminded']);
    expect(transportMessage('ru', 'notFound')).toBe('Не найдено');
  });
});
