// The header search box and its suggestion panel.
import { style } from '@vanilla-extract/css';
import { font, radius, space, tapSize, vars } from '../../styles/theme.css.ts';

export const form = style({ display: 'flex', position: 'relative' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: tapSize,
  paddingInline: space.md,
  border: `2px solid ${vars.colour.primary}`,
  borderStartStartRadius: radius.md,
  borderEndStartRadius: radius.md,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  borderInlineEnd: 'none',
  background: vars.colour.surface,
  color: vars.colour.text,
  fontSize: font.size.lg,
  selectors: { '&::placeholder': { color: vars.colour.muted } },
});

export const submit = style({
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.lg,
  border: `2px solid ${vars.colour.primary}`,
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  fontWeight: 700,
  borderStartEndRadius: radius.md,
  borderEndEndRadius: radius.md,
  cursor: 'pointer',
});

export const warning = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 6px)',
  insetInlineStart: 0,
  zIndex: 45,
  background: '#92400e',
  color: '#ffffff',
  borderRadius: radius.sm,
  paddingBlock: space.xs,
  paddingInline: space.md,
  fontSize: font.size.sm,
});

export const panel = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInline: 0,
  zIndex: 44,
  background: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.15)',
  padding: space.sm,
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  paddingBlock: space.sm,
  paddingInline: space.md,
  borderRadius: radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': { background: vars.colour.background },
  },
});

export const optionKind = style({
  fontSize: font.size.xs,
  color: vars.colour.muted,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.sm,
  paddingInline: '4px',
  flex: 'none',
});

export const storeRow = style({ color: vars.colour.accent, fontWeight: 600 });

export const historyHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingInline: space.sm,
  marginBlockEnd: space.xs,
  fontWeight: 600,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  margin: 0,
  padding: space.sm,
});

export const clearButton = style({
  background: 'none',
  border: 'none',
  color: vars.colour.accent,
  cursor: 'pointer',
  minHeight: tapSize,
  minWidth: tapSize,
  textDecoration: 'underline',
});
