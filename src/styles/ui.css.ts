// Shared building blocks of every screen: page container, sections, buttons, chips, empty states.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { font, layout, media, radius, space, tapArea, tapSize, vars } from './theme.css.ts';

const container = style({
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.md,
  '@media': { [media.desktop]: { paddingInline: space.lg } },
});

export const page = style([container, { paddingBlock: space.lg, minHeight: '60vh' }]);

export const section = style({
  background: vars.colour.surface,
  borderRadius: radius.md,
  padding: space.md,
  marginBlockEnd: space.lg,
  '@media': { [media.desktop]: { padding: space.lg } },
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.md,
  marginBlockEnd: space.md,
});

export const sectionTitle = style({ fontSize: font.size.xl, fontWeight: 700 });
export const pageTitle = style({
  fontSize: font.size.xxl,
  fontWeight: 700,
  marginBlockEnd: space.lg,
});

export const moreLink = style({
  ...tapArea,
  color: vars.colour.accent,
  fontSize: font.size.md,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.lg,
  borderRadius: radius.md,
  border: '1px solid transparent',
  cursor: 'pointer',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.colour.primary, color: vars.colour.primaryText }],
  secondary: [
    buttonBase,
    {
      background: vars.colour.surface,
      color: vars.colour.text,
      borderColor: vars.colour.border,
    },
  ],
  ghost: [buttonBase, { background: 'transparent', color: vars.colour.text }],
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.md,
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  textDecoration: 'none',
  cursor: 'pointer',
  fontSize: font.size.sm,
  selectors: {
    '&[aria-current="page"], &[aria-pressed="true"], &[data-status="active"]': {
      background: vars.colour.primary,
      color: vars.colour.primaryText,
      borderColor: vars.colour.primary,
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const emptyState = style({
  textAlign: 'center',
  color: vars.colour.muted,
  paddingBlock: space.xxl,
  paddingInline: space.lg,
});

const shimmer = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

export const skeleton = style({
  background: vars.colour.border,
  borderRadius: radius.md,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const muted = style({ color: vars.colour.muted });

export const prose = style({
  maxWidth: '72ch',
  display: 'grid',
  gap: space.md,
  fontSize: font.size.lg,
});

/** Direction arrows point the reading way in right-to-left pages. */
export const flipInRtl = style({
  display: 'inline-block',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

/** A wrapping row of controls (sort chips, filters, tabs of a store). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.sm,
  marginBlockEnd: space.md,
});
