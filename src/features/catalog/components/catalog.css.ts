// Dense product grids and cards in the style of a wholesale marketplace.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const gridWide = style({
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

/** Holds a card and the heart over its picture. */
export const cardBox = style({ position: 'relative', height: '100%' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  overflow: 'hidden',
  textDecoration: 'none',
  color: vars.colour.text,
  transition: 'box-shadow 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.colour.primary, boxShadow: '0 2px 10px rgb(0 0 0 / 0.08)' },
  },
});

export const imageBox = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  background: vars.colour.background,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const discountBadge = style({
  position: 'absolute',
  insetBlockStart: space.xs,
  insetInlineStart: space.xs,
  background: vars.colour.price,
  color: '#ffffff',
  fontSize: font.size.xs,
  fontWeight: 700,
  paddingInline: '6px',
  borderRadius: radius.sm,
});

export const body = style({
  display: 'grid',
  gap: '4px',
  padding: space.sm,
  flex: 1,
  alignContent: 'start',
});

export const name = style({
  fontSize: font.size.sm,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: `calc(${font.size.sm} * 1.35 * 2)`,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space.sm,
});

export const price = style({ color: vars.colour.price, fontWeight: 700, fontSize: font.size.lg });
export const priceLarge = style({ color: vars.colour.price, fontWeight: 700, fontSize: '28px' });

export const original = style({
  color: vars.colour.muted,
  fontSize: font.size.xs,
  textDecoration: 'line-through',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.xs,
  fontSize: font.size.xs,
  color: vars.colour.muted,
});

export const moqBadge = style({
  display: 'inline-block',
  justifySelf: 'start',
  border: `1px solid ${vars.colour.primary}`,
  color: vars.colour.primary,
  borderRadius: radius.sm,
  paddingInline: '5px',
  fontSize: font.size.xs,
  fontWeight: 600,
  background: vars.colour.surface,
});

export const sellerName = style({
  display: 'block',
  fontSize: font.size.xs,
  color: vars.colour.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const skeletonCard = style({ aspectRatio: '3 / 4' });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: space.sm,
  marginBlockStart: space.lg,
});

export const sellerGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const sellerCard = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: space.md,
  alignItems: 'center',
  padding: space.md,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  textDecoration: 'none',
  color: vars.colour.text,
  selectors: { '&:hover': { borderColor: vars.colour.primary } },
});

export const sellerLogo = style({
  width: '56px',
  height: '56px',
  borderRadius: radius.pill,
  objectFit: 'cover',
  background: vars.colour.background,
});

export const sellerTitle = style({
  display: 'block',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  fontSize: font.size.xs,
  color: vars.colour.muted,
});

export const priceInput = style({
  width: '7em',
  minHeight: tapSize,
  paddingInline: space.sm,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.sm,
  background: vars.colour.surface,
});

export const fieldInline = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
