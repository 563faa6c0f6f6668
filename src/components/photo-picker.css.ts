// Photos being uploaded, in the photo grid (photo-grid.css.ts): each tile's progress bar and
// remove button, and the tile that adds one.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../styles/theme.css.ts';

export const photoRemove = style({
  position: 'absolute',
  insetBlockStart: space.xs,
  insetInlineEnd: space.xs,
  width: '28px',
  height: '28px',
  borderRadius: radius.pill,
  border: 'none',
  background: 'rgb(0 0 0 / 0.6)',
  color: '#ffffff',
  cursor: 'pointer',
});

export const progress = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  width: '100%',
});

export const addPhoto = style({
  aspectRatio: '1',
  display: 'grid',
  placeItems: 'center',
  borderRadius: radius.sm,
  border: `2px dashed ${vars.colour.border}`,
  cursor: 'pointer',
  color: vars.colour.muted,
  fontSize: font.size.sm,
  textAlign: 'center',
  padding: space.xs,
});
