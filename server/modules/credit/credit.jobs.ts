// The daily loan sweep (ARCHITECTURE.md "Runtime shape"): each running loan is looked at once per
// platform day, picked with FOR UPDATE SKIP LOCKED in its own transaction, so several processes
// can sweep at once and no loan is charged twice for a day.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { platformCalendarDay } from '../../platform/time.ts';
import * as repo from './credit.repository.ts';
import { sweepLoan } from './loan-late-rule.ts';

const MAX_PER_RUN = 500;

export async function runLoanSweep(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<{ swept: number; overdue: number }> {
  const today = platformCalendarDay(now, timeZone);
  let swept = 0;
  let overdue = 0;
  while (swept < MAX_PER_RUN) {
    const status = await db.transaction(async (tx) => {
      const row = await repo.lockNextLoanToSweep(tx, today);
      return row ? sweepLoan(tx, row, today, now) : undefined;
    });
    if (!status) break;
    swept += 1;
    if (status === 'overdue') overdue += 1;
  }
  return { swept, overdue };
}

export function startLoanJobs(options: {
  db: Db;
  intervalMs: number;
  timeZone: string;
  now: () => Date;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  return startPeriodicJob({
    name: 'loan sweep',
    intervalMs: options.intervalMs,
    log: options.log,
    run: async () => {
      const result = await runLoanSweep(options.db, options.now(), options.timeZone);
      if (result.swept > 0) options.log.info({ loans: result }, 'loan sweep');
    },
  });
}
