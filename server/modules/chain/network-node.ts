// What a family's adapter gives for one network and for the family (network-family.ts explains).
import type { Transport } from 'viem';
import type { Db } from '../../db/client.ts';
import type { ChainNetworkConfig, FamilyRules, WalletEnv } from '../wallet/index.ts';

export interface DepositSweepReport {
  /** The node's head when the confirmations were counted. */
  head: bigint;
  recorded: number;
  credited: number;
  orphaned: number;
  rewound: boolean;
}

export interface PayoutSweepReport {
  signed: number;
  broadcast: number;
  replaced: number;
  succeeded: number;
  failed: number;
}

/** One network as its family's adapter speaks to it. */
export interface NetworkNode {
  readonly network: ChainNetworkConfig;
  /** The address paying withdrawals (kept form), when a hot-wallet key is configured. */
  readonly hotWalletAddress: string | undefined;
  /** The newest block the node knows. */
  head(): Promise<bigint>;
  /**
   * Reads new token transfers to users' deposit addresses, records each once, credits those deep
   * enough and orphans those whose block left the chain. Idempotent; safe from several processes.
   */
  sweepDeposits(db: Db, env: WalletEnv, now: () => Date): Promise<DepositSweepReport>;
  /** Signs, sends and settles approved withdrawals from the hot wallet, never paying one twice. */
  sweepPayouts(db: Db, now: () => Date): Promise<PayoutSweepReport>;
  /** Seconds between recent blocks; undefined on a chain too short to tell. */
  blockSeconds(head: bigint): Promise<number | undefined>;
  /** The token balances of these addresses, all read at one block. */
  tokenBalances(addresses: readonly string[]): Promise<{ block: bigint; balances: string[] }>;
  /** Whether an error means the node did not answer (or answered with an error of its own). */
  isNodeError(error: unknown): boolean;
}

export interface NetworkFamily {
  readonly rules: FamilyRules;
  /** `transport`: tests put a node behind a lossy or failing link; normally the family's own. */
  connect(network: ChainNetworkConfig, options?: { transport?: Transport }): NetworkNode;
}
