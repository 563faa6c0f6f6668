// The cart's floating bar, the 400 px drawer and the quantity stepper.
import { style } from '@vanilla-extract/css';
import { floatingBar, font, radius, space, tapSize, vars } from '../../../styles/theme.css.ts';

export const bar = style({
  position: 'fixed',
  insetInlineEnd: space.lg,
  insetBlockEnd: floatingBar.insetBlockEnd,
  zIndex: 30,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: floatingBar.blockSize,
  paddingInline: space.lg,
  borderRadius: radius.pill,
  border: 'none',
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  boxShadow: '0 2px 12px rgb(0 0 0 / 0.25)',
  cursor: 'pointer',
  fontWeight: 600,
});

export const badge = style({
  minWidth: '22px',
  height: '22px',
  paddingInline: '6px',
  borderRadius: radius.pill,
  background: vars.colour.surface,
  color: vars.colour.text,
  fontSize: font.size.xs,
  display: 'inline-grid',
  placeItems: 'center',
  '::after': { content: 'attr(data-count)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(0 0 0 / 0.45)',
  zIndex: 70,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: 71,
  width: 'min(100vw, 400px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: '0 0 32px rgb(0 0 0 / 0.3)',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: space.lg,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const drawerTitle = style({ fontSize: font.size.xl, fontWeight: 700 });

export const drawerBody = style({ flex: 1, overflowY: 'auto', padding: space.lg });

export const drawerFooter = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0, marginBlockEnd: space.lg });

export const groupTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontWeight: 700,
  marginBlockEnd: space.sm,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 64px 1fr',
  gap: space.sm,
  alignItems: 'start',
  paddingBlock: space.sm,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

export const lineImage = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: radius.sm,
  background: vars.colour.border,
});

export const lineBody = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const lineName = style({
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  color: 'inherit',
  textDecoration: 'none',
});

export const lineAttr = style({ color: vars.colour.muted, fontSize: font.size.sm });

export const lineRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  flexWrap: 'wrap',
});

export const price = style({ color: vars.colour.price, fontWeight: 700 });

export const removeButton = style({
  background: 'none',
  border: 'none',
  color: vars.colour.muted,
  cursor: 'pointer',
  textDecoration: 'underline',
  padding: space.xs,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: font.size.lg,
});

export const totalValue = style({
  color: vars.colour.price,
  fontWeight: 700,
  fontSize: font.size.xl,
});

export const error = style({ color: vars.colour.price, fontSize: font.size.sm });

export const checkbox = style({
  width: '20px',
  height: '20px',
  accentColor: vars.colour.primary,
  marginBlockStart: space.xs,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  overflow: 'hidden',
  direction: 'ltr',
});

export const stepButton = style({
  width: tapSize,
  minHeight: tapSize,
  border: 'none',
  background: vars.colour.background,
  color: vars.colour.text,
  cursor: 'pointer',
  fontSize: font.size.lg,
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const stepInput = style({
  width: '64px',
  border: 'none',
  textAlign: 'center',
  fontSize: font.size.md,
  background: vars.colour.surface,
  color: vars.colour.text,
});

export const addBox = style({ display: 'grid', gap: space.md, marginBlock: space.md });

export const addRow = style({
  display: 'flex',
  gap: space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const attrSelect = style({
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
