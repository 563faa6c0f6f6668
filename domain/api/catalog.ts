// Endpoints of the storefront catalogue (spec section 7 "Storefront"): home, banners, categories,
// listings (seller goods), search and suggestions, stores, reviews, subscription and the lottery link.
// Names of categories and goods come back in the request's `lang` (fallback English).
import { z } from 'zod';
import {
  goodsCard,
  goodsDetail,
  categoryItem,
  categoryNode,
  sellerCard,
  sellerDetail,
  bannerItem,
  suggestionItem,
  reviewFilters,
  evaluationItem,
} from './catalog-items.ts';
import { endpointArea } from './define.ts';
import {
  emptyInput,
  idParam,
  nullOutput,
  optionalFlag,
  optionalId,
  paged,
  pageInfo,
  pagingInput,
  timeString,
} from './common.ts';

// The shapes the calls answer with are in their own file, part of this door.
export * from './catalog-items.ts';

const catalogueCalls = endpointArea({ tag: 'Catalogue', auth: 'none' });
const searchCalls = endpointArea({ tag: 'Search', auth: 'none' });
const reviewsCalls = endpointArea({ tag: 'Reviews', auth: 'none' });

// ---------------------------------------------------------------------------------------------
// Shared input pieces

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Search keywords are capped: longer input is refused with `param.invalid`, never run. */
export const KEYWORD_MAX_LENGTH = 100;

/** Control characters (NUL among them, which PostgreSQL text cannot hold) are refused. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

export const keywordParam = z
  .string()
  .trim()
  .min(1)
  .max(KEYWORD_MAX_LENGTH)
  .regex(NO_CONTROL_CHARACTERS);
export const optionalKeyword = z.preprocess(
  blankToUndefined,
  z.string().trim().max(KEYWORD_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS).optional(),
);

/** A price bound: a non-negative decimal with up to 10 decimals. */
const optionalPrice = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,10})?$/)
    .optional(),
);

/**
 * Sort orders of listing lists. `default` = recommended first, then newest;
 * `price_asc` / `price_desc` by the unit price; `sold` by sold count; `new` by listing time.
 */
export const goodsSortValues = ['default', 'price_asc', 'price_desc', 'sold', 'new'] as const;
export type GoodsSort = (typeof goodsSortValues)[number];
const goodsSort = z.preprocess(blankToUndefined, z.enum(goodsSortValues).default('default'));

/** Sort orders of search results: `relevance` = exact name, then prefix, then similarity. */
export const searchSortValues = ['relevance', ...goodsSortValues.slice(1)] as const;
export type SearchSort = (typeof searchSortValues)[number];
const searchSort = z.preprocess(
  (value) => (value === 'default' ? 'relevance' : blankToUndefined(value)),
  z.enum(searchSortValues).default('relevance'),
);

export const sellerSortValues = ['default', 'sold', 'new', 'views'] as const;
export type SellerSort = (typeof sellerSortValues)[number];

/** Filters shared by listing lists and search. */
const goodsFilters = {
  categoryId: optionalId,
  sellerId: optionalId,
  isNew: optionalFlag,
  isRecommend: optionalFlag,
  /** Only listings with a running discount. */
  discounted: optionalFlag,
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
};

// ---------------------------------------------------------------------------------------------
// Home and banners

export const indexHome = catalogueCalls.read('index!home', {
  summary:
    'Everything the home page shows in one call: banners, top-level categories, recommended, new and discounted listings, and stores (each list up to pageSize).',
  input: z.object({
    pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(50).default(12)),
  }),
  output: z.object({
    bannerList: z.array(bannerItem),
    categoryList: z.array(categoryItem),
    recommendList: z.array(goodsCard),
    newList: z.array(goodsCard),
    discountList: z.array(goodsCard),
    sellerList: z.array(sellerCard),
  }),
});

export const bannerList = catalogueCalls.read('banner!bannerList', {
  summary: 'Active banners of a position (default the home carousel), in display order.',
  input: z.object({
    position: z.preprocess(
      blankToUndefined,
      z.enum(['home', 'discount', 'category']).default('home'),
    ),
  }),
  output: z.array(bannerItem),
});

export const downloadUrl = catalogueCalls.read('index!download-url', {
  summary: 'App download links (system parameters); empty strings when not configured.',
  input: emptyInput,
  output: z.object({ downloadUrl: z.string(), sellerDownloadUrl: z.string() }),
});

// ---------------------------------------------------------------------------------------------
// Categories

export const categoryList = catalogueCalls.read('category!list', {
  summary:
    'Categories of one level, in display order: top level by default, or the children of parentId.',
  input: z.object({ parentId: optionalId, ...pagingInput(12) }),
  output: paged(categoryItem),
});

export const categoryTree = catalogueCalls.read('category!tree', {
  summary: 'All categories as a two-level tree.',
  input: emptyInput,
  output: z.array(categoryNode),
});

export const categorySellerTree = catalogueCalls.read('category!sellerTree', {
  summary: 'The category tree reduced to the categories a store has listings on shelf in.',
  input: z.object({ sellerId: idParam }),
  output: z.array(categoryNode),
});

export const categoryRecommend = catalogueCalls.read('category!recommend', {
  summary: 'Recommended categories (either level), in display order.',
  input: z.object({
    pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(12)),
  }),
  output: z.array(categoryItem),
});

// ---------------------------------------------------------------------------------------------
// Listings and search

/**
 * Goods lists and search count matches only up to this many: past it the total is reported as the
 * cap with `totalCapped`, which the storefront shows as "1,000+".
 */
export const GOODS_COUNT_CAP = 1000;

/** A page of goods; `totalCapped` says `totalElements` stopped at GOODS_COUNT_CAP. */
export const goodsPage = z.object({
  pageList: z.array(goodsCard),
  pageInfo: pageInfo.extend({ totalCapped: z.boolean().optional() }),
});
export type GoodsPage = z.infer<typeof goodsPage>;

export const goodsList = catalogueCalls.read('sellerGoods!list', {
  summary:
    'Listings on shelf, filtered (category incl. its subcategories, store, new, recommended, discounted, price range, keyword) and sorted.',
  input: z.object({
    ...goodsFilters,
    keyword: optionalKeyword,
    sort: goodsSort,
    ...pagingInput(12),
  }),
  output: goodsPage,
});

export const goodsSearch = searchCalls.read('sellerGoods!search', {
  summary:
    'Full-catalogue search: typo-tolerant, matches inside CJK and Thai names; exact then prefix matches first, then by similarity (sort=relevance).',
  input: z.object({
    keyword: keywordParam,
    ...goodsFilters,
    sort: searchSort,
    ...pagingInput(20),
  }),
  output: goodsPage,
});

export const searchSellerGoods = searchCalls.read('sellerGoods!searchSellerGoods', {
  summary: "Listings of one store, optionally matching a keyword (the store page's search).",
  input: z.object({
    sellerId: idParam,
    keyword: optionalKeyword,
    categoryId: optionalId,
    sort: searchSort,
    ...pagingInput(20),
  }),
  output: goodsPage,
});

export const recommendNew = catalogueCalls.read('sellerGoods!recommend_new', {
  summary: 'New listings, newest first.',
  input: z.object({ categoryId: optionalId, ...pagingInput(12) }),
  output: paged(goodsCard),
});

export const recommendLike = catalogueCalls.read('sellerGoods!recommend_like', {
  summary:
    '"You may also like": listings of the same category as sellerGoodsId (excluding it), else recommended listings.',
  input: z.object({ sellerGoodsId: optionalId, categoryId: optionalId, ...pagingInput(12) }),
  output: paged(goodsCard),
});

export const searchKeyword = searchCalls.read('sellerGoods!search-keyword', {
  summary: 'Search-box suggestions: matching store names and goods names.',
  input: z.object({
    keyword: keywordParam,
    pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(20).default(8)),
  }),
  output: z.object({ sellerList: z.array(suggestionItem), goodsList: z.array(suggestionItem) }),
});

export const goodsInfo = catalogueCalls.read('sellerGoods!info', {
  auth: 'optional',
  summary:
    'One listing in full. Reading it does not count a view (a preload would); the page calls pageView!add when shown.',
  input: z.object({ sellerGoodsId: idParam }),
  output: goodsDetail,
});

// ---------------------------------------------------------------------------------------------
// Stores

export const sellerList = catalogueCalls.read('seller!list', {
  summary: 'Stores, optionally matching a keyword or only recommended ones, sorted.',
  input: z.object({
    keyword: optionalKeyword,
    isRecommend: optionalFlag,
    sort: z.preprocess(blankToUndefined, z.enum(sellerSortValues).default('default')),
    ...pagingInput(12),
  }),
  output: paged(sellerCard),
});

export const sellerInfo = catalogueCalls.read('seller!info', {
  auth: 'optional',
  summary:
    'One store with its counters. Reading it does not count a view; the page calls pageView!add when shown.',
  input: z.object({ sellerId: idParam }),
  output: sellerDetail,
});

// ---------------------------------------------------------------------------------------------
// Reviews (read side; writing is in domain/api/review.ts)

const ratingFilter = z.preprocess(blankToUndefined, z.enum(reviewFilters).optional());

export const evaluationList = reviewsCalls.read('evaluation!list', {
  summary:
    'Reviews of a listing, newest first; filter by written rating tier (good, medium, bad), the system default reviews (default) or with pictures. evaluationNum counts all reviews of the listing.',
  input: z.object({
    sellerGoodsId: idParam,
    rating: ratingFilter,
    withImages: optionalFlag,
    ...pagingInput(20),
  }),
  output: z.object({
    pageList: z.array(evaluationItem),
    pageInfo,
    evaluationNum: z.number().int(),
  }),
});

export const evaluationCountType = reviewsCalls.read('evaluation!countType', {
  summary:
    'Review counts of a listing: all, written ones per rating tier, the system default ones (not in good), with pictures.',
  input: z.object({ sellerGoodsId: idParam }),
  output: z.object({
    all: z.number().int(),
    good: z.number().int(),
    medium: z.number().int(),
    bad: z.number().int(),
    /** System default good reviews (the buyer wrote nothing in time); never in `good`. */
    defaults: z.number().int(),
    withImages: z.number().int(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Subscription and lottery

/** The anonymous device id a browser keeps for view counting (no personal data in it). */
export const deviceIdParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/);

export const pageViewAdd = catalogueCalls.write('pageView!add', {
  auth: 'optional',
  summary:
    'Counts a view of a product or store page that is on screen: once per viewer (the user when signed in, else the device id) per page per platform day. Views of off-shelf listings and closed stores are not counted.',
  input: z.object({
    kind: z.enum(['goods', 'seller']),
    id: idParam,
    deviceId: z.preprocess(blankToUndefined, deviceIdParam.optional()),
  }),
  output: nullOutput,
});

export const subscribeAdd = catalogueCalls.write('subscribe!add', {
  auth: 'optional',
  summary:
    'Subscribe an e-mail to the coupon mailing list (spec e-mail rule); a second time answers subscribe.alreadySubscribed. Kept for the SPEC; the storefront offers no box for it (nothing confirms the address or sends to it yet).',
  input: z.object({ email: z.string().trim().min(1).max(64) }),
  output: nullOutput,
});

export const currentLottery = catalogueCalls.read('activity/lottery!getCurrentActivity', {
  auth: 'optional',
  summary: 'The running lucky-draw activity; detailUrl is empty when none is running.',
  input: emptyInput,
  output: z.object({
    detailUrl: z.string(),
    activityId: z.string(),
    title: z.string(),
    startTime: timeString,
    endTime: timeString,
  }),
});
