// The chain module: starts one deposit-watcher and payout job per configured network (CHAIN_NETWORKS
// or the single CHAIN_* network), each through its family's adapter, and stops them when the app
// closes. No endpoints of its own.
import type { ModuleDeps } from '../../platform/deps.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import { networksOf, type WalletEnv } from '../wallet/index.ts';
import { connectNetwork } from './network-family.ts';
import { networkJob } from './network-job.ts';

export function chainRoutes({ app, config, database, now }: ModuleDeps): void {
  const networks = networksOf(config.wallet).filter((network) => network.pollMs > 0);
  if (networks.length === 0) return;
  const env: WalletEnv = { config: config.wallet, tz: config.platformTimeZone };
  const stops: (() => Promise<void>)[] = [];

  app.addHook('onReady', async () => {
    for (const network of networks) {
      stops.push(
        startPeriodicJob({
          name: `chain sweep ${network.code}`,
          intervalMs: network.pollMs,
          log: app.log,
          // The node may be down; the next tick retries. Nothing is half-done: each step is a
          // transaction.
          failureLevel: 'warn',
          run: networkJob(database.db, env, connectNetwork(network), now),
        }),
      );
    }
  });
  // First thing when the app closes, before the database pool and the chain nodes go: a sweep cut
  // short by the stop is not a failure.
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
