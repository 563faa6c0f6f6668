// Reads and writes of the order tables. Status changes go through order.service.ts, which locks the
// order row first (lockOrder) and decides the transition before writing here.
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { executePrepared, namedStatement } from '../../db/prepared.ts';
import { evaluations } from '../../db/schema/catalog.ts';
import { orderItems, orderLogs, orders } from '../../db/schema/order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderLogRow = typeof orderLogs.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewOrderLog = typeof orderLogs.$inferInsert;

/** Inserts the order; false (nothing written) when its serial number is already taken. */
export async function insertOrder(tx: Tx, values: NewOrder): Promise<boolean> {
  const rows = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.serialNumber })
    .returning({ id: orders.id })
    .prepare('order_insert')
    .execute();
  return rows.length === 1;
}

/**
 * Queues one buyer's checkouts behind each other until the transaction ends, so the limits on a
 * buyer's unpaid orders (count, units held per listing) are checked against settled numbers without
 * holding any listing's lock while checking.
 */
export async function lockBuyerCheckouts(tx: Tx, userId: string): Promise<void> {
  await executePrepared(
    tx,
    sql`select pg_advisory_xact_lock(hashtext(${`order!submit:${userId}`}))`,
  );
}

export async function insertItems(tx: Tx, values: NewOrderItem[]): Promise<void> {
  if (values.length > 0) await tx.insert(orderItems).values(values);
}

export async function insertLog(tx: Tx, values: NewOrderLog): Promise<void> {
  await tx.insert(orderLogs).values(values).prepare('order_log_insert').execute();
}

/** The order row, locked until the transaction ends. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .prepare('order_lock')
    .execute();
  return rows[0];
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

export async function updateOrder(tx: Tx, id: string, values: Partial<NewOrder>): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

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

export async function itemsOf(db: DbOrTx, orderIds: readonly string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = any(${sql.param([...orderIds])}::text[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.sort))
    .prepare('order_items_of')
    .execute();
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

/** Timer sweeps: the oldest due order of a status, locked, skipping rows another sweeper holds. */
export async function lockNextDue(
  tx: Tx,
  due: 'unpaid' | 'shipped' | 'received',
  cutoff: Date,
): Promise<OrderRow | undefined> {
  const column = {
    unpaid: orders.createdAt,
    shipped: orders.shippedAt,
    received: orders.receivedAt,
  }[due];
  const status = { unpaid: 0, shipped: 3, received: 4 }[due];
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, status), lte(column, cutoff)))
    .orderBy(asc(column))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

/** How many countries and regions orders were delivered to (received by the buyer or the timer). */
export async function countDeliveredCountries(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(orders.country) })
    .from(orders)
    .where(isNotNull(orders.receivedAt));
  return Number(rows[0]?.n ?? 0);
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
