// `/userInfo/collect-shop`: the stores the buyer follows, 20 a page, with their follower and sold
// counts, a mark for suspended stores, and "unfollow".
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { FollowedSellerItem } from '../../../../domain/api/favourites.ts';
import { button } from '../../../styles/ui.css.ts';
import { ProductImage } from '../../catalog/index.ts';
import { useFollowedStores } from '../api/list-followed-stores.ts';
import { useUnfollowStore } from '../api/unfollow-store.ts';
import * as css from './favourites.css.ts';
import { FavouritesListFrame } from './favourites-list-frame.tsx';

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
  const list = useFollowedStores({ pageNum });
  return (
    <FavouritesListFrame
      titleId="followed-stores-title"
      title={<Trans>Followed stores</Trans>}
      list={list}
      empty={<Trans>You do not follow any store yet. Follow a store from its page.</Trans>}
      emptyTestId="followed-stores-empty"
      pageNum={pageNum}
      onPage={onPage}
    >
      {(rows) => rows.map((store) => <FollowedStoreRow key={store.id} store={store} />)}
    </FavouritesListFrame>
  );
}
