// `/userInfo/collect-shop`: the stores the buyer follows, 20 a page, with their follower and sold
// counts, a mark for suspended stores, and "unfollow".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { FollowedSellerItem } from '../../../../domain/api/favourites.ts';
import { LoadError } from '../../../components/page-states.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import { ProductImage } from '../../catalog/index.ts';
import { useFollowedStores } from '../api/list-followed-stores.ts';
import { useUnfollowStore } from '../api/unfollow-store.ts';
import * as css from './favourites.css.ts';

function FollowedStoreRow({ store }: { store: FollowedSellerItem }) {
  const { t } = useLingui();
  const unfollow = useUnfollowStore();
  return (
    <li
      className={store.closed ? `${css.row} ${css.rowMuted}` : css.row}
      data-testid="followed-store"
    >
      <ProductImage src={store.logo} alt="" className={css.logo} size={96} />
      <div className={css.rowBody}>
        {store.closed ? (
          <bdi className={css.rowTitle}>{store.name}</bdi>
        ) : (
          <Link
            to="/store"
            search={{ id: store.sellerId }}
            className={`${css.rowTitle} ${css.rowLink}`}
          >
            <bdi>{store.name}</bdi>
          </Link>
        )}
        <span className={css.rowMeta}>
          <span>
            <Trans>
              Followers <bdi>{store.followers}</bdi>
            </Trans>
          </span>
          <span>
            <Trans>
              Sold <bdi>{store.soldNum}</bdi>
            </Trans>
          </span>
          {store.closed ? (
            <span className={css.tagOff}>
              <Trans>Store closed</Trans>
            </span>
          ) : null}
        </span>
      </div>
      <div className={css.rowActions}>
        <button
          type="button"
          className={button.secondary}
          disabled={unfollow.isPending}
          aria-label={t`Unfollow ${store.name}`}
          onClick={() => unfollow.mutate({ focusSellerId: store.focusSellerId })}
        >
          <Trans>Unfollow</Trans>
        </button>
      </div>
    </li>
  );
}

export function FollowedStoresList({
  pageNum,
  onPage,
}: {
  pageNum: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const list = useFollowedStores({ pageNum });
  return (
    <section className={section} aria-labelledby="followed-stores-title">
      <h1 id="followed-stores-title" className={pageTitle}>
        <Trans>Followed stores</Trans>
      </h1>
      {list.isPending ? (
        <div className={css.list} aria-busy="true">
          <div className={skeleton} style={{ blockSize: '120px' }} />
          <div className={skeleton} style={{ blockSize: '120px' }} />
        </div>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.pageList.length === 0 ? (
        <div className={emptyState} data-testid="followed-stores-empty">
          <p>
            <Trans>You do not follow any store yet. Follow a store from its page.</Trans>
          </p>
          <p>
            <Link to="/index" className={button.secondary}>
              <Trans>Go shopping</Trans>
            </Link>
          </p>
        </div>
      ) : (
        <ul className={css.list} aria-busy={list.isFetching}>
          {list.data.pageList.map((store) => (
            <FollowedStoreRow key={store.id} store={store} />
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
