// The console's moderation pages: stores (search, active / suspended; suspend with the reason the
// store reads, reinstate) and listings (search, by store, hidden; hide with a reason, restore),
// each change after a dialog asking for the reason, paged on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminListingRow, AdminStoreRow } from '../../../../domain/api/operator.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Usd } from '../../../components/usd.tsx';
import { platformTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, pageTitle, section } from '../../../styles/ui.css.ts';
import {
  useListingList,
  useModerateListing,
  useSetStoreStatus,
  useStoreList,
  type ListingQuery,
  type StoreQuery,
} from './api/moderation.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded } from '../../../components/backoffice/data-table.tsx';
import {
  FilterBar,
  FilterInput,
  FilterSelect,
} from '../../../components/backoffice/filter-bar.tsx';

export type StoreSearch = Omit<StoreQuery, 'pageNum'> & { page?: number | undefined };
export type ListingSearch = Omit<ListingQuery, 'pageNum'> & { page?: number | undefined };

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
  const { page, ...filters } = search;
  const stores = useStoreList({ ...filters, pageNum: page ?? 1 });
  const setStatus = useSetStoreStatus();
  const [draft, setDraft] = useState(filters);
  const [asking, setAsking] = useState<AdminStoreRow | null>(null);
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Stores</Trans>
      </h1>
      <section className={section}>
        <FilterBar
          label={t`Find stores`}
          submitLabel={<Trans>Search</Trans>}
          onSubmit={() => onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined })}
        >
          <FilterInput
            type="search"
            label={<Trans>Store name</Trans>}
            value={draft.q}
            onChange={(q) => setDraft((was) => ({ ...was, q }))}
          />
          <FilterSelect
            label={<Trans>Status</Trans>}
            value={draft.status}
            anyLabel={t`All statuses`}
            options={[
              { value: 'active', label: t`Active` },
              { value: 'suspended', label: t`Suspended` },
            ]}
            onChange={(status) =>
              setDraft((was) => ({
                ...was,
                status: (status || undefined) as StoreQuery['status'],
              }))
            }
          />
        </FilterBar>
        <Loaded query={stores}>
          {(data) => (
            <DataTable
              caption={<Trans>Stores, newest first</Trans>}
              empty={<Trans>No store matches</Trans>}
              rows={data.pageList}
              rowKey={(store) => store.sellerId}
              pager={{
                info: data.pageInfo,
                label: t`Store list pages`,
                onPage: (next) => onSearch({ ...search, page: next }),
              }}
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
                      <span
                        className={css.badge[store.status === 'active' ? 'active' : 'disabled']}
                      >
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
                    <button
                      type="button"
                      className={button.secondary}
                      onClick={() => setAsking(store)}
                    >
                      {store.status === 'active' ? (
                        <Trans>Suspend</Trans>
                      ) : (
                        <Trans>Reinstate</Trans>
                      )}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </Loaded>
      </section>
      {asking ? (
        <ReasonDialog
          kind="store"
          required={asking.status === 'active'}
          title={
            asking.status === 'active' ? (
              <Trans>
                Suspend <bdi>{asking.name}</bdi>
              </Trans>
            ) : (
              <Trans>
                Reinstate <bdi>{asking.name}</bdi>
              </Trans>
            )
          }
          confirmLabel={<Trans>Confirm</Trans>}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            const store = asking;
            setAsking(null);
            setStatus.mutate(
              {
                sellerId: store.sellerId,
                status: store.status === 'active' ? 'suspended' : 'active',
                ...reason,
              },
              { onSuccess: () => toastInfo(t`Operation success`) },
            );
          }}
        />
      ) : null}
    </>
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
  const { page, ...filters } = search;
  const listings = useListingList({ ...filters, pageNum: page ?? 1 });
  const moderate = useModerateListing();
  const [draft, setDraft] = useState(filters);
  const [asking, setAsking] = useState<AdminListingRow | null>(null);
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Listings</Trans>
      </h1>
      <section className={section}>
        <FilterBar
          label={t`Find listings`}
          submitLabel={<Trans>Search</Trans>}
          onSubmit={() => onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined })}
        >
          <FilterInput
            type="search"
            label={<Trans>Listing name</Trans>}
            value={draft.q}
            onChange={(q) => setDraft((was) => ({ ...was, q }))}
          />
          <FilterSelect
            label={<Trans>Moderation</Trans>}
            value={draft.hidden === undefined ? '' : draft.hidden ? '1' : '0'}
            anyLabel={t`All listings`}
            options={[
              { value: '1', label: t`Hidden` },
              { value: '0', label: t`Not hidden` },
            ]}
            onChange={(hidden) =>
              setDraft((was) => ({ ...was, hidden: hidden === '' ? undefined : hidden === '1' }))
            }
          />
        </FilterBar>
        {filters.sellerId ? (
          <p>
            <Trans>Listings of one store.</Trans>{' '}
            <Link to="/admin/goods" search={{}}>
              <Trans>All stores</Trans>
            </Link>
          </p>
        ) : null}
        <Loaded query={listings}>
          {(data) => (
            <DataTable
              caption={<Trans>Listings, newest first</Trans>}
              empty={<Trans>No listing matches</Trans>}
              rows={data.pageList}
              rowKey={(listing) => listing.sellerGoodsId}
              pager={{
                info: data.pageInfo,
                label: t`Listing list pages`,
                onPage: (next) => onSearch({ ...search, page: next }),
              }}
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
                    <button
                      type="button"
                      className={button.secondary}
                      onClick={() => setAsking(listing)}
                    >
                      {listing.hidden ? <Trans>Restore</Trans> : <Trans>Hide</Trans>}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </Loaded>
      </section>
      {asking ? (
        <ReasonDialog
          kind="goods"
          required={!asking.hidden}
          title={
            asking.hidden ? (
              <Trans>
                Restore <bdi>{asking.name}</bdi>
              </Trans>
            ) : (
              <Trans>
                Hide <bdi>{asking.name}</bdi>
              </Trans>
            )
          }
          confirmLabel={<Trans>Confirm</Trans>}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => {
            const listing = asking;
            setAsking(null);
            moderate.mutate(
              { sellerGoodsId: listing.sellerGoodsId, hide: !listing.hidden, ...reason },
              { onSuccess: () => toastInfo(t`Operation success`) },
            );
          }}
        />
      ) : null}
    </>
  );
}
