// A grid of photos being uploaded: square tiles with a progress bar and a remove button.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../styles/theme.css.ts';

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: space.sm,
});

export const photo = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: radius.sm,
  overflow: 'hidden',
  background: vars.colour.border,
});

export const photoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

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
