// Styles of the public transparency page.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../../styles/theme.css.ts';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: space.md,
  margin: 0,
});
export const figure = style({
  padding: space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.lg,
  background: vars.colour.surface,
});
export const figureLabel = style({ fontSize: font.size.md, color: vars.colour.muted });
export const figureValue = style({ fontSize: font.size.xxl, fontWeight: 700, margin: 0 });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.md });
export const cell = style({
  textAlign: 'start',
  padding: space.sm,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  overflowWrap: 'anywhere',
});
export const mono = style({ fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' });
/** Figures line up at the end of their column; "none in this period" wraps like any text. */
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
