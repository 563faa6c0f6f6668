// `/userInfo/collect-goods`: the buyer's favourite products, 20 a page, each with its price now
// against the price when saved, an "off shelf" mark for listings no longer on sale, and "remove".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { KeptGoodsItem } from '../../../../domain/api/favourites.ts';
import { priceTrend } from '../../../../domain/catalog/favourites.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { Usd } from '../../../components/usd.tsx';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { ProductImage } from '../../catalog/index.ts';
import { useDeleteKeptGoods } from '../api/delete-kept-goods.ts';
import { useKeptGoods } from '../api/list-kept-goods.ts';
import * as css from './favourites.css.ts';

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
  const { t } = useLingui();
  const list = useKeptGoods({ pageNum });
  return (
    <section className={section} aria-labelledby="kept-goods-title">
      <h1 id="kept-goods-title" className={pageTitle}>
        <Trans>Favourite products</Trans>
      </h1>
      {list.isPending ? (
        <div className={css.list} aria-busy="true">
          <div className={skeleton} style={{ blockSize: '120px' }} />
          <div className={skeleton} style={{ blockSize: '120px' }} />
        </div>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.pageList.length === 0 ? (
        <div className={emptyState} data-testid="kept-goods-empty">
          <p>
            <Trans>No favourite products yet. Tap the heart on a product to keep it here.</Trans>
          </p>
          <p>
            <Link to="/index" className={button.secondary}>
              <Trans>Go shopping</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className={css.list} aria-busy={list.isFetching}>
          {list.data.pageList.map((item) => (
            <KeptGoodsRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {list.data ? (
        <RecordPager
          page={pageNum}
          pages={Math.max(list.data.pageInfo.totalPages, pageNum)}
          onPage={onPage}
          label={t`Pages`}
        />
      ) : null}
    </section>
  );
}
