// The operator review queues' layout: one row per record, its facts beside the decision buttons
// from a tablet up, under them on a phone.
import { style } from '@vanilla-extract/css';
import { media, space, vars } from '../styles/theme.css.ts';

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

// minmax(0, …) and overflowWrap let a long unbroken value (a withdrawal address, a serial number)
// wrap inside the row instead of widening a 390 px screen.
export const row = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  paddingBlock: space.md,
  borderBlockEnd: `1px solid ${vars.colour.border}`,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** A row's facts: one block a line. */
export const facts = style({ display: 'grid', gap: space.xs, justifyItems: 'start', minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
