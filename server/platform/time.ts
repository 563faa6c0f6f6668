// Time on the wire and the platform day. The wire format is `YYYY-MM-DD HH:mm:ss` in the platform
// time zone (CONTRACT.md); the platform day is the calendar day in that zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { addDays } from '../../domain/store/report-range.ts';

export { platformCalendarDay } from '../../domain/account/lockout.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in the platform time zone; '' when empty (the client shows `--`). Strings
 * (timestamps read by raw SQL) are parsed as dayjs parses them.
 */
export function wireTime(value: Date | string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const date = typeof value === 'string' ? dayjs(value).toDate() : value;
  return formatterFor(timeZone).format(date);
}

/** Where `now` falls in its platform day: minutes since local midnight and that midnight. */
export function platformTimeOfDay(
  now: Date,
  timeZone: string,
): { minuteOfDay: number; startOfDay: Date } {
  const local = dayjs(now).tz(timeZone);
  return {
    minuteOfDay: local.hour() * 60 + local.minute(),
    startOfDay: local.startOf('day').toDate(),
  };
}

/** The first instant of the platform month `now` falls in. */
export function platformMonthStart(now: Date, timeZone: string): Date {
  return dayjs(now).tz(timeZone).startOf('month').toDate();
}

/** A wall-clock time `YYYY-MM-DD HH:mm[:ss]` (or with `T`) read in the platform time zone. */
export function parsePlatformTime(text: string, timeZone: string): Date {
  return dayjs.tz(text.replace('T', ' '), timeZone).toDate();
}

/**
 * The instants a range of platform days covers: from the first instant of `from` up to, not
 * including, the first instant of the day after `to` (days `YYYY-MM-DD`).
 */
export function platformDaysSpan(
  from: string,
  to: string,
  timeZone: string,
): { since: Date; until: Date } {
  return {
    since: dayjs.tz(from, timeZone).toDate(),
    // The next day's midnight parsed as such: adding 24 hours would miss a daylight-saving change.
    until: dayjs.tz(addDays(to, 1), timeZone).toDate(),
  };
}
