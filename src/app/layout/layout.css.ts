// The page frame: sticky header that compacts on scroll, tabs, footer, floating controls.
import { style } from '@vanilla-extract/css';
import {
  font,
  layout,
  media,
  radius,
  space,
  tapArea,
  tapSize,
  vars,
} from '../../styles/theme.css.ts';

export const skipLink = style({
  ...tapArea,
  position: 'absolute',
  insetInlineStart: space.sm,
  insetBlockStart: '-100px',
  zIndex: 100,
  background: vars.colour.surface,
  color: vars.colour.text,
  padding: space.sm,
  borderRadius: radius.sm,
  selectors: { '&:focus': { insetBlockStart: space.sm } },
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 20,
  background: vars.colour.headerBackground,
  color: vars.colour.headerText,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
});

/** Below the tablet breakpoint (the theme's breakpoints are mobile first). */
const phone = 'screen and (max-width: 639.98px)';

/**
 * Phones: the logo, then the chat corner and the account on the first row; the search box and
 * the language button on the second. The logo is the one that gives way (it scales down) when a
 * brand's logo or a language's words leave too little room, so every button keeps 44 px.
 */
export const topRow = style({
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) 1fr auto',
  gridTemplateAreas: '"logo actions actions" "search search language"',
  alignItems: 'center',
  gap: space.sm,
  paddingInline: space.md,
  paddingBlock: space.sm,
  transition: 'padding 150ms ease',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto 1fr auto auto',
      gridTemplateAreas: '"logo . language actions" "search search search search"',
    },
    [media.desktop]: {
      gridTemplateAreas: '"logo search language actions"',
      gap: space.xl,
      paddingBlock: space.lg,
      paddingInline: space.lg,
    },
  },
  selectors: {
    [`${header}[data-compact="true"] &`]: { paddingBlock: space.xs },
  },
});

export const logoLink = style({ gridArea: 'logo', ...tapArea, minInlineSize: 0 });
export const logo = style({
  height: '30px',
  width: 'auto',
  maxInlineSize: '100%',
  objectFit: 'contain',
  transition: 'height 150ms ease',
  '@media': { [media.tablet]: { height: '36px' }, [media.desktop]: { height: '44px' } },
  selectors: { [`${header}[data-compact="true"] &`]: { height: '30px' } },
});

export const languageArea = style({
  gridArea: 'language',
  display: 'flex',
  fontSize: font.size.sm,
});

/** Text a phone shows as an icon only (the text stays the control's accessible name). */
export const phoneHidden = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const searchArea = style({ gridArea: 'search', position: 'relative', minWidth: 0 });

export const actions = style({
  gridArea: 'actions',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space.xs,
  fontSize: font.size.sm,
  '@media': { [media.tablet]: { gap: space.sm } },
});

export const headerLink = style({
  position: 'relative',
  justifyContent: 'center',
  color: 'inherit',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  paddingInline: space.xs,
  ...tapArea,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const tabs = style({
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  paddingInline: space.md,
  scrollbarWidth: 'none',
  '@media': { [media.desktop]: { paddingInline: space.lg } },
});

export const tab = style({
  ...tapArea,
  flex: 'none',
  paddingBlock: space.sm,
  paddingInline: space.md,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: font.size.md,
  borderBlockEnd: '3px solid transparent',
  selectors: {
    // The header text colour contrasts with the header in every brand (the primary may not).
    '&[data-status="active"]': { borderBlockEndColor: vars.colour.headerText },
    '&:hover': { borderBlockEndColor: vars.colour.border },
  },
});

export const main = style({ minHeight: '70vh' });

export const footer = style({
  background: vars.colour.footerBackground,
  color: vars.colour.footerText,
  marginBlockStart: space.xxl,
  paddingBlock: space.xxl,
  fontSize: font.size.sm,
});

export const footerGrid = style({
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.lg,
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
});

export const footerTitle = style({
  fontSize: font.size.lg,
  fontWeight: 700,
  marginBlockEnd: space.sm,
});

export const footerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.xs,
});

export const logoBadge = style({
  border: `1px solid ${vars.colour.footerText}`,
  borderRadius: radius.sm,
  paddingInline: space.sm,
  paddingBlock: '2px',
  fontWeight: 600,
});

export const footerBottom = style({
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.lg,
  marginBlockStart: space.xl,
  display: 'grid',
  gap: space.sm,
  opacity: 0.92,
});

export const floating = style({
  position: 'fixed',
  insetInlineEnd: space.lg,
  insetBlockEnd: space.lg,
  zIndex: 30,
  width: '48px',
  height: '48px',
  borderRadius: radius.pill,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  color: vars.colour.text,
  boxShadow: '0 2px 12px rgb(0 0 0 / 0.18)',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
});

export const banner = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 40,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  paddingBlock: space.sm,
  paddingInline: space.lg,
  background: '#1f2937',
  color: '#ffffff',
  fontSize: font.size.sm,
  textAlign: 'center',
});

export const toasts = style({
  position: 'fixed',
  insetBlockStart: '80px',
  insetInline: 0,
  zIndex: 60,
  display: 'grid',
  justifyItems: 'center',
  gap: space.sm,
  pointerEvents: 'none',
  paddingInline: space.md,
});

export const toast = style({
  pointerEvents: 'auto',
  maxWidth: '480px',
  background: '#1f2937',
  color: '#ffffff',
  borderRadius: radius.md,
  paddingBlock: space.sm,
  paddingInline: space.lg,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
  selectors: { '&[data-tone="error"]': { background: '#991b1b' } },
});

export const languageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: tapSize,
  minWidth: tapSize,
  paddingInline: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const menuContent = style({
  zIndex: 50,
  minWidth: '200px',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.colour.surface,
  color: vars.colour.text,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  padding: space.xs,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.18)',
});

export const menuItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBlock: space.sm,
  paddingInline: space.md,
  borderRadius: radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.colour.primary, color: vars.colour.primaryText },
    '&[data-state="checked"]': { fontWeight: 700 },
  },
});

/**
 * The room the chat corner takes while its code loads, so the header does not move when it
 * arrives: the headset for guests; headset, store chat and bell when signed in (at every width,
 * as `chat-icons.tsx` shows them).
 */
export const chatCornerSlot = style({
  display: 'inline-block',
  flex: 'none',
  inlineSize: tapSize,
  blockSize: tapSize,
  selectors: { '&[data-signed-in="true"]': { inlineSize: `calc(${tapSize} * 3)` } },
});
