// Styles of the chat: header icons with badges (eager, small), the window and the conversation.
import { style } from '@vanilla-extract/css';
import { radius, tapArea } from '../../../styles/theme.css.ts';

export const iconButton = style({
  ...tapArea,
  justifyContent: 'center',
  position: 'relative',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: radius.pill,
  padding: 0,
  selectors: { '&:hover': { background: 'rgb(127 127 127 / 0.15)' } },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineEnd: 0,
  minInlineSize: 18,
  blockSize: 18,
  paddingInline: 4,
  borderRadius: radius.pill,
  background: '#c62828',
  color: '#fff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const icons = style({ display: 'inline-flex', alignItems: 'center', flex: 'none' });
