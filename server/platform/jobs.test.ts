// A periodic job reports a failed run, but not a run cut short by its own stop: at a clean stop
// the pool or the database closes under a sweep in flight, and that is not a failure to report.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FAILURE_GRACE_MS, startPeriodicJob } from './jobs.ts';

function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (_: unknown, message: string) => lines.push({ level, message });
  const log = { warn: at('warn'), error: at('error') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('logs a failed run at the given level', async () => {
  const { log, lines } = recordingLog();
  const stop = startPeriodicJob({
    name: 'probe sweep',
    intervalMs: 100,
    log,
    failureLevel: 'warn',
    run: () => Promise.reject(new Error('node down')),
  });
  await vi.advanceTimersByTimeAsync(100 + FAILURE_GRACE_MS);
  expect(lines[0]).toEqual({ level: 'warn', message: 'probe sweep failed' });
  await stop();
});

it('is silent about a run that fails because the job is stopping', async () => {
  const { log, lines } = recordingLog();
  let fail: (error: Error) => void = () => undefined;
  const stop = startPeriodicJob({
    name: 'probe sweep',
    intervalMs: 100,
    log,
    run: () => new Promise((_, reject) => (fail = reject)),
  });
  await vi.advanceTimersByTimeAsync(100);
  // The stop waits for the run in flight; the database goes away under it meanwhile.
  const stopped = stop();
  fail(new Error('Connection terminated'));
  await stopped;
  await vi.advanceTimersByTimeAsync(10 * FAILURE_GRACE_MS);
  expect(lines).toEqual([]);
});

it('is silent about a failure the stop follows within the grace (a signal to the whole group)', async () => {
  const { log, lines } = recordingLog();
  let fail: (error: Error) => void = () => undefined;
  const stop = startPeriodicJob({
    name: 'probe sweep',
    intervalMs: 10 * FAILURE_GRACE_MS,
    log,
    run: () => new Promise((_, reject) => (fail = reject)),
  });
  await vi.advanceTimersByTimeAsync(10 * FAILURE_GRACE_MS);
  // PostgreSQL got the signal first and ended the connection; this process closes a moment later.
  fail(new Error('terminating connection due to administrator command'));
  await vi.advanceTimersByTimeAsync(FAILURE_GRACE_MS / 2);
  await stop();
  await vi.advanceTimersByTimeAsync(10 * FAILURE_GRACE_MS);
  expect(lines).toEqual([]);
});
