// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the platform time zone; buyers see them in their
// browser's zone, same format, `--` when empty (spec section 7 "Paging and timing"). The zone is the
// one the server names: in the page (PLATFORM_TZ, `<meta name="caravan-time-zone">`) for the
// browser, through `setPlatformTimeZone` for the server renderer; Asia/Shanghai, the server's
// default, where neither names one (tests).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const DEFAULT_ZONE = 'Asia/Shanghai';
let namedZone: string | undefined;

/** The server renderer has no page to read the zone from: the server names it once at start. */
export function setPlatformTimeZone(zone: string): void {
  namedZone = zone;
}

/** The platform's time zone, as the page (or the server renderer) names it. */
export function platformTimeZone(): string {
  if (namedZone === undefined && typeof document !== 'undefined')
    namedZone =
      document.querySelector<HTMLMetaElement>('meta[name="caravan-time-zone"]')?.content ||
      undefined;
  return namedZone ?? DEFAULT_ZONE;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function localTime(value: string | null | undefined, zone = platformTimeZone()): string {
  if (!value) return '--';
  const parsed = dayjs.tz(value, FORMAT, zone);
  return parsed.isValid() ? parsed.local().format(FORMAT) : '--';
}

/** The instant a wire time names (epoch milliseconds); NaN when empty or unreadable. */
export function wireTimeMs(value: string | null | undefined, zone = platformTimeZone()): number {
  if (!value) return Number.NaN;
  const parsed = dayjs.tz(value, FORMAT, zone);
  return parsed.isValid() ? parsed.valueOf() : Number.NaN;
}

/**
 * A wire time as written, in platform time: the back office shows times this way, as its forms
 * and filters (discount windows, platform days, withdrawal hours) speak of them.
 */
export function platformTime(value: string | null | undefined): string {
  return value || '--';
}
