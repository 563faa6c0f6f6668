// Home page: banner carousel, category strip and store row.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../styles/theme.css.ts';

export const carousel = style({
  position: 'relative',
  borderRadius: radius.lg,
  overflow: 'hidden',
  marginBlockEnd: space.lg,
  background: vars.colour.surface,
});

export const slides = style({
  position: 'relative',
  aspectRatio: '2 / 1',
  '@media': { [media.desktop]: { aspectRatio: '16 / 5' } },
});

export const slide = style({
  position: 'absolute',
  inset: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const slideLink = style({ display: 'block', width: '100%', height: '100%' });
export const slideImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const slideCaption = style({
  position: 'absolute',
  insetInlineStart: space.md,
  // Phones: above the controls; wider screens: bottom corner, beside them.
  insetBlockStart: space.md,
  '@media': {
    [media.tablet]: {
      insetBlockStart: 'auto',
      insetBlockEnd: space.xl,
      insetInlineStart: space.lg,
    },
  },
  maxWidth: '70%',
  background: 'rgb(0 0 0 / 0.62)',
  color: '#ffffff',
  paddingBlock: space.xs,
  paddingInline: space.md,
  borderRadius: radius.sm,
  fontWeight: 700,
  fontSize: font.size.lg,
});

export const controls = style({
  position: 'absolute',
  insetBlockEnd: space.sm,
  insetInlineEnd: space.sm,
  display: 'flex',
  gap: space.xs,
  alignItems: 'center',
});

export const control = style({
  minWidth: tapSize,
  height: tapSize,
  borderRadius: radius.pill,
  border: 'none',
  background: 'rgb(0 0 0 / 0.62)',
  color: '#ffffff',
  cursor: 'pointer',
  fontSize: font.size.lg,
});

// The dot a finger hits is the whole 44 px button; the visible dot is drawn inside it. A phone has
// no room for a row of 44 px dots beside the arrows, so there the arrows alone move the slides.
export const dot = style({
  width: tapSize,
  height: tapSize,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  padding: 0,
  display: 'none',
  placeItems: 'center',
  '@media': { [media.tablet]: { display: 'grid' } },
  '::before': {
    content: '""',
    width: '20px',
    height: '20px',
    borderRadius: radius.pill,
    border: '2px solid #ffffff',
    background: 'rgb(0 0 0 / 0.45)',
  },
  selectors: { '&[aria-current="true"]::before': { background: '#ffffff' } },
});

export const hero = style({
  display: 'grid',
  gap: space.md,
  alignContent: 'center',
  padding: space.xl,
  minHeight: '180px',
  borderRadius: radius.lg,
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  marginBlockEnd: space.lg,
});

export const heroTitle = style({ fontSize: '28px', fontWeight: 800 });

export const categoryStrip = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const categoryItem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: space.xs,
  padding: space.sm,
  borderRadius: radius.md,
  textAlign: 'center',
  textDecoration: 'none',
  color: vars.colour.text,
  fontSize: font.size.sm,
  selectors: { '&:hover': { background: vars.colour.background } },
});

export const categoryIcon = style({
  width: '56px',
  height: '56px',
  borderRadius: radius.pill,
  objectFit: 'cover',
  background: vars.colour.background,
});

export const twoColumns = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 3fr' } },
});

// The lucky-draw box floats above the page (fixed), so its arrival shifts no content.
export const luckyDraw = style({
  position: 'fixed',
  insetInlineEnd: space.lg,
  insetBlockEnd: '88px',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  maxWidth: 'min(320px, calc(100vw - 32px))',
  background: vars.colour.surface,
  color: vars.colour.text,
  border: `2px solid ${vars.colour.accent}`,
  borderRadius: radius.lg,
  boxShadow: '0 6px 20px rgb(0 0 0 / 0.18)',
  paddingInlineStart: space.md,
});

export const luckyDrawLink = style({
  display: 'grid',
  gap: '2px',
  paddingBlock: space.sm,
  minHeight: '44px',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
});

export const luckyDrawBadge = style({ fontSize: font.size.xs, color: vars.colour.muted });

export const luckyDrawClose = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  background: 'transparent',
  color: vars.colour.muted,
  cursor: 'pointer',
});
