// `/userInfo/collect-goods`: the buyer's favourite products, 20 a page, each with its price now
// against the price when saved, an "off shelf" mark for listings no longer on sale, and "remove".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { KeptGoodsItem } from '../../../../domain/api/favourites.ts';
import { priceTrend } from '../../../../domain/catalog/favourites.ts';
import { Usd } from '../../../components/usd.tsx';
import { button } from '../../../styles/ui.css.ts';
import { ProductImage } from '../../catalog/index.ts';
import { useDeleteKeptGoods } from '../api/delete-kept-goods.ts';
import { useKeptGoods } from '../api/list-kept-goods.ts';
import * as css from './favourites.css.ts';
import { FavouritesListFrame } from './favourites-list-frame.tsx';

function KeptGoodsRow({ item }: { item: KeptGoodsItem }) {
  const { t } = useLingui();
  const remove = useDeleteKeptGoods();
  const trend = priceTrend(item.savedPrice, item.price);
  return (
    <li
      className={item.offShelf ? `${css.row} ${css.rowMuted}` : css.row}
      data-testid="kept-goods"
      data-off-shelf={item.offShelf}
    >
      <ProductImage src={item.imgUrl1} alt="" className={css.thumb} size={96} />
      <div className={css.rowBody}>
        {item.offShelf ? (
          <bdi className={css.rowTitle}>{item.name}</bdi>
        ) : (
          <Link
            to="/productDetails"
            search={{ id: item.sellerGoodsId }}
            className={`${css.rowTitle} ${css.rowLink}`}
          >
            <bdi>{item.name}</bdi>
          </Link>
        )}
        <bdi className={css.rowMeta}>{item.seller.name}</bdi>
        <span className={css.rowMeta}>
          <span data-testid="kept-price-now">
            <Trans>
              Now{' '}
              <strong className={css.priceNow}>
                <Usd value={item.price} />
              </strong>
            </Trans>
          </span>
          <span data-testid="kept-price-saved">
            <Trans>
              When saved <Usd value={item.savedPrice} />
            </Trans>
          </span>
          {trend === 'down' ? (
            <span className={css.tagDown}>
              <Trans>Price dropped</Trans>
            </span>
          ) : trend === 'up' ? (
            <span className={css.tagUp}>
              <Trans>Price went up</Trans>
            </span>
          ) : null}
          {item.offShelf ? (
            <span className={css.tagOff} data-testid="off-shelf">
              <Trans>Off shelf</Trans>
            </span>
          ) : null}
        </span>
      </div>
      <div className={css.rowActions}>
        <button
          type="button"
          className={button.secondary}
          disabled={remove.isPending}
          aria-label={t`Remove ${item.name} from favourites`}
          onClick={() => remove.mutate(item.sellerGoodsId)}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
    </li>
  );
}

export function KeptGoodsList({
  pageNum,
  onPage,
}: {
  pageNum: number;
  onPage: (page: number) => void;
}) {
  const list = useKeptGoods({ pageNum });
  return (
    <FavouritesListFrame
      titleId="kept-goods-title"
      title={<Trans>Favourite products</Trans>}
      list={list}
      empty={<Trans>No favourite products yet. Tap the heart on a product to keep it here.</Trans>}
      emptyTestId="kept-goods-empty"
      pageNum={pageNum}
      onPage={onPage}
    >
      {(rows) => rows.map((item) => <KeptGoodsRow key={item.id} item={item} />)}
    </FavouritesListFrame>
  );
}
