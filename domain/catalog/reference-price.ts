// The price a reduction is measured against (the EU price indication directive, Article 6a): the
// lowest price the listing actually had during the 30 days before the reduction started, counting
// only prices in effect for at least 7 days. A listing created with a discount, or whose earlier
// price ran for less than a week, shows no reduction at all.
import { D } from '../money.ts';

/** How far back before a reduction the earlier prices are looked for. */
export const REFERENCE_WINDOW_DAYS = 30;
/** How long a price must have been in effect to count as a price the listing had. */
export const REFERENCE_MIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One recorded change of a listing's prices: what both were from `at` on. */
export interface PriceChange {
  at: Date;
  sellingPrice: string;
  /** The discounted price running from `at` on, else null. */
  discountPrice: string | null;
}

/** What a buyer pays under a change: the discount while one runs, else the regular price. */
function effective(change: PriceChange): string {
  return change.discountPrice ?? change.sellingPrice;
}

/**
 * The reference price of a listing whose price history is `history` (any order), or null when no
 * reduction may be shown: no discount runs now, no earlier price held for 7 days within the 30
 * days before the current price began, or the lowest such price is not above the current one.
 *
 * The windows are anchored at the start of the current price, not at the time of asking, so the
 * answer changes only when a new change is recorded (the listing row stores it).
 */
export function referencePrice(history: readonly PriceChange[]): string | null {
  if (history.length === 0) return null;
  const changes = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  // Runs of one buyer-facing price: a change of the regular price under a running discount does
  // not start a new price for the buyer.
  const runs: { price: string; from: number; to: number }[] = [];
  for (const change of changes) {
    const price = effective(change);
    const from = change.at.getTime();
    const last = runs.at(-1);
    if (last && new D(last.price).eq(price)) continue;
    if (last) last.to = from;
    runs.push({ price, from, to: Number.POSITIVE_INFINITY });
  }
  const latest = changes.at(-1)!;
  if (latest.discountPrice === null) return null;
  const current = runs.at(-1)!;
  const windowStart = current.from - REFERENCE_WINDOW_DAYS * DAY_MS;
  let lowest: string | null = null;
  for (const run of runs.slice(0, -1)) {
    if (run.to <= windowStart) continue;
    if (run.to - run.from < REFERENCE_MIN_DAYS * DAY_MS) continue;
    if (lowest === null || new D(run.price).lt(lowest)) lowest = run.price;
  }
  return lowest !== null && new D(lowest).gt(current.price) ? lowest : null;
}
