// Styles of the account screens: form links, the slider puzzle, the user-centre side menu and
// dashboard tiles (the form kit itself is src/components/form.css.ts).
import { style } from '@vanilla-extract/css';
import { font, media, radius, space, tapArea, vars } from '../../../styles/theme.css.ts';

/** Below the tablet breakpoint (the theme's breakpoints are mobile first). */
const phone = 'screen and (max-width: 639.98px)';

export const formLinks = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
  fontSize: font.size.md,
});

export const link = style({ ...tapArea, color: vars.colour.accent });

export const slider = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  // The picture and its offsets are left-to-right whatever the page direction.
  direction: 'ltr',
});

export const sliderPicture = style({
  position: 'relative',
  borderRadius: radius.md,
  overflow: 'hidden',
  userSelect: 'none',
});

export const sliderPiece = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  filter: 'drop-shadow(0 0 3px rgba(0,0,0,0.6))',
  pointerEvents: 'none',
});

export const sliderRange = style({ width: '100%', accentColor: vars.colour.primary });

export const sliderStatus = style({ fontSize: font.size.sm, color: vars.colour.muted });

export const centre = style({
  display: 'grid',
  // minmax(0, …): long unbreakable values (order serial numbers, addresses) must not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '220px minmax(0, 1fr)' } },
});

export const centreContent = style({ minWidth: 0, overflowWrap: 'break-word' });

/**
 * Beside the page on a desktop; above it on phones and tablets, as one row that scrolls sideways,
 * so the page starts on the first screen instead of below a dozen stacked entries.
 */
export const sideMenu = style({
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  background: vars.colour.surface,
  borderRadius: radius.md,
  padding: space.sm,
  '@media': {
    [media.desktop]: {
      display: 'grid',
      alignContent: 'start',
      overflowX: 'visible',
      padding: space.md,
    },
  },
});

export const sideLink = style({
  ...tapArea,
  flex: 'none',
  whiteSpace: 'nowrap',
  '@media': { [media.desktop]: { whiteSpace: 'normal' } },
  color: vars.colour.text,
  textDecoration: 'none',
  padding: space.sm,
  borderRadius: radius.sm,
  selectors: {
    '&[data-status="active"]': { background: vars.colour.primary, color: vars.colour.primaryText },
  },
});

export const tiles = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});

export const tile = style({
  display: 'grid',
  gap: space.xs,
  padding: space.lg,
  background: vars.colour.background,
  borderRadius: radius.md,
  color: vars.colour.text,
  textDecoration: 'none',
});

export const tileValue = style({ fontSize: font.size.xxl, fontWeight: 700 });

export const profileRow = style({ display: 'flex', alignItems: 'center', gap: space.lg });

export const avatar = style({
  width: '64px',
  height: '64px',
  borderRadius: radius.pill,
  display: 'grid',
  placeItems: 'center',
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  fontSize: font.size.xl,
  fontWeight: 700,
  border: 'none',
  cursor: 'pointer',
});

export const settingsList = style({
  display: 'grid',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
});

export const settingsItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  padding: space.md,
  background: vars.colour.background,
  borderRadius: radius.md,
});

export const userMenu = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});

export const profileList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space.lg,
  rowGap: space.xs,
  margin: 0,
});

export const profileValue = style({ margin: 0, fontWeight: 600 });

// Long user names must not push the header's language button over the logo on phones.
/** Phones show the account as an icon (the name stays its accessible name), from tablet the name. */
export const userName = style({
  display: 'inline-block',
  maxWidth: '4.5rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      clip: 'rect(0 0 0 0)',
    },
    [media.desktop]: { maxWidth: '12rem' },
  },
});

/** The header's room is for the chat corner on phones: logging out is in the user centre there. */
// !important: these sit on controls whose own class (from another style file) sets `display`.
export const wideOnly = style({ '@media': { [phone]: { display: 'none !important' } } });
export const phoneOnly = style({ '@media': { [media.tablet]: { display: 'none !important' } } });

export const sideButton = style({
  border: 0,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
});

export const accountIcon = style([phoneOnly, { flex: 'none' }]);

/** The notice of a business-locked account above every user-centre page. */
export const lockNotice = style({
  background: vars.colour.surface,
  border: `2px solid ${vars.colour.price}`,
  borderRadius: radius.md,
  padding: space.md,
  marginBlockEnd: space.md,
  display: 'grid',
  gap: space.xs,
});
