// Review statistics: the good-review rate shown on stores and listings, and reviewer name masking.
import { D } from '../money.ts';

/**
 * Percentage of good reviews with one decimal, as a decimal string ("0".."100").
 * No reviews gives "0": the client shows the review count beside it, so 0 of 0 is not a claim.
 */
export function goodReviewRate(goodCount: number, totalCount: number): string {
  if (totalCount <= 0 || goodCount <= 0) return '0';
  const bounded = Math.min(goodCount, totalCount);
  return new D(bounded).div(totalCount).times(100).toDecimalPlaces(1, D.ROUND_HALF_UP).toFixed();
}

/** Reviewer names are shown masked: first two and last two characters ("ab***yz"). */
export function maskReviewerName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
