// A price as buyers read it: the unit price now, and, only while a reduction may be shown, the
// reference price struck through: the lowest price the listing had for a week in the 30 days
// before the discount (domain/catalog/reference-price.ts), never a regular price nobody paid.
// Numbers stay left-to-right inside right-to-left text.
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../price.ts';
import * as css from './catalog.css.ts';
import { visuallyHidden } from '../../../styles/ui.css.ts';

export function Money({ value }: { value: string }) {
  return <bdi dir="ltr">${formatMoney(value)}</bdi>;
}

export function Price({
  price,
  referencePrice,
  large = false,
}: {
  price: string;
  referencePrice: string | null;
  large?: boolean;
}) {
  return (
    <span className={css.priceRow}>
      <span className={large ? css.priceLarge : css.price}>
        <span className={visuallyHidden}>
          <Trans>Price</Trans>
        </span>
        <Money value={price} />
      </span>
      {/* Truthy, not only non-null: an answer cached before the field existed lacks it. */}
      {referencePrice && (
        <s className={css.original}>
          <span className={visuallyHidden}>
            <Trans>Lowest price of the 30 days before the reduction</Trans>
          </span>
          <Money value={referencePrice} />
        </s>
      )}
    </span>
  );
}
