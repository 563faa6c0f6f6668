// Rules of the catalogue's furniture that the console checks before sending and the server checks
// again: where a banner shows, what its link may be, and the order of an active period.

import type { BannerLinkType } from './banner-places.ts';

export {
  bannerLinkTypes,
  bannerPositions,
  type BannerLinkType,
  type BannerPosition,
} from './banner-places.ts';

/** The largest display order (smaller shows first). */
export const FURNITURE_SORT_MAX = 100000;

/** A display order as typed: a whole number from 0 to the largest. */
export function isDisplayOrder(value: string): boolean {
  return /^\d{1,6}$/.test(value.trim()) && Number(value) <= FURNITURE_SORT_MAX;
}

const HTTPS_ADDRESS = /^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/;
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isHttpsAddress(value: string): boolean {
  return value.length <= 500 && HTTPS_ADDRESS.test(value);
}

/** A link fits its type: empty for none, an https address for url, a record id otherwise. */
export function bannerLinkFits(linkType: BannerLinkType, link: string): boolean {
  switch (linkType) {
    case 'none':
      return link === '';
    case 'url':
      return isHttpsAddress(link);
    default:
      return RECORD_ID.test(link);
  }
}

/** `YYYY-MM-DD HH:mm[:ss]` (or with `T`) as a comparable `YYYY-MM-DD HH:mm:ss`. */
function comparable(time: string): string {
  const joined = time.trim().replace('T', ' ');
  return joined.length === 16 ? `${joined}:00` : joined;
}

/** A period's end comes after its start; an open end (either side empty) is in order. */
export function periodInOrder(start: string | undefined, end: string | undefined): boolean {
  if (!start || !end) return true;
  return comparable(end) > comparable(start);
}
