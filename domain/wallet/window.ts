// The allowed withdrawal time window and the daily count (SPEC section 5), in platform time.

/** `HH:mm-HH:mm` in the platform time zone; a window may wrap past midnight (22:00-06:00). */
export function parseWindow(text: string): { start: number; end: number } | null {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [h1, m1, h2, m2] = match.slice(1).map(Number) as [number, number, number, number];
  if (h1 > 23 || h2 > 24 || m1 > 59 || m2 > 59) return null;
  return { start: h1 * 60 + m1, end: h2 * 60 + m2 };
}

/** `minuteOfDay` is 0..1439 in platform time. Equal start and end means always open. */
export function insideWindow(window: string, minuteOfDay: number): boolean {
  const parsed = parseWindow(window);
  if (!parsed) return false;
  const { start, end } = parsed;
  if (start === end) return true;
  return start < end
    ? minuteOfDay >= start && minuteOfDay < end
    : minuteOfDay >= start || minuteOfDay < end;
}

export function withinDailyCount(countToday: number, maxPerDay: number): boolean {
  return maxPerDay <= 0 || countToday < maxPerDay;
}
