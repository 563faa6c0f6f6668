// Reads of the order tables: the lists, lines, history and tab counts the queries show, a buyer's
// unpaid holdings at checkout, reviewed lines, and the reads other rooms make through index.ts.
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { OrderStatus, RefundStatus } from '../../../domain/orders/order-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { namedQuery, namedStatement } from '../../db/prepared.ts';
import { evaluations } from '../../db/schema/catalog.ts';
import { orderItems, orderLogs, orders } from '../../db/schema/order.ts';
import type { OrderItemRow, OrderLogRow, OrderRow } from './order.repository.ts';

export interface OrderFilter {
  userId?: string;
  sellerIds?: readonly string[];
  statuses?: readonly number[] | null;
  refundStatus?: number;
}

function whereOf(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.userId !== undefined) parts.push(eq(orders.userId, filter.userId));
  if (filter.sellerIds !== undefined) parts.push(inArray(orders.sellerId, [...filter.sellerIds]));
  if (filter.statuses) parts.push(inArray(orders.status, [...filter.statuses]));
  if (filter.refundStatus !== undefined) parts.push(eq(orders.refundStatus, filter.refundStatus));
  return and(...parts);
}

export async function listOrders(
  db: DbOrTx,
  filter: OrderFilter,
  page: { offset: number; limit: number; oldestFirst?: boolean },
): Promise<{ rows: OrderRow[]; total: number }> {
  if (filter.sellerIds !== undefined && filter.sellerIds.length === 0)
    return { rows: [], total: 0 };
  const where = whereOf(filter);
  const order = page.oldestFirst
    ? [asc(orders.refundRequestedAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

const itemsOfQuery = namedQuery('order_items_of', (db) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.placeholder('ids')}::text[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort)),
);

export async function itemsOf(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return itemsOfQuery(db, { ids: [...orderIds] });
}

export async function logsOf(db: DbOrTx, orderId: string): Promise<OrderLogRow[]> {
  return db
    .select()
    .from(orderLogs)
    .where(eq(orderLogs.orderId, orderId))
    .orderBy(asc(orderLogs.createdAt), asc(orderLogs.id));
}

/** Order counts per status for one buyer. */
export async function countByStatus(db: DbOrTx, userId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, Number(row.total)]));
}

// A buyer's unpaid orders and the units they hold of the given listings, in one round trip.
const unpaidHoldingsStatement = namedStatement<{ orders: number; units: Record<string, number> }>(
  'order_unpaid_holdings',
  sql`
    select count(*)::int as orders,
      coalesce((
        select jsonb_object_agg(x.seller_goods_id, x.units) from (
          select oi.seller_goods_id, sum(oi.quantity)::int as units
          from order_items oi join orders o on o.id = oi.order_id
          where o.user_id = ${sql.placeholder('userId')} and o.status = 0
            and oi.seller_goods_id = any(${sql.placeholder('listingIds')}::text[])
          group by oi.seller_goods_id) x
      ), '{}'::jsonb) as units
    from orders where user_id = ${sql.placeholder('userId')} and status = 0`,
);

/**
 * The buyer's unpaid orders (count) and the units of each of the given listings those orders hold
 * (reserved from the shelf stock).
 */
export async function unpaidHoldings(
  db: DbOrTx,
  userId: string,
  sellerGoodsIds: readonly string[],
): Promise<{ orders: number; units: Map<string, number> }> {
  const [row] = await unpaidHoldingsStatement(db, {
    userId,
    listingIds: [...new Set(sellerGoodsIds)],
  });
  return {
    orders: row?.orders ?? 0,
    units: new Map(Object.entries(row?.units ?? {})),
  };
}

/** How many countries and regions orders were delivered to (received by the buyer or the timer). */
export async function countDeliveredCountries(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(orders.country) })
    .from(orders)
    .where(isNotNull(orders.receivedAt));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Paid orders not yet finished (to ship, shipped, or with a refund under way), as the buyer and as
 * the store: their money is still in escrow, so the account closure waits for them.
 */
export async function openPaidOrderCounts(
  db: DbOrTx,
  party: { userId: string; sellerId: string | undefined },
): Promise<{ asBuyer: number; asStore: number }> {
  const open = or(
    inArray(orders.status, [
      OrderStatus.pendingShipment,
      OrderStatus.confirmed,
      OrderStatus.toBeReceived,
    ]),
    eq(orders.refundStatus, RefundStatus.refunding),
  );
  const [buyer, store] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, party.userId), open)),
    party.sellerId
      ? db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.sellerId, party.sellerId), open))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return { asBuyer: Number(buyer[0]?.n ?? 0), asStore: Number(store[0]?.n ?? 0) };
}

/** The latest orders of a buyer, for the operator's view of a user. */
export async function latestOrdersOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      serialNumber: orders.serialNumber,
      status: orders.status,
      refundStatus: orders.refundStatus,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The lines of an order that already have a review (written or default). */
export async function reviewedItemIds(db: DbOrTx, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ id: evaluations.orderItemId })
    .from(evaluations)
    .where(and(eq(evaluations.orderId, orderId), isNotNull(evaluations.orderItemId)));
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** Who an order is between, for attaching it to a chat with its store. */
export async function orderParties(
  db: DbOrTx,
  orderId: string,
): Promise<{ userId: string; sellerId: string; serialNumber: string } | undefined> {
  const [row] = await db
    .select({ userId: orders.userId, sellerId: orders.sellerId, serialNumber: orders.serialNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
