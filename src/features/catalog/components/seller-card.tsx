// A store as a card: logo, name and its recorded counters.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SellerCard as SellerCardData } from '../../../../domain/api/catalog.ts';
import * as css from './catalog.css.ts';
import { ProductImage } from './product-image.tsx';

export function SellerCard({ seller }: { seller: SellerCardData }) {
  return (
    <Link to="/store" search={{ id: seller.sellerId }} className={css.sellerCard}>
      <ProductImage src={seller.logo} alt="" className={css.sellerLogo} size={56} />
      <span>
        <bdi className={css.sellerTitle}>{seller.name}</bdi>
        <span className={css.stats}>
          <span>
            <Trans>
              <bdi>{seller.goodsNum}</bdi> products
            </Trans>
          </span>
          <span>
            <Trans>
              <bdi>{seller.soldNum}</bdi> sold
            </Trans>
          </span>
          <span>
            <Trans>
              <bdi>{seller.followers}</bdi> followers
            </Trans>
          </span>
        </span>
      </span>
    </Link>
  );
}
