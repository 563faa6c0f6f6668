// One network's chain job (issue #36): every configured network runs its own deposit watcher and
// payout job on its own period, through its family's adapter, with its own cursor and nonces, and
// records how its node answered. A node that is down fails its own job only; the other networks'
// jobs go on.
import type { Db } from '../../db/client.ts';
import * as wallet from '../wallet/index.ts';
import type { NetworkNode } from './network-node.ts';

/** How often the time between blocks is measured again (two block reads each time). */
const MEASURE_EVERY_MS = 5 * 60_000;

/**
 * The sweep of one network, as its periodic job runs it: deposits, then payouts, then the record
 * that its node answered. A node error is recorded against this network (its channel shows as
 * unavailable until a sweep succeeds again) and thrown for the job's log.
 */
export function networkJob(
  db: Db,
  env: wallet.WalletEnv,
  node: NetworkNode,
  now: () => Date,
): () => Promise<void> {
  const code = node.network.code;
  let measuredAt = -Infinity;
  return async () => {
    try {
      const { head } = await node.sweepDeposits(db, env, now);
      await node.sweepPayouts(db, now);
      let blockSeconds: number | undefined;
      if (Date.now() - measuredAt >= MEASURE_EVERY_MS) {
        blockSeconds = await node.blockSeconds(head);
        measuredAt = Date.now();
      }
      await wallet.recordNetworkOk(db, code, { head, blockSeconds }, now());
    } catch (error) {
      if (node.isNodeError(error)) await wallet.recordNetworkFailure(db, code, error, now());
      throw error;
    }
  };
}
