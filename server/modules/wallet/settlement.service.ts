// The chain side of the wallet, driven by the chain module's deposit watcher and payout job. These
// are steps inside the job's own transaction (they take it, not a request context).
import { D } from '../../../domain/money.ts';
import { WALLET_CURRENCY } from '../../../domain/ledger/accounts.ts';
import { depositCredit, withdrawalSettle } from '../../../domain/ledger/postings.ts';
import { addressKey } from '../../../domain/wallet/address.ts';
import { creditableAmount } from '../../../domain/wallet/amounts.ts';
import {
  nextWithdrawalStatus,
  type WithdrawalEvent,
  type WithdrawalStatus,
} from '../../../domain/wallet/withdrawal-state.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import { postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import { newSerial } from './format.ts';
import { networkOf, type WalletConfig } from './wallet.config.ts';
import { releaseHeld } from './wallet.shared.ts';
import * as repo from './wallet.repository.ts';

/** What the settlement steps need of the configuration. */
export interface WalletEnv {
  config: WalletConfig;
  tz: string;
}

export interface ObservedTransfer {
  network: string;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  rawAmount: bigint;
  amount: string;
}

/** Owner of a deposit address, by lower-case address. */
export async function depositAddressOwners(db: DbOrTx, network: string, addresses: string[]) {
  return repo.ownersOfAddresses(db, network, addresses.map(addressKey));
}

/**
 * Records an observed Transfer to a user's deposit address (once per network, tx and log index;
 * a reorg moves a row not yet credited to its new block). Below-minimum amounts are recorded,
 * never credited.
 */
export async function recordChainDeposit(
  db: DbOrTx,
  env: WalletEnv,
  userId: string,
  transfer: ObservedTransfer,
  now: Date,
): Promise<void> {
  const minimum = networkOf(env.config, transfer.network)?.depositMin ?? '0';
  const belowMin = new D(transfer.amount).lt(minimum);
  await repo.upsertChainDeposit(db, {
    id: newId(now),
    serialNo: newSerial('C', now, env.tz),
    userId,
    method: 'chain',
    currency: WALLET_CURRENCY,
    network: transfer.network,
    amount: transfer.amount,
    status: belowMin ? 'below_minimum' : 'confirming',
    failureReason: belowMin ? `below the minimum deposit ${minimum}` : null,
    address: addressKey(transfer.to),
    txHash: transfer.txHash,
    logIndex: transfer.logIndex,
    blockNumber: transfer.blockNumber,
    blockHash: transfer.blockHash,
    fromAddress: addressKey(transfer.from),
    rawAmount: transfer.rawAmount.toString(),
    createdAt: now,
    updatedAt: now,
  });
}

/** Deposits seen on chain and not yet credited, oldest block first. */
export const confirmingDeposits = repo.confirmingDeposits;

/** The block of this deposit vanished in a reorg before it was confirmed: never credited. */
export async function orphanDeposit(db: Db, id: string, now: Date): Promise<void> {
  await repo.orphanConfirmingDeposit(db, id, 'block replaced by a chain reorganization', now);
}

/** Credits a confirmed chain deposit; the status change under the row lock makes it once only. */
export async function creditChainDeposit(db: Db, id: string, blockHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await repo.findDeposit(tx, id, true);
    if (!row || row.status !== 'confirming' || row.blockHash !== blockHash) return false;
    const credited = creditableAmount(row.amount);
    const posted = await postTransfer(tx, {
      kind: 'deposit',
      reference: row.id,
      memo: `on-chain deposit ${row.txHash}#${row.logIndex}`,
      now,
      legs: depositCredit(row.network, row.userId, credited),
    });
    if (!posted.ok) throw new Error(`deposit ${row.id} could not be credited: ${posted.reason}`);
    await repo.updateDeposit(tx, row.id, { status: 'success', credited, updatedAt: now });
    await recordNotice(tx, {
      userId: row.userId,
      kind: 'deposit.credited',
      params: { serialNumber: row.serialNo, amount: credited, currency: row.currency },
      link: { kind: 'deposit', id: row.id },
      now,
    });
    return true;
  });
}

/** The oldest approved withdrawal not held by another worker, locked. */
export async function lockNextApprovedWithdrawal(tx: Tx, network: string) {
  const [row] = await repo.lockWithdrawalsInStatus(tx, network, ['approved'], 1);
  return row;
}

/** Ids of withdrawals between signing and settlement (for the payout job). */
export async function inFlightWithdrawalIds(db: DbOrTx, network: string, limit: number) {
  return repo.withdrawalIdsInStatus(db, network, ['signed', 'broadcast'], limit);
}

export const lockWithdrawalForPayout = repo.lockWithdrawalSkipLocked;
export const nextStoredNonce = repo.nextStoredNonce;

function transition(row: repo.WithdrawalRow, event: WithdrawalEvent): WithdrawalStatus {
  const next = nextWithdrawalStatus(row.status as WithdrawalStatus, event, 'system');
  if (!next) throw new Error(`withdrawal ${row.id}: ${event} not allowed in ${row.status}`);
  return next;
}

/** The signed payout is stored before it is broadcast: a retry re-sends the same transaction. */
export async function markWithdrawalSigned(
  tx: Tx,
  row: repo.WithdrawalRow,
  signed: { txHash: string; payer: string; nonce: number; rawTx: string },
  now: Date,
) {
  return repo.updateWithdrawal(tx, row.id, {
    status: transition(row, 'sign'),
    txHash: signed.txHash,
    payer: signed.payer,
    nonce: signed.nonce,
    rawTx: signed.rawTx,
    updatedAt: now,
  });
}

/** A node accepted the payout (or it is already mined): from now on it may be mined any time. */
export async function markWithdrawalSent(tx: Tx, row: repo.WithdrawalRow, now: Date) {
  return repo.updateWithdrawal(tx, row.id, {
    status: row.status === 'signed' ? transition(row, 'broadcast') : row.status,
    sentAt: now,
    updatedAt: now,
  });
}

/**
 * The same nonce signed again with a higher fee. The earlier transaction may still be mined, so
 * its hash is kept and settlement looks for both; at most one of them can ever be mined.
 */
export async function replaceWithdrawalPayout(
  tx: Tx,
  row: repo.WithdrawalRow,
  signed: { txHash: string; rawTx: string },
  now: Date,
) {
  return repo.updateWithdrawal(tx, row.id, {
    txHash: signed.txHash,
    rawTx: signed.rawTx,
    replacedTxHashes: [...row.replacedTxHashes, ...(row.txHash ? [row.txHash] : [])],
    sentAt: null,
    updatedAt: now,
  });
}

/** Confirmed on chain: the held amount leaves to the chain, the fee to the platform. */
export async function completeWithdrawal(
  tx: Tx,
  row: repo.WithdrawalRow,
  mined: { txHash: string; blockNumber: bigint },
  now: Date,
) {
  const status = transition(row, 'confirm');
  const posted = await postTransfer(tx, {
    kind: 'withdraw_payout',
    reference: row.id,
    memo: `withdrawal paid out in ${mined.txHash}`,
    now,
    legs: withdrawalSettle(row),
  });
  if (!posted.ok) throw new Error(`withdrawal ${row.id} could not be settled: ${posted.reason}`);
  await recordNotice(tx, {
    userId: row.userId,
    kind: 'withdrawal.paid',
    params: { serialNumber: row.serialNo, amount: row.amount, currency: row.currency },
    link: { kind: 'withdrawal', id: row.id },
    now,
  });
  return repo.updateWithdrawal(tx, row.id, {
    status,
    txHash: mined.txHash,
    blockNumber: mined.blockNumber,
    updatedAt: now,
  });
}

/** The payout failed (broadcast refused or reverted): held funds go back, exactly once. */
export async function failWithdrawal(tx: Tx, row: repo.WithdrawalRow, reason: string, now: Date) {
  const status = transition(row, 'fail');
  await releaseHeld(tx, row, now, `withdrawal payout failed: ${reason}`);
  await recordNotice(tx, {
    userId: row.userId,
    kind: 'withdrawal.rejected',
    params: { serialNumber: row.serialNo, amount: row.amount, currency: row.currency, reason },
    link: { kind: 'withdrawal', id: row.id },
    now,
  });
  return repo.updateWithdrawal(tx, row.id, {
    status,
    failureReason: reason.slice(0, 500),
    updatedAt: now,
  });
}
