// The catalogue: categories, platform goods, stores, listings (seller goods), banners, lottery
// activities, mailing-list subscriptions, reviews and page-view events.
// Counters (sold, views, followers, reviews) are moved only by the code that records the event
// they count (server/modules/catalog/counters.repository.ts); nothing else writes them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Text per language code, e.g. { en: 'Shoes', cn: '鞋' }; English is the fallback. */
export type LocalizedColumn = Partial<Record<string, string>>;

/** A goods attribute with per-language name and values. */
export interface StoredAttribute {
  name: LocalizedColumn;
  values: LocalizedColumn[];
}

const money = () => numeric({ precision: 30, scale: 10 });
const at = () => timestamp({ withTimezone: true });

export const categories = pgTable(
  'categories',
  {
    id: text().primaryKey(),
    /** Null for a top-level category; two levels only. */
    parentId: text(),
    names: jsonb().$type<LocalizedColumn>().notNull(),
    iconImg: text().notNull().default(''),
    sort: integer().notNull().default(0),
    isRecommend: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** Platform goods: what a listing sells. Several stores may list the same goods. */
export const goods = pgTable(
  'goods',
  {
    id: text().primaryKey(),
    categoryId: text()
      .notNull()
      .references(() => categories.id),
    names: jsonb().$type<LocalizedColumn>().notNull(),
    descriptions: jsonb().$type<LocalizedColumn>().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    attributes: jsonb().$type<StoredAttribute[]>().notNull().default([]),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('goods_category_idx').on(t.categoryId)],
);

export const sellers = pgTable(
  'sellers',
  {
    id: text().primaryKey(),
    /** The account running the store; owned by the accounts module, so no foreign key. */
    ownerUserId: text(),
    name: text().notNull(),
    descriptions: jsonb().$type<LocalizedColumn>().notNull().default({}),
    logo: text().notNull().default(''),
    banner: text().notNull().default(''),
    /** Contact for buyers and the platform, set from the store application; '' for demo stores. */
    contactEmail: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    /** ISO 3166-1 alpha-2 country the store ships from; '' when not stated. */
    country: text().notNull().default(''),
    /** Days the store takes to ship an order (the product page's "Ships within N days"). */
    handlingDays: integer().notNull().default(1),
    isRecommend: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    /** Why an operator suspended the store (`enabled` false): a standard code and/or free text. */
    suspendReasonCode: text(),
    suspendReason: text().notNull().default(''),
    suspendedAt: at(),
    /** Normalized name for search (see domain/catalog/search.ts). */
    searchText: text().notNull(),
    followersNum: integer().notNull().default(0),
    // The store's units sold are not a column here: one row per store would serialize every
    // payment of the store. They are the sum of its `seller_sales` shards.
    viewsNum: integer().notNull().default(0),
    /** Every review, written or given by the system. */
    evaluationNum: integer().notNull().default(0),
    /** Written reviews rated good (the good-review rate's numerator; defaults are not counted). */
    goodEvaluationNum: integer().notNull().default(0),
    /** The system's default good reviews (given when the buyer did not review in time). */
    defaultEvaluationNum: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('sellers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('sellers_owner_idx').on(t.ownerUserId),
  ],
);

/** A store's offer of platform goods: its prices, minimum quantity, stock and shelf state. */
export const sellerGoods = pgTable(
  'seller_goods',
  {
    id: text().primaryKey(),
    goodsId: text()
      .notNull()
      .references(() => goods.id),
    sellerId: text()
      .notNull()
      .references(() => sellers.id),
    /** Copied from the goods so category filters need no join. */
    categoryId: text().notNull(),
    /** Regular price. */
    sellingPrice: money().notNull(),
    /** Discounted price while a discount runs, else null. */
    discountPrice: money(),
    /**
     * The discount a seller planned with a time window (null: none or no window). `discountPrice`
     * follows it: set while the window is open, cleared outside it (catalog.jobs.ts), so every
     * catalogue query and checkout read one column.
     */
    discountPlan: money(),
    discountStartsAt: at(),
    discountEndsAt: at(),
    /**
     * The price a running discount is measured against (domain/catalog/reference-price.ts), from
     * `listing_price_history`; null: no reduction may be shown. Stored here so card grids read it
     * with the row; written with every price change (price-history.repository.ts), and cleared by
     * a trigger (migration 0027) whenever a price changes without it.
     */
    referencePrice: money(),
    /** Unit price the buyer pays now (domain/catalog/pricing.ts `unitPrice`). */
    price: money()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discount_price, selling_price)`),
    buyMin: integer().notNull().default(1),
    stock: integer().notNull().default(0),
    onShelf: boolean().notNull().default(true),
    /**
     * Set while an operator hides the listing (moderation): it is off the shelf and its store
     * cannot put it back until an operator restores it; the reason is shown to the store.
     */
    hiddenAt: at(),
    hiddenReasonCode: text(),
    hiddenReason: text().notNull().default(''),
    /** Whether it was on the shelf when hidden (restoring puts it back as it was). */
    hiddenWasOnShelf: boolean().notNull().default(false),
    /**
     * Set when the store deletes the listing: it is off the shelf for good and gone from the
     * seller's lists, while orders, carts and reviews that name it keep their reference.
     */
    deletedAt: at(),
    isNew: boolean().notNull().default(false),
    newTime: at(),
    isRecommend: boolean().notNull().default(false),
    recommendTime: at(),
    upTime: at().notNull().defaultNow(),
    /** Every language's goods name, normalized and separated (domain/catalog/search.ts). */
    searchText: text().notNull(),
    soldNum: integer().notNull().default(0),
    viewsNum: integer().notNull().default(0),
    /** Every review, written or given by the system. */
    evaluationNum: integer().notNull().default(0),
    /** Written reviews rated good (the good-review rate's numerator; defaults are not counted). */
    goodEvaluationNum: integer().notNull().default(0),
    /** The system's default good reviews (given when the buyer did not review in time). */
    defaultEvaluationNum: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('seller_goods_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Every character and character pair of the search text (the function is created in migration
    // 0020): 1-2 character keywords, which trigrams cannot serve, found through an index.
    index('seller_goods_search_grams_idx')
      .using('gin', sql`search_grams(${t.searchText})`)
      .where(sql`${t.onShelf}`),
    // One partial index per sort order of the on-shelf lists; paging reads them in order.
    index('seller_goods_default_order_idx')
      .on(t.isRecommend.desc(), t.upTime.desc(), t.id.desc())
      .where(sql`${t.onShelf}`),
    index('seller_goods_new_order_idx')
      .on(t.upTime.desc(), t.id.desc())
      .where(sql`${t.onShelf}`),
    index('seller_goods_price_order_idx')
      .on(t.price, t.id)
      .where(sql`${t.onShelf}`),
    index('seller_goods_sold_order_idx')
      .on(t.soldNum.desc(), t.id.desc())
      .where(sql`${t.onShelf}`),
    index('seller_goods_category_idx')
      .on(t.categoryId, t.isRecommend.desc(), t.upTime.desc())
      .where(sql`${t.onShelf}`),
    index('seller_goods_seller_idx').on(t.sellerId, t.upTime.desc()),
    index('seller_goods_goods_idx').on(t.goodsId),
    index('seller_goods_discount_window_idx')
      .on(t.id)
      .where(sql`${t.discountStartsAt} is not null or ${t.discountEndsAt} is not null`),
  ],
);

/**
 * Every change of a listing's regular and discounted price, with the time it took effect: the
 * rows a reference price is computed from. Append-only: a trigger (migration 0027) refuses any
 * update or delete, so a reduction's "before" price can always be traced to what buyers saw.
 */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    sellerGoodsId: text()
      .notNull()
      .references(() => sellerGoods.id),
    sellingPrice: money().notNull(),
    discountPrice: money(),
    /** When these prices took effect (the service's clock, so tests can move through weeks). */
    effectiveAt: at().notNull(),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.sellerGoodsId, t.effectiveAt, t.id)],
);

/**
 * A store's units sold, split over a few rows (shards) per store: a payment adds its units to one
 * shard picked at random, so payments of one store do not queue on one row. The store's figure is
 * the sum of its shards (counters.repository.ts `storeSoldSql`); the sum equals the sum of its
 * listings' `sold_num`, as both move in the same statement.
 */
export const sellerSales = pgTable(
  'seller_sales',
  {
    sellerId: text()
      .notNull()
      .references(() => sellers.id),
    shard: smallint().notNull(),
    soldNum: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.shard] })],
);

/**
 * Every distinct word of the on-shelf listings' search texts, with how many on-shelf listings have
 * it. Kept in step by triggers on `seller_goods` (migration 0021), in the transaction of the
 * listing write. The typo pass corrects a query's words against this small table instead of
 * comparing the query with every listing (search.repository.ts `correctWords`).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    listings: integer().notNull(),
  },
  (t) => [
    // GIN, not GiST: a LIKE or similarity (%) lookup takes 0.02-0.06 ms where the GiST index took
    // 1 ms (LIKE) and 3 ms (nearest neighbours): 12,000 words saturate its 12-byte signatures.
    // No pending list (fastupdate off, migration 0023): with it, new words wait in a list that
    // every lookup reads whole until a vacuum merges it. A seed's 12,000 words stayed there (below
    // gin_pending_list_limit, before autovacuum's first pass): each word count and correction read
    // 290-480 pages, 2-4 ms a word (docs/performance.md, issue 39). New words are rare, so
    // inserting each into the index itself costs the listing writes little.
    index('search_words_trgm_gin_idx')
      .using('gin', sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('search_words_grams_idx')
      .using('gin', sql`search_grams(${t.word})`)
      .with({ fastupdate: false }),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: text().primaryKey(),
    /** 'home' carousel, 'discount' page, 'category' page. */
    position: text().notNull().default('home'),
    /** The storefront brand that shows it (`brand-assets/<code>`); null: every brand. */
    brand: text(),
    titles: jsonb().$type<LocalizedColumn>().notNull().default({}),
    imgUrl: text().notNull(),
    /** 'none' | 'goods' | 'seller' | 'category' | 'url'. */
    linkType: text().notNull().default('none'),
    link: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    startsAt: at(),
    endsAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.sort)],
);

export const lotteryActivities = pgTable('lottery_activities', {
  id: text().primaryKey(),
  titles: jsonb().$type<LocalizedColumn>().notNull().default({}),
  detailUrl: text().notNull(),
  startsAt: at().notNull(),
  endsAt: at().notNull(),
  enabled: boolean().notNull().default(true),
  createdAt: at().notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text().primaryKey(),
    /** Stored lower-cased: one subscription per address. */
    email: text().notNull(),
    userId: text(),
    brand: text().notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_email_idx').on(t.email)],
);

/** Reviews of listings; `isDefault` marks the system's default good review. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: text().primaryKey(),
    sellerGoodsId: text()
      .notNull()
      .references(() => sellerGoods.id),
    sellerId: text().notNull(),
    orderId: text(),
    userId: text(),
    userName: text().notNull().default(''),
    avatar: integer().notNull().default(1),
    /** 'good' | 'medium' | 'bad'. */
    rating: text().notNull(),
    content: text().notNull().default(''),
    imgUrls: jsonb().$type<string[]>().notNull().default([]),
    isDefault: boolean().notNull().default(false),
    checkAttrName: text().notNull().default(''),
    /** The order line reviewed: a line takes one review (the unique index). */
    orderItemId: text(),
    /** The store's one answer to the review (`seller/evaluation!reply`). */
    reply: text(),
    replyAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('evaluations_goods_idx').on(t.sellerGoodsId, t.createdAt.desc()),
    index('evaluations_seller_idx').on(t.sellerId),
    uniqueIndex('evaluations_order_item_uq').on(t.orderItemId),
  ],
);

/**
 * A buyer's favourite listings, with the price when saved (the list compares it with today's).
 * One row per user and listing, so adding twice keeps one.
 */
export const keepGoods = pgTable(
  'keep_goods',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    sellerGoodsId: text()
      .notNull()
      .references(() => sellerGoods.id),
    savedPrice: money().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('keep_goods_user_goods_uq').on(t.userId, t.sellerGoodsId),
    index('keep_goods_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Stores a user follows. A store's follower count (`sellers.followers_num`) moves only with these
 * rows (counters.repository.ts `recordFollowChange`).
 */
export const focusSellers = pgTable(
  'focus_sellers',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    sellerId: text()
      .notNull()
      .references(() => sellers.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('focus_sellers_user_seller_uq').on(t.userId, t.sellerId),
    index('focus_sellers_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * One row per counted page view of a listing or a store; the counters sum these. A viewer is
 * counted once per page per platform day (the unique index), so reloading or coming back the same
 * day does not inflate the count.
 */
export const catalogViewEvents = pgTable(
  'catalog_view_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** 'goods' | 'seller'. */
    kind: text().notNull(),
    sellerGoodsId: text(),
    sellerId: text().notNull(),
    userId: text(),
    /** `u:<user id>` when signed in, else `d:<the browser's anonymous device id>`. */
    viewer: text().notNull(),
    /** The platform day of the view (platform time zone). */
    day: date({ mode: 'string' }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('catalog_view_events_target_idx').on(t.kind, t.sellerGoodsId, t.sellerId),
    uniqueIndex('catalog_view_events_once_uq').on(
      t.kind,
      sql`coalesce(${t.sellerGoodsId}, ${t.sellerId})`,
      t.viewer,
      t.day,
    ),
  ],
);
