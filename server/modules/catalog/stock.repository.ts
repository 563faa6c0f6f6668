// Stock of listings for the orders module: a checkout reserves stock with one conditional UPDATE
// (never below zero, so stock can never be oversold) as the last step before its commit, so the
// listing's row lock is held briefly; order changes lock listings in id order. Owned by the orders
// engineer; reads the catalogue's tables.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { namedQuery, namedStatement } from '../../db/prepared.ts';
import { goods, sellerGoods, sellers, type LocalizedColumn } from '../../db/schema/catalog.ts';

export interface LockedListing {
  id: string;
  goodsId: string;
  sellerId: string;
  sellerName: string;
  /** The store's declared handling days now (an order keeps them as its promise). */
  sellerHandlingDays: number;
  sellerOwnerUserId: string | null;
  sellerEnabled: boolean;
  sellingPrice: string;
  discountPrice: string | null;
  /** The reduction's reference (null: no valid reduction), kept by the price history. */
  referencePrice: string | null;
  price: string;
  buyMin: number;
  stock: number;
  onShelf: boolean;
  names: LocalizedColumn;
  images: string[];
}

const listingColumns = {
  id: sellerGoods.id,
  goodsId: sellerGoods.goodsId,
  sellerId: sellerGoods.sellerId,
  sellerName: sellers.name,
  sellerHandlingDays: sellers.handlingDays,
  sellerOwnerUserId: sellers.ownerUserId,
  sellerEnabled: sellers.enabled,
  sellingPrice: sellerGoods.sellingPrice,
  discountPrice: sellerGoods.discountPrice,
  referencePrice: sellerGoods.referencePrice,
  price: sellerGoods.price,
  buyMin: sellerGoods.buyMin,
  stock: sellerGoods.stock,
  onShelf: sellerGoods.onShelf,
  names: goods.names,
  images: goods.images,
};

const lockListingsQuery = namedQuery('catalog_lock_listings', (db) =>
  db
    .select(listingColumns)
    .from(sellerGoods)
    .innerJoin(goods, eq(goods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(sql`${sellerGoods.id} = any(${sql.placeholder('ids')}::text[])`)
    .orderBy(sellerGoods.id)
    .for('update', { of: sellerGoods }),
);

/** Locks the listings' rows until the transaction ends; missing ids are simply absent. */
export async function lockListingsForOrder(
  tx: Tx,
  ids: readonly string[],
): Promise<LockedListing[]> {
  if (ids.length === 0) return [];
  return lockListingsQuery(tx, { ids: [...new Set(ids)].sort() });
}

const readListingsQuery = namedQuery('catalog_read_listings', (db) =>
  db
    .select(listingColumns)
    .from(sellerGoods)
    .innerJoin(goods, eq(goods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(sql`${sellerGoods.id} = any(${sql.placeholder('ids')}::text[])`),
);

/** Current listing data without locks (settlement preview, buy again). */
export async function readListings(db: DbOrTx, ids: readonly string[]): Promise<LockedListing[]> {
  if (ids.length === 0) return [];
  return readListingsQuery(db, { ids: [...new Set(ids)] });
}

/** A listing as a stock reservation found it, under the row lock the reservation took. */
export interface ReservedListing {
  id: string;
  sellingPrice: string;
  discountPrice: string | null;
  price: string;
  buyMin: number;
}

/** Quantities per listing, duplicates added up, in listing-id order (the lock order). */
function unitsById(
  lines: ReadonlyArray<{ sellerGoodsId: string; quantity: number }>,
): Array<[string, number]> {
  const units = new Map<string, number>();
  for (const line of lines)
    units.set(line.sellerGoodsId, (units.get(line.sellerGoodsId) ?? 0) + line.quantity);
  return [...units].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A list as one array parameter (`$1::text[]`): drizzle would expand a JS array into `$1, $2, ...`,
 * and one parameter keeps the statement's text the same for any length, so it can be prepared.
 */
export function sqlArray(values: ReadonlyArray<string | number>, type: 'text' | 'int'): SQL {
  return sql`${sql.param([...values])}::${sql.raw(type)}[]`;
}

/**
 * Takes the units off the shelf stock with one conditional UPDATE (enough stock, on the shelf),
 * which locks the rows until the transaction ends; so checkouts hold a listing's lock only from
 * here to their commit. Several listings are locked in id order first, so two checkouts never
 * deadlock. Answers the listings reserved, with their prices as they are now; a listing short of
 * stock or off the shelf is absent (and the caller rolls back).
 */
export async function reserveStock(
  tx: Tx,
  lines: ReadonlyArray<{ sellerGoodsId: string; quantity: number }>,
): Promise<ReservedListing[]> {
  const units = unitsById(lines);
  if (units.length === 0) return [];
  const ids = units.map(([id]) => id);
  if (units.length > 1) await lockListingRows(tx, ids);
  const rows = await reserveStatement(tx, { ids, units: units.map(([, n]) => n) });
  return rows.map((row) => ({
    id: row.id,
    sellingPrice: row.selling_price,
    discountPrice: row.discount_price,
    price: row.price,
    buyMin: row.buy_min,
  }));
}

const reserveStatement = namedStatement<{
  id: string;
  selling_price: string;
  discount_price: string | null;
  price: string;
  buy_min: number;
}>(
  'catalog_reserve_stock',
  sql`
    update seller_goods sg set stock = sg.stock - v.n
    from unnest(${sql.placeholder('ids')}::text[], ${sql.placeholder('units')}::int[]) as v(id, n)
    where sg.id = v.id and sg.stock >= v.n and sg.on_shelf
    returning sg.id, sg.selling_price, sg.discount_price, sg.price, sg.buy_min`,
);

const lockRowsStatement = namedStatement(
  'catalog_lock_listing_rows',
  sql`select id from seller_goods where id = any(${sql.placeholder('ids')}::text[]) order by id for update`,
);

/** Locks the listings' rows in id order (the order every path that locks several follows). */
export async function lockListingRows(tx: Tx, sortedIds: readonly string[]): Promise<void> {
  await lockRowsStatement(tx, { ids: [...sortedIds] });
}

/** Puts reserved units back (a cancelled order, a refund before shipment). */
export async function releaseStock(tx: Tx, sellerGoodsId: string, quantity: number): Promise<void> {
  await tx
    .update(sellerGoods)
    .set({ stock: sql`${sellerGoods.stock} + ${quantity}` })
    .where(eq(sellerGoods.id, sellerGoodsId));
}
