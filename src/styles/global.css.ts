// Page-wide rules: box model, base typography, visible focus for keyboard users, reduced motion,
// and isolation of numbers inside right-to-left text.
import { globalStyle } from '@vanilla-extract/css';
import { floatingBar, font, space, tapSize, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingBlockStart: '120px',
  // The cart's floating bar and the floating button below it fill the bottom of the window up to
  // the bar's top (theme.css.ts `floatingBar`): a control reached with Tab is scrolled clear of
  // them, not left half under the cart bar (WCAG 2.4.11, focus not obscured).
  scrollPaddingBlockEnd: `calc(${floatingBar.insetBlockEnd} + ${floatingBar.blockSize} + ${space.md})`,
});
globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: font.size.md,
  lineHeight: 1.5,
  color: vars.colour.text,
  background: vars.colour.background,
  minWidth: '320px',
});
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('h1, h2, h3, p', { marginBlock: 0 });
// Every control is at least a finger wide and tall; :where() weighs nothing, so a component's own
// size and display still apply above this floor. Checkboxes and radios take it from their label.
globalStyle(
  ':where(button, select, textarea, summary, [role="tab"], input:not([type="checkbox"], [type="radio"], [type="hidden"]))',
  { minBlockSize: tapSize, minInlineSize: tapSize },
);
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.colour.accent}`,
  outlineOffset: '2px',
  borderRadius: '2px',
});
globalStyle('bdi', { unicodeBidi: 'isolate' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
