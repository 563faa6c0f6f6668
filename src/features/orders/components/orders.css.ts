// Order list, order card, detail, logistics timeline and the refund form.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

export const tabs = style({
  // The tab row scrolls sideways instead of widening the page on narrow screens.
  contain: 'inline-size',
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  paddingBlockEnd: space.sm,
  marginBlockEnd: space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const tab = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.md,
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  textDecoration: 'none',
  fontSize: font.size.sm,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.colour.primary,
      color: vars.colour.primaryText,
      borderColor: vars.colour.primary,
    },
  },
});

export const count = style({ fontSize: font.size.xs, opacity: 0.85 });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});

export const card = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  background: vars.colour.surface,
  overflow: 'hidden',
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  paddingInline: space.md,
  background: vars.colour.background,
  fontSize: font.size.sm,
});

export const status = style({ fontWeight: 700, color: vars.colour.accent });

export const cardBody = style({
  listStyle: 'none',
  margin: 0,
  padding: space.md,
  display: 'grid',
  gap: space.sm,
});

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  paddingInline: space.md,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const total = style({ color: vars.colour.price, fontWeight: 700 });

export const pager = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: space.md,
  marginBlockStart: space.lg,
});

export const detailGrid = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space.md,
  rowGap: space.xs,
  fontSize: font.size.md,
});

export const factName = style({ color: vars.colour.muted });

// Amounts: the label column gives way (wraps) so the figures never run off a phone screen.
export const amountFacts = style([facts, { gridTemplateColumns: 'minmax(0, 1fr) auto' }]);

export const amountValue = style({ textAlign: 'end' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 0,
  paddingInlineStart: space.md,
});

export const event = style({
  position: 'relative',
  paddingInlineStart: space.lg,
  paddingBlockEnd: space.md,
  borderInlineStart: `2px solid ${vars.colour.border}`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-7px',
      insetBlockStart: '2px',
      width: '12px',
      height: '12px',
      borderRadius: radius.pill,
      background: vars.colour.border,
    },
    '&:last-child::before': { background: vars.colour.primary },
    '&:last-child': { borderInlineStartColor: 'transparent' },
  },
});

export const eventTitle = style({ fontWeight: 600 });

export const eventTime = style({ color: vars.colour.muted, fontSize: font.size.sm });

export const dialogReasons = style({ display: 'grid', gap: space.sm, border: 'none', padding: 0 });

export const reason = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

// Operator refund review: the request's photos.
export const reviewPhotos = style({
  display: 'flex',
  gap: space.xs,
  flexWrap: 'wrap',
  marginBlockStart: space.xs,
});

// The review form: one fieldset per order line.
export const reviewLine = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.md,
  minInlineSize: 0,
});
export const reviewLineGoods = style({ listStyle: 'none', margin: 0, padding: 0 });
export const ratingChoices = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const ratingChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minBlockSize: tapSize,
  paddingInline: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.pill,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.colour.primary,
      fontWeight: 600,
    },
  },
});
export const formButtons = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });

/** A refund photo in the operator's queue (private: shown from a blob fetched with the session). */
export const refundPhoto = style({
  inlineSize: '56px',
  blockSize: '56px',
  objectFit: 'cover',
  borderRadius: radius.sm,
});
