// Why buyers do or do not see a reduction for a listing's discount: the storefront strikes through
// only a reference price (domain/catalog/reference-price.ts), the lowest price the listing had for
// at least 7 days in the 30 days before the discount started.
import { Trans } from '@lingui/react/macro';
import type { SellerListing } from '../../../../domain/api/listing.ts';
import * as formCss from '../../../components/form.css.ts';
import { Usd } from '../../../components/usd.tsx';

export function ReductionNote({ listing }: { listing?: SellerListing | undefined }) {
  return (
    <>
      <span className={formCss.hint}>
        <Trans>
          A reduction is shown once the earlier price has been in effect for 7 days: buyers see the
          lowest price of the 30 days before the discount struck through. A new listing with a
          discount shows no reduction.
        </Trans>
      </span>
      {listing?.discountActive &&
        (listing.referencePrice === null ? (
          <span className={formCss.hint} data-testid="reduction-status">
            <Trans>
              The discount price applies, but no reduction is shown: no earlier price of this
              listing above it held for 7 days in the 30 days before the discount.
            </Trans>
          </span>
        ) : (
          <span className={formCss.hint} data-testid="reduction-status">
            <Trans>
              Buyers see <Usd value={listing.referencePrice} /> struck through.
            </Trans>
          </span>
        ))}
    </>
  );
}
