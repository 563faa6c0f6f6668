// The settlement page: address, per-store summaries, payment method, total and submit.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 340px', alignItems: 'start' } },
});

export const aside = style({
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: '120px' } },
});

export const storeTitle = style({
  fontWeight: 700,
  fontSize: font.size.lg,
  marginBlockEnd: space.sm,
});

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: space.xs,
  marginBlockStart: space.sm,
  fontSize: font.size.md,
});

export const amountValue = style({ textAlign: 'end' });

export const total = style({ color: vars.colour.price, fontWeight: 700, fontSize: font.size.xl });

export const method = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  marginBlockEnd: space.sm,
  selectors: {
    '&[data-disabled="true"]': { opacity: 0.6 },
    '&[data-checked="true"]': { borderColor: vars.colour.primary },
  },
});

export const methodNote = style({
  marginInlineStart: 'auto',
  color: vars.colour.muted,
  fontSize: font.size.sm,
});

export const alert = style({
  padding: space.md,
  borderRadius: radius.md,
  background: '#fef2f2',
  color: '#991b1b',
  display: 'grid',
  gap: space.sm,
});

export const success = style({
  textAlign: 'center',
  display: 'grid',
  gap: space.md,
  justifyItems: 'center',
});

export const successIcon = style({
  width: '64px',
  height: '64px',
  borderRadius: radius.pill,
  background: '#16a34a',
  color: '#ffffff',
  display: 'grid',
  placeItems: 'center',
  fontSize: '32px',
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
