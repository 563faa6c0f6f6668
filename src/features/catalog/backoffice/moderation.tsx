// The console's moderation pages: stores (search, active / suspended; suspend with the reason the
// store reads, reinstate) and listings (search, by store, hidden; hide with a reason, restore),
// each change after a dialog asking for the reason, paged on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { DecisionKind } from '../../../../domain/operator/reasons.ts';
import type { DecisionReason } from '../../../components/decision-buttons.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Usd } from '../../../components/usd.tsx';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button } from '../../../styles/ui.css.ts';
import {
  useListingList,
  useModerateListing,
  useSetStoreStatus,
  useStoreList,
  type ListingQuery,
  type StoreQuery,
} from './api/moderation.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { FilterSelect } from '../../../components/backoffice/filter-bar.tsx';
import {
  pageQuery,
  SearchPage,
  type PageSearch,
} from '../../../components/backoffice/search-page.tsx';

export type StoreSearch = PageSearch<Omit<StoreQuery, 'pageNum'>>;
export type ListingSearch = PageSearch<Omit<ListingQuery, 'pageNum'>>;

/** A row's moderation action: asks for the reason in a dialog, then makes the change. */
function ReasonAction({
  kind,
  label,
  title,
  required,
  onConfirm,
}: {
  kind: DecisionKind;
  label: ReactNode;
  /** The dialog's title. */
  title: ReactNode;
  required: boolean;
  onConfirm: (reason: DecisionReason) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={button.secondary} onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking ? (
        <ReasonDialog
          kind={kind}
          required={required}
          title={title}
          confirmLabel={<Trans>Confirm</Trans>}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            setAsking(false);
            onConfirm(reason);
          }}
        />
      ) : null}
    </>
  );
}

export function StoreModeration({
  search,
  onSearch,
  canWrite,
}: {
  search: StoreSearch;
  onSearch: (next: StoreSearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const setStatus = useSetStoreStatus();
  return (
    <SearchPage
      title={<Trans>Stores</Trans>}
      search={search}
      onSearch={onSearch}
      list={useStoreList(pageQuery(search))}
      findLabel={t`Find stores`}
      textLabel={<Trans>Store name</Trans>}
      filters={(draft, change) => (
        <FilterSelect
          label={<Trans>Status</Trans>}
          value={draft.status}
          anyLabel={t`All statuses`}
          options={[
            { value: 'active', label: t`Active` },
            { value: 'suspended', label: t`Suspended` },
          ]}
          onChange={(status) => change({ status: (status || undefined) as StoreQuery['status'] })}
        />
      )}
      caption={<Trans>Stores, newest first</Trans>}
      empty={<Trans>No store matches</Trans>}
      pagerLabel={t`Store list pages`}
      rowKey={(store) => store.sellerId}
      columns={[
        {
          key: 'name',
          head: <Trans>Store</Trans>,
          cell: (store) => (
            <Link to="/admin/goods" search={{ sellerId: store.sellerId }}>
              <bdi>{store.name}</bdi>
            </Link>
          ),
        },
        {
          key: 'status',
          head: <Trans>Status</Trans>,
          cell: (store) => (
            <>
              <span className={css.badge[store.status === 'active' ? 'active' : 'disabled']}>
                {store.status === 'active' ? t`Active` : t`Suspended`}
              </span>
              {store.suspendReason ? (
                <div>
                  <bdi>{store.suspendReason}</bdi>
                </div>
              ) : null}
            </>
          ),
        },
        {
          key: 'listings',
          head: <Trans>Listings (on shelf / hidden)</Trans>,
          cell: (store) => `${store.listings} (${store.onShelf} / ${store.hidden})`,
        },
        {
          key: 'open',
          head: <Trans>Open orders</Trans>,
          cell: (store) => store.openOrders,
        },
        {
          key: 'opened',
          head: <Trans>Opened</Trans>,
          className: css.nowrap,
          cell: (store) => platformTime(store.createTime),
        },
        canWrite && {
          key: 'action',
          head: <Trans>Action</Trans>,
          cell: (store) => (
            <ReasonAction
              kind="store"
              required={store.status === 'active'}
              label={store.status === 'active' ? <Trans>Suspend</Trans> : <Trans>Reinstate</Trans>}
              title={
                store.status === 'active' ? (
                  <Trans>
                    Suspend <bdi>{store.name}</bdi>
                  </Trans>
                ) : (
                  <Trans>
                    Reinstate <bdi>{store.name}</bdi>
                  </Trans>
                )
              }
              onConfirm={(reason) =>
                setStatus.mutate(
                  {
                    sellerId: store.sellerId,
                    status: store.status === 'active' ? 'suspended' : 'active',
                    ...reason,
                  },
                  { onSuccess: () => toastInfo(t`Operation success`) },
                )
              }
            />
          ),
        },
      ]}
    />
  );
}

export function ListingModeration({
  search,
  onSearch,
  canWrite,
}: {
  search: ListingSearch;
  onSearch: (next: ListingSearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const moderate = useModerateListing();
  return (
    <SearchPage
      title={<Trans>Listings</Trans>}
      search={search}
      onSearch={onSearch}
      list={useListingList(pageQuery(search))}
      findLabel={t`Find listings`}
      textLabel={<Trans>Listing name</Trans>}
      filters={(draft, change) => (
        <FilterSelect
          label={<Trans>Moderation</Trans>}
          value={draft.hidden === undefined ? '' : draft.hidden ? '1' : '0'}
          anyLabel={t`All listings`}
          options={[
            { value: '1', label: t`Hidden` },
            { value: '0', label: t`Not hidden` },
          ]}
          onChange={(hidden) => change({ hidden: hidden === '' ? undefined : hidden === '1' })}
        />
      )}
      note={
        search.sellerId ? (
          <p>
            <Trans>Listings of one store.</Trans>{' '}
            <Link to="/admin/goods" search={{}}>
              <Trans>All stores</Trans>
            </Link>
          </p>
        ) : null
      }
      caption={<Trans>Listings, newest first</Trans>}
      empty={<Trans>No listing matches</Trans>}
      pagerLabel={t`Listing list pages`}
      rowKey={(listing) => listing.sellerGoodsId}
      columns={[
        {
          key: 'name',
          head: <Trans>Listing</Trans>,
          cell: (listing) => <bdi>{listing.name}</bdi>,
        },
        {
          key: 'store',
          head: <Trans>Store</Trans>,
          cell: (listing) => <bdi>{listing.sellerName}</bdi>,
        },
        {
          key: 'price',
          head: <Trans>Price</Trans>,
          cell: (listing) => <Usd value={listing.price} />,
        },
        {
          key: 'state',
          head: <Trans>State</Trans>,
          cell: (listing) =>
            listing.hidden ? (
              <>
                <span className={css.badge.disabled}>{t`Hidden`}</span>
                <div>
                  <bdi>{listing.hiddenReason}</bdi>
                </div>
              </>
            ) : listing.onShelf ? (
              t`On the shelf`
            ) : (
              t`Off the shelf`
            ),
        },
        canWrite && {
          key: 'action',
          head: <Trans>Action</Trans>,
          cell: (listing) => (
            <ReasonAction
              kind="goods"
              required={!listing.hidden}
              label={listing.hidden ? <Trans>Restore</Trans> : <Trans>Hide</Trans>}
              title={
                listing.hidden ? (
                  <Trans>
                    Restore <bdi>{listing.name}</bdi>
                  </Trans>
                ) : (
                  <Trans>
                    Hide <bdi>{listing.name}</bdi>
                  </Trans>
                )
              }
              onConfirm={(reason) =>
                moderate.mutate(
                  { sellerGoodsId: listing.sellerGoodsId, hide: !listing.hidden, ...reason },
                  { onSuccess: () => toastInfo(t`Operation success`) },
                )
              }
            />
          ),
        },
      ]}
    />
  );
}
