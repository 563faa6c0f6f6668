// SQL of the storefront's reads: listing cards with filters, sorting and paging, one listing,
// categories, banners, the lucky draw and subscriptions; the card columns and filters the search
// (search.repository.ts) reads with too. Every value reaches PostgreSQL as a bound parameter.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { GoodsSort, SearchSort } from '../../../domain/api/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { executePrepared, namedStatement } from '../../db/prepared.ts';
import type { LocalizedColumn, StoredAttribute } from '../../db/schema/catalog.ts';

export interface GoodsFilter {
  categoryId?: string;
  sellerId?: string;
  isNew?: boolean;
  isRecommend?: boolean;
  discounted?: boolean;
  minPrice?: string;
  maxPrice?: string;
  /** Listing to leave out (recommend_like). */
  excludeId?: string;
}

export type CardRow = {
  id: string;
  goods_id: string;
  category_id: string;
  name: string;
  img: string | null;
  selling_price: string;
  discount_price: string | null;
  reference_price: string | null;
  price: string;
  buy_min: number;
  sold_num: number;
  views_num: number;
  is_new: boolean;
  is_recommend: boolean;
  seller_id: string;
  seller_name: string;
};

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/**
 * A per-language jsonb text in SQL, falling back like `localized()`: the language, else English,
 * else the first written language (a store may write its listings in Chinese only). The fallback
 * subquery runs only when the first two are empty.
 */
export function localizedSql(column: SQL, lang: string | Placeholder): SQL {
  return sql`coalesce(nullif(${column}->>${lang}, ''), nullif(${column}->>'en', ''),
    (select e.value from jsonb_each_text(${column}) e where e.value <> '' limit 1), '')`;
}

/** The card columns, for a query whose listing alias is `sg`. */
export function cardColumns(lang: string | Placeholder): SQL {
  return sql`sg.id, sg.goods_id, sg.category_id,
    ${localizedSql(sql`g.names`, lang)} as name,
    g.images->>0 as img,
    sg.selling_price, sg.discount_price, sg.reference_price, sg.price, sg.buy_min, sg.sold_num, sg.views_num,
    sg.is_new, sg.is_recommend, sg.seller_id, s.name as seller_name`;
}

export function filterConditions(filter: GoodsFilter): SQL[] {
  const conditions: SQL[] = [sql`sg.on_shelf`];
  if (filter.categoryId) {
    // A top-level category includes its subcategories.
    conditions.push(
      sql`sg.category_id in (select c.id from categories c where c.id = ${filter.categoryId} or c.parent_id = ${filter.categoryId})`,
    );
  }
  if (filter.sellerId) conditions.push(sql`sg.seller_id = ${filter.sellerId}`);
  if (filter.isNew !== undefined) conditions.push(sql`sg.is_new = ${filter.isNew}`);
  if (filter.isRecommend !== undefined)
    conditions.push(sql`sg.is_recommend = ${filter.isRecommend}`);
  // "Discounted" lists only reductions buyers may be shown (a reference price, see
  // domain/catalog/reference-price.ts), not every discount a seller set.
  if (filter.discounted === true) conditions.push(sql`sg.reference_price is not null`);
  if (filter.discounted === false) conditions.push(sql`sg.reference_price is null`);
  if (filter.minPrice !== undefined) conditions.push(sql`sg.price >= ${filter.minPrice}::numeric`);
  if (filter.maxPrice !== undefined) conditions.push(sql`sg.price <= ${filter.maxPrice}::numeric`);
  if (filter.excludeId) conditions.push(sql`sg.id <> ${filter.excludeId}`);
  return conditions;
}

/**
 * ORDER BY of each sort, written to match its partial index exactly (drizzle-kit declares
 * descending index columns NULLS LAST, so the query says so too; the columns are NOT NULL).
 */
export function orderBy(sort: GoodsSort | SearchSort, prefix = 'sg'): SQL {
  const p = prefix;
  switch (sort) {
    case 'price_asc':
      return sql.raw(`${p}.price asc, ${p}.id asc`);
    case 'price_desc':
      return sql.raw(`${p}.price desc, ${p}.id desc`);
    case 'sold':
      return sql.raw(`${p}.sold_num desc nulls last, ${p}.id desc nulls last`);
    case 'new':
      return sql.raw(`${p}.up_time desc nulls last, ${p}.id desc nulls last`);
    default:
      return sql.raw(
        `${p}.is_recommend desc nulls last, ${p}.up_time desc nulls last, ${p}.id desc nulls last`,
      );
  }
}

export async function listCards(
  db: DbOrTx,
  options: { filter: GoodsFilter; sort: GoodsSort; lang: string; limit: number; offset: number },
): Promise<CardRow[]> {
  const where = join(filterConditions(options.filter), ' and ');
  // Page the listing ids on their own (index order), then join names and stores for that page only.
  // Prepared per shape (filters and sort): a list page is planned once per connection.
  const result = await executePrepared<CardRow>(
    db,
    sql`
    with page as (
      select sg.id from seller_goods sg where ${where}
      order by ${orderBy(options.sort)} limit ${options.limit} offset ${options.offset}
    )
    select ${cardColumns(options.lang)}
    from page join seller_goods sg on sg.id = page.id
    join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    order by ${orderBy(options.sort)}`,
  );
  return result.rows;
}

/**
 * A list page and its match count stopped at `cap`, in one statement, for pages within the first
 * `cap` + 1 matches; undefined past them (or for an empty page past the first), where the caller
 * pages and counts on their own (`listCards`, `countCards`).
 *
 * The matches are read in the sort's index order under a constant limit (cap + 1), numbered, and
 * the page is picked by number; the count is a capped count beside it. With LIMIT and OFFSET as
 * parameters PostgreSQL plans for 10 % of the table, prices that plan above the plans it makes
 * for the values, and so planned every call anew (about 1 ms, more than running it); here the
 * generic plan costs what the plans for the values cost, and the statement is planned once per
 * connection. The page is "number div page size = page index": an equality the planner takes for
 * a few rows, so the cards are joined by key lookups (a range of numbers was taken for a third of
 * the rows, and the stores were hashed whole); "number <= end of the page" stops the reading there.
 */
export async function listPage(
  db: DbOrTx,
  options: {
    filter: GoodsFilter;
    sort: GoodsSort;
    lang: string;
    limit: number;
    offset: number;
    cap: number;
  },
): Promise<{ rows: CardRow[]; total: number; capped: boolean } | undefined> {
  const { limit, offset, cap } = options;
  if (offset + limit > cap + 1 || offset % limit !== 0) return undefined;
  const where = join(filterConditions(options.filter), ' and ');
  const order = orderBy(options.sort);
  const result = await executePrepared<SearchRow>(
    db,
    sql`
    with matches as (
      select m.id, row_number() over (order by ${orderBy(options.sort, 'm')}) as n
      from (select sg.* from seller_goods sg where ${where} order by ${order}
        limit ${sql.raw(String(cap + 1))}) m
    )
    select ${cardColumns(options.lang)},
      (select count(*) from (select 1 from seller_goods sg where ${where}
        limit ${sql.raw(String(cap + 1))}) c)::int as total
    from matches page join seller_goods sg on sg.id = page.id
    join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    where (page.n - 1) / ${limit}::int = ${offset / limit}::int
      and page.n <= ${offset + limit}::int
    order by page.n`,
  );
  const rows = result.rows;
  if (rows.length === 0 && offset > 0) return undefined;
  const n = rows[0]?.total ?? 0;
  return { rows, total: Math.min(n, cap), capped: n > cap };
}

/**
 * Counts matching listings up to `cap`: the count stops reading at cap + 1 rows, so a large
 * result set costs no more than a bounded one. Answers the count (at most `cap`) and whether it
 * stopped there.
 */
export async function countCards(
  db: DbOrTx,
  filter: GoodsFilter,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const where = join(filterConditions(filter), ' and ');
  const result = await executePrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from seller_goods sg where ${where}
      limit ${cap + 1}) matches`,
  );
  const n = result.rows[0]?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

export type SearchRow = CardRow & {
  total: number;
};

// ---------------------------------------------------------------------------------------------
// One listing

export type DetailRow = CardRow & {
  on_shelf: boolean;
  stock: number;
  up_time: Date;
  evaluation_num: number;
  good_evaluation_num: number;
  default_evaluation_num: number;
  description: string;
  images: string[];
  attributes: StoredAttribute[];
  category_names: LocalizedColumn | null;
  seller_logo: string;
  seller_handling_days: number;
  seller_enabled: boolean;
};

// The product page's one query, prepared: planned once per connection.
const detailStatement = namedStatement<DetailRow>(
  'catalog_detail',
  sql`
    select ${cardColumns(sql.placeholder('lang'))}, sg.on_shelf, sg.stock, sg.up_time, sg.evaluation_num,
      sg.good_evaluation_num, sg.default_evaluation_num,
      ${localizedSql(sql`g.descriptions`, sql.placeholder('lang'))} as description,
      g.images, g.attributes, c.names as category_names, s.logo as seller_logo,
      s.handling_days as seller_handling_days, s.enabled as seller_enabled
    from seller_goods sg join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    left join categories c on c.id = sg.category_id
    where sg.id = ${sql.placeholder('id')}`,
);

export async function findDetail(
  db: DbOrTx,
  id: string,
  lang: string,
): Promise<DetailRow | undefined> {
  return (await detailStatement(db, { id, lang }))[0];
}

export async function findListingRef(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; seller_id: string; category_id: string; on_shelf: boolean } | undefined> {
  const result = await db.execute<{
    id: string;
    seller_id: string;
    category_id: string;
    on_shelf: boolean;
  }>(sql`select id, seller_id, category_id, on_shelf from seller_goods where id = ${id}`);
  return result.rows[0];
}

// ---------------------------------------------------------------------------------------------
// Categories, banners, lottery

export type CategoryRow = {
  id: string;
  parent_id: string | null;
  names: LocalizedColumn;
  icon_img: string;
  sort: number;
  is_recommend: boolean;
};

export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    select id, parent_id, names, icon_img, sort, is_recommend from categories
    where enabled order by sort asc, id asc`);
  return result.rows;
}

export async function categoryPage(
  db: DbOrTx,
  options: { parentId?: string; limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = options.parentId
    ? sql`enabled and parent_id = ${options.parentId}`
    : sql`enabled and parent_id is null`;
  const [rows, total] = await Promise.all([
    db.execute<CategoryRow>(sql`select id, parent_id, names, icon_img, sort, is_recommend
      from categories where ${where} order by sort asc, id asc
      limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from categories where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function recommendedCategories(db: DbOrTx, limit: number): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    select id, parent_id, names, icon_img, sort, is_recommend from categories
    where enabled and is_recommend order by sort asc, id asc limit ${limit}`);
  return result.rows;
}

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from categories where id = ${id} and enabled`);
  return result.rows.length > 0;
}

export type BannerRow = {
  id: string;
  titles: LocalizedColumn;
  img_url: string;
  link_type: string;
  link: string;
  sort: number;
};

/** The banners a brand's storefront shows now: its own and those for every brand. */
export async function activeBanners(
  db: DbOrTx,
  position: string,
  brand: string,
  now: Date,
): Promise<BannerRow[]> {
  const result = await db.execute<BannerRow>(sql`
    select id, titles, img_url, link_type, link, sort from banners
    where enabled and position = ${position} and (brand is null or brand = ${brand})
      and (starts_at is null or starts_at <= ${now.toISOString()}::timestamptz)
      and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
    order by sort asc, id asc`);
  return result.rows;
}

export type LotteryRow = {
  id: string;
  titles: LocalizedColumn;
  detail_url: string;
  starts_at: Date;
  ends_at: Date;
};

export async function currentLottery(db: DbOrTx, now: Date): Promise<LotteryRow | undefined> {
  const result = await db.execute<LotteryRow>(sql`
    select id, titles, detail_url, starts_at, ends_at from lottery_activities
    where enabled and starts_at <= ${now.toISOString()}::timestamptz
      and ends_at > ${now.toISOString()}::timestamptz
    order by starts_at desc, id asc limit 1`);
  return result.rows[0];
}

/** Inserts a subscription; false when the address is already subscribed. */
export async function insertSubscription(
  db: DbOrTx,
  row: { id: string; email: string; userId?: string; brand: string; at: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into subscriptions (id, email, user_id, brand, created_at)
    values (${row.id}, ${row.email}, ${row.userId ?? null}, ${row.brand}, ${row.at.toISOString()}::timestamptz)
    on conflict (email) do nothing returning id`);
  return result.rows.length > 0;
}
