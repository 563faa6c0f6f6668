import { describe, expect, it } from 'vitest';
import {
  BANNER_COUNT,
  demoImageSvg,
  LOGO_COUNT,
  PALETTE_COUNT,
  productTypes,
  VARIANT_COUNT,
} from './images.ts';
import { demoCategories } from './vocabulary/categories.ts';
import { kinds } from './vocabulary/kinds.ts';
import { storeName } from './vocabulary/words.ts';

describe('demo images', () => {
  it('draws every product kind in every colourway and pose', () => {
    for (const type of productTypes) {
      for (let palette = 0; palette < PALETTE_COUNT; palette += 5) {
        for (let variant = 0; variant < VARIANT_COUNT; variant++) {
          const svg = demoImageSvg(`${type}-${palette}-${variant}.svg`);
          expect(svg, `${type}-${palette}-${variant}`).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
        }
      }
      expect(demoImageSvg(`cat-${type}.svg`)).toContain('<svg');
    }
    expect(demoImageSvg(`logo-${LOGO_COUNT - 1}.svg`)).toContain('<svg');
    expect(demoImageSvg(`banner-${BANNER_COUNT - 1}.svg`)).toContain('viewBox="0 0 1200 400"');
  });

  it('draws banners as finished pictures marked as demo, not as placeholder bars', () => {
    for (let n = 0; n < BANNER_COUNT; n++) {
      const svg = demoImageSvg(`banner-${n}.svg`)!;
      expect(svg).toContain('>DEMO</text>');
      // Stock on a shelf with price tags; no blank text lines or empty button (issue #40).
      expect(svg).toContain('rotate(');
      expect(svg).not.toMatch(/<rect x="80" y="\d+" width="\d+" height="\d+" rx="\d+" fill="#fff"/);
    }
  });

  it('is deterministic and differs between colourways', () => {
    expect(demoImageSvg('mug-3-0.svg')).toBe(demoImageSvg('mug-3-0.svg'));
    expect(demoImageSvg('mug-3-0.svg')).not.toBe(demoImageSvg('mug-4-0.svg'));
  });

  it('answers nothing for names that are not demo images', () => {
    for (const name of [
      'mug-99-0.svg',
      'mug-3-7.svg',
      'spaceship-1-0.svg',
      '../etc/passwd',
      'mug-3-0.svg/..',
      `logo-${LOGO_COUNT}.svg`,
      'banner-1.png',
      'cat-nothing.svg',
    ]) {
      expect(demoImageSvg(name), name).toBeUndefined();
    }
  });
});

describe('demo vocabulary', () => {
  it('has 40 distinct store names', () => {
    const names = Array.from({ length: 40 }, (_, n) => storeName(n));
    expect(new Set(names).size).toBe(40);
  });

  it('covers every product kind with a category, names in three languages and a price range', () => {
    const covered = new Set(demoCategories.flatMap((c) => c.children.flatMap((x) => x.types)));
    expect([...covered].sort()).toEqual([...productTypes].sort());
    const leaves = demoCategories.flatMap((c) => c.children);
    expect(demoCategories.length + leaves.length).toBeGreaterThanOrEqual(20);
    for (const type of productTypes) {
      const kind = kinds[type];
      expect(kind.nouns.length).toBeGreaterThan(0);
      expect(kind.ar.length).toBeGreaterThan(0);
      expect(kind.price[0]).toBeLessThan(kind.price[1]);
    }
  });
});
