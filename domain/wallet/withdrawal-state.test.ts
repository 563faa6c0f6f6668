import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insideWindow, withinDailyCount } from './window.ts';
import type { withdrawalStatuses } from './withdrawal-state.ts';
import {
  nextWithdrawalStatus,
  releasesFunds,
  withdrawalRecordState,
  type WithdrawalActor,
  type WithdrawalEvent,
} from './withdrawal-state.ts';

const events: WithdrawalEvent[] = ['approve', 'reject', 'sign', 'broadcast', 'confirm', 'fail'];
const actors: WithdrawalActor[] = ['operator', 'system'];

describe('withdrawal state machine', () => {
  it('follows the happy path and the two ways out', () => {
    expect(nextWithdrawalStatus('pending_review', 'approve', 'operator')).toBe('approved');
    expect(nextWithdrawalStatus('approved', 'sign', 'system')).toBe('signed');
    expect(nextWithdrawalStatus('signed', 'broadcast', 'system')).toBe('broadcast');
    expect(nextWithdrawalStatus('broadcast', 'confirm', 'system')).toBe('success');
    expect(nextWithdrawalStatus('pending_review', 'reject', 'operator')).toBe('rejected');
    expect(nextWithdrawalStatus('signed', 'fail', 'system')).toBe('failed');
  });

  it('keeps actors to their events: users never approve, the system never rejects', () => {
    expect(nextWithdrawalStatus('pending_review', 'approve', 'system')).toBeNull();
    expect(nextWithdrawalStatus('pending_review', 'reject', 'system')).toBeNull();
    expect(nextWithdrawalStatus('approved', 'sign', 'operator')).toBeNull();
  });

  it('never leaves a final state, so funds are paid or released at most once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...events), fc.constantFrom(...actors)), {
          maxLength: 30,
        }),
        (steps) => {
          let state: (typeof withdrawalStatuses)[number] = 'pending_review';
          let finals = 0;
          let releases = 0;
          for (const [event, actor] of steps) {
            const next = nextWithdrawalStatus(state, event, actor);
            if (!next) continue;
            state = next;
            if (withdrawalRecordState(state) !== 0) finals += 1;
            if (releasesFunds(state)) releases += 1;
          }
          expect(finals).toBeLessThanOrEqual(1);
          expect(releases).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('withdrawal time window and daily count', () => {
  it('handles plain, wrapping and always-open windows', () => {
    expect(insideWindow('09:00-17:00', 9 * 60)).toBe(true);
    expect(insideWindow('09:00-17:00', 17 * 60)).toBe(false);
    expect(insideWindow('09:00-17:00', 8 * 60 + 59)).toBe(false);
    expect(insideWindow('22:00-06:00', 23 * 60)).toBe(true);
    expect(insideWindow('22:00-06:00', 5 * 60)).toBe(true);
    expect(insideWindow('22:00-06:00', 12 * 60)).toBe(false);
    expect(insideWindow('00:00-00:00', 12 * 60)).toBe(true);
    expect(insideWindow('nonsense', 12 * 60)).toBe(false);
  });

  it('counts per day, 0 meaning unlimited', () => {
    expect(withinDailyCount(2, 3)).toBe(true);
    expect(withinDailyCount(3, 3)).toBe(false);
    expect(withinDailyCount(100, 0)).toBe(true);
  });
});
