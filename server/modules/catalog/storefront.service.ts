// Stores, categories, banners, app downloads, the lottery box and the mailing list, as the
// storefront reads them (listings and search are in catalog.service.ts).
import type {
  BannerItem,
  CategoryItem,
  CategoryNode,
  SellerCard,
  SellerDetail,
  SellerSort,
} from '../../../domain/api/catalog.ts';
import { makePageInfo } from '../../../domain/api/common.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { goodReviewRate, writtenReviews } from '../../../domain/catalog/reviews.ts';
import { normalizeSearchText } from '../../../domain/catalog/search.ts';
import {
  isValidSubscriptionEmail,
  normalizeSubscriptionEmail,
} from '../../../domain/catalog/subscription.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { shippingFigures } from '../../../domain/store/measured-shipping.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { readParameter } from '../settings/index.ts';
import * as repo from './catalog.repository.ts';
import { shippingCounts } from './shipping.repository.ts';
import * as stores from './store.repository.ts';

/** The request context plus the catalogue's shared read helpers. */
import {
  offsetOf,
  toCategory,
  toSellerCard,
  type CatalogContext,
  type Paged,
} from './catalog.service.ts';

// ---------------------------------------------------------------------------------------------
// Stores

export async function listSellers(
  ctx: CatalogContext,
  query: {
    keyword?: string;
    isRecommend?: boolean;
    sort: SellerSort;
    pageNum: number;
    pageSize: number;
  },
): Promise<Paged<SellerCard>> {
  const keyword = query.keyword ? normalizeSearchText(query.keyword) : undefined;
  const { rows, total } = await stores.listSellers(ctx.db, {
    keyword: keyword || undefined,
    isRecommend: query.isRecommend,
    sort: query.sort,
    lang: ctx.lang,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
  });
  return {
    pageList: rows.map(toSellerCard),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
  };
}

export async function sellerDetail(
  ctx: CatalogContext,
  sellerId: string,
): Promise<Result<SellerDetail>> {
  // Reading a store does not count a view: the page counts one when it is shown (pageView!add),
  // so a preload on hover never does.
  const row = await stores.findSeller(ctx.db, sellerId, ctx.lang);
  if (!row || !row.enabled) return fail('seller.notFound');
  const shipped = await shippingCounts(ctx.db, row.id, row.handling_days, ctx.now);
  return ok({
    ...toSellerCard(row),
    description: row.description,
    evaluationNum: row.evaluation_num,
    defaultEvaluationNum: row.default_evaluation_num,
    goodReviewRate: goodReviewRate(
      row.good_evaluation_num,
      writtenReviews(row.evaluation_num, row.default_evaluation_num),
    ),
    handlingDays: row.handling_days,
    shipping: shippingFigures(row.handling_days, shipped),
    createTime: wireTime(row.created_at, ctx.config.platformTimeZone),
  });
}

// ---------------------------------------------------------------------------------------------
// Categories

function buildTree(rows: repo.CategoryRow[], lang: string): CategoryNode[] {
  const roots = rows.filter((row) => row.parent_id === null);
  return roots.map((root) => ({
    ...toCategory(root, lang),
    children: rows.filter((row) => row.parent_id === root.id).map((row) => toCategory(row, lang)),
  }));
}

export async function categoryTree(ctx: CatalogContext): Promise<CategoryNode[]> {
  return buildTree(await repo.allCategories(ctx.db), ctx.lang);
}

export async function sellerCategoryTree(
  ctx: CatalogContext,
  sellerId: string,
): Promise<Result<CategoryNode[]>> {
  const seller = await stores.findSeller(ctx.db, sellerId, ctx.lang);
  if (!seller || !seller.enabled) return fail('seller.notFound');
  const [rows, used] = await Promise.all([
    repo.allCategories(ctx.db),
    stores.sellerCategoryIds(ctx.db, sellerId),
  ]);
  const usedIds = new Set(used);
  const tree = buildTree(rows, ctx.lang)
    .map((root) => ({
      ...root,
      children: root.children.filter((child) => usedIds.has(child.id)),
    }))
    .filter((root) => usedIds.has(root.id) || root.children.length > 0);
  return ok(tree);
}

export async function categoryPage(
  ctx: CatalogContext,
  query: { parentId?: string; pageNum: number; pageSize: number },
): Promise<Result<Paged<CategoryItem>>> {
  if (query.parentId && !(await repo.categoryExists(ctx.db, query.parentId)))
    return fail('category.notFound');
  const { rows, total } = await repo.categoryPage(ctx.db, {
    parentId: query.parentId,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
  });
  return ok({
    pageList: rows.map((row) => toCategory(row, ctx.lang)),
    pageInfo: makePageInfo(query.pageNum, query.pageSize, total),
  });
}

export async function recommendedCategories(
  ctx: CatalogContext,
  limit: number,
): Promise<CategoryItem[]> {
  return (await repo.recommendedCategories(ctx.db, limit)).map((row) => toCategory(row, ctx.lang));
}

export async function topCategories(ctx: CatalogContext, limit: number): Promise<CategoryItem[]> {
  const { rows } = await repo.categoryPage(ctx.db, { limit, offset: 0 });
  return rows.map((row) => toCategory(row, ctx.lang));
}

// ---------------------------------------------------------------------------------------------
// Banners, downloads, lottery, subscription

export async function banners(ctx: CatalogContext, position: string): Promise<BannerItem[]> {
  const rows = await repo.activeBanners(ctx.db, position, ctx.brand, ctx.now);
  return rows.map((row) => ({
    id: row.id,
    title: localized(row.titles, ctx.lang),
    imgUrl: row.img_url,
    linkType:
      (['none', 'goods', 'seller', 'category', 'url'] as const).find(
        (type) => type === row.link_type,
      ) ?? 'none',
    link: row.link,
    sort: row.sort,
  }));
}

export async function downloadUrls(
  ctx: CatalogContext,
): Promise<{ downloadUrl: string; sellerDownloadUrl: string }> {
  const [downloadUrl, sellerDownloadUrl] = await Promise.all([
    readParameter(ctx.db, 'app_download_url', ''),
    readParameter(ctx.db, 'seller_app_download_url', ''),
  ]);
  return { downloadUrl, sellerDownloadUrl };
}

export async function currentLottery(ctx: CatalogContext) {
  const row = await repo.currentLottery(ctx.db, ctx.now);
  if (!row) return { detailUrl: '', activityId: '', title: '', startTime: '', endTime: '' };
  return {
    detailUrl: row.detail_url,
    activityId: row.id,
    title: localized(row.titles, ctx.lang),
    startTime: wireTime(row.starts_at, ctx.config.platformTimeZone),
    endTime: wireTime(row.ends_at, ctx.config.platformTimeZone),
  };
}

/** Subscribes an e-mail to the newsletter of the request's brand. */
export async function subscribe(ctx: CatalogContext, email: string): Promise<Result<null>> {
  if (!isValidSubscriptionEmail(email)) return fail('subscribe.emailInvalid');
  const inserted = await repo.insertSubscription(ctx.db, {
    id: newId(),
    email: normalizeSubscriptionEmail(email),
    userId: ctx.caller?.userId,
    brand: ctx.brand,
    at: ctx.now,
  });
  return inserted ? ok(null) : fail('subscribe.alreadySubscribed');
}
