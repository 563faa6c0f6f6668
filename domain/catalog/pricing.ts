// Prices of a listing (spec section 3 "Cart item"): the unit price is `price`, else `discountPrice`,
// else `sellingPrice`. Amounts are decimal strings; arithmetic goes through decimal.js.
import { D } from '../money.ts';

export interface ListingPrices {
  price?: string | null;
  discountPrice?: string | null;
  sellingPrice?: string | null;
}

/** A usable amount: present, numeric and above zero (legacy data sends '' or '0' for "none"). */
function usable(value: string | null | undefined): value is string {
  if (value === null || value === undefined) return false;
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return false;
  return new D(text).gt(0);
}

/** The price one unit costs: price, else discountPrice, else sellingPrice; null when none is usable. */
export function unitPrice(prices: ListingPrices): string | null {
  if (usable(prices.price)) return normalizeAmount(prices.price);
  if (usable(prices.discountPrice)) return normalizeAmount(prices.discountPrice);
  if (usable(prices.sellingPrice)) return normalizeAmount(prices.sellingPrice);
  return null;
}

/**
 * The price an order line's reduction is measured against: the listing's reference price (the
 * lowest it really had, domain/catalog/reference-price.ts) when it is above what the buyer pays,
 * else null. Never the regular price: a discount against a price nobody paid is no reduction.
 */
export function struckPrice(referencePrice: string | null, paid: string): string | null {
  if (!usable(referencePrice) || !new D(referencePrice).gt(paid)) return null;
  return normalizeAmount(referencePrice);
}

/** A plain non-negative decimal as PostgreSQL writes NUMERIC: its digits and trailing zeros. */
const PLAIN_DECIMAL = /^(0|[1-9]\d*)(?:\.(?=\d)(\d*[1-9])?0*)?$/;

/** NUMERIC columns come back padded ("12.5000000000"): the wire form drops the padding. */
export function normalizeAmount(value: string): string {
  // Every card carries three amounts: the common form is trimmed as text (a list page spent more
  // time in decimal.js parsing them than in its own code), anything else goes through decimal.js.
  const plain = PLAIN_DECIMAL.exec(value);
  if (plain) return plain[2] ? `${plain[1]}.${plain[2]}` : plain[1]!;
  return new D(value).toFixed();
}
