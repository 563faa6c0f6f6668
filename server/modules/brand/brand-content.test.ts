// Every brand in brand-assets/ speaks every language it offers: a brand text missing or empty in
// one of them fails here, so no buyer reads English in their chosen language; and every palette
// reaches the contrast a console save requires.
import { describe, expect, it } from 'vitest';
import { missingBrandTexts } from '../../../domain/brand.ts';
import { contrastProblems } from '../../../domain/brand-contrast.ts';
import { BrandRegistry, defaultBrandAssetsDir } from './brand.service.ts';

const registry = new BrandRegistry(defaultBrandAssetsDir, 'wholesale');

describe('brand content', () => {
  it('finds every brand folder', () => {
    expect(registry.codes().sort()).toEqual(expect.arrayContaining(['meridian', 'wholesale']));
  });

  it.each(registry.codes())('%s has every text in every language it shows', (code) => {
    expect(missingBrandTexts(registry.get(code)!.config)).toEqual([]);
  });

  // The rule a save in the console applies (WCAG AA) holds for the brands shipped as files too.
  it.each(registry.codes())('%s has a palette of enough contrast', (code) => {
    expect(contrastProblems(registry.get(code)!.config.colours)).toEqual([]);
  });
});
