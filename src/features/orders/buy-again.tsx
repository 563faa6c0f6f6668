// "Buy again" needs the cart, which belongs to another feature: the app layer provides the
// handler through this context so the order screens stay independent of the cart's internals.
import { createContext, useContext } from 'react';

type BuyAgainHandler = (orderId: string) => Promise<void>;

export const BuyAgainContext = createContext<BuyAgainHandler | null>(null);

export function useBuyAgain(): BuyAgainHandler | null {
  return useContext(BuyAgainContext);
}
