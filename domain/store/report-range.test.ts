import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysIn,
  isCalendarDay,
  REPORT_MAX_DAYS,
  resolveReportRange,
} from './report-range.ts';

describe('store report range', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay('2026-01-01 00:00:00')).toBe(false);
  });

  it('counts days across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysIn('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysIn('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('defaults to the last 30 days up to today', () => {
    expect(resolveReportRange({}, '2026-03-10')).toEqual({
      ok: true,
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(resolveReportRange({ to: '2026-01-30' }, '2026-03-10')).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(resolveReportRange({ from: '2026-03-01' }, '2026-03-10')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('refuses a range ending before it starts or longer than 366 days', () => {
    expect(resolveReportRange({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-10')).toEqual({
      ok: false,
      field: 'to',
    });
    const to = addDays('2026-01-01', REPORT_MAX_DAYS - 1);
    expect(resolveReportRange({ from: '2026-01-01', to }, to)).toMatchObject({ ok: true });
    expect(resolveReportRange({ from: '2026-01-01', to: addDays(to, 1) }, '2026-03-10')).toEqual({
      ok: false,
      field: 'from',
    });
  });
});
