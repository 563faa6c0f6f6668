// SQL of a store's own listings: the seller's list and one listing with every language, the goods
// row behind it, shelf and delete, open orders that hold a listing, and the discount windows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ListingFilter } from '../../../domain/api/listing.ts';
import { escapeLike, normalizeSearchText } from '../../../domain/catalog/search.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { openOrdersOfListing } from '../../db/read-models/open-orders.ts';
import {
  goods,
  sellerGoods,
  type LocalizedColumn,
  type StoredAttribute,
} from '../../db/schema/catalog.ts';
import { recordPriceChanges } from './price-history.repository.ts';

export type ListingRow = {
  id: string;
  goods_id: string;
  category_id: string;
  category_names: LocalizedColumn;
  names: LocalizedColumn;
  descriptions: LocalizedColumn;
  images: string[];
  attributes: StoredAttribute[];
  selling_price: string;
  discount_price: string | null;
  discount_plan: string | null;
  discount_starts_at: string | null;
  discount_ends_at: string | null;
  reference_price: string | null;
  price: string;
  stock: number;
  buy_min: number;
  on_shelf: boolean;
  sold_num: number;
  views_num: number;
  up_time: string;
  hidden_at: string | null;
  hidden_reason_code: string | null;
  hidden_reason: string;
  /** Unfinished orders naming the listing. */
  open_orders: number;
};

const listingSelect = sql`
  select sg.id, sg.goods_id, sg.category_id, c.names as category_names, g.names, g.descriptions,
    g.images, g.attributes, sg.selling_price, sg.discount_price, sg.discount_plan,
    sg.discount_starts_at, sg.discount_ends_at, sg.reference_price, sg.price, sg.stock, sg.buy_min, sg.on_shelf,
    sg.sold_num, sg.views_num, sg.up_time, sg.hidden_at, sg.hidden_reason_code, sg.hidden_reason,
    ${openOrdersOfListing(sql`sg.id`)} as open_orders
  from seller_goods sg
  join goods g on g.id = sg.goods_id
  left join categories c on c.id = sg.category_id`;

function filterCondition(filter: ListingFilter) {
  switch (filter) {
    case 'onShelf':
      return sql`and sg.on_shelf and sg.stock > 0`;
    case 'offShelf':
      return sql`and not sg.on_shelf`;
    case 'soldOut':
      return sql`and sg.stock = 0`;
    default:
      return sql``;
  }
}

/** The store's listings (not deleted), newest first, with a name search in any language. */
export async function listingsOfStore(
  db: DbOrTx,
  sellerId: string,
  query: { filter: ListingFilter; keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const keyword = query.keyword ? normalizeSearchText(query.keyword) : '';
  const where = sql`where sg.seller_id = ${sellerId} and sg.deleted_at is null
    ${filterCondition(query.filter)}
    ${keyword ? sql`and sg.search_text like ${`%${escapeLike(keyword)}%`}` : sql``}`;
  const [rows, count] = await Promise.all([
    db.execute<ListingRow>(sql`${listingSelect} ${where}
      order by sg.up_time desc, sg.id desc limit ${query.limit} offset ${query.offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from seller_goods sg ${where}`),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

/** One listing of the store (not deleted); undefined for another store's or a deleted one. */
export async function listingOfStore(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<ListingRow | undefined> {
  const result = await db.execute<ListingRow>(sql`${listingSelect}
    where sg.id = ${id} and sg.seller_id = ${sellerId} and sg.deleted_at is null`);
  return result.rows[0];
}

/** Locks the store's listing row for a change; undefined when not the store's or deleted. */
export async function lockListingOfStore(
  tx: Tx,
  sellerId: string,
  id: string,
): Promise<{ id: string; goodsId: string; stock: number; hiddenAt: Date | null } | undefined> {
  const [row] = await tx
    .select({
      id: sellerGoods.id,
      goodsId: sellerGoods.goodsId,
      stock: sellerGoods.stock,
      hiddenAt: sellerGoods.hiddenAt,
    })
    .from(sellerGoods)
    .where(
      and(
        eq(sellerGoods.id, id),
        eq(sellerGoods.sellerId, sellerId),
        isNull(sellerGoods.deletedAt),
      ),
    )
    .for('update');
  return row;
}

/** An enabled second-level category (listings sit in leaves, as the storefront's tree expects). */
export async function isListableCategory(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute<{ ok: boolean }>(sql`
    select exists (select 1 from categories c
      where c.id = ${id} and c.enabled and c.parent_id is not null) as ok`);
  return result.rows[0]?.ok === true;
}

/** Whether listings other than `listingId` sell these goods (demo goods are shared by stores). */
export async function goodsSharedBeyond(
  tx: Tx,
  goodsId: string,
  listingId: string,
): Promise<boolean> {
  const result = await tx.execute<{ shared: boolean }>(sql`
    select exists (select 1 from seller_goods
      where goods_id = ${goodsId} and id <> ${listingId}) as shared`);
  return result.rows[0]?.shared === true;
}

export type GoodsValues = typeof goods.$inferInsert;
export type ListingValues = typeof sellerGoods.$inferInsert;

export async function insertGoods(tx: Tx, values: GoodsValues): Promise<void> {
  await tx.insert(goods).values(values);
}

export async function updateGoods(
  tx: Tx,
  id: string,
  values: Omit<GoodsValues, 'id' | 'createdAt'>,
): Promise<void> {
  await tx.update(goods).set(values).where(eq(goods.id, id));
}

export async function insertListing(tx: Tx, values: ListingValues): Promise<void> {
  await tx.insert(sellerGoods).values(values);
}

export async function updateListing(
  tx: Tx,
  id: string,
  values: Partial<Omit<ListingValues, 'id' | 'sellerId'>>,
): Promise<void> {
  await tx.update(sellerGoods).set(values).where(eq(sellerGoods.id, id));
}

/** Unfinished orders naming the listing (read inside the deleting transaction). */
export async function openOrderCount(tx: DbOrTx, listingId: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(
    sql`select ${openOrdersOfListing(listingId)} as n`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Moves every windowed discount to what `now` says: the planned price while its window is open,
 * none outside it, and records the change in the price history in the same transaction. Touches
 * only rows whose active price differs; answers how many changed.
 */
export async function applyDiscountWindows(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      with due as (
        select id, case
          when discount_plan is not null
           and (discount_starts_at is null or discount_starts_at <= ${at}::timestamptz)
           and (discount_ends_at is null or discount_ends_at > ${at}::timestamptz)
          then discount_plan end as active
        from seller_goods
        where discount_starts_at is not null or discount_ends_at is not null
      )
      update seller_goods sg set discount_price = due.active
        from due
       where sg.id = due.id and sg.discount_price is distinct from due.active
      returning sg.id`);
    await recordPriceChanges(
      tx,
      result.rows.map((row) => row.id),
      now,
    );
    return result.rows.length;
  });
}
