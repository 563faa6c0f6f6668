// Stock of listings for the orders module: listings are locked FOR UPDATE (in id order, so two
// checkouts never deadlock) before their stock is checked and reserved in the same transaction, so
// stock can never be oversold. Owned by the orders engineer; reads the catalogue's tables.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { goods, sellerGoods, sellers, type LocalizedColumn } from '../../db/schema/catalog.ts';

export interface LockedListing {
  id: string;
  goodsId: string;
  sellerId: string;
  sellerName: string;
  sellerOwnerUserId: string | null;
  sellerEnabled: boolean;
  sellingPrice: string;
  discountPrice: string | null;
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
  sellerOwnerUserId: sellers.ownerUserId,
  sellerEnabled: sellers.enabled,
  sellingPrice: sellerGoods.sellingPrice,
  discountPrice: sellerGoods.discountPrice,
  price: sellerGoods.price,
  buyMin: sellerGoods.buyMin,
  stock: sellerGoods.stock,
  onShelf: sellerGoods.onShelf,
  names: goods.names,
  images: goods.images,
};

/** Locks the listings' rows until the transaction ends; missing ids are simply absent. */
export async function lockListingsForOrder(
  tx: Tx,
  ids: readonly string[],
): Promise<LockedListing[]> {
  if (ids.length === 0) return [];
  const sorted = [...new Set(ids)].sort();
  return tx
    .select(listingColumns)
    .from(sellerGoods)
    .innerJoin(goods, eq(goods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(inArray(sellerGoods.id, sorted))
    .orderBy(sellerGoods.id)
    .for('update', { of: sellerGoods });
}

/** Current listing data without locks (settlement preview, buy again). */
export async function readListings(db: DbOrTx, ids: readonly string[]): Promise<LockedListing[]> {
  if (ids.length === 0) return [];
  return db
    .select(listingColumns)
    .from(sellerGoods)
    .innerJoin(goods, eq(goods.id, sellerGoods.goodsId))
    .innerJoin(sellers, eq(sellers.id, sellerGoods.sellerId))
    .where(inArray(sellerGoods.id, [...new Set(ids)]));
}

/** Takes `quantity` units off the shelf stock; false when not enough is left. */
export async function reserveStock(
  tx: Tx,
  sellerGoodsId: string,
  quantity: number,
): Promise<boolean> {
  const updated = await tx
    .update(sellerGoods)
    .set({ stock: sql`${sellerGoods.stock} - ${quantity}` })
    .where(and(eq(sellerGoods.id, sellerGoodsId), gte(sellerGoods.stock, quantity)))
    .returning({ id: sellerGoods.id });
  return updated.length === 1;
}

/** Puts reserved units back (a cancelled order, a refund before shipment). */
export async function releaseStock(tx: Tx, sellerGoodsId: string, quantity: number): Promise<void> {
  await tx
    .update(sellerGoods)
    .set({ stock: sql`${sellerGoods.stock} + ${quantity}` })
    .where(eq(sellerGoods.id, sellerGoodsId));
}

/** The stores a user runs (a seller account may own several). */
export async function storesOwnedBy(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.ownerUserId, userId));
  return rows.map((row) => row.id);
}
