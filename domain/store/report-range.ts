// The date range of a store report: platform days (`YYYY-MM-DD`, both ends included). Without
// dates it is the last 30 days up to today; `to` may not precede `from`, and at most 366 days.
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The calendar day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the range covers, both ends included. */
export function daysIn(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

export type ReportRange =
  { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to' };

/** The range asked for, completed with the defaults relative to `today` (a platform day). */
export function resolveReportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): ReportRange {
  const to = asked.to ?? today;
  const from = asked.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (daysIn(from, to) < 1) return { ok: false, field: 'to' };
  if (daysIn(from, to) > REPORT_MAX_DAYS) return { ok: false, field: 'from' };
  return { ok: true, from, to };
}
