// The deposit watcher: reads ERC-20 Transfer logs of the token to users' deposit addresses,
// records each (network, tx, log index) once, and credits it after the network's confirmations.
// Reorgs: the cursor block's hash is compared on every sweep (a mismatch rewinds and rescans), and
// every unconfirmed deposit's block hash is compared before crediting (a vanished block orphans it).
// A sweep is idempotent and safe to run from several processes (the cursor row is locked with
// SKIP LOCKED, crediting happens under the deposit's row lock).
import { parseAbiItem } from 'viem';
import { fromUnits } from '../../../../domain/wallet/amounts.ts';
import type { Db } from '../../../db/client.ts';
import * as wallet from '../../wallet/index.ts';
import type { ChainClients } from './clients.ts';
import { createCursor, cursorExists, lockCursor, saveCursor } from '../chain.repository.ts';

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
/** Blocks read per sweep. */
const MAX_RANGE = 500n;

export interface SweepReport {
  scannedTo: bigint | undefined;
  /** The node's head when the confirmations were counted. */
  head: bigint;
  recorded: number;
  credited: number;
  orphaned: number;
  rewound: boolean;
}

/**
 * The hash of a block, or undefined when the node proves there is no such block (beyond the head
 * after a reorg to a shorter chain). Any other error is thrown: it proves nothing.
 */
async function blockHash(clients: ChainClients, blockNumber: bigint): Promise<string | undefined> {
  try {
    const block = await clients.publicClient.getBlock({ blockNumber });
    return block.hash ?? undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'BlockNotFoundError') return undefined;
    throw error;
  }
}

export async function depositSweep(
  db: Db,
  env: wallet.WalletEnv,
  clients: ChainClients,
  now: () => Date,
): Promise<SweepReport> {
  const network = clients.network;
  const report: SweepReport = {
    scannedTo: undefined,
    head: 0n,
    recorded: 0,
    credited: 0,
    orphaned: 0,
    rewound: false,
  };
  const head = await clients.publicClient.getBlockNumber();

  if (!(await cursorExists(db, network.code))) {
    const start = network.startBlock ?? head;
    const from = start > 0n ? start - 1n : 0n;
    await createCursor(db, {
      network: network.code,
      blockNumber: from,
      blockHash: (await blockHash(clients, from)) ?? '',
      now: now(),
    });
  }

  await db.transaction(async (tx) => {
    const cursor = await lockCursor(tx, network.code);
    if (!cursor) return; // another worker is reading this network
    let position = cursor.blockNumber;
    let hash = cursor.blockHash;
    // Reorg below the cursor: step back until the stored hash matches the chain again.
    while (position > 0n && hash !== '' && (await blockHash(clients, position)) !== hash) {
      report.rewound = true;
      const back = BigInt(network.confirmations) + 10n;
      position = position > back ? position - back : 0n;
      hash = (await blockHash(clients, position)) ?? '';
    }
    if (position > head) position = head;
    const from = position + 1n;
    const to = head < from + MAX_RANGE - 1n ? head : from + MAX_RANGE - 1n;
    if (from <= to) {
      const logs = await clients.publicClient.getLogs({
        address: network.tokenAddress,
        event: transferEvent,
        fromBlock: from,
        toBlock: to,
      });
      const recipients = [...new Set(logs.map((log) => (log.args.to ?? '').toLowerCase()))];
      const owners = await wallet.depositAddressOwners(tx, network.code, recipients);
      for (const log of logs) {
        const userId = owners.get((log.args.to ?? '').toLowerCase());
        if (!userId || log.removed || log.transactionHash === null || log.logIndex === null)
          continue;
        if (log.blockNumber === null || log.blockHash === null) continue;
        const raw = log.args.value ?? 0n;
        if (raw <= 0n) continue;
        await wallet.recordChainDeposit(
          tx,
          env,
          userId,
          {
            network: network.code,
            txHash: log.transactionHash,
            logIndex: log.logIndex,
            blockNumber: log.blockNumber,
            blockHash: log.blockHash,
            from: log.args.from ?? '',
            to: log.args.to ?? '',
            rawAmount: raw,
            amount: fromUnits(raw, network.decimals),
          },
          now(),
        );
        report.recorded += 1;
      }
      position = to;
      hash = (await blockHash(clients, to)) ?? '';
    }
    report.scannedTo = position;
    await saveCursor(tx, {
      network: network.code,
      blockNumber: position,
      blockHash: hash,
      now: now(),
    });
  });

  // Confirmations: credit what is deep enough; orphan only what provably left the chain (its
  // height now holds another block). A lookup error or a height beyond the head waits.
  const latest = await clients.publicClient.getBlockNumber();
  report.head = latest;
  for (const deposit of await wallet.confirmingDeposits(db, network.code)) {
    if (deposit.blockNumber === null || deposit.blockHash === null) continue;
    const current = await blockHash(clients, deposit.blockNumber).catch(() => null);
    if (current === null || current === undefined) continue;
    if (current !== deposit.blockHash) {
      await wallet.orphanDeposit(db, deposit.id, now());
      report.orphaned += 1;
      continue;
    }
    const confirmations = latest - deposit.blockNumber + 1n;
    if (confirmations >= BigInt(network.confirmations)) {
      if (await wallet.creditChainDeposit(db, deposit.id, deposit.blockHash, now()))
        report.credited += 1;
    }
  }
  return report;
}
