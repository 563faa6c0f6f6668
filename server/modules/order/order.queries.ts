// Read side of orders: the buyer's lists, detail, lines, history and tab counts, buy-again lines,
// the seller's and the operator's lists. A buyer sees only their orders, a seller only their stores'.
import type { z } from 'zod';
import { makePageInfo, type PageInfo } from '../../../domain/api/common.ts';
import type {
  adminRefundItem,
  buyAgainLine,
  OrderInfo,
  OrderItem,
  OrderSummary,
  orderLogEntry,
  sellerOrderSummary,
} from '../../../domain/api/order.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { normalizeAmount } from '../../../domain/catalog/pricing.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { splitRelease } from '../../../domain/orders/pricing.ts';
import { sellerEvents } from '../../../domain/orders/order-rules.ts';
import { orderTabs, RefundStatus, type OrderTab } from '../../../domain/orders/order-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { findUserById } from '../account/index.ts';
import { readListings } from '../catalog/index.ts';
import * as reads from './order-reads.repository.ts';
import * as repo from './order.repository.ts';
import { orderTimers } from './order.lifecycle.ts';
import {
  infoView,
  itemView,
  itemsByOrder,
  logView,
  refundView,
  summaryView,
  viewOf,
} from './order.views.ts';

export interface ListFilter {
  tab?: OrderTab | undefined;
  status?: number | undefined;
  pageNum: number;
  pageSize: number;
}

function statusesOf(filter: ListFilter): readonly number[] | null {
  if (filter.tab) return orderTabs[filter.tab];
  return filter.status === undefined ? null : [filter.status];
}

async function page<T>(
  db: DbOrTx,
  where: reads.OrderFilter,
  filter: { pageNum: number; pageSize: number },
  map: (row: repo.OrderRow, items: repo.OrderItemRow[]) => T | Promise<T>,
  oldestFirst = false,
): Promise<{ pageList: T[]; pageInfo: PageInfo }> {
  const { rows, total } = await reads.listOrders(db, where, {
    offset: (filter.pageNum - 1) * filter.pageSize,
    limit: filter.pageSize,
    oldestFirst,
  });
  const items = itemsByOrder(
    await reads.itemsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  const pageList: T[] = [];
  for (const row of rows) pageList.push(await map(row, items.get(row.id) ?? []));
  return { pageList, pageInfo: makePageInfo(filter.pageNum, filter.pageSize, total) };
}

export function buyerOrders(
  ctx: ServiceContext,
  filter: ListFilter,
): Promise<{ pageList: OrderSummary[]; pageInfo: PageInfo }> {
  const view = viewOf(ctx);
  const where = { userId: requireUser(ctx).userId, statuses: statusesOf(filter) };
  return page(ctx.db, where, filter, (row, items) => summaryView(row, items, view));
}

/** The caller's own order; someone else's answers exactly like a missing one. */
async function ownOrder(ctx: ServiceContext, orderId: string) {
  const order = await repo.findOrder(ctx.db, orderId);
  return order && order.userId === requireUser(ctx).userId ? order : undefined;
}

export async function buyerOrderInfo(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ orderInfo: OrderInfo }>> {
  const order = await ownOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const items = await reads.itemsOf(ctx.db, [order.id]);
  return ok({ orderInfo: infoView(order, items, viewOf(ctx), await orderTimers(ctx.db)) });
}

export async function buyerOrderGoods(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ pageList: OrderItem[] }>> {
  const order = await ownOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const items = await reads.itemsOf(ctx.db, [order.id]);
  return ok({ pageList: items.map((item) => itemView(item, ctx.lang)) });
}

export async function buyerOrderLogs(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ pageList: z.infer<typeof orderLogEntry>[] }>> {
  const order = await ownOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const logs = await reads.logsOf(ctx.db, order.id);
  return ok({ pageList: logs.map((entry) => logView(entry, ctx.config.platformTimeZone)) });
}

export async function buyerCounts(ctx: ServiceContext): Promise<Record<OrderTab, number>> {
  const byStatus = await reads.countByStatus(ctx.db, requireUser(ctx).userId);
  const all = [...byStatus.values()].reduce((total, value) => total + value, 0);
  const counts = {} as Record<OrderTab, number>;
  for (const [tab, statuses] of Object.entries(orderTabs) as [OrderTab, readonly number[] | null][])
    counts[tab] = statuses
      ? statuses.reduce((total, status) => total + (byStatus.get(status) ?? 0), 0)
      : all;
  return counts;
}

/** The order's lines with today's listing data and prices, for the cart. */
export async function buyAgain(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ pageList: z.infer<typeof buyAgainLine>[] }>> {
  const { lang } = ctx;
  const order = await ownOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const items = await reads.itemsOf(ctx.db, [order.id]);
  const listings = new Map(
    (
      await readListings(
        ctx.db,
        items.map((item) => item.sellerGoodsId),
      )
    ).map((l) => [l.id, l]),
  );
  return ok({
    pageList: items.map((item) => {
      const listing = listings.get(item.sellerGoodsId);
      return {
        sellerGoodsId: item.sellerGoodsId,
        name: localized(listing?.names ?? item.names, lang),
        imgUrl1: listing?.images[0] ?? item.image,
        checkAttrName: item.checkAttrName,
        price: listing ? normalizeAmount(listing.price) : null,
        discountPrice:
          listing?.discountPrice != null ? normalizeAmount(listing.discountPrice) : null,
        sellingPrice: listing ? normalizeAmount(listing.sellingPrice) : null,
        buyMin: listing?.buyMin ?? 1,
        num: Math.max(item.quantity, listing?.buyMin ?? 1),
        seller: { id: order.sellerId, name: listing?.sellerName ?? order.sellerName },
        available: Boolean(
          listing && listing.onShelf && listing.sellerEnabled && listing.stock > 0,
        ),
      };
    }),
  });
}

// --- seller -------------------------------------------------------------------------------------

/**
 * What the store may do now: the table's seller events, with a refund request answered while it
 * is open (accept any time, dispute once; then it is the operator's turn).
 */
function storeEvents(row: repo.OrderRow): string[] {
  const open = row.refundStatus === RefundStatus.refunding;
  return sellerEvents(row.status).filter((event) => {
    if (event === 'approveRefund') return open;
    if (event === 'disputeRefund') return open && row.refundDisputedAt === null;
    return true;
  });
}

async function buyerName(db: DbOrTx, userId: string): Promise<string> {
  return (await findUserById(db, userId))?.username ?? '';
}

export async function sellerOrders(
  ctx: ServiceContext,
  filter: ListFilter,
): Promise<{ pageList: z.infer<typeof sellerOrderSummary>[]; pageInfo: PageInfo }> {
  const { db } = ctx;
  const view = viewOf(ctx);
  const sellerIds = ctx.storeId ? [ctx.storeId] : [];
  return page(db, { sellerIds, statuses: statusesOf(filter) }, filter, async (row, items) => {
    const { actions: _actions, ...summary } = summaryView(row, items, view);
    return {
      ...summary,
      buyer: await buyerName(db, row.userId),
      events: storeEvents(row),
      reminded: row.remindedAt !== null,
      refund: refundView(row, view),
      ...commissionOf(row),
    };
  });
}

/** The commission of an order at its fixed rate, and the store's net (as the release splits it). */
function commissionOf(row: { total: string; commissionRate: string }) {
  const split = splitRelease(row.total, row.commissionRate);
  return {
    commissionRate: normalizeAmount(row.commissionRate),
    commission: normalizeAmount(split.commission),
    net: normalizeAmount(split.seller),
  };
}

/** An order of the caller's store; any other answers like a missing one. */
async function storeOrder(ctx: ServiceContext, orderId: string) {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) return undefined;
  return order.sellerId === ctx.storeId ? order : undefined;
}

export async function sellerOrderInfo(ctx: ServiceContext, orderId: string) {
  const order = await storeOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const items = await reads.itemsOf(ctx.db, [order.id]);
  const timers = await orderTimers(ctx.db);
  const { actions: _actions, ...info } = infoView(order, items, viewOf(ctx), timers);
  return ok({ orderInfo: { ...info, events: storeEvents(order) } });
}

export async function sellerOrderLogs(
  ctx: ServiceContext,
  orderId: string,
): Promise<Result<{ pageList: z.infer<typeof orderLogEntry>[] }>> {
  const order = await storeOrder(ctx, orderId);
  if (!order) return fail('order.notFound');
  const logs = await reads.logsOf(ctx.db, order.id);
  return ok({ pageList: logs.map((entry) => logView(entry, ctx.config.platformTimeZone)) });
}

// --- operator -----------------------------------------------------------------------------------

export function refundRequests(
  ctx: ServiceContext,
  filter: { refundStatus?: number | undefined; pageNum: number; pageSize: number },
): Promise<{ pageList: z.infer<typeof adminRefundItem>[]; pageInfo: PageInfo }> {
  const { db } = ctx;
  const view = viewOf(ctx);
  return page(
    db,
    { refundStatus: filter.refundStatus ?? 1 },
    filter,
    async (row, items) => {
      const { actions: _actions, ...summary } = summaryView(row, items, view);
      return {
        ...summary,
        buyer: await buyerName(db, row.userId),
        refund: refundView(row, view),
      };
    },
    true,
  );
}
