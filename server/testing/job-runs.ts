// Counts the runs of the app's periodic jobs (platform/jobs.ts) by job name, so a test can see a
// job run and see it stop when the app closes. Install before the app is created; `restore` after.
import { vi } from 'vitest';
import * as jobs from '../platform/jobs.ts';

export function countJobRuns(): { runs: (name: string) => number; restore: () => void } {
  const counts = new Map<string, number>();
  const start = jobs.startPeriodicJob;
  const spy = vi.spyOn(jobs, 'startPeriodicJob').mockImplementation((options) =>
    start({
      ...options,
      run: () => {
        counts.set(options.name, (counts.get(options.name) ?? 0) + 1);
        return options.run();
      },
    }),
  );
  return { runs: (name) => counts.get(name) ?? 0, restore: () => spy.mockRestore() };
}

/** Waits `ms` of real time. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
