import { describe, expect, it } from 'vitest';
import {
  applyAttempt,
  dayStart,
  nextDayStart,
  openGuard,
  platformCalendarDay,
  type GuardState,
} from './lockout.ts';

const tz = 'Asia/Shanghai';
const at = (iso: string) => new Date(iso);

function run(state: GuardState, attempts: Array<[boolean, string]>) {
  let current = state;
  const outcomes = [];
  for (const [correct, time] of attempts) {
    const result = applyAttempt(current, { correct, now: at(time), timeZone: tz });
    current = result.state;
    outcomes.push(result.outcome);
  }
  return { state: current, outcomes };
}

describe('platform day', () => {
  it('uses the platform time zone, not UTC', () => {
    // 16:30 UTC is 00:30 the next day in Shanghai.
    expect(platformCalendarDay(at('2026-03-01T16:30:00Z'), tz)).toBe('2026-03-02');
    expect(platformCalendarDay(at('2026-03-01T15:59:59Z'), tz)).toBe('2026-03-01');
    expect(nextDayStart(at('2026-03-01T10:00:00Z'), tz).toISOString()).toBe(
      '2026-03-01T16:00:00.000Z',
    );
    expect(dayStart(at('2026-03-01T10:00:00Z'), tz).toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('handles a zone with daylight saving time', () => {
    // New York moves to summer time on 2026-03-08; the next day starts at 04:00 UTC, not 05:00.
    expect(nextDayStart(at('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('lockout rule', () => {
  it('answers wrong for the first two wrong entries and locks 3 minutes on the third', () => {
    const { outcomes, state } = run(openGuard, [
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:10Z'],
      [false, '2026-03-01T02:00:20Z'],
    ]);
    expect(outcomes[0]).toEqual({ kind: 'wrong', remainingInRow: 2 });
    expect(outcomes[1]).toEqual({ kind: 'wrong', remainingInRow: 1 });
    expect(outcomes[2]).toEqual({
      kind: 'locked',
      lock: 'minutes',
      until: at('2026-03-01T02:03:20Z'),
    });
    expect(state.dayFailures).toBe(3);
  });

  it('refuses a correct entry during the lock and accepts it after', () => {
    const locked = run(openGuard, [
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
    ]).state;
    const during = applyAttempt(locked, {
      correct: true,
      now: at('2026-03-01T02:02:59Z'),
      timeZone: tz,
    });
    expect(during.outcome).toMatchObject({ kind: 'locked', lock: 'minutes' });
    expect(during.state).toEqual(locked);
    const after = applyAttempt(locked, {
      correct: true,
      now: at('2026-03-01T02:03:01Z'),
      timeZone: tz,
    });
    expect(after.outcome).toEqual({ kind: 'accepted' });
    expect(after.state.lockedUntil).toBeNull();
  });

  it('locks until the next platform day for a wrong entry after a 3-minute lock that day', () => {
    const { outcomes } = run(openGuard, [
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [true, '2026-03-01T02:05:00Z'],
      [false, '2026-03-01T09:00:00Z'],
    ]);
    expect(outcomes[3]).toEqual({ kind: 'accepted' });
    expect(outcomes[4]).toEqual({
      kind: 'locked',
      lock: 'day',
      until: at('2026-03-01T16:00:00Z'),
    });
  });

  it('a wrong entry during the 3-minute lock turns it into a day lock', () => {
    const { outcomes } = run(openGuard, [
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:01:00Z'],
    ]);
    expect(outcomes[3]).toMatchObject({ kind: 'locked', lock: 'day' });
  });

  it('more than 3 wrong entries in one day lock until the next day even when not in a row', () => {
    const { outcomes } = run(openGuard, [
      [false, '2026-03-01T01:00:00Z'],
      [true, '2026-03-01T01:01:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [true, '2026-03-01T02:01:00Z'],
      [false, '2026-03-01T03:00:00Z'],
      [true, '2026-03-01T03:01:00Z'],
      [false, '2026-03-01T04:00:00Z'],
    ]);
    expect(outcomes.slice(0, 6).map((o) => o.kind)).toEqual([
      'wrong',
      'accepted',
      'wrong',
      'accepted',
      'wrong',
      'accepted',
    ]);
    expect(outcomes[6]).toMatchObject({ kind: 'locked', lock: 'day' });
  });

  it('starts a new day count after the platform day boundary', () => {
    // Locked 3 minutes at 23:58 Shanghai (15:58 UTC); the next wrong entry is on the next day.
    const { outcomes, state } = run(openGuard, [
      [false, '2026-03-01T15:58:00Z'],
      [false, '2026-03-01T15:58:00Z'],
      [false, '2026-03-01T15:58:00Z'],
      [false, '2026-03-01T16:02:00Z'],
    ]);
    expect(outcomes[2]).toMatchObject({ kind: 'locked', lock: 'minutes' });
    expect(outcomes[3]).toEqual({ kind: 'wrong', remainingInRow: 2 });
    expect(state.dayFailures).toBe(1);
    expect(state.failureDay).toBe('2026-03-02');
  });

  it('a day lock ends at the next platform midnight', () => {
    const locked = run(openGuard, [
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:00:00Z'],
      [false, '2026-03-01T02:04:00Z'],
    ]).state;
    expect(
      applyAttempt(locked, { correct: true, now: at('2026-03-01T15:59:59Z'), timeZone: tz })
        .outcome,
    ).toMatchObject({ kind: 'locked', lock: 'day' });
    expect(
      applyAttempt(locked, { correct: true, now: at('2026-03-01T16:00:01Z'), timeZone: tz })
        .outcome,
    ).toEqual({ kind: 'accepted' });
  });
});
