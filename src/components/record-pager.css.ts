// The record pager's layout.
import { style } from '@vanilla-extract/css';
import { space } from '../styles/theme.css.ts';

export const pager = style({
  display: 'flex',
  gap: space.sm,
  justifyContent: 'center',
  marginBlockStart: space.md,
});
