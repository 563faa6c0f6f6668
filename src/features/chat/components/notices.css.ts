// The notice feed's rows.
import { style } from '@vanilla-extract/css';
import { font, radius, space, tapArea, vars } from '../../../styles/theme.css.ts';

export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  flexWrap: 'wrap',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});
export const item = style({
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  background: vars.colour.surface,
  selectors: { '&[data-read="false"]': { borderInlineStart: `4px solid ${vars.colour.primary}` } },
});
export const itemHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  flexWrap: 'wrap',
});
export const dot = style({
  display: 'inline-block',
  inlineSize: 8,
  blockSize: 8,
  borderRadius: radius.pill,
  background: '#c62828',
  marginInlineEnd: space.xs,
  verticalAlign: 'middle',
});
export const body = style({
  margin: 0,
  marginBlockStart: space.xs,
  whiteSpace: 'pre-wrap',
  fontSize: font.size.md,
});
export const actions = style({ display: 'flex', gap: space.md, alignItems: 'center' });
export const link = style({ ...tapArea, color: vars.colour.primary });
export const linkButton = style({
  ...tapArea,
  border: 0,
  background: 'transparent',
  color: vars.colour.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  padding: 0,
});
