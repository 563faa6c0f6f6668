// The app landing page: the offer, the iOS steps with their pictures, the QR code for desktops.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, vars } from '../../../styles/theme.css.ts';

export const hero = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  paddingBlock: space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'auto 1fr' } },
});

export const appIcon = style({ width: '96px', height: '96px', borderRadius: radius.lg });

export const lead = style({ fontSize: font.size.lg, maxWidth: '60ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });

export const cards = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  alignContent: 'start',
});

export const cardTitle = style({ fontSize: font.size.lg, fontWeight: 700 });

export const steps = style({ display: 'grid', gap: space.md, paddingInlineStart: 0, margin: 0 });

export const step = style({
  display: 'grid',
  gridTemplateColumns: '44px 1fr',
  gap: space.md,
  alignItems: 'center',
  listStyle: 'none',
});

export const stepPicture = style({
  width: '44px',
  height: '44px',
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  display: 'grid',
  placeItems: 'center',
  color: vars.colour.primary,
  background: vars.colour.background,
});

export const qr = style({ width: '176px', height: '176px' });

export const list = style({
  margin: 0,
  paddingInlineStart: space.xl,
  display: 'grid',
  gap: space.xs,
});

export const status = style({
  padding: space.md,
  borderRadius: radius.md,
  background: vars.colour.background,
  border: `1px solid ${vars.colour.border}`,
});

export const url = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });
