// How each USDT network's node answers (issue #36): the chain job records every sweep's outcome
// per network; the deposit screen, withdrawals, the console and the metrics read it, so one node
// being down closes its own channel and no other.
import { inArray, sql } from 'drizzle-orm';
import {
  confirmationSeconds,
  networkAvailability,
  type NetworkAvailability,
} from '../../../domain/wallet/network-health.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chainNetworkHealth } from '../../db/schema/wallet.ts';
import { networksOf, type WalletConfig } from './wallet.config.ts';

/** A node's error as operators read it: the first line, without the request it answered. */
function failureText(error: unknown): string {
  const e = error as { shortMessage?: string; message?: string };
  const text = e.shortMessage ?? e.message ?? String(error);
  return text.split('\n')[0]!.slice(0, 300);
}

/** A sweep of `network` reached its node and finished: its head and the measured block time. */
export async function recordNetworkOk(
  db: DbOrTx,
  network: string,
  seen: { head: bigint; blockSeconds: number | undefined },
  now: Date,
): Promise<void> {
  const blockSeconds = seen.blockSeconds === undefined ? null : seen.blockSeconds.toFixed(3);
  await db
    .insert(chainNetworkHealth)
    .values({ network, okAt: now, head: seen.head, blockSeconds })
    .onConflictDoUpdate({
      target: chainNetworkHealth.network,
      set: {
        okAt: now,
        head: seen.head,
        // A sweep too short to measure keeps the last measurement.
        blockSeconds: sql`coalesce(${blockSeconds}, ${chainNetworkHealth.blockSeconds})`,
      },
    });
}

/** A sweep of `network` failed (its node down, refusing or answering nonsense). */
export async function recordNetworkFailure(
  db: DbOrTx,
  network: string,
  error: unknown,
  now: Date,
): Promise<void> {
  const failure = failureText(error);
  await db
    .insert(chainNetworkHealth)
    .values({ network, failedAt: now, failure })
    .onConflictDoUpdate({ target: chainNetworkHealth.network, set: { failedAt: now, failure } });
}

export type NetworkStatus = NetworkAvailability & {
  network: string;
  /** Expected seconds until a transfer has the network's confirmations; 0 when not measured. */
  confirmSeconds: number;
  head: bigint | null;
  okAt: Date | null;
};

/** Every configured network's status, by channel name. */
export async function networkHealthByCode(
  db: DbOrTx,
  config: WalletConfig,
  now: Date,
): Promise<Map<string, NetworkStatus>> {
  const networks = networksOf(config);
  const statuses = new Map<string, NetworkStatus>();
  if (networks.length === 0) return statuses;
  const rows = await db
    .select()
    .from(chainNetworkHealth)
    .where(
      inArray(
        chainNetworkHealth.network,
        networks.map((network) => network.code),
      ),
    );
  for (const network of networks) {
    const row = rows.find((candidate) => candidate.network === network.code);
    statuses.set(network.code, {
      ...networkAvailability(row, now, network.pollMs),
      network: network.code,
      confirmSeconds: confirmationSeconds(network.confirmations, row?.blockSeconds) ?? 0,
      head: row?.head ?? null,
      okAt: row?.okAt ?? null,
    });
  }
  return statuses;
}
