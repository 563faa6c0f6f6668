import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { addMessages } from './i18n.ts';

describe('addMessages', () => {
  it('adds a later catalog to the active language without re-rendering the page', () => {
    i18n.load('de', { shown: 'Angezeigt' });
    i18n.activate('de');
    let changes = 0;
    const stop = i18n.on('change', () => {
      changes += 1;
    });
    addMessages('de', { later: 'Später' });
    stop();
    expect(changes).toBe(0);
    expect(i18n._('later')).toBe('Später');
    expect(i18n._('shown')).toBe('Angezeigt');
  });

  it('keeps a catalog that arrives before its language is active', () => {
    addMessages('fr', { early: 'Tôt' });
    i18n.load('fr', { first: 'Premier' });
    i18n.activate('fr');
    expect(i18n._('early')).toBe('Tôt');
    expect(i18n._('first')).toBe('Premier');
  });
});
