import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../../domain/i18n/languages.ts';
import { demoCategories } from './categories.ts';

describe('demo category names', () => {
  const all = demoCategories.flatMap((top) => [top, ...top.children]);

  it('name every category in every interface language', () => {
    for (const category of all) {
      for (const lang of languageCodes) {
        expect(category.name[lang]?.trim(), `${category.key} in ${lang}`).toBeTruthy();
      }
      expect(Object.keys(category.name).sort(), category.key).toEqual([...languageCodes].sort());
    }
  });

  it('keep sibling categories apart in every language', () => {
    const levels = [demoCategories, ...demoCategories.map((top) => top.children)];
    for (const level of levels) {
      for (const lang of languageCodes) {
        const names = level.map((category) => category.name[lang]);
        expect(new Set(names).size, `${lang}: ${names.join(', ')}`).toBe(names.length);
      }
    }
  });
});
