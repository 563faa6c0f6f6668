// Checkout: one order per store, priced by the server from the listings, stock reserved by one
// conditional UPDATE just before the commit (which also confirms the prices under the row lock).
// Paying the placed order is payment.service.ts.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutItem } from '../../../domain/api/order.ts';
import { isValidQuantity } from '../../../domain/cart/cart.ts';
import { struckPrice, unitPrice } from '../../../domain/catalog/pricing.ts';
import { fail, ok, type ErrorKey, type Result } from '../../../domain/errors.ts';
import { D, money, sum } from '../../../domain/money.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import { serialNumber } from '../../../domain/orders/order-rules.ts';
import { priceOrder, type OrderAmounts, type OrderRates } from '../../../domain/orders/pricing.ts';
import { allAnswered, type DbOrTx, type Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { withIdempotencyFrom } from '../../platform/transaction.ts';
import { addressForOrder, addressesOf } from '../address/index.ts';
import {
  readListings,
  reserveStock,
  type LockedListing,
  type ReservedListing,
} from '../catalog/index.ts';
import { checkoutSettings } from './order.lifecycle.ts';
import * as reads from './order-reads.repository.ts';
import * as repo from './order.repository.ts';
import { previewView } from './order.views.ts';
import { ownerDisabled } from './store-owner.ts';

type CheckoutLine = z.infer<typeof checkoutItem>;

// --- checkout -----------------------------------------------------------------------------------

/**
 * Unpaid orders reserve stock until they are paid or cancelled. So that one buyer cannot take a
 * listing off the market with a pile of unpaid orders, their unpaid orders together may hold at
 * most what one order may buy of it (the per-order maximum); paying or cancelling frees room.
 * A buyer's checkouts are queued (lockBuyerCheckouts), so two of them cannot both pass this check.
 */
function exceedsHoldLimit(
  held: ReadonlyMap<string, number>,
  lines: readonly CheckoutLine[],
  max: number,
): Result<never> | undefined {
  for (const [listingId, { quantity }] of mergeLines(lines)) {
    if ((held.get(listingId) ?? 0) + quantity > max) return fail('order.holdLimit', { max });
  }
  return undefined;
}

export interface PricedLine {
  listing: LockedListing;
  quantity: number;
  checkAttrName: string;
  unitPrice: string;
  originalPrice: string | null;
}

export interface PricedGroup {
  sellerId: string;
  sellerName: string;
  lines: PricedLine[];
  amounts: OrderAmounts;
}

/** The listings of a store whose owner is disabled take no order (store-owner.ts). */
async function ownerUnavailable(
  db: DbOrTx,
  lines: readonly PricedLine[],
): Promise<Result<never> | undefined> {
  for (const ownerId of new Set(lines.map((line) => line.listing.sellerOwnerUserId)))
    if (await ownerDisabled(db, ownerId)) return fail('order.storeOwnerUnavailable');
  return undefined;
}

/** Same listing twice in one checkout: quantities add up (the per-order bounds apply to the sum). */
function mergeLines(
  lines: readonly CheckoutLine[],
): Map<string, { quantity: number; checkAttrName: string }> {
  const merged = new Map<string, { quantity: number; checkAttrName: string }>();
  for (const line of lines) {
    const seen = merged.get(line.sellerGoodsId);
    merged.set(line.sellerGoodsId, {
      quantity: (seen?.quantity ?? 0) + line.num,
      checkAttrName: seen?.checkAttrName || (line.checkAttrName ?? ''),
    });
  }
  return merged;
}

/**
 * Checks every line against the listing (exists, store open, on shelf, not the buyer's own store,
 * quantity within buyMin..max, stock) and prices it, in the order the buyer listed them.
 */
function priceLines(
  userId: string,
  lines: readonly CheckoutLine[],
  listings: readonly LockedListing[],
  /** The per-order maximum of one listing (`mall_max_goods_number_in_order`). */
  max: number,
): Result<PricedLine[]> {
  const merged = mergeLines(lines);
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const priced: PricedLine[] = [];
  for (const [id, { quantity, checkAttrName }] of merged) {
    const listing = byId.get(id);
    if (!listing || !listing.sellerEnabled) return fail('goods.notFound');
    if (!listing.onShelf) return fail('goods.offShelf');
    if (listing.sellerOwnerUserId === userId) return fail('order.ownStore');
    if (!isValidQuantity(quantity, listing.buyMin, max)) return fail('goods.quantityOutOfRange');
    if (listing.stock < quantity) return fail('goods.stockInsufficient');
    const price = unitPrice(listing);
    if (price === null) return fail('goods.notFound');
    // The order's "discount" is measured against the reference price, as the storefront strikes.
    const struck = struckPrice(listing.referencePrice, price);
    priced.push({
      listing,
      quantity,
      checkAttrName,
      unitPrice: money(price),
      originalPrice: struck === null ? null : money(struck),
    });
  }
  return ok(priced);
}

/** The priced lines grouped per store, each group priced as one order. */
function groupLines(priced: readonly PricedLine[], rates: OrderRates): PricedGroup[] {
  const groups = new Map<string, PricedLine[]>();
  for (const line of priced) {
    const group = groups.get(line.listing.sellerId) ?? [];
    group.push(line);
    groups.set(line.listing.sellerId, group);
  }
  return [...groups.entries()].map(([sellerId, group]) => ({
    sellerId,
    sellerName: group[0]?.listing.sellerName ?? '',
    lines: group,
    amounts: priceOrder(
      group.map((line) => ({
        unitPrice: line.unitPrice,
        originalPrice: line.originalPrice,
        quantity: line.quantity,
      })),
      rates,
    ),
  }));
}

/** The settlement summary: the same pricing as submit, from unlocked reads, nothing reserved. */
export async function previewCheckout(
  ctx: ServiceContext,
  lines: readonly CheckoutLine[],
): Promise<Result<{ groups: PricedGroup[]; total: string }>> {
  const { db } = ctx;
  const { userId } = requireUser(ctx);
  const listings = await readListings(
    db,
    lines.map((line) => line.sellerGoodsId),
  );
  const settings = await checkoutSettings(db);
  const priced = priceLines(userId, lines, listings, settings.maxPerOrder);
  if (!priced.ok) return priced;
  const unstaffed = await ownerUnavailable(db, priced.data);
  if (unstaffed) return unstaffed;
  const groups = groupLines(priced.data, settings.rates);
  return ok({ groups, total: money(sum(groups.map((group) => group.amounts.total))) });
}

/** `order!preview`: the priced checkout as the buyer will see it ordered. */
export async function checkoutPreview(ctx: ServiceContext, lines: readonly CheckoutLine[]) {
  const preview = await previewCheckout(ctx, lines);
  return preview.ok ? ok(previewView(preview.data, ctx.lang)) : preview;
}

export interface SubmittedOrder {
  orderId: string;
  serialNumber: string;
  sellerId: string;
  sellerName: string;
  total: string;
  payBy: string;
}

function newSerialNumber(now: Date, timeZone: string): string {
  const local = wireTime(now, timeZone).replace(/\D/g, '');
  return serialNumber(local, randomInt(1_000_000));
}

/**
 * Writes the order with its lines and log entry under a fresh serial number; the rare clash of two
 * serials placed in the same second is retried with new random digits.
 */
async function placeWithSerial(
  tx: Tx,
  timeZone: string,
  now: Date,
  order: (serialNumber: string) => repo.PlacedOrder,
  lines: readonly repo.PlacedLine[],
): Promise<string> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const serial = newSerialNumber(now, timeZone);
    if (await repo.placeOrder(tx, order(serial), lines)) return serial;
  }
  throw new Error('no free order serial number after 6 attempts');
}

/** A listing's price or minimum changed between the checkout's read and its reservation. */
class ListingChanged extends Error {
  constructor() {
    super('listing changed during checkout');
  }
}

/** Whether the reservation saw the listing exactly as it was priced. */
function samePricing(line: PricedLine, now: ReservedListing | undefined): boolean {
  return (
    now !== undefined &&
    now.price === line.listing.price &&
    now.sellingPrice === line.listing.sellingPrice &&
    now.discountPrice === line.listing.discountPrice &&
    now.buyMin === line.listing.buyMin
  );
}

/**
 * Places one order per store; idempotent per (buyer, key). Everything is read and written before
 * the stock is reserved, so a listing's row lock is held only from the reservation to the commit;
 * a price that changed in between (seen under the lock) makes the whole submission run again.
 */
export async function submitOrders(
  ctx: ServiceContext,
  input: {
    addressId?: string | undefined;
    items: CheckoutLine[];
    notes?: Record<string, string> | undefined;
  },
): Promise<Result<{ orders: SubmittedOrder[]; total: string }>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await submitOnce(ctx, input);
    } catch (error) {
      if (!(error instanceof ListingChanged)) throw error;
      if (attempt === 3) return fail('order.purchaseFailed');
    }
  }
}

async function submitOnce(
  ctx: ServiceContext,
  input: {
    addressId?: string | undefined;
    items: CheckoutLine[];
    notes?: Record<string, string> | undefined;
  },
): Promise<Result<{ orders: SubmittedOrder[]; total: string }>> {
  const { now } = ctx;
  const { userId } = requireUser(ctx);
  const listingIds = input.items.map((line) => line.sellerGoodsId);
  return withIdempotencyFrom(
    ctx.db,
    { scope: `${userId}:order!submit`, key: ctx.idempotencyKey, payload: input },
    // One round trip with the BEGIN: the buyer's lock is sent first, so the server reads the
    // address, parameters, unpaid orders and listings only once it holds the lock.
    (tx) =>
      allAnswered([
        repo.lockBuyerCheckouts(tx, userId),
        input.addressId === undefined
          ? addressesOf(tx, userId).then(
              (book) => book.find((entry) => entry.use === 1) ?? book[0] ?? 'address.notSet',
            )
          : addressForOrder(tx, userId, input.addressId).then(
              (found) => found ?? 'address.notFound',
            ),
        checkoutSettings(tx),
        reads.unpaidHoldings(tx, userId, listingIds),
        readListings(tx, listingIds),
      ] as const),
    async (tx, [, address, settings, unpaid, listings]) => {
      if (typeof address === 'string') return fail(address);
      if (unpaid.orders >= settings.maxUnpaid) return fail('order.openOrdersExist');
      const priced = priceLines(userId, input.items, listings, settings.maxPerOrder);
      if (!priced.ok) return priced;
      const unstaffed = await ownerUnavailable(tx, priced.data);
      if (unstaffed) return unstaffed;
      const hoarding = exceedsHoldLimit(unpaid.units, input.items, settings.maxPerOrder);
      if (hoarding) return hoarding;
      const { rates, timers } = settings;
      const payBy = wireTime(
        new Date(now.getTime() + timers.unpaidMs),
        ctx.config.platformTimeZone,
      );
      const placed: SubmittedOrder[] = [];
      for (const group of groupLines(priced.data, rates)) {
        const orderId = newId(now);
        const serial = await placeWithSerial(
          tx,
          ctx.config.platformTimeZone,
          now,
          (serialNumber) => ({
            id: orderId,
            serialNumber,
            userId,
            sellerId: group.sellerId,
            sellerName: group.sellerName,
            status: OrderStatus.pendingPayment,
            addressId: address.id,
            contacts: address.contacts,
            email: address.email,
            areaCode: address.areaCode,
            phone: address.phone,
            country: address.country,
            countryName: address.countryName,
            province: address.province,
            city: address.city,
            postcode: address.postcode,
            address: address.address,
            buyerNote: input.notes?.[group.sellerId] ?? '',
            ...group.amounts,
            commissionRate: rates.commissionRate,
            handlingDays: group.lines[0]!.listing.sellerHandlingDays,
            createdAt: now,
            updatedAt: now,
          }),
          group.lines.map((line, index) => ({
            id: newId(now),
            sellerGoodsId: line.listing.id,
            goodsId: line.listing.goodsId,
            names: line.listing.names,
            image: line.listing.images[0] ?? '',
            checkAttrName: line.checkAttrName,
            unitPrice: line.unitPrice,
            originalPrice: line.originalPrice,
            quantity: line.quantity,
            amount: money(new D(line.unitPrice).times(line.quantity)),
            sort: index,
          })),
        );
        placed.push({
          orderId,
          serialNumber: serial,
          sellerId: group.sellerId,
          sellerName: group.sellerName,
          total: group.amounts.total,
          payBy,
        });
      }
      // Last before the commit: the rows stay locked from here on.
      const reserved = await reserveStock(
        tx,
        priced.data.map((line) => ({ sellerGoodsId: line.listing.id, quantity: line.quantity })),
      );
      const byId = new Map(reserved.map((listing) => [listing.id, listing]));
      for (const line of priced.data) {
        const now = byId.get(line.listing.id);
        if (now === undefined) return fail(await shortfall(tx, line.listing.id));
        if (!samePricing(line, now)) throw new ListingChanged();
      }
      return ok({
        orders: placed,
        total: money(sum(placed.map((order) => order.total))),
      });
    },
  );
}

/** Why a reservation found no room: the listing left the shelf, else its stock ran short. */
async function shortfall(tx: Tx, listingId: string): Promise<ErrorKey> {
  const [listing] = await readListings(tx, [listingId]);
  return listing && !listing.onShelf ? 'goods.offShelf' : 'goods.stockInsufficient';
}
