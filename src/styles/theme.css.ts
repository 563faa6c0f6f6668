// The theme contract: colour tokens are CSS variables that the server sets from the brand
// (`brand-assets/<code>/brand.json` colours), so one build serves every brand; spacing, radii and
// type are shared.
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract({
  colour: {
    primary: 'brand-primary',
    primaryText: 'brand-primary-text',
    accent: 'brand-accent',
    price: 'brand-price',
    background: 'brand-background',
    surface: 'brand-surface',
    text: 'brand-text',
    muted: 'brand-muted',
    border: 'brand-border',
    headerBackground: 'brand-header-background',
    headerText: 'brand-header-text',
    footerBackground: 'brand-footer-background',
    footerText: 'brand-footer-text',
  },
});

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' };
export const radius = { sm: '4px', md: '8px', lg: '12px', pill: '999px' };
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", Arial, sans-serif',
  size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
};
export const layout = { maxWidth: '1240px' };
/**
 * The smallest area a finger has to hit: 44 x 44 CSS pixels (WCAG 2.5.5's enhanced target size),
 * for every control on every screen. Links that are blocks of their own take it through `tapArea`.
 */
export const tapSize = '44px';
export const tapArea = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: tapSize,
  minInlineSize: tapSize,
} as const;
/**
 * Where the cart's floating bar sits: its distance from the bottom of the window and its height
 * (the floating button fits below it). The page's scroll padding keeps focus clear of both
 * (global.css.ts), so it follows the bar if the bar moves.
 */
export const floatingBar = { insetBlockEnd: '80px', blockSize: '48px' } as const;
/** Breakpoints, mobile first. */
export const media = {
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 1024px)',
};
