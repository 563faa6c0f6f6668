// The order list's tabs by name (SPEC.md section 4), apart from the statuses each shows
// (`orderTabs` in order-status.ts): the storefront's route checks its search against the names in
// the first screen's code, which should not carry the order state machine along.
/** In the list's order. */
export const orderTabNames = [
  'all',
  'pendingPayment',
  'cancelled',
  'toBeShipped',
  'confirmed',
  'toBeReceived',
  'received',
  'toBeReviewed',
  'refund',
] as const;

export type OrderTab = (typeof orderTabNames)[number];
