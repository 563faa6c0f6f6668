// Stores and listings as operators moderate them (`admin/store!list|info|setStatus`,
// `admin/goods!list|hide|restore`): the lists with their moderation state, and the changes —
// suspending a store (its listings leave the storefront, open orders go on) and hiding a listing
// (off the shelf, the store cannot put it back) — each with the reason the store reads and its
// audit entry in the same transaction. Nobody moderates a store they own.
import type { AdminListingRow, AdminStoreRow } from '../../../domain/api/operator.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { D } from '../../../domain/money.ts';
import {
  reasonText,
  rejectionReasonGiven,
  type ReasonCode,
} from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
import { recordNotice } from '../notice/index.ts';
import { forgetCatalogReads } from './catalog.cache.ts';
import * as repo from './moderation.repository.ts';
import { readStores } from './store.repository.ts';

type View = { timeZone: string; lang: LanguageCode };

function storeView(row: repo.StoreRow, view: View): AdminStoreRow {
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

function listingView(row: repo.ModerationListingRow, view: View): AdminListingRow {
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
async function setListingHidden(
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

// --- the console's calls ------------------------------------------------------------------------

type Page = { pageNum: number; pageSize: number };
const viewOf = (ctx: ServiceContext): View => ({
  timeZone: ctx.config.platformTimeZone,
  lang: ctx.lang,
});

export async function listStores(
  ctx: ServiceContext,
  filter: { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
  page: Page,
) {
  const { rows, total } = await repo.listStores(ctx.db, filter, page);
  return { list: rows.map((row) => storeView(row, viewOf(ctx))), total };
}

export async function storeInfo(ctx: ServiceContext, id: string): Promise<Result<AdminStoreRow>> {
  const row = await repo.findStore(ctx.db, id);
  return row ? ok(storeView(row, viewOf(ctx))) : fail('seller.notFound');
}

export async function changeStoreStatus(
  ctx: ServiceContext,
  input: {
    sellerId: string;
    status: 'active' | 'suspended';
    reasonCode?: ReasonCode | undefined;
    reason?: string | undefined;
  },
): Promise<Result<AdminStoreRow>> {
  if (input.status === 'suspended' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  const operatorId = requireUser(ctx).userId;
  const done = await ctx.db.transaction(async (tx): Promise<Result<AdminStoreRow>> => {
    const before = await repo.findStore(tx, input.sellerId);
    if (!before) return fail('seller.notFound');
    if (before.owner_user_id === operatorId) return fail('operator.ownRecord');
    await setStoreStatus(tx, input.sellerId, {
      status: input.status,
      reasonCode: input.reasonCode,
      reason: input.reason,
      now: ctx.now,
    });
    const after = await repo.findStore(tx, input.sellerId);
    await recordAudit(tx, ctx, {
      action: 'store.setStatus',
      targetKind: 'store',
      targetId: input.sellerId,
      before: { status: before.enabled ? 'active' : 'suspended' },
      after: { status: input.status },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    return ok(storeView(after!, viewOf(ctx)));
  });
  // Cached storefront answers must not show a suspended store's listings (or hide a reinstated one).
  if (done.ok) forgetCatalogReads();
  return done;
}

export async function listListings(
  ctx: ServiceContext,
  filter: { q?: string | undefined; sellerId?: string | undefined; hidden?: boolean | undefined },
  page: Page,
) {
  const { rows, total } = await repo.listListings(ctx.db, filter, page);
  return { list: rows.map((row) => listingView(row, viewOf(ctx))), total };
}

export async function changeListing(
  ctx: ServiceContext,
  input: {
    sellerGoodsId: string;
    hidden: boolean;
    reasonCode?: ReasonCode | undefined;
    reason?: string | undefined;
  },
): Promise<Result<AdminListingRow>> {
  if (input.hidden && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  const operatorId = requireUser(ctx).userId;
  const done = await ctx.db.transaction(async (tx): Promise<Result<AdminListingRow>> => {
    const before = await repo.findListing(tx, input.sellerGoodsId);
    if (!before) return fail('goods.notFound');
    if (before.owner_user_id === operatorId) return fail('operator.ownRecord');
    await setListingHidden(tx, input.sellerGoodsId, {
      hidden: input.hidden,
      reasonCode: input.reasonCode,
      reason: input.reason,
      now: ctx.now,
    });
    const after = (await repo.findListing(tx, input.sellerGoodsId))!;
    await recordAudit(tx, ctx, {
      action: input.hidden ? 'goods.hide' : 'goods.restore',
      targetKind: 'goods',
      targetId: input.sellerGoodsId,
      before: { onShelf: before.on_shelf, hidden: before.hidden_at !== null },
      after: { onShelf: after.on_shelf, hidden: after.hidden_at !== null },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    return ok(listingView(after, viewOf(ctx)));
  });
  if (done.ok) forgetCatalogReads();
  return done;
}
