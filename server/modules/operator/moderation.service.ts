// Moderation in the console: stores (suspend with a reason the store reads; listings leave the
// storefront, open orders go on) and listings (hide with a reason, restore), each change with its
// audit entry in the same transaction. Nobody moderates a store they own.
import type { AdminListingRow, AdminStoreRow } from '../../../domain/api/operator.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { rejectionReasonGiven, type ReasonCode } from '../../../domain/operator/reasons.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import {
  forgetCatalogReads,
  findListingForOperator,
  findStoreForOperator,
  listingView,
  listListingsForOperator,
  listStoresForOperator,
  setListingHidden,
  setStoreStatus,
  storeView,
} from '../catalog/index.ts';
import { recordAudit } from '../audit/index.ts';

type Page = { pageNum: number; pageSize: number };
const viewOf = (ctx: ServiceContext) => ({ timeZone: ctx.config.platformTimeZone, lang: ctx.lang });

export async function listStores(
  ctx: ServiceContext,
  filter: { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
  page: Page,
) {
  const { rows, total } = await listStoresForOperator(ctx.db, filter, page);
  return { list: rows.map((row) => storeView(row, viewOf(ctx))), total };
}

export async function storeInfo(ctx: ServiceContext, id: string): Promise<Result<AdminStoreRow>> {
  const row = await findStoreForOperator(ctx.db, id);
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
    const before = await findStoreForOperator(tx, input.sellerId);
    if (!before) return fail('seller.notFound');
    if (before.owner_user_id === operatorId) return fail('operator.ownRecord');
    await setStoreStatus(tx, input.sellerId, {
      status: input.status,
      reasonCode: input.reasonCode,
      reason: input.reason,
      now: ctx.now,
    });
    const after = await findStoreForOperator(tx, input.sellerId);
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
  const { rows, total } = await listListingsForOperator(ctx.db, filter, page);
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
    const before = await findListingForOperator(tx, input.sellerGoodsId);
    if (!before) return fail('goods.notFound');
    if (before.owner_user_id === operatorId) return fail('operator.ownRecord');
    await setListingHidden(tx, input.sellerGoodsId, {
      hidden: input.hidden,
      reasonCode: input.reasonCode,
      reason: input.reason,
      now: ctx.now,
    });
    const after = (await findListingForOperator(tx, input.sellerGoodsId))!;
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
