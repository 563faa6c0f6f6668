// The form kit shared by every screen with a form: centred form cards, fields with their label,
// input and rule message, and the form-level error.
import { style } from '@vanilla-extract/css';
import { font, radius, space, tapSize, vars } from '../styles/theme.css.ts';

export const formCard = style({
  maxWidth: '440px',
  marginInline: 'auto',
  background: vars.colour.surface,
  borderRadius: radius.lg,
  padding: space.xl,
  border: `1px solid ${vars.colour.border}`,
});

export const wideCard = style([formCard, { maxWidth: '560px', marginInline: 0 }]);

export const form = style({ display: 'grid', gap: space.lg });

export const field = style({ display: 'grid', gap: space.xs });

export const label = style({ fontWeight: 600, fontSize: font.size.md });

export const input = style({
  minHeight: tapSize,
  paddingInline: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.background,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.colour.price },
    '&:focus-visible': { outline: `2px solid ${vars.colour.primary}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '96px', paddingBlock: space.sm }]);

export const inputRow = style({ display: 'flex', gap: space.sm, alignItems: 'stretch' });

export const fieldError = style({ color: vars.colour.price, fontSize: font.size.sm });

export const hint = style({ color: vars.colour.muted, fontSize: font.size.sm });

export const formError = style({
  color: vars.colour.price,
  background: vars.colour.background,
  borderRadius: radius.md,
  padding: space.md,
  fontSize: font.size.md,
});

/** The thumbnail of an uploaded picture under its field. */
export const uploadPreview = style({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
});
