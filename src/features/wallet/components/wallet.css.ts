// Styles of the wallet screens.
import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../../styles/theme.css.ts';

export const balanceCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.lg,
  padding: space.lg,
  borderRadius: radius.lg,
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  marginBlockEnd: space.lg,
});
export const balanceValue = style({ fontSize: '32px', fontWeight: 700 });
// Full-strength text: a faded label on the brand colour falls under the 4.5:1 contrast minimum.
export const balanceLabel = style({ fontSize: font.size.md, fontWeight: 600 });
export const actions = style({ display: 'flex', gap: space.sm, flexWrap: 'wrap' });
export const tabs = style({
  display: 'flex',
  // Long tab names (German, Afrikaans) wrap to a second row rather than widen the phone screen.
  flexWrap: 'wrap',
  gap: space.sm,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  marginBlockEnd: space.md,
});
export const tab = style({
  background: 'none',
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  padding: `${space.sm} ${space.md}`,
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.colour.muted,
  selectors: {
    '&[aria-selected="true"]': {
      color: vars.colour.text,
      borderBlockEndColor: vars.colour.primary,
    },
  },
});
export const record = style({
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  paddingBlock: space.sm,
});
// The amount and the state on the first line, then the time (never broken), the channel and a
// withdrawal's debit: at 390 px the time used to wrap to three lines beside the channel.
export const recordSummary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${space.xs} ${space.md}`,
  alignItems: 'center',
  cursor: 'pointer',
  listStyle: 'none',
});
export const recordMeta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${space.md}`,
  color: vars.colour.muted,
  fontSize: font.size.sm,
});
export const recordTime = style({ whiteSpace: 'nowrap' });
/** Addresses and transaction hashes break anywhere rather than widen the page. */
export const longValue = style({ overflowWrap: 'anywhere', fontFamily: 'monospace' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.lg}`,
  paddingBlock: space.sm,
  fontSize: font.size.sm,
  wordBreak: 'break-all',
});
export const status = style({ fontWeight: 600, fontSize: font.size.sm });
export const statusSuccess = style([status, { color: 'green' }]);
export const statusFail = style([status, { color: vars.colour.price }]);
export const statusPending = style([status, { color: vars.colour.accent }]);
export const amount = style({ fontWeight: 700 });
export const addressBox = style({
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
  padding: space.lg,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
});
export const address = style({
  fontFamily: 'monospace',
  wordBreak: 'break-all',
  fontSize: font.size.md,
});
export const qr = style({ width: '180px', height: '180px', background: 'white' });
export const notice = style({
  padding: space.md,
  borderRadius: radius.md,
  background: vars.colour.background,
  fontSize: font.size.sm,
});
export const progress = style({ width: '100%' });
export const summaryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: font.size.md,
});
export const recordList = style({ listStyle: 'none', padding: 0, margin: 0 });

// Balance history: kind, time and link on one side; the signed amount and balance after on the
// other (money in is green at 5:1 contrast on white, money out in the text colour).
export const historyPanel = style({ display: 'grid', gap: space.md });
export const historyFilter = style({
  display: 'flex',
  gap: space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const historySelect = style({ minHeight: '44px', paddingInline: space.sm });
export const historyRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.md,
  alignItems: 'center',
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  paddingBlock: space.sm,
  overflowWrap: 'anywhere',
});
export const historyFigures = style({ display: 'grid', justifyItems: 'end', textAlign: 'end' });
export const amountIn = style({ fontWeight: 700, color: '#15803d' });
export const amountOut = style({ fontWeight: 700, color: vars.colour.text });
export const heldNote = style({ fontSize: font.size.sm, marginBlockStart: space.xs });

/** The facts of a deposit or withdrawal in its approval dialog. */
export const decisionFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
  marginBlock: space.md,
  overflowWrap: 'anywhere',
});

/** A warning inside those facts. */
export const flag = style({ color: vars.colour.price });

/** A deposit's payment proof in the operator's queue. */
export const proof = style({
  display: 'block',
  maxInlineSize: '240px',
  maxBlockSize: '240px',
  objectFit: 'contain',
  marginBlockStart: space.xs,
  borderRadius: radius.sm,
});

// The choice of USDT network (deposit and withdrawal): one full-width row per network, big enough
// to hit on a phone, the chosen one outlined.
export const networkChoice = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space.sm,
});
export const networkOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  minHeight: '44px',
  padding: space.sm,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.colour.primary, borderWidth: '2px' },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.colour.primary}`, outlineOffset: 2 },
  },
});
export const networkName = style({ fontWeight: 700 });
export const networkFacts = style({
  display: 'block',
  fontSize: font.size.sm,
  color: vars.colour.muted,
});
/** The chosen network named in large type above its address: sending on another loses the money. */
export const networkBanner = style({ fontSize: '22px', fontWeight: 700, margin: 0 });
export const warning = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `2px solid ${vars.colour.price}`,
  fontWeight: 600,
});
