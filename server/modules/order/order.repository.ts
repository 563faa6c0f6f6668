// Writes and locks of the order tables: placing an order, locking it, updating it with its log
// entry, and the timer sweeps' next due order. Status changes go through order.service.ts, which
// locks the order row first (lockOrder) and decides the transition before writing here. The reads
// are in order-reads.repository.ts.
import { type Column, and, asc, eq, getTableColumns, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { GENERIC_PLANS, namedQuery, namedStatement } from '../../db/prepared.ts';
import type { orderItems } from '../../db/schema/order.ts';
import { orderLogs, orders } from '../../db/schema/order.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderLogRow = typeof orderLogs.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewOrderLog = typeof orderLogs.$inferInsert;

/** A new order's line, as `placeOrder` writes it. */
export type PlacedLine = Omit<NewOrderItem, 'orderId'>;

/** The columns of a placed order (a checkout always writes the same ones). */
export type PlacedOrder = Required<
  Pick<
    NewOrder,
    | 'id'
    | 'serialNumber'
    | 'userId'
    | 'sellerId'
    | 'sellerName'
    | 'status'
    | 'addressId'
    | 'contacts'
    | 'email'
    | 'areaCode'
    | 'phone'
    | 'country'
    | 'countryName'
    | 'province'
    | 'city'
    | 'postcode'
    | 'address'
    | 'buyerNote'
    | 'goodsAmount'
    | 'discount'
    | 'freight'
    | 'tax'
    | 'handlingFee'
    | 'total'
    | 'commissionRate'
    | 'handlingDays'
    | 'createdAt'
    | 'updatedAt'
  >
>;

const placedColumns = [
  'id',
  'serialNumber',
  'userId',
  'sellerId',
  'sellerName',
  'status',
  'addressId',
  'contacts',
  'email',
  'areaCode',
  'phone',
  'country',
  'countryName',
  'province',
  'city',
  'postcode',
  'address',
  'buyerNote',
  'goodsAmount',
  'discount',
  'freight',
  'tax',
  'handlingFee',
  'total',
  'commissionRate',
  'handlingDays',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof PlacedOrder>;

// The order, its lines and its first log entry in one round trip. The lines and the entry hang on
// the inserted row, so a serial number already taken writes nothing at all.
const placeOrderStatement = namedStatement<{ placed: number }>(
  'order_place',
  sql`
    with placed as (
      insert into orders (${sql.join(
        placedColumns.map((column) => sql.identifier(toSnake(column))),
        sql`, `,
      )})
      values (${sql.join(
        placedColumns.map((column) =>
          column === 'createdAt' || column === 'updatedAt'
            ? sql`${sql.placeholder(column)}::timestamptz`
            : sql.placeholder(column),
        ),
        sql`, `,
      )})
      on conflict (serial_number) do nothing
      returning id, status, user_id, created_at
    ),
    lines as (
      insert into order_items (id, order_id, seller_goods_id, goods_id, names, image,
        check_attr_name, unit_price, original_price, quantity, amount, sort)
      select v.id, placed.id, v.seller_goods_id, v.goods_id, v.names::jsonb, v.image,
        v.check_attr_name, v.unit_price, v.original_price, v.quantity, v.amount, v.sort
      from placed, unnest(${sql.placeholder('lineIds')}::text[],
        ${sql.placeholder('lineListings')}::text[], ${sql.placeholder('lineGoods')}::text[],
        ${sql.placeholder('lineNames')}::text[], ${sql.placeholder('lineImages')}::text[],
        ${sql.placeholder('lineAttrs')}::text[], ${sql.placeholder('linePrices')}::numeric[],
        ${sql.placeholder('lineOriginals')}::numeric[], ${sql.placeholder('lineQuantities')}::int[],
        ${sql.placeholder('lineAmounts')}::numeric[], ${sql.placeholder('lineSorts')}::int[])
        as v(id, seller_goods_id, goods_id, names, image, check_attr_name, unit_price,
          original_price, quantity, amount, sort)
    ),
    logged as (
      insert into order_logs (order_id, kind, status, actor, actor_id, remark, created_at)
      select id, 'placed', status, 'buyer', user_id, '', created_at from placed
    )
    select count(*)::int as placed from placed`,
);

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Writes a new order (placed by its buyer), its lines and the "placed" log entry in one statement;
 * false (nothing written) when its serial number is already taken.
 */
export async function placeOrder(
  tx: Tx,
  order: PlacedOrder,
  lines: readonly PlacedLine[],
): Promise<boolean> {
  const values: Record<string, unknown> = {};
  for (const column of placedColumns) {
    const value = order[column];
    values[column] = value instanceof Date ? value.toISOString() : value;
  }
  const [row] = await placeOrderStatement(tx, {
    ...values,
    lineIds: lines.map((line) => line.id),
    lineListings: lines.map((line) => line.sellerGoodsId),
    lineGoods: lines.map((line) => line.goodsId),
    lineNames: lines.map((line) => JSON.stringify(line.names)),
    lineImages: lines.map((line) => line.image),
    lineAttrs: lines.map((line) => line.checkAttrName ?? ''),
    linePrices: lines.map((line) => line.unitPrice),
    lineOriginals: lines.map((line) => line.originalPrice ?? null),
    lineQuantities: lines.map((line) => line.quantity),
    lineAmounts: lines.map((line) => line.amount),
    lineSorts: lines.map((line) => line.sort),
  });
  return row?.placed === 1;
}

const lockBuyerStatement = namedStatement(
  'order_lock_buyer',
  sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('key')})), ${GENERIC_PLANS}`,
);

/**
 * Queues one buyer's checkouts behind each other until the transaction ends, so the limits on a
 * buyer's unpaid orders (count, units held per listing) are checked against settled numbers without
 * holding any listing's lock while checking. The checkout's statements run on generic plans from
 * here on (GENERIC_PLANS).
 */
export async function lockBuyerCheckouts(tx: Tx, userId: string): Promise<void> {
  await lockBuyerStatement(tx, { key: `order!submit:${userId}` });
}

export async function insertLog(tx: Tx, values: NewOrderLog): Promise<void> {
  await tx.insert(orderLogs).values(values);
}

const lockOrderQuery = namedQuery('order_lock', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update'),
);

/** What a payment counts as sold: units per listing of the order's lines. */
export interface SaleLine {
  sellerGoodsId: string;
  quantity: number;
}

const lockOrderForPaymentQuery = namedQuery('order_lock_for_payment', (db) =>
  db
    .select({
      order: orders,
      // `orders.id` written out: drizzle leaves a one-table query's columns unqualified, and in
      // the subquery a bare "id" would be the line's.
      lines: sql<SaleLine[]>`(
        select coalesce(json_agg(json_build_object('sellerGoodsId', i.seller_goods_id,
          'quantity', i.quantity) order by i.sort), '[]'::json)
        from order_items i where i.order_id = orders.id)`,
      genericPlans: GENERIC_PLANS.mapWith(String),
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update', { of: orders }),
);

/** The order row, locked until the transaction ends. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  return (await lockOrderQuery(tx, { id }))[0];
}

/**
 * For a payment: the order row, locked, with its lines (read in the same round trip); the rest
 * of the transaction runs its statements on generic plans (GENERIC_PLANS), which all take a
 * handful of rows by key.
 */
export async function lockOrderForPayment(
  tx: Tx,
  id: string,
): Promise<{ order: OrderRow; lines: SaleLine[] } | undefined> {
  const [row] = await lockOrderForPaymentQuery(tx, { id });
  return row && { order: row.order, lines: row.lines };
}

/** Whether the buyer received an order of this store before (other than `exceptOrderId`). */
export async function boughtFromStoreBefore(
  db: DbOrTx,
  userId: string,
  sellerId: string,
  exceptOrderId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.sellerId, sellerId),
        isNotNull(orders.receivedAt),
        sql`${orders.id} <> ${exceptOrderId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the order's log has an entry of this kind. */
export async function hasLogEntry(db: DbOrTx, orderId: string, kind: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderLogs.id })
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

export async function updateOrder(tx: Tx, id: string, values: Partial<NewOrder>): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

/** What a status change writes in the order's log. */
export type LogEntry = Omit<NewOrderLog, 'id' | 'orderId'>;

const logColumns = [
  'kind',
  'status',
  'actor',
  'actorId',
  'remark',
  'carrier',
  'trackingNumber',
  'createdAt',
] as const satisfies ReadonlyArray<keyof LogEntry>;

/** One statement per set of changed columns (a transition writes one of a few). */
const updateAndLogStatements = new Map<string, ReturnType<typeof namedStatement>>();

/**
 * Writes an order's changed columns and its log entry in one statement. The statement is built
 * once per set of changed columns, its values bound as parameters (each through its column's
 * driver mapping, as drizzle's `update` would).
 */
export async function updateOrderAndLog(
  tx: Tx,
  id: string,
  values: Partial<NewOrder>,
  entry: LogEntry,
): Promise<void> {
  const changed = (Object.keys(values) as Array<keyof NewOrder>)
    .filter((key) => values[key] !== undefined)
    .sort();
  const shape = changed.join(',');
  let statement = updateAndLogStatements.get(shape);
  if (!statement) {
    const columns = getTableColumns(orders);
    const logTable = getTableColumns(orderLogs);
    statement = namedStatement(
      `order_update_log_${updateAndLogStatements.size}`,
      sql`
        with changed as (
          update orders set ${sql.join(
            changed.map(
              (key) =>
                sql`${sql.identifier(toSnake(key))} = ${sql.placeholder(`set_${key}`)}::${sql.raw(columns[key].getSQLType())}`,
            ),
            sql`, `,
          )}
          where id = ${sql.placeholder('id')}
          returning id
        )
        insert into order_logs (order_id, ${sql.join(
          logColumns.map((key) => sql.identifier(toSnake(key))),
          sql`, `,
        )})
        select id, ${sql.join(
          logColumns.map(
            (key) => sql`${sql.placeholder(`log_${key}`)}::${sql.raw(logTable[key].getSQLType())}`,
          ),
          sql`, `,
        )} from changed`,
    );
    updateAndLogStatements.set(shape, statement);
  }
  const columns = getTableColumns(orders);
  const parameters: Record<string, unknown> = { id };
  for (const key of changed) parameters[`set_${key}`] = driverValue(columns[key], values[key]);
  const logTable = getTableColumns(orderLogs);
  for (const key of logColumns) parameters[`log_${key}`] = driverValue(logTable[key], entry[key]);
  await statement(tx, parameters);
}

/** A value as drizzle would bind it for the column (a Date as ISO text, JSON as text). */
function driverValue(column: Column, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return column.mapToDriverValue(value);
}

/** Timer sweeps: the oldest due order of a status, locked, skipping rows another sweeper holds. */
/** A buyer's unpaid orders, locked in id order (the order every other locker of two orders uses). */
export async function lockUnpaidOrdersOf(tx: Tx, userId: string): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 0)))
    .orderBy(asc(orders.id))
    .for('update');
}

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
