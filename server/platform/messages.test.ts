// The message tables of the languages declared complete must cover every error key.
import { describe, expect, it } from 'vitest';
import { errorKeys } from '../../domain/errors.ts';
import { errorMessage } from './messages.ts';
import { ar, arTransport } from './messages/ar.ts';
import { cn, cnTransport } from './messages/cn.ts';
import { enTransport } from './messages/en.ts';

describe('server messages', () => {
  it.each([
    ['cn', cn, cnTransport],
    ['ar', ar, arTransport],
  ] as const)(
    '%s has a text for every error key and transport answer',
    (_code, table, transport) => {
      expect(errorKeys.filter((key) => !table[key])).toEqual([]);
      expect(
        Object.keys(enTransport).filter((key) => !transport[key as keyof typeof enTransport]),
      ).toEqual([]);
    },
  );

  it('interpolates parameters and falls back to English', () => {
    expect(errorMessage('ar', 'address.limitReached', { max: 20 })).toContain('20');
    expect(errorMessage('ja', 'order.alreadyReminded')).toBe('This order has been reminded');
  });

  it('keeps the placeholders of the English text in every translation', () => {
    for (const key of errorKeys) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      const english = placeholders(errorMessage('en', key));
      expect(placeholders(errorMessage('cn', key)), `cn ${key}`).toEqual(english);
      expect(placeholders(errorMessage('ar', key)), `ar ${key}`).toEqual(english);
    }
  });
});
