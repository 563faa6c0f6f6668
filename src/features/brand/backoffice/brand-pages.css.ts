// Styles of the console's brand-page editor: the paragraph list (text and its remove button) and
// the English text shown under a field while another language is edited. Logical properties only.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../../styles/theme.css.ts';

export const editor = style({ display: 'grid', gap: space.lg, maxWidth: '760px' });

export const paragraph = style({
  display: 'grid',
  gap: space.xs,
  paddingBlock: space.sm,
  paddingInline: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
});

export const paragraphHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const english = style({
  color: vars.colour.muted,
  borderInlineStart: `3px solid ${vars.colour.border}`,
  paddingInlineStart: space.sm,
  margin: 0,
  whiteSpace: 'pre-wrap',
});

export const missing = style({ color: vars.colour.price });

/** Where the shown version comes from: a quiet heading above the form. */
export const source = style({
  fontSize: font.size.md,
  fontWeight: 600,
  color: vars.colour.muted,
  marginBlockEnd: space.md,
});
