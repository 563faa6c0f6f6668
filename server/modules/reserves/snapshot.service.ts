// Takes a proof-of-reserves snapshot: what the platform owes, read in one repeatable-read
// transaction (so concurrent payments cannot split a total), becomes the leaves of a Merkle sum
// tree (CONTRACT.md "Proof of reserves") with a fresh random nonce per account, in a random order;
// the chain's balances are read beside it; the whole is stored once and never changed.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { D, type DecimalValue } from '../../../domain/money.ts';
import {
  buildLevels,
  makeLeaf,
  toMicro,
  type Sha256Hex,
} from '../../../domain/reserves/merkle-sum-tree.ts';
import type { Db } from '../../db/client.ts';
import type { ReserveReading } from '../../db/schema/reserves.ts';
import { newId } from '../../platform/ids.ts';
import { liabilityBalances } from '../ledger/index.ts';
import type { NetworkReading } from './chain-reserves.ts';
import * as repo from './reserves.repository.ts';

export const sha256hex: Sha256Hex = async (text) =>
  createHash('sha256').update(text, 'utf8').digest('hex');

interface LiabilityAccount {
  kind: 'wallet' | 'store' | 'escrow';
  ownerId: string | null;
  label: string;
  micro: bigint;
}

/** One leaf per user wallet (available + held), per store, and one labelled leaf for all escrow. */
export function liabilityAccounts(
  balances: readonly { kind: string; ownerId: string | null; balance: string }[],
): LiabilityAccount[] {
  const wallets = new Map<string, DecimalValue>();
  const accounts: LiabilityAccount[] = [];
  let escrow = new D(0);
  for (const row of balances) {
    if (row.kind === 'user_available' || row.kind === 'user_held') {
      const owner = row.ownerId ?? '';
      wallets.set(owner, (wallets.get(owner) ?? new D(0)).plus(row.balance));
    } else if (row.kind === 'seller') {
      accounts.push({
        kind: 'store',
        ownerId: row.ownerId,
        label: `store:${row.ownerId}`,
        micro: toMicro(row.balance),
      });
    } else if (row.kind === 'escrow') {
      escrow = escrow.plus(row.balance);
    }
  }
  for (const [userId, balance] of wallets) {
    accounts.push({
      kind: 'wallet',
      ownerId: userId,
      label: 'wallet',
      micro: toMicro(balance.toFixed()),
    });
  }
  accounts.push({
    kind: 'escrow',
    ownerId: null,
    label: 'escrow',
    micro: toMicro(escrow.toFixed()),
  });
  return accounts;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface SnapshotInput {
  now: Date;
  takenBy: string | null;
  /** Set by the daily schedule: a second server's snapshot of the same day is refused by the key. */
  scheduledDay?: string | undefined;
  declaredReserves: string;
  /** Reads the chain after the liabilities are fixed (the node may be slow; no transaction waits on it). */
  readReserves: () => Promise<NetworkReading>;
}

export async function takeSnapshot(
  db: Db,
  input: SnapshotInput,
): Promise<Omit<repo.SnapshotRow, 'seq'>> {
  const balances = await db.transaction((tx) => liabilityBalances(tx, WALLET_CURRENCY), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const accounts = shuffled(liabilityAccounts(balances));
  const leaves = await Promise.all(
    accounts.map((account) => makeLeaf(sha256hex, randomBytes(16).toString('hex'), account.micro)),
  );
  const levels = await buildLevels(sha256hex, leaves);
  const root = levels.at(-1)![0]!;
  const { readings, unread } = await input.readReserves();
  const verified = readings.reduce((total, reading) => total.plus(reading.balance), new D(0));
  const id = newId(input.now);
  const snapshot = {
    id,
    takenAt: input.now,
    takenBy: input.takenBy,
    scheduledDay: input.scheduledDay ?? null,
    rootHash: root.hash,
    totalMicro: root.sum.toString(),
    leafCount: leaves.length,
    reserves: readings satisfies ReserveReading[],
    unreadNetworks: unread,
    verifiedReserves: verified.toFixed(),
    declaredReserves: new D(input.declaredReserves).toFixed(),
  };
  await db.transaction((tx) =>
    repo.insertSnapshot(
      tx,
      snapshot,
      accounts.map((account, position) => ({
        snapshotId: id,
        position,
        kind: account.kind,
        ownerId: account.ownerId,
        label: account.label,
        nonce: leaves[position]!.nonce,
        sumMicro: account.micro.toString(),
      })),
      levels.flatMap((level, depth) =>
        level.map((node, position) => ({
          level: depth,
          position,
          hash: node.hash,
          sumMicro: node.sum.toString(),
        })),
      ),
    ),
  );
  return snapshot;
}
