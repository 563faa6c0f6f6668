// The append-only price history of listings and the reference price stored on each listing row.
// Every write that can change a listing's prices calls `recordPriceChanges` in its transaction:
// it appends a row for each listing whose prices differ from its latest row and recomputes the
// listing's reference price (domain/catalog/reference-price.ts). Nothing here updates or deletes
// history rows (the database refuses it, migration 0027).
import { sql } from 'drizzle-orm';
import { referencePrice, type PriceChange } from '../../../domain/catalog/reference-price.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Listings per statement when many are recorded at once (the demo seed). */
const BATCH = 5000;

/**
 * Records the current prices of `listingIds` as taking effect at `at` where they changed, then
 * stores each listing's reference price. Run inside the transaction that changed the prices, after
 * the change (so the row lock taken by the change orders concurrent writers of one listing).
 */
export async function recordPriceChanges(
  tx: DbOrTx,
  listingIds: readonly string[],
  at: Date,
): Promise<void> {
  for (let i = 0; i < listingIds.length; i += BATCH) {
    const ids = listingIds.slice(i, i + BATCH);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into listing_price_history (seller_goods_id, selling_price, discount_price, effective_at)
      select sg.id, sg.selling_price, sg.discount_price, ${at.toISOString()}::timestamptz
        from seller_goods sg
        left join lateral (
          select h.selling_price, h.discount_price from listing_price_history h
           where h.seller_goods_id = sg.id
           order by h.effective_at desc, h.id desc limit 1) last on true
       where sg.id = any(${sql.param(ids)}::text[])
         and (last.selling_price is null
           or last.selling_price <> sg.selling_price
           or last.discount_price is distinct from sg.discount_price)
      returning seller_goods_id as id`);
    // Only a listing with a new row can have a new reference: the rest keep theirs.
    await storeReferencePrices(
      tx,
      inserted.rows.map((row) => row.id),
    );
  }
}

/** Recomputes and stores the reference price of each listing from its whole history. */
export async function storeReferencePrices(tx: DbOrTx, listingIds: readonly string[]) {
  if (listingIds.length === 0) return;
  const history = await tx.execute<{
    seller_goods_id: string;
    selling_price: string;
    discount_price: string | null;
    effective_at: Date | string;
  }>(sql`
    select seller_goods_id, selling_price, discount_price, effective_at
      from listing_price_history
     where seller_goods_id = any(${sql.param([...listingIds])}::text[])
     order by seller_goods_id, effective_at, id`);
  const byListing = new Map<string, PriceChange[]>();
  for (const row of history.rows) {
    const changes = byListing.get(row.seller_goods_id) ?? [];
    changes.push({
      at: new Date(row.effective_at),
      sellingPrice: row.selling_price,
      discountPrice: row.discount_price,
    });
    byListing.set(row.seller_goods_id, changes);
  }
  const ids = [...listingIds];
  const references = ids.map((id) => referencePrice(byListing.get(id) ?? []));
  await tx.execute(sql`
    update seller_goods sg set reference_price = v.reference
      from unnest(${sql.param(ids)}::text[], ${sql.param(references)}::numeric[]) as v(id, reference)
     where sg.id = v.id and sg.reference_price is distinct from v.reference`);
}

export interface PriceHistoryRow {
  sellingPrice: string;
  discountPrice: string | null;
  effectiveAt: Date;
}

/** A listing's price history, oldest first (tests and the seller's view of why). */
export async function priceHistoryOf(db: DbOrTx, listingId: string): Promise<PriceHistoryRow[]> {
  const result = await db.execute<{
    selling_price: string;
    discount_price: string | null;
    effective_at: Date | string;
  }>(sql`
    select selling_price, discount_price, effective_at from listing_price_history
     where seller_goods_id = ${listingId} order by effective_at, id`);
  return result.rows.map((row) => ({
    sellingPrice: row.selling_price,
    discountPrice: row.discount_price,
    effectiveAt: new Date(row.effective_at),
  }));
}
