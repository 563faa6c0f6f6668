// Wire shapes of orders (domain/api/order.ts) from rows: amounts without NUMERIC padding, times in
// the platform zone, goods names in the caller's language.
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import type {
  OrderInfo,
  OrderItem,
  OrderSummary,
  orderLogEntry,
  orderPreview,
} from '../../../domain/api/order.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import { D, money } from '../../../domain/money.ts';
import {
  buyerActions,
  orderDeadline,
  type OrderTimerDurations,
} from '../../../domain/orders/order-rules.ts';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import type { PricedGroup } from './checkout.service.ts';
import type { OrderItemRow, OrderLogRow, OrderRow } from './order.repository.ts';

/** NUMERIC comes back padded ("12.5000000000"); the wire drops the padding. */
export const amountText = (value: string | null): string => new D(value ?? '0').toFixed();

export interface ViewContext {
  lang: string;
  timeZone: string;
  now: Date;
}

export const viewOf = (ctx: ServiceContext): ViewContext => ({
  lang: ctx.lang,
  timeZone: ctx.config.platformTimeZone,
  now: ctx.now,
});

export function itemView(row: OrderItemRow, lang: string): OrderItem {
  return {
    id: row.id,
    sellerGoodsId: row.sellerGoodsId,
    goodsId: row.goodsId,
    name: localized(row.names, lang),
    imgUrl1: row.image,
    checkAttrName: row.checkAttrName,
    price: amountText(row.unitPrice),
    originalPrice: row.originalPrice === null ? null : amountText(row.originalPrice),
    num: row.quantity,
    amount: amountText(row.amount),
  };
}

/** The order!preview answer: per store the lines as they would be ordered, and the amounts. */
export function previewView(
  preview: { groups: readonly PricedGroup[]; total: string },
  lang: string,
): z.infer<(typeof orderPreview)['output']> {
  return {
    total: preview.total,
    groups: preview.groups.map((group) => ({
      seller: { id: group.sellerId, name: group.sellerName },
      // Not placed yet: a line is named by its store and its place in the store's order.
      items: group.lines.map((line, index) => ({
        id: `${group.sellerId}-${index}`,
        sellerGoodsId: line.listing.id,
        goodsId: line.listing.goodsId,
        name: localized(line.listing.names, lang),
        imgUrl1: line.listing.images[0] ?? '',
        checkAttrName: line.checkAttrName,
        price: amountText(line.unitPrice),
        originalPrice: line.originalPrice === null ? null : amountText(line.originalPrice),
        num: line.quantity,
        amount: amountText(money(new D(line.unitPrice).times(line.quantity))),
      })),
      ...group.amounts,
      currency: 'USDT',
    })),
  };
}

export function summaryView(
  row: OrderRow,
  items: readonly OrderItemRow[],
  view: ViewContext,
): OrderSummary {
  return {
    orderId: row.id,
    serialNumber: row.serialNumber,
    status: row.status,
    refundStatus: row.refundStatus,
    seller: { id: row.sellerId, name: row.sellerName },
    createTime: wireTime(row.createdAt, view.timeZone),
    goodsAmount: amountText(row.goodsAmount),
    discount: amountText(row.discount),
    freight: amountText(row.freight),
    tax: amountText(row.tax),
    handlingFee: amountText(row.handlingFee),
    total: amountText(row.total),
    currency: row.currency,
    goodsNum: items.reduce((total, item) => total + item.quantity, 0),
    items: items.map((item) => itemView(item, view.lang)),
    actions: buyerActions({
      status: row.status,
      remindedAt: row.remindedAt,
      receivedAt: row.receivedAt,
      now: view.now,
    }),
  };
}

export function refundView(row: OrderRow, view: ViewContext): OrderInfo['refund'] {
  if (!row.refundType) return null;
  return {
    type: row.refundType,
    reason: row.refundReason ?? '',
    content: row.refundContent ?? '',
    imgUrls: row.refundImgs ?? [],
    // The operator's reason, in the reader's language when it is a standard one.
    remark: reasonText(row.refundRemarkCode, row.refundRemark, normalizeLanguage(view.lang)),
    dispute: row.refundDispute ?? '',
    requestTime: wireTime(row.refundRequestedAt, view.timeZone),
    decideTime: wireTime(row.refundDecidedAt, view.timeZone),
  };
}

export function infoView(
  row: OrderRow,
  items: readonly OrderItemRow[],
  view: ViewContext,
  timers: OrderTimerDurations,
): OrderInfo {
  const deadline = orderDeadline(
    {
      status: row.status,
      createdAt: row.createdAt,
      shippedAt: row.shippedAt,
      receivedAt: row.receivedAt,
    },
    timers,
  );
  const time = (date: Date | null) => wireTime(date, view.timeZone);
  return {
    ...summaryView(row, items, view),
    contacts: row.contacts,
    email: row.email,
    areaCode: row.areaCode,
    phone: row.phone,
    country: row.country,
    countryName: row.countryName,
    province: row.province,
    city: row.city,
    postcode: row.postcode,
    address: row.address,
    buyerNote: row.buyerNote,
    payMethod: row.payMethod ?? '',
    payTime: time(row.paidAt),
    cancelReason: row.cancelReason,
    cancelRemark: row.cancelRemark ?? '',
    cancelTime: time(row.cancelledAt),
    carrier: row.carrier ?? '',
    trackingNumber: row.trackingNumber ?? '',
    confirmTime: time(row.sellerConfirmedAt),
    shipTime: time(row.shippedAt),
    receiveTime: time(row.receivedAt),
    reviewTime: time(row.reviewedAt),
    reminded: row.remindedAt !== null,
    deadline: deadline ? { kind: deadline.kind, time: time(deadline.at) } : null,
    refund: refundView(row, view),
  };
}

export function logView(row: OrderLogRow, timeZone: string): z.infer<typeof orderLogEntry> {
  return {
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    actor: row.actor,
    remark: row.remark,
    carrier: row.carrier ?? '',
    trackingNumber: row.trackingNumber ?? '',
    createTime: wireTime(row.createdAt, timeZone),
  };
}

/** Groups item rows by their order. */
export function itemsByOrder(items: readonly OrderItemRow[]): Map<string, OrderItemRow[]> {
  const grouped = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = grouped.get(item.orderId) ?? [];
    list.push(item);
    grouped.set(item.orderId, list);
  }
  return grouped;
}
