// Cart rules (SPEC.md sections 3 "Cart item", 4 "Cart drawer", 5 "Cart quantity"): pure functions on
// the cart lines that the client keeps in IndexedDB. The server recomputes every price at checkout.
import { D, money, sum, type Money } from '../money.ts';
import { MAX_GOODS_PER_ORDER_FALLBACK } from '../settings.ts';

export interface CartLine {
  /** The listing id (`sellerGoodsId`). */
  id: string;
  name: string;
  /** Chosen attribute text, e.g. "Colour: red". */
  checkAttrName: string;
  image: string;
  price: string | null;
  discountPrice: string | null;
  sellingPrice: string | null;
  buyMin: number;
  count: number;
  seller: { id: string; name: string };
  checked: boolean;
  addedAt: number;
}

export type CartRefusal = 'cart.duplicate' | 'goods.quantityOutOfRange' | 'goods.notSelected';

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value !== '' && new D(value).gt(0);

/** Unit price = price, else discountPrice, else sellingPrice. */
export function unitPriceOf(
  line: Pick<CartLine, 'price' | 'discountPrice' | 'sellingPrice'>,
): Money {
  if (present(line.price)) return money(line.price);
  if (present(line.discountPrice)) return money(line.discountPrice);
  return money(line.sellingPrice ?? '0');
}

/** The smallest and largest quantity allowed for a line. */
export function quantityBounds(buyMin: number, maxPerOrder: number | undefined) {
  const min = Math.max(1, Math.floor(buyMin || 1));
  const max = Math.max(min, Math.floor(maxPerOrder ?? MAX_GOODS_PER_ORDER_FALLBACK));
  return { min, max };
}

export function isValidQuantity(count: number, buyMin: number, maxPerOrder?: number): boolean {
  const { min, max } = quantityBounds(buyMin, maxPerOrder);
  return Number.isInteger(count) && count >= min && count <= max;
}

export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
  maxPerOrder?: number,
): { ok: true; lines: CartLine[] } | { ok: false; key: CartRefusal } {
  if (lines.some((existing) => existing.id === line.id))
    return { ok: false, key: 'cart.duplicate' };
  if (!isValidQuantity(line.count, line.buyMin, maxPerOrder))
    return { ok: false, key: 'goods.quantityOutOfRange' };
  return { ok: true, lines: [line, ...lines] };
}

/**
 * The product page's "add to cart": a new line, or, when the listing is already in the cart, that
 * line with the new quantity and choice (issue #40: a second add used to be refused). The line keeps
 * its place and is checked again; `updated` says which of the two happened.
 */
export function putLine(
  lines: readonly CartLine[],
  line: CartLine,
  maxPerOrder?: number,
): { ok: true; lines: CartLine[]; updated: boolean } | { ok: false; key: CartRefusal } {
  if (!isValidQuantity(line.count, line.buyMin, maxPerOrder))
    return { ok: false, key: 'goods.quantityOutOfRange' };
  if (!lines.some((existing) => existing.id === line.id))
    return { ok: true, lines: [line, ...lines], updated: false };
  return {
    ok: true,
    updated: true,
    lines: lines.map((existing) =>
      existing.id === line.id ? { ...line, addedAt: existing.addedAt, checked: true } : existing,
    ),
  };
}

export function setQuantity(
  lines: readonly CartLine[],
  id: string,
  count: number,
  maxPerOrder?: number,
): { ok: true; lines: CartLine[] } | { ok: false; key: CartRefusal } {
  const line = lines.find((l) => l.id === id);
  if (!line || !isValidQuantity(count, line.buyMin, maxPerOrder))
    return { ok: false, key: 'goods.quantityOutOfRange' };
  return { ok: true, lines: lines.map((l) => (l.id === id ? { ...l, count } : l)) };
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function lineTotal(line: CartLine): Money {
  return money(new D(unitPriceOf(line)).times(line.count));
}

export function checkedTotal(lines: readonly CartLine[]): Money {
  return money(sum(lines.filter((line) => line.checked).map(lineTotal)));
}

/** Merges the logged-out cart into the user's cart at login: the user's own lines win. */
export function mergeCarts(
  userLines: readonly CartLine[],
  guestLines: readonly CartLine[],
): CartLine[] {
  const ids = new Set(userLines.map((line) => line.id));
  return [...guestLines.filter((line) => !ids.has(line.id)), ...userLines];
}

export interface SettlementGroup {
  seller: { id: string; name: string };
  lines: CartLine[];
}

/** The checked lines grouped by seller, in cart order, for `/settlement`. */
export function groupCheckedBySeller(
  lines: readonly CartLine[],
): { ok: true; groups: SettlementGroup[] } | { ok: false; key: CartRefusal } {
  const checked = lines.filter((line) => line.checked);
  if (checked.length === 0) return { ok: false, key: 'goods.notSelected' };
  const groups = new Map<string, SettlementGroup>();
  for (const line of checked) {
    const group = groups.get(line.seller.id) ?? { seller: line.seller, lines: [] };
    group.lines.push(line);
    groups.set(line.seller.id, group);
  }
  return { ok: true, groups: [...groups.values()] };
}
