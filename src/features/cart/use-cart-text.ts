// The buyer-facing texts of the cart's refusals (spec section 8 "Cart and goods").
import { useLingui } from '@lingui/react/macro';
import type { CartRefusal } from '../../../domain/cart/cart.ts';

export function useCartRefusalText(): (key: CartRefusal) => string {
  const { t } = useLingui();
  return (key) => {
    switch (key) {
      case 'cart.duplicate':
        return t`This product is already in your cart`;
      case 'goods.notSelected':
        return t`No product selected`;
      case 'goods.quantityOutOfRange':
        return t`The quantity is above the maximum purchase quantity or below the minimum`;
    }
  };
}
