// The chain module: starts the deposit watcher and the payout job when a network is configured
// (CHAIN_RPC_URL and friends), and stops them when the app closes. No endpoints of its own.
import type { ModuleDeps } from '../../platform/deps.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import type { WalletEnv } from '../wallet/index.ts';
import { createChainClients } from './chain.clients.ts';
import { depositSweep } from './deposit-watcher.ts';
import { payoutSweep } from './payout.ts';

export function chainRoutes({ app, config, database, now }: ModuleDeps): void {
  const network = config.wallet.chain;
  if (!network || network.pollMs <= 0) return;
  const clients = createChainClients(network);
  const env: WalletEnv = { config: config.wallet, tz: config.platformTimeZone };
  let stop: (() => Promise<void>) | undefined;

  app.addHook('onReady', async () => {
    stop = startPeriodicJob({
      name: 'chain sweep',
      intervalMs: network.pollMs,
      log: app.log,
      // The node may be down; the next tick retries. Nothing is half-done: each step is a
      // transaction.
      failureLevel: 'warn',
      run: async () => {
        await depositSweep(database.db, env, clients, now);
        await payoutSweep(database.db, clients, now);
      },
    });
  });
  // First thing when the app closes, before the database pool and the chain node go: a sweep cut
  // short by the stop is not a failure.
  app.addHook('preClose', async () => {
    await stop?.();
  });
}
