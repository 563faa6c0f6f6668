// Category tree beside the goods grid; on phones the tree becomes a scrolling row.
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapArea, vars } from '../../../styles/theme.css.ts';

export const layout = style({
  display: 'grid',
  // One column that may shrink below the category row's width, so the row scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': {
    [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const tree = style({
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: '140px' } },
});

export const treeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  '@media': { [media.desktop]: { display: 'grid', overflowX: 'visible' } },
});

export const treeLink = style({
  ...tapArea,
  whiteSpace: 'nowrap',
  paddingBlock: space.sm,
  paddingInline: space.md,
  borderRadius: radius.md,
  textDecoration: 'none',
  color: vars.colour.text,
  fontWeight: 600,
  selectors: {
    '&[aria-current="page"]': { background: vars.colour.primary, color: vars.colour.primaryText },
    '&:hover': { background: vars.colour.background },
  },
});

export const childList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: space.md,
  display: 'none',
  '@media': { [media.desktop]: { display: 'grid' } },
});

export const childLink = style([
  treeLink,
  { fontWeight: 400, fontSize: font.size.sm, paddingBlock: space.xs },
]);

export const currentTitle = style({
  fontSize: font.size.xl,
  fontWeight: 700,
  marginBlockEnd: space.md,
});
