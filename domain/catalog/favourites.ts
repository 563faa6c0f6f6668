// Rules of favourite products and followed stores that both the server and the PWA apply.
import { D } from '../money.ts';

/** How a kept listing's price moved since it was saved. */
export type PriceTrend = 'down' | 'up' | 'same';

/** Compares the unit price now with the price when the listing was saved. */
export function priceTrend(savedPrice: string, priceNow: string): PriceTrend {
  const now = new D(priceNow);
  if (now.lt(savedPrice)) return 'down';
  if (now.gt(savedPrice)) return 'up';
  return 'same';
}

/** The store-follow refusals of SPEC section 6, in the order they are checked. */
export type FollowRefusal = 'focus.ownStore' | 'focus.sellerCannotFollow';

/**
 * Whether a user may follow a store: never their own store, and a seller (a user who runs a store
 * or holds the seller role) follows no store at all.
 */
export function followRefusal(follower: {
  ownStoreIds: readonly string[];
  roles: readonly string[];
  sellerId: string;
}): FollowRefusal | undefined {
  if (follower.ownStoreIds.includes(follower.sellerId)) return 'focus.ownStore';
  if (follower.ownStoreIds.length > 0 || follower.roles.includes('seller'))
    return 'focus.sellerCannotFollow';
  return undefined;
}
