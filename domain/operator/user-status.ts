// The states an operator can put a user account in (SPEC 6: active, disabled, business-locked).
// Disabled: no login, every session ends. Business-locked: the user may still sign in, read their
// orders, wallet and messages and settle what is under way (confirm receipt, repay), but may not
// start new business: the calls below are refused with the operator's reason.
// Kept apart from the endpoint schemas so a route's search parsing can use it without pulling zod
// into the storefront's first screen.
export const userStatusValues = ['active', 'disabled', 'business_locked'] as const;
export type UserStatusValue = (typeof userStatusValues)[number];

/**
 * What a business-locked account may not do: place or pay orders, deposit, bind a withdrawal
 * address or withdraw, move store earnings, list goods, apply for a loan. Names of `domain/api/endpoints.ts` (a test
 * checks each exists).
 */
export const businessLockedRefuses: readonly string[] = [
  'order!submit',
  'order!pay',
  'rechargeBlockchain!recharge',
  'user!bindWithdrawAddress',
  'withdraw!apply',
  'seller/wallet!transfer',
  'seller/goods!add',
  'seller/goods!import',
  'seller/store!apply',
  // A new loan is new business; repaying one under way stays allowed.
  'loan!apply',
];
