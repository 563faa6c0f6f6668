// Stores and listings as operators moderate them: the lists with their moderation state, and the
// changes — suspending a store (its listings leave the storefront, open orders go on) and hiding a
// listing (off the shelf, the store cannot put it back) — each with the reason the store reads.
// The operator module runs these in its transaction beside the audit entry.
import type { AdminListingRow, AdminStoreRow } from '../../../domain/api/operator.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { D } from '../../../domain/money.ts';
import { reasonText, type ReasonCode } from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { wireTime } from '../../platform/time.ts';
import { recordNotice } from '../notice/index.ts';
import * as repo from './moderation.repository.ts';
import { readStores } from './store.service.ts';

type View = { timeZone: string; lang: LanguageCode };

export function storeView(row: repo.StoreRow, view: View): AdminStoreRow {
  return {
    sellerId: row.id,
    ownerUserId: row.owner_user_id ?? '',
    name: row.name,
    country: row.country,
    status: row.enabled ? 'active' : 'suspended',
    suspendReason: row.enabled
      ? ''
      : reasonText(row.suspend_reason_code, row.suspend_reason, view.lang),
    suspendTime: wireTime(row.suspended_at, view.timeZone),
    listings: row.listings,
    onShelf: row.on_shelf,
    hidden: row.hidden,
    openOrders: row.open_orders,
    createTime: wireTime(row.created_at, view.timeZone),
  };
}

export function listingView(row: repo.ModerationListingRow, view: View): AdminListingRow {
  return {
    sellerGoodsId: row.id,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    name: localized(row.names, view.lang),
    price: new D(row.price).toFixed(),
    stock: row.stock,
    onShelf: row.on_shelf,
    hidden: row.hidden_at !== null,
    hiddenReason:
      row.hidden_at === null
        ? ''
        : reasonText(row.hidden_reason_code, row.hidden_reason, view.lang),
    upTime: wireTime(row.up_time, view.timeZone),
  };
}

export const listStoresForOperator = repo.listStores;
export const findStoreForOperator = repo.findStore;
export const listListingsForOperator = repo.listListings;
export const findListingForOperator = repo.findListing;

/** Suspends or reinstates a store in `tx`; answers its owner and state before, or undefined. */
export async function setStoreStatus(
  tx: DbOrTx,
  id: string,
  change: {
    status: 'active' | 'suspended';
    reasonCode: ReasonCode | undefined;
    reason: string | undefined;
    now: Date;
  },
) {
  const store = await repo.lockStore(tx, id);
  if (!store) return undefined;
  const suspend = change.status === 'suspended';
  await repo.setStoreState(tx, id, {
    enabled: !suspend,
    suspendReasonCode: suspend ? (change.reasonCode ?? null) : null,
    suspendReason: suspend ? (change.reason ?? '') : '',
    suspendedAt: suspend ? change.now : null,
  });
  return { ownerUserId: store.ownerUserId, wasEnabled: store.enabled };
}

/** Hides (or restores) a listing in `tx`; answers its store and state before, or undefined. */
export async function setListingHidden(
  tx: DbOrTx,
  id: string,
  change: {
    hidden: boolean;
    reasonCode: ReasonCode | undefined;
    reason: string | undefined;
    now: Date;
  },
) {
  const listing = await repo.lockListing(tx, id);
  if (!listing) return undefined;
  const before = {
    sellerId: listing.sellerId,
    onShelf: listing.onShelf,
    hidden: listing.hiddenAt !== null,
  };
  if (change.hidden) {
    await repo.setListingModeration(tx, id, {
      onShelf: false,
      hiddenAt: listing.hiddenAt ?? change.now,
      hiddenReasonCode: change.reasonCode ?? null,
      hiddenReason: change.reason ?? '',
      // Hidden twice: what counts is the shelf state before the first time.
      hiddenWasOnShelf: listing.hiddenAt ? listing.hiddenWasOnShelf : listing.onShelf,
    });
    const [store] = await readStores(tx, [listing.sellerId]);
    if (!listing.hiddenAt && store?.ownerUserId)
      await recordNotice(tx, {
        userId: store.ownerUserId,
        kind: 'listing.hidden',
        params: { reason: change.reason ?? '', reasonCode: change.reasonCode ?? '' },
        link: { kind: 'listing', id },
        now: change.now,
      });
  } else {
    await repo.setListingModeration(tx, id, {
      onShelf: listing.hiddenAt ? listing.hiddenWasOnShelf : listing.onShelf,
      hiddenAt: null,
      hiddenReasonCode: null,
      hiddenReason: '',
      hiddenWasOnShelf: false,
    });
  }
  return before;
}
