// Favourite products and followed stores of a buyer. A follow row and the store's follower count
// change in one transaction, and the count moves only when a row was really added or removed
// (catalog `recordFollowChange`), so the count always equals the follow rows behind it.
import type { FollowedSellerItem, KeptGoodsItem } from '../../../domain/api/favourites.ts';
import { makePageInfo, type PageInfo } from '../../../domain/api/common.ts';
import { followRefusal } from '../../../domain/catalog/favourites.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { normalizeAmount } from '../../../domain/catalog/pricing.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { readListings, readStores, recordFollowChange } from '../catalog/index.ts';
import { storeOfOwner } from '../store/index.ts';
import * as repo from './favourites.repository.ts';

interface Paging {
  pageNum: number;
  pageSize: number;
}

interface Paged<T> {
  pageList: T[];
  pageInfo: PageInfo;
}

const pageOf = ({ pageNum, pageSize }: Paging) => ({
  limit: pageSize,
  offset: (pageNum - 1) * pageSize,
});

/**
 * A page of the caller's saved rows (kept listings, followed stores) joined to what each points
 * at; a row whose listing or store is gone is left out of the page but still counted.
 */
async function savedPage<Row, Target extends { id: string }, Item>(
  paging: Paging,
  rowsRead: Promise<Row[]>,
  totalRead: Promise<number>,
  readTargets: (rows: Row[]) => Promise<Target[]>,
  targetOf: (row: Row) => string,
  item: (row: Row, target: Target) => Item,
): Promise<Result<Paged<Item>>> {
  const [rows, total] = await Promise.all([rowsRead, totalRead]);
  const targets = new Map((await readTargets(rows)).map((target) => [target.id, target]));
  const pageList = rows.flatMap((row) => {
    const target = targets.get(targetOf(row));
    return target ? [item(row, target)] : [];
  });
  return ok({ pageList, pageInfo: makePageInfo(paging.pageNum, paging.pageSize, total) });
}

// ---------------------------------------------------------------------------------------------
// Favourite products

export async function keepListing(
  ctx: ServiceContext,
  sellerGoodsId: string,
): Promise<Result<{ sellerGoodsId: string; kept: boolean }>> {
  const { userId } = requireUser(ctx);
  const [listing] = await readListings(ctx.db, [sellerGoodsId]);
  if (!listing || !listing.sellerEnabled) return fail('goods.notFound');
  if (!listing.onShelf) return fail('goods.offShelf');
  // A second add keeps the first row, and with it the price when the listing was first saved.
  await repo.insertKeep(ctx.db, {
    id: newId(ctx.now),
    userId,
    sellerGoodsId,
    savedPrice: listing.price,
    createdAt: ctx.now,
  });
  return ok({ sellerGoodsId, kept: true });
}

export async function unkeepListing(
  ctx: ServiceContext,
  sellerGoodsId: string,
): Promise<Result<{ sellerGoodsId: string; kept: boolean }>> {
  await repo.deleteKeep(ctx.db, requireUser(ctx).userId, sellerGoodsId);
  return ok({ sellerGoodsId, kept: false });
}

export async function keptListings(
  ctx: ServiceContext,
  paging: Paging,
): Promise<Result<Paged<KeptGoodsItem>>> {
  const { userId } = requireUser(ctx);
  return savedPage(
    paging,
    repo.listKeeps(ctx.db, userId, pageOf(paging)),
    repo.countKeeps(ctx.db, userId),
    (rows) =>
      readListings(
        ctx.db,
        rows.map((row) => row.sellerGoodsId),
      ),
    (row) => row.sellerGoodsId,
    (row, listing): KeptGoodsItem => ({
      id: row.id,
      sellerGoodsId: row.sellerGoodsId,
      name: localized(listing.names, ctx.lang),
      imgUrl1: listing.images[0] ?? '',
      price: normalizeAmount(listing.price),
      discountPrice: listing.discountPrice === null ? null : normalizeAmount(listing.discountPrice),
      sellingPrice: normalizeAmount(listing.sellingPrice),
      savedPrice: normalizeAmount(row.savedPrice),
      offShelf: !listing.onShelf || !listing.sellerEnabled,
      seller: { id: listing.sellerId, name: listing.sellerName },
      createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
    }),
  );
}

export async function keptCount(ctx: ServiceContext): Promise<Result<{ count: number }>> {
  return ok({ count: await repo.countKeeps(ctx.db, requireUser(ctx).userId) });
}

export async function keptStatus(
  ctx: ServiceContext,
  sellerGoodsIds: readonly string[],
): Promise<Result<{ sellerGoodsIds: string[] }>> {
  const kept = new Set(await repo.keptAmong(ctx.db, requireUser(ctx).userId, sellerGoodsIds));
  return ok({ sellerGoodsIds: [...new Set(sellerGoodsIds)].filter((id) => kept.has(id)) });
}

// ---------------------------------------------------------------------------------------------
// Followed stores

interface FollowState {
  sellerId: string;
  followed: boolean;
  followers: number;
}

export async function followStore(
  ctx: ServiceContext,
  sellerId: string,
): Promise<Result<FollowState>> {
  const caller = requireUser(ctx);
  const [store] = await readStores(ctx.db, [sellerId]);
  if (!store || !store.enabled) return fail('seller.notFound');
  const refusal = followRefusal({
    ownStoreIds: await storeOfOwner(ctx.db, caller.userId).then((id) => (id ? [id] : [])),
    roles: caller.roles,
    sellerId,
  });
  if (refusal) return fail(refusal);
  return ctx.db.transaction(async (tx) => {
    const added = await repo.insertFollow(tx, {
      id: newId(ctx.now),
      userId: caller.userId,
      sellerId,
      createdAt: ctx.now,
    });
    if (added) await recordFollowChange(tx, { sellerId, delta: 1 });
    const [after] = await readStores(tx, [sellerId]);
    return ok({ sellerId, followed: true, followers: after?.followersNum ?? 0 });
  });
}

export async function unfollowStore(
  ctx: ServiceContext,
  which: { focusSellerId?: string | undefined; sellerId?: string | undefined },
): Promise<Result<FollowState>> {
  const { userId } = requireUser(ctx);
  return ctx.db.transaction(async (tx) => {
    const removed = which.focusSellerId
      ? await repo.deleteFollow(tx, userId, { id: which.focusSellerId })
      : which.sellerId
        ? await repo.deleteFollow(tx, userId, { sellerId: which.sellerId })
        : undefined;
    // A follow id names the store only while the follow exists; a store id always does.
    const sellerId = removed?.sellerId ?? (which.focusSellerId ? undefined : which.sellerId);
    if (!sellerId) return fail('resource.notFound');
    if (removed) await recordFollowChange(tx, { sellerId, delta: -1 });
    const [after] = await readStores(tx, [sellerId]);
    if (!after) return fail('seller.notFound');
    return ok({ sellerId, followed: false, followers: after.followersNum });
  });
}

export async function followStatus(
  ctx: ServiceContext,
  sellerId: string,
): Promise<Result<FollowState>> {
  const [store] = await readStores(ctx.db, [sellerId]);
  if (!store || !store.enabled) return fail('seller.notFound');
  const followed = ctx.caller
    ? (await repo.findFollow(ctx.db, ctx.caller.userId, sellerId)) !== undefined
    : false;
  return ok({ sellerId, followed, followers: store.followersNum });
}

export async function followedStores(
  ctx: ServiceContext,
  paging: Paging,
): Promise<Result<Paged<FollowedSellerItem>>> {
  const { userId } = requireUser(ctx);
  return savedPage(
    paging,
    repo.listFollows(ctx.db, userId, pageOf(paging)),
    repo.countFollows(ctx.db, userId),
    (rows) =>
      readStores(
        ctx.db,
        rows.map((row) => row.sellerId),
      ),
    (row) => row.sellerId,
    (row, store): FollowedSellerItem => ({
      id: row.id,
      focusSellerId: row.id,
      sellerId: store.id,
      name: store.name,
      logo: store.logo,
      followers: store.followersNum,
      soldNum: store.soldNum,
      closed: !store.enabled,
      createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
    }),
  );
}

export async function followedCount(ctx: ServiceContext): Promise<Result<{ count: number }>> {
  return ok({ count: await repo.countFollows(ctx.db, requireUser(ctx).userId) });
}
