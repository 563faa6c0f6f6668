// The storefront catalogue: turns repository rows into the wire shapes of domain/api/catalog.ts,
// localizes names and applies the search strategy.
import type {
  CategoryItem,
  GoodsCard,
  GoodsDetail,
  GoodsSort,
  SearchSort,
  SellerCard,
  SuggestionItem,
} from '../../../domain/api/catalog.ts';
import { GOODS_COUNT_CAP } from '../../../domain/api/catalog.ts';
import { makePageInfo, type PageInfo } from '../../../domain/api/common.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { normalizeAmount } from '../../../domain/catalog/pricing.ts';
import { goodReviewRate, writtenReviews } from '../../../domain/catalog/reviews.ts';
import {
  candidateScanRows,
  expectedMatches,
  normalizeSearchText,
  searchWords,
  storedWordsAnswerFor,
} from '../../../domain/catalog/search.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import type { ViewBuffer } from './view-buffer.ts';
import * as repo from './catalog.repository.ts';
import type { FuzzyMatch } from './search-planner.ts';
import * as search from './search.repository.ts';
import type { SellerRow } from './store.repository.ts';
import type { TtlCache } from './catalog.cache.ts';

/** The request context plus the catalogue's shared read helpers. */
export interface CatalogContext extends ServiceContext {
  /** Short-lived list totals; without it every list counts. */
  totals?: TtlCache<ListTotal>;
  /** Views waiting to be written together; without it each view is written on its own. */
  views?: ViewBuffer;
  /** Connections opened with the search settings (`Database.search`); without it, transactions. */
  search?: Db;
}

/** A list's match count, stopped at GOODS_COUNT_CAP (`capped`). */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/** Page info of a goods list; `totalCapped` only when the count stopped at the cap. */
function goodsPageInfo(pageNum: number, pageSize: number, count: ListTotal) {
  const info = makePageInfo(pageNum, pageSize, count.total);
  return count.capped ? { ...info, totalCapped: true } : info;
}

export interface Paged<T> {
  pageList: T[];
  pageInfo: PageInfo & { totalCapped?: boolean };
}

export function toCard(row: repo.CardRow): GoodsCard {
  const img = row.img ?? '';
  return {
    id: row.id,
    sellerGoodsId: row.id,
    goodsId: row.goods_id,
    categoryId: row.category_id,
    name: row.name,
    imgUrl1: img,
    zoomImg: img,
    price: normalizeAmount(row.price),
    discountPrice: row.discount_price === null ? null : normalizeAmount(row.discount_price),
    sellingPrice: normalizeAmount(row.selling_price),
    referencePrice: row.reference_price === null ? null : normalizeAmount(row.reference_price),
    buyMin: row.buy_min,
    soldNum: row.sold_num,
    viewsNum: row.views_num,
    isNew: row.is_new,
    isRecommend: row.is_recommend,
    seller: { id: row.seller_id, name: row.seller_name },
  };
}

export function toCategory(row: repo.CategoryRow, lang: string): CategoryItem {
  return {
    id: row.id,
    parentId: row.parent_id ?? '',
    name: localized(row.names, lang),
    iconImg: row.icon_img,
    sort: row.sort,
    isRecommend: row.is_recommend,
  };
}

export function toSellerCard(row: SellerRow): SellerCard {
  return {
    id: row.id,
    sellerId: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    soldNum: row.sold_num,
    followers: row.followers_num,
    viewsNum: row.views_num,
    goodsNum: row.goods_num,
  };
}

export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize;

/** The window a goods list or search reads: its language, the page, and where counting stops. */
function pageWindow(ctx: CatalogContext, query: { pageNum: number; pageSize: number }) {
  return {
    lang: ctx.lang,
    limit: query.pageSize,
    offset: offsetOf(query.pageNum, query.pageSize),
    cap: GOODS_COUNT_CAP,
  };
}

// ---------------------------------------------------------------------------------------------
// Listings

export interface ListQuery {
  filter: repo.GoodsFilter;
  keyword?: string;
  sort: GoodsSort;
  pageNum: number;
  pageSize: number;
}

export async function listGoods(ctx: CatalogContext, query: ListQuery): Promise<Paged<GoodsCard>> {
  if (query.keyword) {
    // A keyword on the list call filters like search, keeping the requested order.
    return searchGoods(ctx, {
      keyword: query.keyword,
      filter: query.filter,
      sort: query.sort === 'default' ? 'relevance' : query.sort,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    });
  }
  const page = await repo.listPage(ctx.db, {
    filter: query.filter,
    sort: query.sort,
    ...pageWindow(ctx, query),
  });
  if (page) {
    return {
      pageList: page.rows.map(toCard),
      pageInfo: goodsPageInfo(query.pageNum, query.pageSize, page),
    };
  }
  // Past the first GOODS_COUNT_CAP matches: the page and the count on their own.
  const [rows, total] = await Promise.all([
    repo.listCards(ctx.db, {
      filter: query.filter,
      sort: query.sort,
      lang: ctx.lang,
      limit: query.pageSize,
      offset: offsetOf(query.pageNum, query.pageSize),
    }),
    ctx.totals
      ? ctx.totals.get(JSON.stringify(query.filter), () =>
          repo.countCards(ctx.db, query.filter, GOODS_COUNT_CAP),
        )
      : repo.countCards(ctx.db, query.filter, GOODS_COUNT_CAP),
  ]);
  return {
    pageList: rows.map(toCard),
    pageInfo: goodsPageInfo(query.pageNum, query.pageSize, total),
  };
}

const NOTHING: ListTotal = { total: 0, capped: false };

/** Cards without a total, for the home page's short lists. */
export async function goodsCards(
  ctx: CatalogContext,
  filter: repo.GoodsFilter,
  sort: GoodsSort,
  limit: number,
): Promise<GoodsCard[]> {
  const rows = await repo.listCards(ctx.db, { filter, sort, lang: ctx.lang, limit, offset: 0 });
  return rows.map(toCard);
}

export interface SearchQuery {
  keyword: string;
  filter: repo.GoodsFilter;
  sort: SearchSort;
  pageNum: number;
  pageSize: number;
}

/**
 * The typo pass, run only when the exact pass found nothing: each query word corrected against the
 * table of distinct listing words (`repo.correctWords`), then the exact match again with the
 * corrections, all words together; when no listing has them together, all but one (for a few
 * words), then any one of them, each a bounded index-backed query. Answers the last attempt, or
 * undefined when no word of the keyword is or resembles any listing's word.
 */
async function typoPass<T>(
  db: DbOrTx,
  keyword: string,
  run: (fuzzy: FuzzyMatch, perWord: number[], atLeast: number, listings: number) => Promise<T>,
  found: (result: T) => boolean,
): Promise<T | undefined> {
  const typed = searchWords(keyword);
  const corrected = await search.correctWordsAndCount(db, typed);
  const words = corrected.choices.filter((choices) => choices.length > 0);
  const n = words.length;
  // All words as typed is the exact pass, which found nothing: all words again only when some
  // were corrected or left out.
  const changed = n < typed.length || words.some((choices) => choices.some((c) => c.sim < 1));
  // "All but one" is an OR of n groups of n-1 words: worth it for a few words only.
  const levels = [...new Set([n, n >= 3 && n <= 4 ? n - 1 : n, 1])].filter(
    (k) => k >= 1 && k <= n && (k < n || changed),
  );
  // About how many listings have each word (any of its corrections).
  const perWord = words.map((choices) => choices.reduce((sum, c) => sum + c.listings, 0));
  let last: T | undefined;
  for (const atLeast of levels) {
    last = await run({ words, atLeast }, perWord, atLeast, corrected.listings);
    if (found(last)) return last;
  }
  return last;
}

/**
 * Exact pass first (every word appears); only an empty result runs the typo pass, which is what
 * makes misspellings find something.
 */
export async function searchGoods(
  ctx: CatalogContext,
  query: SearchQuery,
): Promise<Paged<GoodsCard>> {
  const keyword = normalizeSearchText(query.keyword);
  const base = { keyword, filter: query.filter, sort: query.sort, ...pageWindow(ctx, query) };
  if (!keyword) {
    return { pageList: [], pageInfo: goodsPageInfo(query.pageNum, query.pageSize, NOTHING) };
  }
  const typed = searchWords(keyword);
  const found = await search.withSearchSettings(
    ctx.db,
    async (db) => {
      // One statement: the word counts, then nothing when a word no on-shelf listing has (no
      // stored word contains it) is one the words table answers for (straight to the typo pass),
      // else the candidates, in the sort's index order when common enough (`candidateScanRows`).
      const exact = await search.searchCardsIn(db, {
        ...base,
        fuzzy: false,
        counted: {
          words: typed,
          answerable: typed.map(storedWordsAnswerFor),
          scanCap: GOODS_COUNT_CAP + 1,
        },
      });
      if (exact.total > 0) return exact;
      const corrected = await typoPass(
        db,
        keyword,
        (fuzzy, perWord, atLeast, listings) =>
          search.searchCardsIn(db, {
            ...base,
            fuzzy,
            scanRows: candidateScanRows(
              expectedMatches(perWord, listings, atLeast),
              listings,
              GOODS_COUNT_CAP + 1,
            ),
          }),
        (result) => result.total > 0,
      );
      return corrected ?? exact;
    },
    ctx.search,
  );
  return {
    pageList: found.rows.map(toCard),
    pageInfo: goodsPageInfo(query.pageNum, query.pageSize, found),
  };
}

export async function suggest(
  ctx: CatalogContext,
  rawKeyword: string,
  limit: number,
): Promise<{ sellerList: SuggestionItem[]; goodsList: SuggestionItem[] }> {
  const keyword = normalizeSearchText(rawKeyword);
  if (!keyword) return { sellerList: [], goodsList: [] };
  const goodsOf = (fuzzy: FuzzyMatch) =>
    search.suggestGoods(ctx.db, { keyword, fuzzy, lang: ctx.lang, limit: limit * 3 });
  let [sellers, goods] = await Promise.all([
    search.suggestSellers(ctx.db, { keyword, fuzzy: false, limit }),
    goodsOf(false),
  ]);
  if (sellers.length === 0 && goods.length === 0) {
    [sellers, goods] = await Promise.all([
      search.suggestSellers(ctx.db, { keyword, fuzzy: true, limit }),
      typoPass(ctx.db, keyword, goodsOf, (found) => found.length > 0).then((found) => found ?? []),
    ]);
  }
  // Several stores list the same goods: one suggestion per distinct name.
  const seen = new Set<string>();
  const goodsList: SuggestionItem[] = [];
  for (const item of goods) {
    const key = item.name.toLowerCase();
    if (!item.name || seen.has(key)) continue;
    seen.add(key);
    goodsList.push(item);
    if (goodsList.length >= limit) break;
  }
  return { sellerList: sellers, goodsList };
}

export async function goodsDetail(
  ctx: CatalogContext,
  sellerGoodsId: string,
): Promise<Result<GoodsDetail>> {
  // Reading a listing does not count a view: the page counts one when it is shown (pageView!add),
  // so a preload on hover never does.
  const row = await repo.findDetail(ctx.db, sellerGoodsId, ctx.lang);
  // Off shelf reads as "does not exist, is not listed or was removed" (spec error catalogue).
  if (!row || !row.on_shelf || !row.seller_enabled) return fail('goods.notFound');
  const card = toCard(row);
  const images = row.images.length > 0 ? row.images : card.imgUrl1 ? [card.imgUrl1] : [];
  return ok({
    ...card,
    description: row.description,
    images,
    attributes: row.attributes.map((attribute) => ({
      name: localized(attribute.name, ctx.lang),
      values: attribute.values.map((value) => localized(value, ctx.lang)),
    })),
    categoryName: localized(row.category_names, ctx.lang),
    stock: row.stock,
    onShelf: row.on_shelf,
    evaluationNum: row.evaluation_num,
    defaultEvaluationNum: row.default_evaluation_num,
    goodReviewRate: goodReviewRate(
      row.good_evaluation_num,
      writtenReviews(row.evaluation_num, row.default_evaluation_num),
    ),
    upTime: wireTime(row.up_time, ctx.config.platformTimeZone),
    seller: {
      id: row.seller_id,
      name: row.seller_name,
      logo: row.seller_logo,
      handlingDays: row.seller_handling_days,
    },
  });
}

export async function recommendLike(
  ctx: CatalogContext,
  query: { sellerGoodsId?: string; categoryId?: string; pageNum: number; pageSize: number },
): Promise<Paged<GoodsCard>> {
  let categoryId = query.categoryId;
  if (query.sellerGoodsId && !categoryId) {
    categoryId = (await repo.findListingRef(ctx.db, query.sellerGoodsId))?.category_id;
  }
  const filter: repo.GoodsFilter = categoryId
    ? { categoryId, excludeId: query.sellerGoodsId }
    : { isRecommend: true, excludeId: query.sellerGoodsId };
  return listGoods(ctx, {
    filter,
    sort: 'default',
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  });
}
