// The seller panel: dashboard figures, earnings, order cards and the ship form.
import { globalStyle, style } from '@vanilla-extract/css';
import { font, radius, space, tapSize, vars } from '../../styles/theme.css.ts';

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  marginBlockEnd: space.md,
});

export const tab = style({
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.md,
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.colour.primary,
      color: vars.colour.primaryText,
      borderColor: vars.colour.primary,
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  fontSize: font.size.sm,
});

export const status = style({ fontWeight: 700, color: vars.colour.accent });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const shipForm = style({ display: 'grid', gap: space.xs, maxWidth: '420px' });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const notice = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.colour.background,
  fontSize: font.size.sm,
});

export const categoryChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const categoryOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  paddingInline: space.md,
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  cursor: 'pointer',
});

export const applicationPictures = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: space.md,
  margin: 0,
});
globalStyle(`${figures} dd`, { margin: 0, fontSize: font.size.xl, fontWeight: 700 });

export const transferForm = style({ display: 'grid', gap: space.sm, maxWidth: '420px' });

export const statement = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const statementLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const statementFigures = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: space.md,
  margin: 0,
});
globalStyle(`${statementFigures} dd`, { margin: 0, textAlign: 'end' });
globalStyle(`${categoryOption} input`, { width: '24px', height: '24px', margin: 0 });

export const textGroup = style({
  display: 'grid',
  gap: space.sm,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.md,
  margin: 0,
});

export const pictureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: space.sm,
});
globalStyle(`${pictureGrid} li`, { display: 'grid', gap: space.xs });
globalStyle(`${pictureGrid} img`, {
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: radius.md,
});

export const attributeRow = style({
  display: 'grid',
  gap: space.sm,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 2fr auto' } },
});

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '24px',
});

export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'end',
  marginBlockEnd: space.md,
});

export const listingRow = style({ display: 'flex', gap: space.md, alignItems: 'flex-start' });

export const thumb = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: radius.md,
  flexShrink: 0,
});

export const importBox = style({
  display: 'grid',
  gap: space.sm,
  marginBlock: space.md,
  padding: space.md,
  border: `1px dashed ${vars.colour.border}`,
  borderRadius: radius.md,
});

export const orderDetail = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  borderRadius: radius.md,
  background: vars.colour.surface,
});
globalStyle(`${orderDetail} h3`, { fontSize: font.size.md, fontWeight: 700, margin: 0 });
globalStyle(`${orderDetail} address`, { fontStyle: 'normal', lineHeight: 1.5 });

export const dashboardRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: space.md,
  border: 'none',
  padding: 0,
  margin: 0,
});
globalStyle(`${dashboardRange} > div`, { minWidth: '160px' });

export const dashboardFigures = style([
  figures,
  { selectors: { '&[aria-busy="true"]': { opacity: 0.6 } } },
]);

export const statusCounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: space.sm,
  margin: 0,
});
globalStyle(`${statusCounts} > div`, {
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.xs,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});
globalStyle(`${statusCounts} dd`, { margin: 0, fontWeight: 700 });

/** A store application's company certificate in the operator's queue. */
export const applicationCertificate = style({
  maxInlineSize: '240px',
  maxBlockSize: '240px',
  objectFit: 'contain',
});

/** A buyer's refund photo in the store's refund request (private: a blob fetched with the session). */
export const refundPhoto = style({
  inlineSize: '72px',
  blockSize: '72px',
  objectFit: 'cover',
});
