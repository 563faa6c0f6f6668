// The address book: cards of addresses and the add / edit form.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
});

export const card = style({
  display: 'grid',
  gap: space.xs,
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  background: vars.colour.surface,
  selectors: { '&[data-default="true"]': { borderColor: vars.colour.primary } },
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  flexWrap: 'wrap',
  fontWeight: 700,
});

export const defaultBadge = style({
  fontSize: font.size.xs,
  paddingInline: space.sm,
  borderRadius: radius.pill,
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  fontWeight: 600,
});

export const cardActions = style({
  display: 'flex',
  gap: space.sm,
  flexWrap: 'wrap',
  marginBlockStart: space.sm,
});

export const formGrid = style({
  display: 'grid',
  gap: space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const full = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const select = style({
  minHeight: tapSize,
  paddingInline: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  width: '100%',
});

export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, 140px) 1fr',
  gap: space.sm,
});

export const checkRow = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

export const actions = style({
  display: 'flex',
  gap: space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});

export const ltr = style({ direction: 'ltr', unicodeBidi: 'isolate' });

/** The add-address dialog of checkout: as wide as the form needs, scrolling inside on a phone. */
export const formDialog = style({
  width: 'min(94vw, 560px)',
  maxHeight: '92dvh',
  overflowY: 'auto',
});
