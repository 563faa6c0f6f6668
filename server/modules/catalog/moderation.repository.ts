// SQL of the operator's view of stores and listings: searchable lists with their moderation state,
// one store with its counts, and the suspend / hide changes (the operator module audits them).
import { and, eq, sql } from 'drizzle-orm';
import { escapeLike, normalizeSearchText } from '../../../domain/catalog/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { openOrdersOfStore } from '../../db/read-models/open-orders.ts';
import { sellerGoods, sellers, type LocalizedColumn } from '../../db/schema/catalog.ts';

export type StoreRow = {
  id: string;
  owner_user_id: string | null;
  name: string;
  country: string;
  enabled: boolean;
  suspend_reason_code: string | null;
  suspend_reason: string;
  suspended_at: string | null;
  created_at: string;
  listings: number;
  on_shelf: number;
  hidden: number;
  open_orders: number;
};

const storeSelect = sql`
  select s.id, s.owner_user_id, s.name, s.country, s.enabled, s.suspend_reason_code,
    s.suspend_reason, s.suspended_at, s.created_at,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.deleted_at is null) as listings,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.on_shelf) as on_shelf,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.hidden_at is not null) as hidden,
    ${openOrdersOfStore(sql`s.id`)} as open_orders
  from sellers s`;

export async function listStores(
  db: DbOrTx,
  filter: { q?: string | undefined; status?: 'active' | 'suspended' | undefined },
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: StoreRow[]; total: number }> {
  const parts = [sql`true`];
  if (filter.q)
    parts.push(sql`s.search_text like ${`%${escapeLike(normalizeSearchText(filter.q))}%`}`);
  if (filter.status === 'active') parts.push(sql`s.enabled`);
  if (filter.status === 'suspended') parts.push(sql`not s.enabled`);
  const where = sql.join(parts, sql` and `);
  const rows = await db.execute<StoreRow>(sql`${storeSelect} where ${where}
    order by s.created_at desc, s.id desc
    limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from sellers s where ${where}`,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findStore(db: DbOrTx, id: string): Promise<StoreRow | undefined> {
  const rows = await db.execute<StoreRow>(sql`${storeSelect} where s.id = ${id}`);
  return rows.rows[0];
}

export async function lockStore(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, id)).for('update').limit(1);
  return row;
}

export async function setStoreState(
  db: DbOrTx,
  id: string,
  state: {
    enabled: boolean;
    suspendReasonCode: string | null;
    suspendReason: string;
    suspendedAt: Date | null;
  },
): Promise<void> {
  await db.update(sellers).set(state).where(eq(sellers.id, id));
}

export type ModerationListingRow = {
  id: string;
  seller_id: string;
  seller_name: string;
  owner_user_id: string | null;
  names: LocalizedColumn;
  price: string;
  stock: number;
  on_shelf: boolean;
  hidden_at: string | null;
  hidden_reason_code: string | null;
  hidden_reason: string;
  up_time: string;
};

const listingSelect = sql`
  select sg.id, sg.seller_id, s.name as seller_name, s.owner_user_id, g.names, sg.price, sg.stock,
    sg.on_shelf, sg.hidden_at, sg.hidden_reason_code, sg.hidden_reason, sg.up_time
  from seller_goods sg join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id`;

export async function findListing(
  db: DbOrTx,
  id: string,
): Promise<ModerationListingRow | undefined> {
  const rows = await db.execute<ModerationListingRow>(
    sql`${listingSelect} where sg.id = ${id} and sg.deleted_at is null`,
  );
  return rows.rows[0];
}

export async function listListings(
  db: DbOrTx,
  filter: {
    q?: string | undefined;
    sellerId?: string | undefined;
    hidden?: boolean | undefined;
  },
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ModerationListingRow[]; total: number }> {
  const parts = [sql`sg.deleted_at is null`];
  if (filter.q)
    parts.push(sql`sg.search_text like ${`%${escapeLike(normalizeSearchText(filter.q))}%`}`);
  if (filter.sellerId) parts.push(sql`sg.seller_id = ${filter.sellerId}`);
  if (filter.hidden === true) parts.push(sql`sg.hidden_at is not null`);
  if (filter.hidden === false) parts.push(sql`sg.hidden_at is null`);
  const where = sql.join(parts, sql` and `);
  const rows = await db.execute<ModerationListingRow>(sql`
    ${listingSelect}
    where ${where}
    order by sg.up_time desc, sg.id desc
    limit ${page.pageSize} offset ${(page.pageNum - 1) * page.pageSize}`);
  const total = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from seller_goods sg where ${where}`,
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function lockListing(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(sellerGoods)
    .where(and(eq(sellerGoods.id, id), sql`${sellerGoods.deletedAt} is null`))
    .for('update')
    .limit(1);
  return row;
}

export async function setListingModeration(
  db: DbOrTx,
  id: string,
  state: {
    onShelf: boolean;
    hiddenAt: Date | null;
    hiddenReasonCode: string | null;
    hiddenReason: string;
    hiddenWasOnShelf: boolean;
  },
): Promise<void> {
  await db.update(sellerGoods).set(state).where(eq(sellerGoods.id, id));
}
