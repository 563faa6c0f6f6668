// Review statistics: the good-review rate shown on stores and listings, and reviewer name masking.
import { D } from '../money.ts';

/** A review's limits (spec section 5 and 9): text length and pictures. */
export const REVIEW_MAX_TEXT = 500;
export const REVIEW_MAX_IMAGES = 9;
/** The store's answer to a review. */
export const REVIEW_REPLY_MAX_TEXT = 500;

/**
 * Percentage of written reviews rated good, with one decimal, as a decimal string ("0".."100").
 * The system's default good reviews are not opinions and count in neither figure. Null when
 * nobody wrote a review: there is no rate to state, and the page says so.
 */
export function goodReviewRate(writtenGood: number, written: number): string | null {
  if (written <= 0) return null;
  if (writtenGood <= 0) return '0';
  const bounded = Math.min(writtenGood, written);
  return new D(bounded).div(written).times(100).toDecimalPlaces(1, D.ROUND_HALF_UP).toFixed();
}

/** Written reviews among all of them: every review but the system's default ones. */
export const writtenReviews = (all: number, defaults: number): number =>
  Math.max(0, all - defaults);

/** Reviewer names are shown masked: first two and last two characters ("ab***yz"). */
export function maskReviewerName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
