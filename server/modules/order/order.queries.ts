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
import { sellerEvents } from '../../../domain/orders/order-rules.ts';
import { orderTabs, type OrderTab } from '../../../domain/orders/order-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById } from '../account/account.service.ts';
import { readListings, storesOwnedBy } from '../catalog/stock.service.ts';
import * as repo from './order.repository.ts';
import { orderTimers } from './order.service.ts';
import {
  infoView,
  itemView,
  itemsByOrder,
  logView,
  refundView,
  summaryView,
  type ViewContext,
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
  where: repo.OrderFilter,
  filter: { pageNum: number; pageSize: number },
  map: (row: repo.OrderRow, items: repo.OrderItemRow[]) => T | Promise<T>,
  oldestFirst = false,
): Promise<{ pageList: T[]; pageInfo: PageInfo }> {
  const { rows, total } = await repo.listOrders(db, where, {
    offset: (filter.pageNum - 1) * filter.pageSize,
    limit: filter.pageSize,
    oldestFirst,
  });
  const items = itemsByOrder(
    await repo.itemsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  const pageList: T[] = [];
  for (const row of rows) pageList.push(await map(row, items.get(row.id) ?? []));
  return { pageList, pageInfo: makePageInfo(filter.pageNum, filter.pageSize, total) };
}

export function buyerOrders(
  db: DbOrTx,
  userId: string,
  filter: ListFilter,
  view: ViewContext,
): Promise<{ pageList: OrderSummary[]; pageInfo: PageInfo }> {
  return page(db, { userId, statuses: statusesOf(filter) }, filter, (row, items) =>
    summaryView(row, items, view),
  );
}

async function ownOrder(db: DbOrTx, userId: string, orderId: string) {
  const order = await repo.findOrder(db, orderId);
  return order && order.userId === userId ? order : undefined;
}

export async function buyerOrderInfo(
  db: DbOrTx,
  userId: string,
  orderId: string,
  view: ViewContext,
): Promise<Result<{ orderInfo: OrderInfo }>> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) return fail('order.notFound');
  const items = await repo.itemsOf(db, [order.id]);
  return ok({ orderInfo: infoView(order, items, view, await orderTimers(db)) });
}

export async function buyerOrderGoods(
  db: DbOrTx,
  userId: string,
  orderId: string,
  lang: string,
): Promise<Result<{ pageList: OrderItem[] }>> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) return fail('order.notFound');
  const items = await repo.itemsOf(db, [order.id]);
  return ok({ pageList: items.map((item) => itemView(item, lang)) });
}

export async function buyerOrderLogs(
  db: DbOrTx,
  userId: string,
  orderId: string,
  timeZone: string,
): Promise<Result<{ pageList: z.infer<typeof orderLogEntry>[] }>> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) return fail('order.notFound');
  const logs = await repo.logsOf(db, order.id);
  return ok({ pageList: logs.map((entry) => logView(entry, timeZone)) });
}

export async function buyerCounts(db: DbOrTx, userId: string): Promise<Record<OrderTab, number>> {
  const byStatus = await repo.countByStatus(db, userId);
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
  db: DbOrTx,
  userId: string,
  orderId: string,
  lang: string,
): Promise<Result<{ pageList: z.infer<typeof buyAgainLine>[] }>> {
  const order = await ownOrder(db, userId, orderId);
  if (!order) return fail('order.notFound');
  const items = await repo.itemsOf(db, [order.id]);
  const listings = new Map(
    (
      await readListings(
        db,
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

async function buyerName(db: DbOrTx, userId: string): Promise<string> {
  return (await findUserById(db, userId))?.username ?? '';
}

export async function sellerOrders(
  db: DbOrTx,
  userId: string,
  filter: ListFilter,
  view: ViewContext,
): Promise<{ pageList: z.infer<typeof sellerOrderSummary>[]; pageInfo: PageInfo }> {
  const sellerIds = await storesOwnedBy(db, userId);
  return page(db, { sellerIds, statuses: statusesOf(filter) }, filter, async (row, items) => {
    const { actions: _actions, ...summary } = summaryView(row, items, view);
    return {
      ...summary,
      buyer: await buyerName(db, row.userId),
      events: sellerEvents(row.status),
      reminded: row.remindedAt !== null,
    };
  });
}

export async function sellerOrderInfo(
  db: DbOrTx,
  userId: string,
  orderId: string,
  view: ViewContext,
) {
  const order = await repo.findOrder(db, orderId);
  if (!order || !(await storesOwnedBy(db, userId)).includes(order.sellerId))
    return fail('order.notFound');
  const items = await repo.itemsOf(db, [order.id]);
  const { actions: _actions, ...info } = infoView(order, items, view, await orderTimers(db));
  return ok({ orderInfo: { ...info, events: sellerEvents(order.status) } });
}

export async function sellerOrderLogs(
  db: DbOrTx,
  userId: string,
  orderId: string,
  timeZone: string,
): Promise<Result<{ pageList: z.infer<typeof orderLogEntry>[] }>> {
  const order = await repo.findOrder(db, orderId);
  if (!order || !(await storesOwnedBy(db, userId)).includes(order.sellerId))
    return fail('order.notFound');
  const logs = await repo.logsOf(db, order.id);
  return ok({ pageList: logs.map((entry) => logView(entry, timeZone)) });
}

// --- operator -----------------------------------------------------------------------------------

export function refundRequests(
  db: DbOrTx,
  filter: { refundStatus?: number | undefined; pageNum: number; pageSize: number },
  view: ViewContext,
): Promise<{ pageList: z.infer<typeof adminRefundItem>[]; pageInfo: PageInfo }> {
  return page(
    db,
    { refundStatus: filter.refundStatus ?? 1 },
    filter,
    async (row, items) => {
      const { actions: _actions, ...summary } = summaryView(row, items, view);
      return {
        ...summary,
        buyer: await buyerName(db, row.userId),
        refund: refundView(row, view.timeZone),
      };
    },
    true,
  );
}
