// Styles of "Verify my balance" on the wallet screen.
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../styles/theme.css.ts';

export const panel = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.lg,
  marginBlockEnd: space.lg,
});
export const results = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const result = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `2px solid ${vars.colour.border}`,
  overflowWrap: 'anywhere',
});
export const verified = style({ borderColor: '#1e7b34' });
export const failed = style({ borderColor: '#b3261e' });
export const verdict = style({ fontWeight: 700 });
