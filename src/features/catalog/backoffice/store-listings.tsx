// The store's listings on `/seller`: filter (all, on shelf, off shelf, sold out) and name search,
// each listing with its price and what the store receives after the platform commission, stock,
// sales and open orders; add, edit, shelve, delete (refused while unfinished orders hold it), and a
// CSV import with the template to download and a per-row report.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import {
  listingFilters,
  type ListingFilter,
  type SellerListing,
} from '../../../../domain/api/listing.ts';
import { D } from '../../../../domain/money.ts';
import { splitRelease } from '../../../../domain/orders/pricing.ts';
import { Field } from '../../../components/field.tsx';
import { RecordPager } from '../../../components/record-pager.tsx';
import { Usd } from '../../../components/usd.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import {
  button,
  emptyState,
  muted,
  section,
  sectionTitle,
  skeleton,
} from '../../../styles/ui.css.ts';
import { useChangeListing } from './api/change-listing.ts';
import { useStoreListings } from './api/list-listings.ts';
import { ListingForm } from './listing-form.tsx';
import * as css from '../../../components/backoffice/panel.css.ts';
import { ListingImport } from './listing-import.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; listing: SellerListing } | null;

export function StoreListings() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ListingFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const listings = useStoreListings({ filter, keyword, pageNum });
  const labels: Record<ListingFilter, string> = {
    all: t`All`,
    onShelf: t`On shelf`,
    offShelf: t`Off shelf`,
    soldOut: t`Sold out`,
  };
  if (listings.isError) return null; // the orders section says why (not a store owner)
  const commissionRate = listings.data?.commissionRate ?? '0';

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPageNum(1);
  };

  return (
    <section className={section} aria-labelledby="listings-title">
      <h2 id="listings-title" className={sectionTitle}>
        <Trans>Listings</Trans>
      </h2>
      {editing ? (
        <ListingForm
          key={editing.kind === 'edit' ? editing.listing.sellerGoodsId : 'new'}
          listing={editing.kind === 'edit' ? editing.listing : undefined}
          commissionRate={commissionRate}
          onDone={() => setEditing(null)}
        />
      ) : (
        <>
          <div className={css.actions}>
            <button
              type="button"
              className={button.primary}
              onClick={() => setEditing({ kind: 'new' })}
            >
              <Trans>Add a listing</Trans>
            </button>
          </div>
          <ListingImport />
        </>
      )}
      <div className={css.tabs} role="group" aria-label={t`Show listings`}>
        {listingFilters.map((key) => (
          <button
            key={key}
            type="button"
            className={css.tab}
            aria-pressed={filter === key}
            onClick={() => {
              setFilter(key);
              setPageNum(1);
            }}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <form className={css.searchRow} role="search" onSubmit={onSearch}>
        <Field
          label={<Trans>Search your listings</Trans>}
          name="listing-keyword"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={button.secondary}>
          <Trans>Search</Trans>
        </button>
      </form>
      {listings.isPending ? (
        <div className={skeleton} style={{ height: 200 }} aria-busy="true" />
      ) : listings.data.pageList.length === 0 ? (
        <p className={emptyState}>
          {keyword || filter !== 'all' ? (
            <Trans>No listings match.</Trans>
          ) : (
            <Trans>No listings yet. Add your first one, or import a CSV file.</Trans>
          )}
        </p>
      ) : (
        <>
          <ul className={css.list} data-testid="store-listings">
            {listings.data.pageList.map((listing) => (
              <ListingCard
                key={listing.sellerGoodsId}
                listing={listing}
                commissionRate={commissionRate}
                onEdit={() => setEditing({ kind: 'edit', listing })}
              />
            ))}
          </ul>
          <RecordPager
            page={pageNum}
            pages={listings.data.pageInfo.totalPages}
            onPage={setPageNum}
            label={t`Listing pages`}
          />
        </>
      )}
    </section>
  );
}

function ListingCard({
  listing,
  commissionRate,
  onEdit,
}: {
  listing: SellerListing;
  commissionRate: string;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const change = useChangeListing();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const net = splitRelease(listing.price, commissionRate).seller;
  const percent = new D(commissionRate).times(100).toFixed();
  const state = !listing.onShelf ? t`Off shelf` : listing.stock === 0 ? t`Sold out` : t`On shelf`;
  return (
    <li className={css.card} data-testid="listing-card">
      <div className={css.listingRow}>
        {listing.images[0] ? <img src={listing.images[0]} alt="" className={css.thumb} /> : null}
        <div>
          <strong>
            <bdi>{listing.name}</bdi>
          </strong>
          <p className={muted}>
            {listing.categoryName} · <span className={css.status}>{state}</span>
          </p>
          <p>
            <Usd value={listing.price} />
            {/* Struck through as buyers see it: only a reference price (reduction-note.tsx). */}
            {listing.referencePrice !== null ? (
              <>
                {' '}
                <s>
                  <Usd value={listing.referencePrice} />
                </s>
              </>
            ) : null}
          </p>
          <p className={muted} data-testid="listing-net">
            <Trans>
              You receive <Usd value={net} /> after the {percent} % platform commission.
            </Trans>
          </p>
          <p className={muted}>
            <Trans>
              Stock {listing.stock} · minimum order {listing.buyMin} · sold {listing.soldNum} ·
              views {listing.viewsNum}
            </Trans>
          </p>
          {listing.openOrders > 0 ? (
            <p className={muted}>
              <Trans>{listing.openOrders} unfinished orders hold this listing.</Trans>
            </p>
          ) : null}
          {listing.hidden ? (
            <p className={css.notice} role="note" data-testid="listing-hidden">
              <Trans>
                Hidden by the platform: <bdi>{listing.hiddenReason}</bdi> It goes back on the shelf
                when the platform restores it.
              </Trans>
            </p>
          ) : null}
        </div>
      </div>
      <div className={css.actions}>
        <button type="button" className={button.secondary} onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={change.isPending || (listing.hidden && !listing.onShelf)}
          onClick={() =>
            change.mutate(
              { sellerGoodsId: listing.sellerGoodsId, onShelf: !listing.onShelf },
              {
                onSuccess: () =>
                  toastInfo(listing.onShelf ? t`Taken off the shelf` : t`Put back on the shelf`),
              },
            )
          }
        >
          {listing.onShelf ? <Trans>Take off the shelf</Trans> : <Trans>Put on the shelf</Trans>}
        </button>
        {confirmDelete ? (
          <>
            <button
              type="button"
              className={button.primary}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { sellerGoodsId: listing.sellerGoodsId, delete: true },
                  {
                    onSuccess: () => toastInfo(t`Listing deleted`),
                    onSettled: () => setConfirmDelete(false),
                  },
                )
              }
            >
              <Trans>Delete for good</Trans>
            </button>
            <button
              type="button"
              className={button.secondary}
              onClick={() => setConfirmDelete(false)}
            >
              <Trans>Keep it</Trans>
            </button>
          </>
        ) : (
          <button type="button" className={button.secondary} onClick={() => setConfirmDelete(true)}>
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
    </li>
  );
}
