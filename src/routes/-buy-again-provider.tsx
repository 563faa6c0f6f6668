// App-layer glue for "buy again": the order screens ask, the cart feature adds the lines, and the
// buyer is told how many were added (lines gone from sale or already in the cart are skipped).
import { useLingui } from '@lingui/react/macro';
import { useCallback, type ReactNode } from 'react';
import { useMaxBuy } from '../features/cart/api/get-max-buy.ts';
import { addLinesToCart } from '../features/cart/buy-again-lines.ts';
import { getBuyAgainLines } from '../features/orders/api/buy-again.ts';
import { BuyAgainContext } from '../features/orders/buy-again.tsx';
import { toastError, toastInfo } from '../lib/toast.ts';

export function BuyAgainProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const maxBuy = useMaxBuy();
  const handler = useCallback(
    async (orderId: string) => {
      try {
        const lines = await getBuyAgainLines(orderId);
        const { added, skipped } = await addLinesToCart(lines, maxBuy);
        if (added > 0) toastInfo(t`${added} products added to your cart`);
        if (skipped > 0)
          toastError(
            t`${skipped} products were not added: already in the cart or no longer on sale`,
          );
      } catch {
        // the API client has shown the error
      }
    },
    [maxBuy, t],
  );
  return <BuyAgainContext.Provider value={handler}>{children}</BuyAgainContext.Provider>;
}
