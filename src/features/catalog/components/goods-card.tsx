// A listing as a card in dense grids: image, name, price (with the struck-through reference),
// minimum-order badge, sold count and store, and the favourites heart over the picture (a button
// beside the card's link, not inside it).
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { GoodsCard as GoodsCardData } from '../../../../domain/api/catalog.ts';
import { lazyOptional } from '../../../components/lazy-optional.tsx';
import { discountPercent } from '../price.ts';
import * as css from './catalog.css.ts';
import { Price } from './price.tsx';
import { ProductImage } from './product-image.tsx';

// The heart loads after the cards: its code, styles and calls are not needed to paint them, and it
// sits over the picture (absolutely positioned), so its arrival moves nothing.
const FavouriteToggle = lazyOptional(() =>
  import('../../favourites/index.ts').then((module) => module.FavouriteToggle),
);

export function GoodsCard({ goods, eager = false }: { goods: GoodsCardData; eager?: boolean }) {
  // A badge only for a reduction buyers may be shown, measured against the reference price.
  const off = goods.referencePrice ? discountPercent(goods.price, goods.referencePrice) : 0;
  return (
    <div className={css.cardBox}>
      <GoodsCardLink goods={goods} eager={eager} off={off} />
      <FavouriteToggle sellerGoodsId={goods.sellerGoodsId} name={goods.name} />
    </div>
  );
}

function GoodsCardLink({
  goods,
  eager,
  off,
}: {
  goods: GoodsCardData;
  eager: boolean;
  off: number;
}) {
  return (
    <Link to="/productDetails" search={{ id: goods.sellerGoodsId }} className={css.card}>
      <div className={css.imageBox}>
        <ProductImage src={goods.imgUrl1 || goods.zoomImg} alt="" eager={eager} />
        {off > 0 && (
          <span className={css.discountBadge}>
            <bdi dir="ltr">-{off}%</bdi>
          </span>
        )}
      </div>
      <div className={css.body}>
        <bdi className={css.name}>{goods.name}</bdi>
        <Price price={goods.price} referencePrice={goods.referencePrice} />
        <span className={css.meta}>
          <span className={css.moqBadge}>
            <Trans>
              Min. order <bdi>{goods.buyMin}</bdi>
            </Trans>
          </span>
          <span>
            <Trans>
              <bdi>{goods.soldNum}</bdi> sold
            </Trans>
          </span>
        </span>
        <bdi className={css.sellerName}>{goods.seller.name}</bdi>
      </div>
    </Link>
  );
}
