// The seller dashboard's read-only counts over a span of instants (`until` excluded), for a set of
// stores: orders paid and placed, listing views, reviews and the follower counter. Read models
// like the store earnings' (which reads orders too); net earnings come from the wallet instead, so
// that there is one ledger formula.
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogViewEvents, evaluations, sellerGoods, sellers } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/order.ts';

export interface Span {
  since: Date;
  until: Date;
}

/** How many of the stores' orders were paid in the span, and the sum of their totals. */
export async function paidOrders(db: DbOrTx, sellerIds: string[], span: Span) {
  const rows = await db
    .select({
      n: count(),
      gross: sql<string>`coalesce(sum(${orders.total}), 0)`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.sellerId, sellerIds),
        gte(orders.paidAt, span.since),
        lt(orders.paidAt, span.until),
      ),
    );
  return { count: Number(rows[0]?.n ?? 0), gross: rows[0]?.gross ?? '0' };
}

/** The stores' orders placed in the span, counted per current status (statuses with none absent). */
export async function placedOrdersByStatus(db: DbOrTx, sellerIds: string[], span: Span) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(
      and(
        inArray(orders.sellerId, sellerIds),
        gte(orders.createdAt, span.since),
        lt(orders.createdAt, span.until),
      ),
    )
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/** Product-page views of the stores' listings in the span (one event row per view). */
export async function listingViews(db: DbOrTx, sellerIds: string[], span: Span): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(catalogViewEvents)
    .innerJoin(sellerGoods, eq(sellerGoods.id, catalogViewEvents.sellerGoodsId))
    .where(
      and(
        eq(catalogViewEvents.kind, 'goods'),
        inArray(sellerGoods.sellerId, sellerIds),
        gte(catalogViewEvents.createdAt, span.since),
        lt(catalogViewEvents.createdAt, span.until),
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Reviews of the stores' listings in the span: written ones, the good among them, default ones. */
export async function reviewCounts(db: DbOrTx, sellerIds: string[], span: Span) {
  const rows = await db
    .select({
      written: sql<number>`count(*) filter (where not ${evaluations.isDefault})::int`,
      goodWritten: sql<number>`count(*) filter (where not ${evaluations.isDefault} and ${evaluations.rating} = 'good')::int`,
      defaults: sql<number>`count(*) filter (where ${evaluations.isDefault})::int`,
    })
    .from(evaluations)
    .innerJoin(sellerGoods, eq(sellerGoods.id, evaluations.sellerGoodsId))
    .where(
      and(
        inArray(sellerGoods.sellerId, sellerIds),
        gte(evaluations.createdAt, span.since),
        lt(evaluations.createdAt, span.until),
      ),
    );
  const row = rows[0];
  return {
    written: Number(row?.written ?? 0),
    goodWritten: Number(row?.goodWritten ?? 0),
    defaults: Number(row?.defaults ?? 0),
  };
}

/**
 * The stores' follower counters. There is no table of follows yet (favourites will record them),
 * so this is the current total, not a count within any period.
 */
export async function followersNow(db: DbOrTx, sellerIds: string[]): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${sellers.followersNum}), 0)::int` })
    .from(sellers)
    .where(inArray(sellers.id, sellerIds));
  return Number(rows[0]?.n ?? 0);
}
