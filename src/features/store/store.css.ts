// Store page header: banner, logo, name and counters.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapSize, vars } from '../../styles/theme.css.ts';

export const banner = style({
  width: '100%',
  aspectRatio: '5 / 1',
  objectFit: 'cover',
  borderRadius: radius.md,
  background: vars.colour.primary,
  marginBlockEnd: space.md,
});

export const head = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: space.md,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '96px 1fr auto' } },
});

/** The follow button: its own row on phones, beside the name on wide screens. */
export const follow = style({
  gridColumn: '1 / -1',
  '@media': { [media.desktop]: { gridColumn: 'auto' } },
});

export const logo = style({
  width: '72px',
  height: '72px',
  borderRadius: radius.pill,
  objectFit: 'cover',
  background: vars.colour.background,
  '@media': { [media.desktop]: { width: '96px', height: '96px' } },
});

export const name = style({ fontSize: font.size.xxl, fontWeight: 800 });

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: space.sm,
  margin: 0,
  marginBlockStart: space.md,
  gridColumn: '1 / -1',
});

export const counter = style({
  background: vars.colour.background,
  borderRadius: radius.md,
  padding: space.sm,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column-reverse',
});

export const counterValue = style({ fontSize: font.size.xl, fontWeight: 700, margin: 0 });
export const counterName = style({ color: vars.colour.muted, fontSize: font.size.sm });

export const searchForm = style({
  display: 'flex',
  gap: space.sm,
  flexWrap: 'wrap',
  marginBlockEnd: space.md,
});
export const searchInput = style({
  flex: '1 1 200px',
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.md,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  background: vars.colour.surface,
});
