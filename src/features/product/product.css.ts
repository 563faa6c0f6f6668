// Product page: gallery, buy box, description, reviews.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapArea, vars } from '../../styles/theme.css.ts';

export const top = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const gallery = style({ display: 'grid', gap: space.sm, alignContent: 'start' });
export const mainImage = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: radius.md,
  background: vars.colour.background,
});
export const thumbs = style({
  display: 'flex',
  gap: space.sm,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbButton = style({
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: radius.sm,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.colour.primary } },
});
export const thumbImage = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: radius.sm,
});

export const buyBox = style({ display: 'grid', gap: space.md, alignContent: 'start' });
export const title = style({ fontSize: font.size.xl, fontWeight: 700, lineHeight: 1.3 });
export const priceBox = style({
  background: vars.colour.background,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.xs,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space.lg,
  rowGap: space.xs,
  margin: 0,
});
export const factName = style({ color: vars.colour.muted });
export const factValue = style({ margin: 0 });
export const factLink = style({ ...tapArea, color: vars.colour.accent });
export const notes = style({
  display: 'grid',
  gap: space.xs,
  margin: 0,
  paddingInlineStart: space.lg,
  color: vars.colour.muted,
});
export const description = style({
  whiteSpace: 'pre-line',
  fontSize: font.size.lg,
  maxWidth: '80ch',
});

export const storeCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  textDecoration: 'none',
  color: vars.colour.text,
});
export const storeLogo = style({
  width: '48px',
  height: '48px',
  borderRadius: radius.pill,
  objectFit: 'cover',
});

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});
export const review = style({
  display: 'grid',
  gap: space.xs,
  paddingBlockEnd: space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});
export const reviewHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  fontSize: font.size.sm,
});
export const ratingBadge = style({
  borderRadius: radius.sm,
  paddingInline: '6px',
  fontSize: font.size.xs,
  fontWeight: 700,
  background: vars.colour.background,
  border: `1px solid ${vars.colour.border}`,
});
export const reviewImages = style({
  display: 'flex',
  gap: space.xs,
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const reviewImage = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: radius.sm,
});

export const verified = style({
  fontSize: font.size.xs,
  color: vars.colour.text,
  fontWeight: 600,
});
export const reviewImageButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  borderRadius: radius.sm,
});
export const storeReply = style({
  marginBlock: 0,
  paddingInlineStart: space.md,
  borderInlineStart: `3px solid ${vars.colour.border}`,
  fontSize: font.size.sm,
});
export const lightbox = style({
  position: 'fixed',
  zIndex: 71,
  inset: 0,
  margin: 'auto',
  height: 'fit-content',
  maxHeight: '100dvh',
  width: 'min(100vw, 960px)',
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: radius.lg,
  padding: space.md,
  display: 'grid',
  gap: space.md,
  overflow: 'auto',
});
export const lightboxTitle = style({ fontSize: font.size.md, margin: 0 });
export const lightboxImage = style({
  width: '100%',
  maxHeight: '75dvh',
  objectFit: 'contain',
});
