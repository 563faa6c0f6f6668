// Periodic background work in the server process (ARCHITECTURE.md "Runtime shape"): order timers,
// lockout cleanup, chain sweeps. One run at a time per process, errors logged, stopped and awaited
// when the app closes. The work itself must be an idempotent SQL sweep, so several processes may
// run it at once.
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a failure waits before it is logged. A stop signal sent to the whole process group
 * (Ctrl-C, a service manager) reaches PostgreSQL and the test chain too, which can end a run's
 * connection a moment before this process starts closing: a failure followed by the stop within
 * this time was the stop, and is not reported.
 */
export const FAILURE_GRACE_MS = 1000;

export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** How a failed run is logged (default error); the next run retries either way. */
  failureLevel?: 'warn' | 'error';
}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const reports = new Set<NodeJS.Timeout>();
  const report = (error: unknown) => {
    const timer = setTimeout(() => {
      reports.delete(timer);
      options.log[options.failureLevel ?? 'error']({ err: error }, `${options.name} failed`);
    }, FAILURE_GRACE_MS);
    timer.unref();
    reports.add(timer);
  };
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = options
      .run()
      .catch((error: unknown) => {
        // A run cut short by the stop (the pool or the database closing under it) is expected;
        // whatever it did commit is whole, each step being one transaction.
        if (!stopped) report(error);
      })
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    for (const pending of reports) clearTimeout(pending);
    reports.clear();
  };
}
