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

/**
 * The seller calls that finish what is under way for buyers: confirming, shipping or cancelling a
 * paid order, answering a refund request, answering the buyer in the chat. A suspended store, and
 * the store of a business-locked owner, may make these and every read (its panel says why it is
 * restricted, its orders and statement stay visible); every other seller call is refused, so its
 * money stays where it is (`seller/wallet!transfer`) and nothing new starts (listings, profile,
 * review replies). The router applies this to every `auth: 'seller'` call, whatever is added later.
 */
export const sellerCallsUnderWay: readonly string[] = [
  'seller/order!confirm',
  'seller/order!ship',
  'seller/order!cancel',
  'seller/order!acceptRefund',
  'seller/order!disputeRefund',
  'seller/chat!send',
  'seller/chat!read',
];

/**
 * Calls of the owner of a suspended store that are refused besides its seller calls: the store's
 * money is frozen, also what was moved to the owner's wallet before the suspension.
 */
export const suspendedStoreOwnerRefuses: readonly string[] = ['withdraw!apply'];

/** Whether a restricted store (suspended, or its owner business-locked) may make this seller call. */
export function restrictedSellerMay(endpoint: { name: string; method: string }): boolean {
  return endpoint.method === 'read' || sellerCallsUnderWay.includes(endpoint.name);
}
