// The product page's buy box: attribute choice, a quantity stepper starting at the minimum order
// quantity, and "add to cart". Works offline (the cart is local); a second add of the same listing
// sets the line in the cart to the new quantity and says so.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { quantityBounds } from '../../../../domain/cart/cart.ts';
import { toastError, toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import { useMaxBuy } from '../api/get-max-buy.ts';
import { cart } from '../cart-store.ts';
import { useCartRefusalText } from '../use-cart-text.ts';
import * as css from './cart.css.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface AddToCartGoods {
  sellerGoodsId: string;
  name: string;
  imgUrl1: string;
  zoomImg: string;
  price: string;
  discountPrice: string | null;
  sellingPrice: string;
  buyMin: number;
  onShelf: boolean;
  attributes: ReadonlyArray<{ name: string; values: readonly string[] }>;
  seller: { id: string; name: string };
}

export function AddToCart({ goods }: { goods: AddToCartGoods }) {
  const { t } = useLingui();
  const maxBuy = useMaxBuy();
  const refusal = useCartRefusalText();
  const { min, max } = quantityBounds(goods.buyMin, maxBuy);
  const [count, setCount] = useState(min);
  const [choice, setChoice] = useState<Record<string, string>>(() =>
    Object.fromEntries(goods.attributes.map((a) => [a.name, a.values[0] ?? ''])),
  );
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const result = await cart.put(
      {
        id: goods.sellerGoodsId,
        name: goods.name,
        checkAttrName: goods.attributes
          .map((a) => (choice[a.name] ? `${a.name}: ${choice[a.name]}` : ''))
          .filter(Boolean)
          .join('; '),
        image: goods.zoomImg || goods.imgUrl1,
        price: goods.price,
        discountPrice: goods.discountPrice,
        sellingPrice: goods.sellingPrice,
        buyMin: goods.buyMin,
        count,
        seller: goods.seller,
        checked: true,
        addedAt: Date.now(),
      },
      maxBuy,
    );
    setBusy(false);
    if (result.ok)
      toastInfo(result.updated ? t`Quantity in your cart set to ${count}` : t`Added to cart`);
    else toastError(refusal(result.key));
  };

  return (
    <div className={css.addBox}>
      {goods.attributes.map((attribute) => (
        <label key={attribute.name} className={css.addRow}>
          <span>{attribute.name}</span>
          <select
            className={css.attrSelect}
            value={choice[attribute.name] ?? ''}
            onChange={(event) =>
              setChoice((current) => ({ ...current, [attribute.name]: event.target.value }))
            }
          >
            {attribute.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div className={css.addRow}>
        <QuantityStepper
          value={count}
          min={min}
          max={max}
          onChange={setCount}
          label={t`Quantity for ${goods.name}`}
        />
        <button
          type="button"
          className={button.primary}
          disabled={!goods.onShelf || busy}
          onClick={() => void add()}
          data-testid="add-to-cart"
        >
          <Trans>Add to cart</Trans>
        </button>
      </div>
    </div>
  );
}
