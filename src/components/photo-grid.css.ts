// A grid of square photo tiles: the pictures a buyer is uploading (photo-picker.tsx) and the ones
// a return or refund request carries (the order's page).
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../styles/theme.css.ts';

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
