// Styles of the operator console: the frame (side menu beside the page, a collapsible menu on a
// phone), data tables that scroll sideways on narrow screens, filter bars and status badges.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../styles/theme.css.ts';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

export const content = style({ minWidth: 0, overflowWrap: 'break-word' });

export const menuToggle = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const menu = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.xs,
  background: vars.colour.surface,
  borderRadius: radius.md,
  padding: space.md,
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': {
    [media.desktop]: { selectors: { '&[data-open="false"]': { display: 'grid' } } },
  },
});

export const menuLink = style({
  color: vars.colour.text,
  textDecoration: 'none',
  padding: space.sm,
  borderRadius: radius.sm,
  selectors: {
    '&[data-status="active"]': { background: vars.colour.primary, color: vars.colour.primaryText },
    '&:focus-visible': { outline: `2px solid ${vars.colour.accent}`, outlineOffset: '2px' },
  },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.md,
  marginBlockEnd: space.md,
});

export const filterField = style({
  display: 'grid',
  gap: space.xs,
  minWidth: '140px',
  flex: '1 1 160px',
});

export const filterLabel = style({ fontWeight: 600, fontSize: font.size.sm });

/** A table that scrolls sideways inside its box rather than widening the page. */
export const tableBox = style({
  overflowX: 'auto',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.accent}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.size.md,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} th`, {
  fontSize: font.size.sm,
  color: vars.colour.muted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** A row's own heading (a name, a status) reads as body text. */
globalStyle(`${table} tbody th`, {
  color: vars.colour.text,
  fontSize: font.size.md,
  whiteSpace: 'normal',
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  padding: space.sm,
  fontWeight: 700,
});

export const nowrap = style({ whiteSpace: 'nowrap' });

/*
 * Below the tablet width a table becomes one card per row: each cell on its own line under its
 * column's name (a label the cell carries, hidden from assistive technology, which still reads the
 * table: DataTable gives every element its table role explicitly, because `display: block` takes
 * the native roles away in some browsers). The status and action columns stay on screen.
 */
const phone = 'screen and (max-width: 639.98px)';

/** A cell's column name, shown only in the card layout. */
export const cellLabel = style({
  display: 'none',
  // The body's face even in a cell set in monospace (addresses, ids).
  fontFamily: font.body,
  fontSize: font.size.sm,
  color: vars.colour.muted,
  fontWeight: 600,
  '@media': { [phone]: { display: 'block' } },
});

globalStyle(`${table}`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} caption`, {
  '@media': { [phone]: { display: 'block', textAlign: 'start', padding: space.sm } },
});
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody, ${table} tbody tr`, { '@media': { [phone]: { display: 'block' } } });
globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: { borderBlockEnd: `2px solid ${vars.colour.border}`, paddingBlock: space.xs },
  },
});
globalStyle(`${table} tbody th, ${table} tbody td`, {
  '@media': {
    [phone]: { display: 'block', borderBlockEnd: 'none', paddingBlock: space.xs, minWidth: 0 },
  },
});

export const code = style({ fontFamily: 'ui-monospace, monospace', fontSize: font.size.sm });

export const badge = styleVariants({
  active: { color: '#166534', fontWeight: 600 },
  disabled: { color: vars.colour.price, fontWeight: 600 },
  business_locked: { color: '#92400e', fontWeight: 600 },
});

export const grid = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
});

globalStyle(`${facts} dt`, { color: vars.colour.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** A record's before and after: long values (addresses, JSON) wrap anywhere rather than widen it. */
export const changes = style({
  fontSize: font.size.sm,
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minWidth: '12rem',
});

export const tiles = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  marginBlockEnd: space.lg,
});

export const tile = style({
  background: vars.colour.surface,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.xs,
});

export const tileLabel = style({ color: vars.colour.muted, fontSize: font.size.sm });

export const tileValue = style({ fontSize: font.size.xl, fontWeight: 700 });

export const charts = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chart = style({ margin: 0, display: 'grid', gap: space.xs, minWidth: 0 });

export const chartTitle = style({ fontWeight: 600 });

export const chartSvg = style({ width: '100%', height: '80px', display: 'block' });

export const chartBar = style({ fill: vars.colour.primary });

export const chartAxis = style({ stroke: vars.colour.border, strokeWidth: 1 });

export const parameterList = style({ display: 'grid', gap: space.lg });

export const parameterRow = style({ minWidth: 0 });

/** An editor panel of the catalogue furniture, above its table. */
export const editor = style({ border: `2px solid ${vars.colour.primary}` });

export const editorTitle = style({ marginBlockEnd: space.md });

export const editorGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
});

export const fieldset = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.md,
  minWidth: 0,
});

export const moreLanguages = style({ display: 'grid', gap: space.md });

globalStyle(`${moreLanguages} > summary`, {
  cursor: 'pointer',
  paddingBlock: space.md,
  fontWeight: 600,
});

globalStyle(`${moreLanguages}[open] > summary`, { marginBlockEnd: space.md });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minBlockSize: '44px',
});

globalStyle(`${check} input`, { inlineSize: '20px', blockSize: '20px' });

/** A small picture in a table row (category icon, banner). */
export const thumb = style({
  inlineSize: '48px',
  blockSize: '48px',
  objectFit: 'cover',
  borderRadius: radius.sm,
  border: `1px solid ${vars.colour.border}`,
  display: 'block',
});

export const wideThumb = style([
  thumb,
  { inlineSize: '120px', minInlineSize: '120px', blockSize: '40px' },
]);

/** A subcategory's name, set in under its parent. */
export const subcategory = style({ paddingInlineStart: space.xl });

export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  marginBlockEnd: space.lg,
});

/** A consequence the operator should weigh before confirming (a dialog's warning box). */
export const warning = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.colour.price}`,
  borderRadius: radius.md,
  marginBlockEnd: space.md,
});
