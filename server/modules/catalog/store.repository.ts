// SQL of stores in the catalogue: the storefront's store list and one store with their real
// figures, the categories a store sells in; opening a store (an approved application), its profile
// as the owner keeps it, its owner, and stores by id for other rooms' lists.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { buildSearchText } from '../../../domain/catalog/search.ts';
import type { SellerSort } from '../../../domain/api/catalog.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, sellers } from '../../db/schema/catalog.ts';
import { localizedSql } from './catalog.repository.ts';
import { storeSoldSql } from './counters.repository.ts';

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

export type SellerRow = {
  id: string;
  name: string;
  logo: string;
  banner: string;
  sold_num: number;
  followers_num: number;
  views_num: number;
  evaluation_num: number;
  good_evaluation_num: number;
  default_evaluation_num: number;
  goods_num: number;
  description: string;
  handling_days: number;
  created_at: Date;
  enabled: boolean;
};

function sellerColumns(lang: string): SQL {
  return sql`s.id, s.name, s.logo, s.banner, ${storeSoldSql(sql`s.id`)} as sold_num, s.followers_num, s.views_num,
    s.evaluation_num, s.good_evaluation_num, s.default_evaluation_num, s.handling_days, s.created_at, s.enabled,
    ${localizedSql(sql`s.descriptions`, lang)} as description,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.on_shelf) as goods_num`;
}

function sellerOrder(sort: SellerSort): SQL {
  switch (sort) {
    case 'sold':
      return sql`${storeSoldSql(sql`s.id`)} desc, s.id asc`;
    case 'new':
      return sql.raw('s.created_at desc, s.id asc');
    case 'views':
      return sql.raw('s.views_num desc, s.id asc');
    default:
      return sql`s.is_recommend desc, ${storeSoldSql(sql`s.id`)} desc, s.created_at asc, s.id asc`;
  }
}

export async function listSellers(
  db: DbOrTx,
  options: {
    keyword?: string;
    isRecommend?: boolean;
    sort: SellerSort;
    lang: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SellerRow[]; total: number }> {
  const conditions: SQL[] = [sql`s.enabled`];
  if (options.keyword) {
    conditions.push(sql`strpos(s.search_text, ${options.keyword}) > 0`);
  }
  if (options.isRecommend !== undefined)
    conditions.push(sql`s.is_recommend = ${options.isRecommend}`);
  const where = join(conditions, ' and ');
  const [rows, total] = await Promise.all([
    db.execute<SellerRow>(sql`select ${sellerColumns(options.lang)} from sellers s where ${where}
      order by ${sellerOrder(options.sort)} limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from sellers s where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findSeller(
  db: DbOrTx,
  id: string,
  lang: string,
): Promise<SellerRow | undefined> {
  const result = await db.execute<SellerRow>(
    sql`select ${sellerColumns(lang)} from sellers s where s.id = ${id}`,
  );
  return result.rows[0];
}

export async function sellerCategoryIds(db: DbOrTx, sellerId: string): Promise<string[]> {
  const result = await db.execute<{ category_id: string }>(
    sql`select distinct category_id from seller_goods where seller_id = ${sellerId} and on_shelf`,
  );
  return result.rows.map((row) => row.category_id);
}

/** Opens a store in the catalogue (an approved store application); answers its id. */
export async function createStore(
  tx: DbOrTx,
  store: {
    id: string;
    ownerUserId: string;
    name: string;
    /** In the language the applicant wrote it; shown for every language until translated. */
    description: string;
    logo: string;
    banner: string;
    contactEmail: string;
    contactPhone: string;
    /** ISO 3166-1 alpha-2, the country the store ships from. */
    country: string;
    now: Date;
  },
): Promise<string> {
  await tx.insert(sellers).values({
    id: store.id,
    ownerUserId: store.ownerUserId,
    name: store.name,
    descriptions: { en: store.description },
    logo: store.logo,
    banner: store.banner,
    contactEmail: store.contactEmail,
    contactPhone: store.contactPhone,
    country: store.country,
    searchText: buildSearchText([store.name]),
    createdAt: store.now,
  });
  return store.id;
}

/** Which of these category ids exist (a store application names its main categories). */
export async function existingCategoryIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.id);
}

const profileColumns = {
  id: sellers.id,
  name: sellers.name,
  descriptions: sellers.descriptions,
  logo: sellers.logo,
  banner: sellers.banner,
  contactEmail: sellers.contactEmail,
  contactPhone: sellers.contactPhone,
  country: sellers.country,
  handlingDays: sellers.handlingDays,
  createdAt: sellers.createdAt,
  enabled: sellers.enabled,
  suspendReasonCode: sellers.suspendReasonCode,
  suspendReason: sellers.suspendReason,
};

/** A store's profile as stored: descriptions in every language written. */
export type StoreProfileRecord = Pick<typeof sellers.$inferSelect, keyof typeof profileColumns>;

/** A store's profile, or undefined. */
export async function storeProfile(
  db: DbOrTx,
  sellerId: string,
): Promise<StoreProfileRecord | undefined> {
  const rows = await db.select(profileColumns).from(sellers).where(eq(sellers.id, sellerId));
  return rows[0];
}

/**
 * Replaces the profile of a store run by `ownerUserId` (nothing changes for anyone else's store);
 * the description is written for `lang`, other languages keep theirs, and the search text follows
 * the name. Answers the stored profile, or undefined when the store is not theirs.
 */
export async function updateStoreProfileRow(
  db: DbOrTx,
  store: { sellerId: string; ownerUserId: string },
  profile: {
    name: string;
    lang: string;
    description: string;
    logo: string;
    banner: string;
    contactEmail: string;
    contactPhone: string;
    country: string;
    handlingDays: number;
  },
): Promise<StoreProfileRecord | undefined> {
  const rows = await db
    .update(sellers)
    .set({
      name: profile.name,
      descriptions: sql`${sellers.descriptions} || jsonb_build_object(${profile.lang}::text, ${profile.description}::text)`,
      logo: profile.logo,
      banner: profile.banner,
      contactEmail: profile.contactEmail,
      contactPhone: profile.contactPhone,
      country: profile.country,
      handlingDays: profile.handlingDays,
      searchText: buildSearchText([profile.name]),
    })
    .where(and(eq(sellers.id, store.sellerId), eq(sellers.ownerUserId, store.ownerUserId)))
    .returning(profileColumns);
  return rows[0];
}

/** A store as other modules show it in lists (followed stores). */
export interface StoreSummary {
  id: string;
  name: string;
  logo: string;
  ownerUserId: string | null;
  enabled: boolean;
  followersNum: number;
  soldNum: number;
}

/** Who runs a store and the days it takes to ship (a payment's notice to the owner); undefined if unknown. */
export async function storeOwnerOf(
  db: DbOrTx,
  sellerId: string,
): Promise<{ ownerUserId: string | null; handlingDays: number } | undefined> {
  const [row] = await db
    .select({ ownerUserId: sellers.ownerUserId, handlingDays: sellers.handlingDays })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/** Stores by id, open or suspended; missing ids are simply absent. */
export async function readStores(db: DbOrTx, ids: readonly string[]): Promise<StoreSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sellers.id,
      name: sellers.name,
      logo: sellers.logo,
      ownerUserId: sellers.ownerUserId,
      enabled: sellers.enabled,
      followersNum: sellers.followersNum,
      soldNum: storeSoldSql(sql`${sellers.id}`).mapWith(Number),
    })
    .from(sellers)
    .where(inArray(sellers.id, [...new Set(ids)]));
}
