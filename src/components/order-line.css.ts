// One goods line of an order or of a store's part of the settlement.
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../styles/theme.css.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr auto',
  gap: space.sm,
  alignItems: 'center',
});

export const dividedLine = style([
  line,
  { paddingBlock: space.sm, borderBlockEnd: `1px solid ${vars.colour.border}` },
]);

export const image = style({
  width: '56px',
  height: '56px',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.colour.border,
});

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
