// A price as buyers read it: the unit price now, and the regular price struck through while a
// discount runs. Numbers stay left-to-right inside right-to-left text.
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../price.ts';
import * as css from './catalog.css.ts';
import { visuallyHidden } from '../../../styles/ui.css.ts';

export function Money({ value }: { value: string }) {
  return <bdi dir="ltr">${formatMoney(value)}</bdi>;
}

export function Price({
  price,
  discountPrice,
  sellingPrice,
  large = false,
}: {
  price: string;
  discountPrice: string | null;
  sellingPrice: string;
  large?: boolean;
}) {
  const discounted = discountPrice !== null && price !== sellingPrice;
  return (
    <span className={css.priceRow}>
      <span className={large ? css.priceLarge : css.price}>
        <span className={visuallyHidden}>
          <Trans>Price</Trans>
        </span>
        <Money value={price} />
      </span>
      {discounted && (
        <s className={css.original}>
          <span className={visuallyHidden}>
            <Trans>Original price</Trans>
          </span>
          <Money value={sellingPrice} />
        </s>
      )}
    </span>
  );
}
