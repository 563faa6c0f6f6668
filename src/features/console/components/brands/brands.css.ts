// Styles of the console's brand editor: the colour grid, the contrast list, the preview card.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../../../styles/theme.css.ts';

export const colourGrid = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
});

export const swatchInput = style({
  inlineSize: '44px',
  blockSize: '44px',
  padding: 0,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.sm,
  flexShrink: 0,
});

export const pairList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
});

export const pair = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  fontSize: font.size.sm,
  overflowWrap: 'anywhere',
});

export const pairSample = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '44px',
  blockSize: '32px',
  flexShrink: 0,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.sm,
});

export const pairBar = style({ inlineSize: '24px', blockSize: '8px', borderRadius: radius.sm });

export const previewCard = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: 'grid',
  gap: space.sm,
});

export const previewLogo = style({ maxInlineSize: '160px', maxBlockSize: '64px' });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });

export const swatch = style({
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: radius.sm,
  border: `1px solid ${vars.colour.border}`,
});

export const jsonArea = style({ fontFamily: 'ui-monospace, monospace', minBlockSize: '240px' });

export const languageGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: space.xs,
});
