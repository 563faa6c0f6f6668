// Orders: one row per buyer and store (a checkout makes one order per seller), their lines (a
// snapshot of what was bought at which server price) and the history log (status changes and
// logistics entries, shown ascending). Money amounts are NUMERIC; status numbers are the spec's -1..6.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const amount = () => numeric({ precision: 30, scale: 10 });
const at = () => timestamp({ withTimezone: true });

/** Text per language code, e.g. { en: 'Shoes', cn: '鞋' }; snapshot of the goods name. */
type LocalizedText = Partial<Record<string, string>>;

export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    /** Human-readable, e.g. `20261122112015` + 6 digits; unique. */
    serialNumber: text().notNull(),
    userId: text().notNull(),
    sellerId: text().notNull(),
    /** Store name at order time. */
    sellerName: text().notNull(),
    /** -1..6 (domain/orders/order-status.ts). */
    status: integer().notNull(),
    /** The status before a refund or return request, restored when the operator rejects it. */
    statusBeforeRefund: integer(),
    /** 0 none, 1 refunding, 2 success, 3 failed (RefundStatus). */
    refundStatus: integer().notNull().default(0),
    // Delivery address snapshot: later edits of the address book do not change a placed order.
    addressId: text().notNull(),
    contacts: text().notNull(),
    email: text().notNull(),
    areaCode: text().notNull(),
    phone: text().notNull(),
    country: text().notNull(),
    countryName: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    postcode: text().notNull(),
    address: text().notNull(),
    /** What the buyer wrote to the store at checkout ('' when nothing). */
    buyerNote: text().notNull().default(''),
    // Amounts computed by the server (domain/orders/pricing.ts).
    goodsAmount: amount().notNull(),
    discount: amount().notNull(),
    freight: amount().notNull(),
    tax: amount().notNull(),
    handlingFee: amount().notNull(),
    total: amount().notNull(),
    /** Commission rate fixed at order time; the platform's share is taken on release. */
    commissionRate: amount().notNull(),
    commission: amount(),
    /**
     * The handling days the store declared when the order was placed: its measured shipping judges
     * the order against this promise, not against a later one (null: placed before it was kept).
     */
    handlingDays: integer(),
    currency: text().notNull().default('USDT'),
    payMethod: text(),
    cancelReason: integer(),
    cancelRemark: text(),
    carrier: text(),
    trackingNumber: text(),
    // Refund or return request.
    refundType: text(),
    refundReason: text(),
    refundContent: text(),
    refundImgs: jsonb().$type<string[]>(),
    refundRemark: text(),
    /** A standard reason code of the operator's refund decision (shown in the buyer's language). */
    refundRemarkCode: text(),
    /** The store's reason when it disputes a refund or return request (the operator decides). */
    refundDispute: text(),
    refundDisputedAt: at(),
    createdAt: at().notNull(),
    paidAt: at(),
    cancelledAt: at(),
    sellerConfirmedAt: at(),
    shippedAt: at(),
    receivedAt: at(),
    reviewedAt: at(),
    remindedAt: at(),
    refundRequestedAt: at(),
    refundDecidedAt: at(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('orders_serial_number_uq').on(t.serialNumber),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_user_status_idx').on(t.userId, t.status),
    index('orders_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // The timer sweeps read these in age order.
    index('orders_unpaid_sweep_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    index('orders_shipped_sweep_idx')
      .on(t.shippedAt)
      .where(sql`${t.status} = 3`),
    index('orders_received_sweep_idx')
      .on(t.receivedAt)
      .where(sql`${t.status} = 4`),
    index('orders_refund_idx').on(t.refundStatus, t.refundRequestedAt),
    check('orders_status_ck', sql`${t.status} between -1 and 6`),
    check('orders_total_ck', sql`${t.total} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    sellerGoodsId: text().notNull(),
    goodsId: text().notNull(),
    names: jsonb().$type<LocalizedText>().notNull(),
    image: text().notNull(),
    checkAttrName: text().notNull().default(''),
    unitPrice: amount().notNull(),
    /** The regular price when a discount applied, else null. */
    originalPrice: amount(),
    quantity: integer().notNull(),
    amount: amount().notNull(),
    sort: integer().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.sort),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const orderLogs = pgTable(
  'order_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: text()
      .notNull()
      .references(() => orders.id),
    /** What happened (domain/orders/order-log.ts `OrderLogKind`). */
    kind: text().notNull(),
    /** The order status after the entry. */
    status: integer().notNull(),
    /** 'buyer' | 'seller' | 'operator' | 'system'. */
    actor: text().notNull(),
    actorId: text(),
    remark: text().notNull().default(''),
    carrier: text(),
    trackingNumber: text(),
    createdAt: at().notNull(),
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.createdAt, t.id)],
);
