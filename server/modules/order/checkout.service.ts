// Checkout: one order per store, priced by the server from locked listings, stock reserved in the
// same transaction; and payment of a pending order from the buyer's balance into escrow.
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutItem } from '../../../domain/api/order.ts';
import { isValidQuantity } from '../../../domain/cart/cart.ts';
import { isDiscounted, unitPrice } from '../../../domain/catalog/pricing.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { userAvailable } from '../../../domain/ledger/accounts.ts';
import { orderPay } from '../../../domain/ledger/postings.ts';
import { D, money, sum } from '../../../domain/money.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import {
  orderParameterDefaults,
  parseCount,
  serialNumber,
} from '../../../domain/orders/order-rules.ts';
import { priceOrder, type OrderAmounts } from '../../../domain/orders/pricing.ts';
import { MAX_GOODS_PER_ORDER_FALLBACK } from '../../../domain/settings.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import { addressForOrder, addressesOf } from '../address/index.ts';
import {
  lockListingsForOrder,
  readListings,
  reserveStock,
  type LockedListing,
} from '../catalog/index.ts';
import { accountBalance, postTransfer } from '../ledger/index.ts';
import { readPublicParameter } from '../settings/index.ts';
import {
  countSales,
  lockedLines,
  log,
  orderMoney,
  orderParameter,
  orderRates,
  orderTimers,
  transition,
  type Actor,
} from './order.lifecycle.ts';
import * as repo from './order.repository.ts';

type CheckoutLine = z.infer<typeof checkoutItem>;

async function maxPerOrder(db: DbOrTx): Promise<number> {
  return parseCount(
    await readPublicParameter(db, 'mall_max_goods_number_in_order'),
    String(MAX_GOODS_PER_ORDER_FALLBACK),
  );
}

// --- checkout -----------------------------------------------------------------------------------

/**
 * Unpaid orders reserve stock until they are paid or cancelled. So that one buyer cannot take a
 * listing off the market with a pile of unpaid orders, their unpaid orders together may hold at
 * most what one order may buy of it (the per-order maximum); paying or cancelling frees room.
 * The listings are locked, so two submissions of one buyer cannot both pass this check.
 */
async function exceedsHoldLimit(
  tx: Tx,
  userId: string,
  lines: readonly CheckoutLine[],
  max: number,
): Promise<Result<never> | undefined> {
  const wanted = mergeLines(lines);
  const held = await repo.unpaidUnitsOf(tx, userId, [...wanted.keys()]);
  for (const [listingId, { quantity }] of wanted) {
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
 * quantity within buyMin..max, stock) and prices the groups, in the order the buyer listed them.
 */
async function priceCheckout(
  db: DbOrTx,
  userId: string,
  lines: readonly CheckoutLine[],
  listings: readonly LockedListing[],
  /** The per-order maximum of one listing (`mall_max_goods_number_in_order`). */
  max: number,
): Promise<Result<PricedGroup[]>> {
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
    priced.push({
      listing,
      quantity,
      checkAttrName,
      unitPrice: money(price),
      originalPrice: isDiscounted(listing.sellingPrice, listing.discountPrice)
        ? money(listing.sellingPrice)
        : null,
    });
  }
  const rates = await orderRates(db);
  const groups = new Map<string, PricedLine[]>();
  for (const line of priced) {
    const group = groups.get(line.listing.sellerId) ?? [];
    group.push(line);
    groups.set(line.listing.sellerId, group);
  }
  return ok(
    [...groups.entries()].map(([sellerId, group]) => ({
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
    })),
  );
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
  const priced = await priceCheckout(db, userId, lines, listings, await maxPerOrder(db));
  if (!priced.ok) return priced;
  return ok({
    groups: priced.data,
    total: money(sum(priced.data.map((group) => group.amounts.total))),
  });
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
 * Inserts the order under a fresh serial number; the insert runs in a savepoint so that the rare
 * clash of two serials placed in the same second is retried with new random digits.
 */
async function insertWithSerial(
  tx: Tx,
  timeZone: string,
  now: Date,
  values: (serialNumber: string) => repo.NewOrder,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const serial = newSerialNumber(now, timeZone);
    try {
      await tx.transaction((savepoint) => repo.insertOrder(savepoint, values(serial)));
      return serial;
    } catch (error) {
      if (attempt < 5 && uniqueViolation(error) === 'orders_serial_number_uq') continue;
      throw error;
    }
  }
}

/** Places one order per store; idempotent per (buyer, key). */
export async function submitOrders(
  ctx: ServiceContext,
  input: {
    addressId?: string | undefined;
    items: CheckoutLine[];
    notes?: Record<string, string> | undefined;
  },
): Promise<Result<{ orders: SubmittedOrder[]; total: string }>> {
  const { now } = ctx;
  const { userId } = requireUser(ctx);
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:order!submit`, key: ctx.idempotencyKey, payload: input },
    async (tx) => {
      let address;
      if (input.addressId === undefined) {
        const book = await addressesOf(tx, userId);
        address = book.find((entry) => entry.use === 1) ?? book[0];
        if (!address) return fail('address.notSet');
      } else {
        address = await addressForOrder(tx, userId, input.addressId);
        if (!address) return fail('address.notFound');
      }
      const maxUnpaid = parseCount(
        await orderParameter(tx, 'order_max_unpaid'),
        orderParameterDefaults.order_max_unpaid,
      );
      if ((await repo.countUnpaid(tx, userId)) >= maxUnpaid) return fail('order.openOrdersExist');
      const listings = await lockListingsForOrder(
        tx,
        input.items.map((line) => line.sellerGoodsId),
      );
      const max = await maxPerOrder(tx);
      const priced = await priceCheckout(tx, userId, input.items, listings, max);
      if (!priced.ok) return priced;
      const hoarding = await exceedsHoldLimit(tx, userId, input.items, max);
      if (hoarding) return hoarding;
      const rates = await orderRates(tx);
      const timers = await orderTimers(tx);
      const payBy = wireTime(
        new Date(now.getTime() + timers.unpaidMs),
        ctx.config.platformTimeZone,
      );
      const placed: SubmittedOrder[] = [];
      for (const group of priced.data) {
        const orderId = newId(now);
        const serial = await insertWithSerial(
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
            createdAt: now,
            updatedAt: now,
          }),
        );
        await repo.insertItems(
          tx,
          group.lines.map((line, index) => ({
            id: newId(now),
            orderId,
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
        for (const line of group.lines) {
          // The rows are locked and were checked above; a false here would be a bug.
          if (!(await reserveStock(tx, line.listing.id, line.quantity)))
            return fail('goods.stockInsufficient');
        }
        await log(
          tx,
          orderId,
          'placed',
          OrderStatus.pendingPayment,
          { kind: 'buyer', userId },
          now,
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
      return ok({
        orders: placed,
        total: money(sum(placed.map((order) => order.total))),
      });
    },
  );
}

/** Pays a pending order from the buyer's balance into the order's escrow. */
export async function payOrder(
  ctx: ServiceContext,
  input: { orderId: string; payMethod: 'balance' | 'card' | 'paypal' },
): Promise<Result<{ orderId: string; status: number; money: string }>> {
  // Only the wallet balance is integrated; card and PayPal are shown as unavailable.
  if (input.payMethod !== 'balance') return fail('wallet.regionNotOpen');
  const { now } = ctx;
  const { userId } = requireUser(ctx);
  return withIdempotency(
    ctx.db,
    { scope: `${userId}:order!pay`, key: ctx.idempotencyKey, payload: input },
    async (tx) => {
      const actor: Actor = { kind: 'buyer', userId };
      const done = await transition(tx, input.orderId, 'pay', actor, now, {
        kind: 'paid',
        fields: { paidAt: now, payMethod: 'balance' },
        apply: async (order) => {
          // Listings before ledger accounts: the lock order every order path follows.
          await countSales(tx, await lockedLines(tx, order.id), 1);
          if (!new D(order.total).isZero()) {
            const posted = await postTransfer(tx, {
              kind: 'order_pay',
              reference: order.id,
              memo: order.serialNumber,
              legs: orderPay({ ...orderMoney(order), userId }),
              now,
            });
            if (!posted.ok)
              return fail(
                posted.reason === 'insufficient'
                  ? 'wallet.insufficientBalance'
                  : 'order.notPayable',
              );
          }
          return ok({});
        },
      });
      if (!done.ok) return done;
      return ok({
        orderId: done.data.id,
        status: done.data.status,
        money: await accountBalance(tx, userAvailable(userId, done.data.currency)),
      });
    },
  );
}
