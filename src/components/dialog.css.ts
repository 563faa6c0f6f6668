// Modal dialogs (Radix): the dimmed overlay, the centred panel and its button row.
import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../styles/theme.css.ts';

export const dialogOverlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(0 0 0 / 0.45)',
  zIndex: 70,
});

export const dialogContent = style({
  position: 'fixed',
  zIndex: 71,
  inset: 0,
  margin: 'auto',
  height: 'fit-content',
  width: 'min(92vw, 400px)',
  background: vars.colour.surface,
  color: vars.colour.text,
  borderRadius: radius.lg,
  padding: space.xl,
  display: 'grid',
  gap: space.md,
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.3)',
});

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm });
