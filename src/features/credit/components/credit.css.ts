// Merchant credit screens: the area's tabs, product cards, figures, the schedule table.
import { globalStyle, style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

export const tabs = style({ display: 'flex', gap: space.sm, marginBlockEnd: space.lg });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tapSize,
  paddingInline: space.lg,
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  textDecoration: 'none',
  selectors: {
    '&[data-status="active"]': {
      background: vars.colour.primary,
      color: vars.colour.primaryText,
      borderColor: vars.colour.primary,
    },
  },
});

export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.colour.muted });
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', fontWeight: 600 });

export const tableBox = style({
  overflowX: 'auto',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.colour.accent}` } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: font.size.md });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th`, { fontSize: font.size.sm, color: vars.colour.muted, fontWeight: 600 });

// On a phone an instalment is a block of its own (labelled figures, two to a line) rather than a
// table row of six columns wider than the screen (issue #40).
const phone = 'screen and (max-width: 639.98px)';
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${table} tbody tr`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: `${space.sm} 0`,
      borderBlockEnd: `1px solid ${vars.colour.border}`,
    },
  },
});
globalStyle(`${table} tbody td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      whiteSpace: 'normal',
      borderBlockEnd: 'none',
      padding: `${space.xs} ${space.md}`,
    },
  },
});
globalStyle(`${table} tbody tr:last-child`, { '@media': { [phone]: { borderBlockEnd: 'none' } } });

/** A figure's name inside its cell: shown only where the table is laid out as blocks. */
export const cellLabel = style({
  display: 'none',
  fontSize: font.size.sm,
  color: vars.colour.muted,
  '@media': { [phone]: { display: 'block' } },
});

export const stack = style({ display: 'grid', gap: space.md });

export const notice = style({
  borderInlineStart: `4px solid ${vars.colour.accent}`,
  paddingInlineStart: space.md,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gap: space.sm,
  paddingBlock: space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const check = style({ display: 'flex', gap: space.sm, alignItems: 'flex-start' });

export const checkBox = style({ minWidth: '24px', minHeight: '24px' });

export const formula = style({ fontFamily: 'ui-monospace, monospace', fontSize: font.size.sm });

/** A plain list of rows (no bullets, no indent). */
export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

/** A verification document shown to the admin who asked for it. */
export const document = style({
  maxInlineSize: 'min(100%, 480px)',
  blockSize: 'auto',
  border: `1px solid ${vars.colour.border}`,
});
