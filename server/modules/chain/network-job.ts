// One network's chain job (issue #36): every configured network runs its own deposit watcher and
// payout job on its own period, with its own clients, cursor and nonces, and records how its node
// answered. A node that is down fails its own job only; the other networks' jobs go on.
import type { Db } from '../../db/client.ts';
import * as wallet from '../wallet/index.ts';
import type { ChainClients } from './chain.clients.ts';
import { depositSweep } from './deposit-watcher.ts';
import { payoutSweep } from './payout.ts';

/** Blocks over which the time between blocks is measured. */
const MEASURE_BLOCKS = 20n;
/** How often the time between blocks is measured again (two block reads each time). */
const MEASURE_EVERY_MS = 5 * 60_000;

/** The viem errors of a node that did not answer, or answered with an error. */
const NODE_ERRORS = new Set([
  'HttpRequestError',
  'RpcRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
  'InternalRpcError',
  'LimitExceededRpcError',
  'ResourceUnavailableRpcError',
]);

function isNodeError(error: unknown): boolean {
  for (let e = error as { name?: string; cause?: unknown } | undefined; e;) {
    if (e.name && NODE_ERRORS.has(e.name)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Seconds between blocks over the last blocks; undefined on a chain too short to tell. */
async function measureBlockSeconds(
  clients: ChainClients,
  head: bigint,
): Promise<number | undefined> {
  if (head < MEASURE_BLOCKS) return undefined;
  const [last, first] = await Promise.all([
    clients.publicClient.getBlock({ blockNumber: head }),
    clients.publicClient.getBlock({ blockNumber: head - MEASURE_BLOCKS }),
  ]);
  const seconds = Number(last.timestamp - first.timestamp) / Number(MEASURE_BLOCKS);
  return seconds > 0 ? seconds : undefined;
}

/**
 * The sweep of one network, as its periodic job runs it: deposits, then payouts, then the record
 * that its node answered. A node error is recorded against this network (its channel shows as
 * unavailable until a sweep succeeds again) and thrown for the job's log.
 */
export function networkJob(
  db: Db,
  env: wallet.WalletEnv,
  clients: ChainClients,
  now: () => Date,
): () => Promise<void> {
  const code = clients.network.code;
  let measuredAt = -Infinity;
  return async () => {
    try {
      const { head } = await depositSweep(db, env, clients, now);
      await payoutSweep(db, clients, now);
      let blockSeconds: number | undefined;
      if (Date.now() - measuredAt >= MEASURE_EVERY_MS) {
        blockSeconds = await measureBlockSeconds(clients, head);
        measuredAt = Date.now();
      }
      await wallet.recordNetworkOk(db, code, { head, blockSeconds }, now());
    } catch (error) {
      if (isNodeError(error)) await wallet.recordNetworkFailure(db, code, error, now());
      throw error;
    }
  };
}
