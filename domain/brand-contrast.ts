// WCAG 2.2 colour contrast of a brand's theme tokens (success criteria 1.4.3 and 1.4.11): every
// pair of tokens the storefront draws one on the other must reach its minimum, or the brand is
// refused naming the pair and the ratio it reaches. Pure: the console's save and the tests use it.
import type { BrandColours } from './brand.ts';

type Token = keyof BrandColours;

/** 4.5:1 for body text, 3:1 for large text and user-interface controls (focus ring, buttons). */
export const TEXT_CONTRAST = 4.5;
export const CONTROL_CONTRAST = 3;

export interface ContrastPair {
  foreground: Token;
  background: Token;
  minimum: number;
}

/**
 * The pairs the theme contract draws together (src/styles/theme.css.ts): texts on the page, on
 * cards, in the header and footer, the button label on the primary colour, and the focus ring
 * and primary buttons against the page (controls). Borders are decoration and are not checked.
 */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: TEXT_CONTRAST },
  { foreground: 'text', background: 'surface', minimum: TEXT_CONTRAST },
  { foreground: 'muted', background: 'background', minimum: TEXT_CONTRAST },
  { foreground: 'muted', background: 'surface', minimum: TEXT_CONTRAST },
  { foreground: 'price', background: 'background', minimum: TEXT_CONTRAST },
  { foreground: 'price', background: 'surface', minimum: TEXT_CONTRAST },
  { foreground: 'primaryText', background: 'primary', minimum: TEXT_CONTRAST },
  { foreground: 'headerText', background: 'headerBackground', minimum: TEXT_CONTRAST },
  { foreground: 'footerText', background: 'footerBackground', minimum: TEXT_CONTRAST },
  { foreground: 'accent', background: 'background', minimum: CONTROL_CONTRAST },
  { foreground: 'accent', background: 'surface', minimum: CONTROL_CONTRAST },
  { foreground: 'primary', background: 'background', minimum: CONTROL_CONTRAST },
  { foreground: 'primary', background: 'surface', minimum: CONTROL_CONTRAST },
];

/** Relative luminance of a `#rrggbb` colour (WCAG 2.2 definition). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, from 1 to 21, either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastProblem extends ContrastPair {
  /** The ratio reached, rounded down to two decimals (never shown as passing when it does not). */
  ratio: number;
}

/** Every pair below its minimum, in the order of `contrastPairs`; empty when the palette passes. */
export function contrastProblems(colours: BrandColours): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of contrastPairs) {
    const ratio = contrastRatio(colours[pair.foreground], colours[pair.background]);
    if (ratio < pair.minimum) problems.push({ ...pair, ratio: Math.floor(ratio * 100) / 100 });
  }
  return problems;
}
