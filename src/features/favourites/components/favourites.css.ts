// The heart toggle, the follow button and the user-centre lists of favourites and followed stores.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

/** A round heart over a card's picture, at the inline end (right in LTR, left in RTL). */
export const heartOnCard = style({
  position: 'absolute',
  insetBlockStart: space.xs,
  insetInlineEnd: space.xs,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: tapSize,
  blockSize: tapSize,
  padding: 0,
  border: 'none',
  borderRadius: radius.pill,
  background: 'rgb(255 255 255 / 0.88)',
  color: vars.colour.muted,
  cursor: 'pointer',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.15)',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.colour.price },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
});

/** The heart with its text on the product page. */
export const heartOnPage = style({
  display: 'inline-flex',
  justifySelf: 'start',
  alignItems: 'center',
  gap: space.xs,
  minBlockSize: tapSize,
  minInlineSize: tapSize,
  paddingInline: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.pill,
  background: vars.colour.surface,
  color: vars.colour.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.colour.price, borderColor: vars.colour.price },
  },
});

export const followRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: space.md,
  alignItems: 'start',
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  background: vars.colour.surface,
  '@media': { [media.tablet]: { gridTemplateColumns: '96px minmax(0, 1fr) auto' } },
});

export const rowMuted = style({ opacity: 0.75 });

export const thumb = style({
  inlineSize: '72px',
  blockSize: '72px',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.colour.background,
  '@media': { [media.tablet]: { inlineSize: '96px', blockSize: '96px' } },
});

export const logo = style([thumb, { borderRadius: radius.pill }]);

export const rowBody = style({ display: 'grid', gap: '4px', minInlineSize: 0 });

export const rowTitle = style({
  fontWeight: 600,
  color: vars.colour.text,
  overflowWrap: 'anywhere',
});

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  fontSize: font.size.sm,
  color: vars.colour.muted,
});

export const rowActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space.sm,
  '@media': { [media.tablet]: { gridColumn: 'auto', alignSelf: 'center' } },
});

const tag = style({
  display: 'inline-block',
  paddingInline: '6px',
  borderRadius: radius.sm,
  fontSize: font.size.xs,
  fontWeight: 700,
});

export const tagDown = style([tag, { background: '#e6f4ea', color: '#1e6b34' }]);
export const tagUp = style([tag, { background: '#fdecea', color: '#9b1c1c' }]);
export const tagOff = style([
  tag,
  {
    background: vars.colour.background,
    color: vars.colour.text,
    border: `1px solid ${vars.colour.border}`,
  },
]);

/** A row's title link: a finger-sized target of its own. */
export const rowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: tapSize,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const priceNow = style({ color: vars.colour.price, fontSize: font.size.lg });
