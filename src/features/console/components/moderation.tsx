// The console's moderation pages: stores (search, active / suspended; suspend with the reason the
// store reads, reinstate) and listings (search, by store, hidden; hide with a reason, restore),
// each change after a dialog asking for the reason, paged on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { AdminListingRow, AdminStoreRow } from '../../../../domain/api/operator.ts';
import * as formCss from '../../../components/form.css.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Usd } from '../../../components/usd.tsx';
import { localTime } from '../../../lib/time.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { button, emptyState, pageTitle, section, skeleton } from '../../../styles/ui.css.ts';
import {
  useListingList,
  useModerateListing,
  useSetStoreStatus,
  useStoreList,
  type ListingQuery,
  type StoreQuery,
} from '../api/moderation.ts';
import * as css from './console.css.ts';
import { TablePager } from './table-pager.tsx';

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
  const id = useId();
  const { page, ...filters } = search;
  const stores = useStoreList({ ...filters, pageNum: page ?? 1 });
  const setStatus = useSetStoreStatus();
  const [draft, setDraft] = useState(filters);
  const [asking, setAsking] = useState<AdminStoreRow | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  };
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Stores</Trans>
      </h1>
      <section className={section}>
        <form className={css.filters} onSubmit={apply} role="search" aria-label={t`Find stores`}>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-q`}>
              <Trans>Store name</Trans>
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className={formCss.input}
              value={draft.q ?? ''}
              onChange={(event) => setDraft((was) => ({ ...was, q: event.target.value }))}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </label>
            <select
              id={`${id}-status`}
              className={formCss.input}
              value={draft.status ?? ''}
              onChange={(event) =>
                setDraft((was) => ({
                  ...was,
                  status: (event.target.value || undefined) as StoreQuery['status'],
                }))
              }
            >
              <option value="">{t`All statuses`}</option>
              <option value="active">{t`Active`}</option>
              <option value="suspended">{t`Suspended`}</option>
            </select>
          </div>
          <button type="submit" className={button.primary}>
            <Trans>Search</Trans>
          </button>
        </form>
        {stores.isPending ? (
          <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
        ) : stores.isError || !stores.data ? (
          <p className={emptyState} role="alert">
            {stores.error?.message ?? t`The list could not be loaded`}
          </p>
        ) : stores.data.pageList.length === 0 ? (
          <p className={emptyState}>
            <Trans>No store matches</Trans>
          </p>
        ) : (
          <>
            <div
              className={css.tableBox}
              role="region"
              aria-labelledby={`${id}-caption`}
              tabIndex={0}
            >
              <table className={css.table}>
                <caption id={`${id}-caption`}>
                  <Trans>Stores, newest first</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Store</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Status</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Listings (on shelf / hidden)</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Open orders</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Opened</Trans>
                    </th>
                    {canWrite ? (
                      <th scope="col">
                        <Trans>Action</Trans>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {stores.data.pageList.map((store) => (
                    <tr key={store.sellerId}>
                      <td>
                        <Link to="/admin/goods" search={{ sellerId: store.sellerId }}>
                          <bdi>{store.name}</bdi>
                        </Link>
                      </td>
                      <td>
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
                      </td>
                      <td>
                        {store.listings} ({store.onShelf} / {store.hidden})
                      </td>
                      <td>{store.openOrders}</td>
                      <td className={css.nowrap}>{localTime(store.createTime)}</td>
                      {canWrite ? (
                        <td>
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
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TablePager
              info={stores.data.pageInfo}
              label={t`Store list pages`}
              onPage={(next) => onSearch({ ...search, page: next })}
            />
          </>
        )}
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
  const id = useId();
  const { page, ...filters } = search;
  const listings = useListingList({ ...filters, pageNum: page ?? 1 });
  const moderate = useModerateListing();
  const [draft, setDraft] = useState(filters);
  const [asking, setAsking] = useState<AdminListingRow | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q?.trim() || undefined, page: undefined });
  };
  return (
    <>
      <h1 className={pageTitle}>
        <Trans>Listings</Trans>
      </h1>
      <section className={section}>
        <form className={css.filters} onSubmit={apply} role="search" aria-label={t`Find listings`}>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-q`}>
              <Trans>Listing name</Trans>
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className={formCss.input}
              value={draft.q ?? ''}
              onChange={(event) => setDraft((was) => ({ ...was, q: event.target.value }))}
            />
          </div>
          <div className={css.filterField}>
            <label className={css.filterLabel} htmlFor={`${id}-hidden`}>
              <Trans>Moderation</Trans>
            </label>
            <select
              id={`${id}-hidden`}
              className={formCss.input}
              value={draft.hidden === undefined ? '' : draft.hidden ? '1' : '0'}
              onChange={(event) =>
                setDraft((was) => ({
                  ...was,
                  hidden: event.target.value === '' ? undefined : event.target.value === '1',
                }))
              }
            >
              <option value="">{t`All listings`}</option>
              <option value="1">{t`Hidden`}</option>
              <option value="0">{t`Not hidden`}</option>
            </select>
          </div>
          <button type="submit" className={button.primary}>
            <Trans>Search</Trans>
          </button>
        </form>
        {filters.sellerId ? (
          <p>
            <Trans>Listings of one store.</Trans>{' '}
            <Link to="/admin/goods" search={{}}>
              <Trans>All stores</Trans>
            </Link>
          </p>
        ) : null}
        {listings.isPending ? (
          <div className={skeleton} style={{ height: 160 }} aria-busy="true" />
        ) : listings.isError || !listings.data ? (
          <p className={emptyState} role="alert">
            {listings.error?.message ?? t`The list could not be loaded`}
          </p>
        ) : listings.data.pageList.length === 0 ? (
          <p className={emptyState}>
            <Trans>No listing matches</Trans>
          </p>
        ) : (
          <>
            <div
              className={css.tableBox}
              role="region"
              aria-labelledby={`${id}-caption`}
              tabIndex={0}
            >
              <table className={css.table}>
                <caption id={`${id}-caption`}>
                  <Trans>Listings, newest first</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Listing</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Store</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Price</Trans>
                    </th>
                    <th scope="col">
                      <Trans>State</Trans>
                    </th>
                    {canWrite ? (
                      <th scope="col">
                        <Trans>Action</Trans>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {listings.data.pageList.map((listing) => (
                    <tr key={listing.sellerGoodsId}>
                      <td>
                        <bdi>{listing.name}</bdi>
                      </td>
                      <td>
                        <bdi>{listing.sellerName}</bdi>
                      </td>
                      <td>
                        <Usd value={listing.price} />
                      </td>
                      <td>
                        {listing.hidden ? (
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
                        )}
                      </td>
                      {canWrite ? (
                        <td>
                          <button
                            type="button"
                            className={button.secondary}
                            onClick={() => setAsking(listing)}
                          >
                            {listing.hidden ? <Trans>Restore</Trans> : <Trans>Hide</Trans>}
                          </button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <TablePager
              info={listings.data.pageInfo}
              label={t`Listing list pages`}
              onPage={(next) => onSearch({ ...search, page: next })}
            />
          </>
        )}
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
