// The chat window (480 x 680, draggable, spec section 2) on wide screens, a full-screen sheet on
// phones; the conversation list, the message log and the composer. Logical properties: the window
// starts near the inline end and the bubbles mirror in right-to-left languages.
import { style } from '@vanilla-extract/css';
import { CHAT_WINDOW } from '../../../../domain/chat/chat-rules.ts';
import { font, media, radius, space, tapArea, vars } from '../../../styles/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgb(0 0 0 / 0.45)',
  zIndex: 80,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const window = style({
  position: 'fixed',
  zIndex: 81,
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.colour.surface,
  color: vars.colour.text,
  '@media': {
    [media.tablet]: {
      inset: 'auto',
      insetInlineEnd: space.xl,
      insetBlockEnd: space.xl,
      inlineSize: `min(${CHAT_WINDOW.width}px, calc(100vw - 32px))`,
      blockSize: `min(${CHAT_WINDOW.height}px, calc(100vh - 32px))`,
      borderRadius: radius.lg,
      border: `1px solid ${vars.colour.border}`,
      boxShadow: '0 12px 40px rgb(0 0 0 / 0.3)',
      overflow: 'hidden',
    },
  },
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  paddingInline: space.sm,
  background: vars.colour.primary,
  color: vars.colour.primaryText,
  touchAction: 'none',
  userSelect: 'none',
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: font.size.lg,
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const titleButton = style({
  ...tapArea,
  justifyContent: 'center',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: radius.sm,
  fontSize: font.size.md,
});

export const moveHandle = style([
  titleButton,
  { cursor: 'move', display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } },
]);

export const body = style({ flex: 1, minBlockSize: 0, display: 'flex', flexDirection: 'column' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' });

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  inlineSize: '100%',
  minBlockSize: 56,
  paddingInline: space.md,
  border: 0,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&[aria-current="true"]': { background: 'rgb(127 127 127 / 0.12)' } },
});

export const listText = style({ flex: 1, minInlineSize: 0, display: 'grid', gap: 2 });
export const listPreview = style({
  color: vars.colour.muted,
  fontSize: font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const count = style({
  minInlineSize: 22,
  paddingInline: 6,
  borderRadius: radius.pill,
  background: '#c62828',
  color: '#fff',
  fontSize: font.size.xs,
  fontWeight: 700,
  textAlign: 'center',
  lineHeight: '22px',
});

export const log = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  background: vars.colour.background,
});

export const bubble = style({
  maxInlineSize: '80%',
  paddingBlock: space.sm,
  paddingInline: space.md,
  borderRadius: radius.lg,
  background: vars.colour.surface,
  border: `1px solid ${vars.colour.border}`,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-mine="true"]': {
      alignSelf: 'flex-end',
      background: vars.colour.primary,
      color: vars.colour.primaryText,
      borderColor: vars.colour.primary,
    },
  },
});

export const meta = style({
  display: 'block',
  fontSize: font.size.xs,
  marginBlockStart: 2,
});
export const picture = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: 240,
  borderRadius: radius.md,
});
/** A picture still on the device: smaller, until it is sent. */
export const thumbnail = style([picture, { maxBlockSize: 160 }]);
export const progress = style({ display: 'block', inlineSize: '100%', marginBlockStart: space.xs });
export const composerError = style({
  margin: 0,
  paddingBlock: space.xs,
  paddingInline: space.md,
  fontSize: font.size.sm,
  color: vars.colour.price,
  background: vars.colour.surface,
  borderBlockStart: `1px solid ${vars.colour.border}`,
});
export const pending = style({
  fontSize: font.size.xs,
  display: 'flex',
  gap: space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const linkButton = style({
  ...tapArea,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  padding: 0,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: space.xs,
  padding: space.sm,
  borderBlockStart: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
});

export const input = style({
  flex: 1,
  minBlockSize: 44,
  maxBlockSize: 120,
  resize: 'none',
  padding: space.sm,
  borderRadius: radius.md,
  border: `1px solid ${vars.colour.border}`,
  font: 'inherit',
  color: 'inherit',
  background: vars.colour.background,
});

export const note = style({
  padding: space.lg,
  display: 'grid',
  gap: space.md,
  justifyItems: 'start',
});
export const context = style({
  paddingInline: space.md,
  paddingBlock: space.xs,
  fontSize: font.size.sm,
  background: 'rgb(127 127 127 / 0.1)',
});

/** The operator / seller inbox: the list beside the conversation on wide screens. */
export const inbox = style({
  display: 'grid',
  gap: space.md,
  '@media': { [media.desktop]: { gridTemplateColumns: '320px 1fr' } },
});
export const inboxPane = style({
  border: `1px solid ${vars.colour.border}`,
  borderRadius: radius.md,
  overflow: 'hidden',
  background: vars.colour.surface,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 480,
  maxBlockSize: 680,
});
