// Times on the wire are `YYYY-MM-DD HH:mm:ss` in the platform time zone; buyers see them in their
// browser's zone, same format, `--` when empty (spec section 7 "Paging and timing"). The zone is the
// one the server names in the page (PLATFORM_TZ, `<meta name="caravan-time-zone">`); Asia/Shanghai,
// the server's default, where no page names one (the server renderer, tests).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

function platformTimeZone(): string {
  const named =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="caravan-time-zone"]')?.content;
  return named || 'Asia/Shanghai';
}

/** The platform's time zone, as the page names it. */
export const PLATFORM_TIME_ZONE = platformTimeZone();
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function localTime(value: string | null | undefined, zone = PLATFORM_TIME_ZONE): string {
  if (!value) return '--';
  const parsed = dayjs.tz(value, FORMAT, zone);
  return parsed.isValid() ? parsed.local().format(FORMAT) : '--';
}

/** The instant a wire time names (epoch milliseconds); NaN when empty or unreadable. */
export function wireTimeMs(value: string | null | undefined, zone = PLATFORM_TIME_ZONE): number {
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
