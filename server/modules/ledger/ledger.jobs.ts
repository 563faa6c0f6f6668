// The scheduled ledger check: once per LEDGER_CHECK_INTERVAL_MS for the whole deployment (only the
// jobs' leader runs it, server/platform/leader.ts), the same check as `npm run ledger:check`. Its
// result goes to the metrics (caravan_ledger_check_problems, an alert pages on anything above 0)
// and, when something is wrong, to the log with each problem.
import type { ModuleDeps } from '../../platform/deps.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { checkLedger } from './ledger.service.ts';

export function ledgerCheckJob({ app, config, database, leader, metrics }: ModuleDeps): void {
  if (config.ledgerCheckIntervalMs <= 0) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startPeriodicJob({
      name: 'ledger check',
      intervalMs: config.ledgerCheckIntervalMs,
      log: app.log,
      run: async () => {
        if (!leader.isLeader) return;
        const started = performance.now();
        const problems = await checkLedger(database.db);
        metrics.ledgerProblems.set(problems.length);
        metrics.ledgerDuration.set((performance.now() - started) / 1000);
        metrics.ledgerLastRun.set(Date.now() / 1000);
        if (problems.length > 0)
          app.log.error({ problems }, `ledger check: ${problems.length} problem(s)`);
      },
    });
  });
  app.addHook('preClose', async () => {
    await stop?.();
  });
}
