import { describe, expect, it } from 'vitest';
import type { BrandColours } from './brand.ts';
import { contrastProblems, contrastRatio, relativeLuminance } from './brand-contrast.ts';

const passing: BrandColours = {
  primary: '#0f766e',
  primaryText: '#ffffff',
  accent: '#7c3aed',
  price: '#be123c',
  background: '#f0fdfa',
  surface: '#ffffff',
  text: '#042f2e',
  muted: '#3f5f5c',
  border: '#99d5cc',
  headerBackground: '#0f766e',
  headerText: '#ffffff',
  footerBackground: '#042f2e',
  footerText: '#ccfbf1',
};

describe('contrastRatio', () => {
  it('follows the WCAG definition: black on white is 21:1, a colour on itself 1:1', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The well-known grey at the edge of AA: #767676 on white passes 4.5, #777777 does not.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('contrastProblems', () => {
  it('passes a palette whose every drawn pair reaches its minimum', () => {
    expect(contrastProblems(passing)).toEqual([]);
  });

  it('names the pair, its minimum and the ratio reached (rounded down) for text below 4.5:1', () => {
    const problems = contrastProblems({ ...passing, muted: '#777777' });
    expect(problems).toEqual([
      { foreground: 'muted', background: 'background', minimum: 4.5, ratio: 4.29 },
      { foreground: 'muted', background: 'surface', minimum: 4.5, ratio: 4.47 },
    ]);
  });

  it('holds controls to 3:1: a focus ring of 2.9:1 is refused, 3.1:1 passes', () => {
    const pale = contrastProblems({ ...passing, background: '#ffffff', accent: '#a0a0a0' });
    expect(pale.map((p) => `${p.foreground}/${p.background}@${p.minimum}`)).toEqual([
      'accent/background@3',
      'accent/surface@3',
    ]);
    expect(contrastProblems({ ...passing, background: '#ffffff', accent: '#8a8a8a' })).toEqual([]);
  });

  it('checks the header, footer and button label pairs', () => {
    const problems = contrastProblems({
      ...passing,
      headerText: '#eeeeee',
      headerBackground: '#ffffff',
      footerText: '#333333',
      footerBackground: '#222222',
      primaryText: '#0f766e',
    });
    expect(problems.map((p) => `${p.foreground}/${p.background}`)).toEqual([
      'primaryText/primary',
      'headerText/headerBackground',
      'footerText/footerBackground',
    ]);
  });
});
