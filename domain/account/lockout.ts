// The lockout rule of login and fund passwords (SPEC.md sections 8 and 9, issue 4), as a pure
// function of the stored guard state, the attempt's outcome, the time and the platform time zone:
// - three wrong entries in a row lock for 3 minutes;
// - a wrong entry after such a lock on the same platform day, or more than 3 wrong entries in one
//   platform day, lock until the start of the next platform day;
// - a correct entry during a lock is refused and changes nothing;
// - a correct entry outside a lock clears the run of wrong entries (not the day's count).

export const LOCK_MINUTES = 3;
export const WRONG_IN_A_ROW = 3;
export const MAX_WRONG_PER_DAY = 3;

export type LockKind = 'minutes' | 'day';

export interface GuardState {
  /** Wrong entries since the last correct one or the last 3-minute lock. */
  consecutiveFailures: number;
  /** Wrong entries on `failureDay`. */
  dayFailures: number;
  /** Platform day (YYYY-MM-DD) the day count belongs to. */
  failureDay: string | null;
  /** Platform day on which a 3-minute lock was last imposed. */
  minuteLockDay: string | null;
  lockedUntil: Date | null;
  lockKind: LockKind | null;
}

export const openGuard: GuardState = {
  consecutiveFailures: 0,
  dayFailures: 0,
  failureDay: null,
  minuteLockDay: null,
  lockedUntil: null,
  lockKind: null,
};

export type AttemptOutcome =
  | { kind: 'accepted' }
  | { kind: 'wrong'; remainingInRow: number }
  | { kind: 'locked'; lock: LockKind; until: Date };

/** The guard's active lock at `now`, if any. */
export function activeLock(state: GuardState, now: Date): { lock: LockKind; until: Date } | null {
  if (state.lockedUntil && state.lockKind && now.getTime() < state.lockedUntil.getTime()) {
    return { lock: state.lockKind, until: state.lockedUntil };
  }
  return null;
}

/** Wrong entries a guard counted on the current platform day (0 for none, or another day's). */
export function failuresToday(
  state: Pick<GuardState, 'dayFailures' | 'failureDay'> | undefined,
  now: Date,
  timeZone: string,
): number {
  return state?.failureDay === platformCalendarDay(now, timeZone) ? state.dayFailures : 0;
}

export function applyAttempt(
  state: GuardState,
  attempt: { correct: boolean; now: Date; timeZone: string },
): { state: GuardState; outcome: AttemptOutcome } {
  const { now, timeZone } = attempt;
  const lock = activeLock(state, now);
  if (attempt.correct) {
    if (lock) return { state, outcome: { kind: 'locked', ...lock } };
    return {
      state: { ...state, consecutiveFailures: 0, lockedUntil: null, lockKind: null },
      outcome: { kind: 'accepted' },
    };
  }

  const day = platformCalendarDay(now, timeZone);
  const dayFailures = failuresToday(state, now, timeZone) + 1;
  const consecutiveFailures = state.consecutiveFailures + 1;
  const counted = { ...state, dayFailures, failureDay: day, consecutiveFailures };

  if (state.minuteLockDay === day || dayFailures > MAX_WRONG_PER_DAY) {
    const until = nextDayStart(now, timeZone);
    return {
      state: { ...counted, lockedUntil: until, lockKind: 'day' },
      outcome: { kind: 'locked', lock: 'day', until },
    };
  }
  if (consecutiveFailures >= WRONG_IN_A_ROW) {
    const until = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    return {
      state: {
        ...counted,
        consecutiveFailures: 0,
        minuteLockDay: day,
        lockedUntil: until,
        lockKind: 'minutes',
      },
      outcome: { kind: 'locked', lock: 'minutes', until },
    };
  }
  if (lock) return { state: counted, outcome: { kind: 'locked', ...lock } };
  return {
    state: counted,
    outcome: { kind: 'wrong', remainingInRow: WRONG_IN_A_ROW - consecutiveFailures },
  };
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in the given time zone. */
export function platformCalendarDay(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the platform day after `instant`'s day begins (local midnight). */
export function nextDayStart(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  const midnightAsUtc = Date.UTC(w.year, w.month - 1, w.day + 1, 0, 0, 0);
  // Two passes settle the offset even when the day boundary is near a DST change.
  let guess = midnightAsUtc - zoneOffset(instant, timeZone);
  guess = midnightAsUtc - zoneOffset(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant the platform day of `instant` began. */
export function dayStart(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  const midnightAsUtc = Date.UTC(w.year, w.month - 1, w.day, 0, 0, 0);
  let guess = midnightAsUtc - zoneOffset(instant, timeZone);
  guess = midnightAsUtc - zoneOffset(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * Wrong logins from one client address (any account names, real or made up) within a platform day
 * after which that address must solve the slider before each further login that day: a script
 * guessing across many names meets the puzzle as soon as one account would, while an office
 * behind one address can still mistype a few times.
 */
export const ADDRESS_FAILURES_BEFORE_SLIDER = 3;

/** The address guard after one more wrong login: only the day's count moves, it never locks. */
export function countAddressFailure(state: GuardState, now: Date, timeZone: string): GuardState {
  return {
    ...state,
    dayFailures: failuresToday(state, now, timeZone) + 1,
    failureDay: platformCalendarDay(now, timeZone),
  };
}
