// Periodic background work in the server process (ARCHITECTURE.md "Runtime shape"): order timers,
// lockout cleanup, chain sweeps. One run at a time per process, errors logged, stopped and awaited
// when the app closes. The work itself must be an idempotent SQL sweep, so several processes may
// run it at once.
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .run()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
