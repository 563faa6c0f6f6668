// The store's measured handling time, beside the days it declares: the median hours from payment
// to shipment and the share shipped within the declared days over the last 90 days, from its
// orders (seller!info `shipping`, domain/store/measured-shipping.ts). Below 5 measured orders it
// says so instead of showing a figure.
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { SellerDetail } from '../../../../domain/api/catalog.ts';
import { sellerInfoQueryOptions } from '../api/get-seller-info.ts';

export function MeasuredShipping({ shipping }: { shipping: SellerDetail['shipping'] }) {
  const orders = shipping.measuredOrders;
  const hours = shipping.medianShipHours;
  const rate = shipping.onTimeRate;
  if (hours === null || rate === null) {
    return (
      <span data-testid="measured-shipping">
        <Trans>
          Measured: not enough orders yet (<bdi>{orders}</bdi> in the last 90 days).
        </Trans>
      </span>
    );
  }
  return (
    <span data-testid="measured-shipping">
      <Trans>
        Measured over the last 90 days (<bdi>{orders}</bdi> orders): median <bdi>{hours}</bdi> hours
        from payment to shipment, <bdi>{rate}</bdi>% shipped within the declared days.
      </Trans>
    </span>
  );
}

/** The measured line for a product page, once the store's answer is in (no suspense: optional). */
export function StoreMeasuredShipping({ sellerId }: { sellerId: string }) {
  const seller = useQuery(sellerInfoQueryOptions({ sellerId }));
  // An answer the service worker cached before `shipping` existed lacks it.
  const shipping = seller.data?.shipping;
  return shipping ? <MeasuredShipping shipping={shipping} /> : null;
}
