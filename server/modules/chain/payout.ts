// The payout job: pays approved withdrawals from the hot wallet. Each payout is signed and stored
// (status `signed`, raw transaction and hash) in a committed transaction BEFORE it is broadcast,
// so a crash or retry re-sends the very same transaction (same nonce, same hash) and a withdrawal
// can never be paid twice. A refused broadcast or a reverted transaction fails the withdrawal and
// releases its held funds once; a confirmed one settles it on the ledger. Withdrawals are signed
// and broadcast one at a time, so a refused one leaves no gap in the hot wallet's nonces.
import { sql } from 'drizzle-orm';
import { encodeFunctionData, erc20Abi, keccak256, type Hex } from 'viem';
import { toUnits } from '../../../domain/wallet/amounts.ts';
import type { Db } from '../../db/client.ts';
import * as wallet from '../wallet/index.ts';
import type { ChainClients } from './chain.clients.ts';

/** Gas for an ERC-20 transfer, with room; fixed so a wallet without gas fails at broadcast. */
const TRANSFER_GAS = 120_000n;
const BATCH = 20;

export interface PayoutReport {
  signed: number;
  broadcast: number;
  succeeded: number;
  failed: number;
}

function errorText(error: unknown): string {
  const e = error as { shortMessage?: string; details?: string; message?: string };
  return e.details ?? e.shortMessage ?? e.message ?? String(error);
}

/** Transport trouble (node unreachable, timeout): retry later, never fail the withdrawal for it. */
function isTransportError(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  return name === 'HttpRequestError' || name === 'TimeoutError' || name === 'SocketClosedError';
}

export async function payoutSweep(
  db: Db,
  env: wallet.WalletEnv,
  clients: ChainClients,
  now: () => Date,
): Promise<PayoutReport> {
  const report: PayoutReport = { signed: 0, broadcast: 0, succeeded: 0, failed: 0 };
  const hot = clients.hotWallet;
  if (!hot) return report;
  const network = clients.network;

  /** Signs the oldest approved withdrawal; its id, or undefined when there is none to sign. */
  const signNext = () =>
    db.transaction(async (tx) => {
      // One signer per hot wallet at a time keeps nonces distinct across processes.
      const locked = await tx.execute<{ ok: boolean }>(
        sql`select pg_try_advisory_xact_lock(hashtext(${`payout:${network.code}:${hot.account.address}`})) as ok`,
      );
      if (!locked.rows[0]?.ok) return undefined;
      const row = await wallet.lockNextApprovedWithdrawal(tx, network.code);
      if (!row) return undefined;
      const nonce = Math.max(
        await clients.publicClient.getTransactionCount({
          address: hot.account.address,
          blockTag: 'pending',
        }),
        await wallet.nextStoredNonce(tx, network.code),
      );
      const fees = await clients.publicClient.estimateFeesPerGas();
      const rawTx = await hot.account.signTransaction({
        type: 'eip1559',
        chainId: network.chainId,
        to: network.tokenAddress,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [row.address as Hex, toUnits(row.amount, network.decimals)],
        }),
        nonce,
        gas: TRANSFER_GAS,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      });
      await wallet.markWithdrawalSigned(tx, row, { txHash: keccak256(rawTx), nonce, rawTx }, now());
      report.signed += 1;
      return row.id;
    });

  /** Broadcasts a signed withdrawal or settles a broadcast one, in its own transaction. */
  const advance = (id: string, head: bigint) =>
    db.transaction(async (tx) => {
      const row = await wallet.lockWithdrawalForPayout(tx, id);
      if (!row || !row.txHash || !row.rawTx) return;
      if (row.status === 'signed') {
        try {
          await clients.publicClient.sendRawTransaction({
            serializedTransaction: row.rawTx as Hex,
          });
        } catch (error) {
          if (isTransportError(error)) return;
          // The node may already know it (a retry after a crash): then it was broadcast.
          const known = await clients.publicClient
            .getTransaction({ hash: row.txHash as Hex })
            .catch(() => undefined);
          if (!known) {
            await wallet.failWithdrawal(tx, row, `broadcast refused: ${errorText(error)}`, now());
            report.failed += 1;
            return;
          }
        }
        await wallet.markWithdrawalBroadcast(tx, row, now());
        report.broadcast += 1;
        return;
      }
      if (row.status !== 'broadcast') return;
      const receipt = await clients.publicClient
        .getTransactionReceipt({ hash: row.txHash as Hex })
        .catch(() => undefined);
      if (!receipt) return; // not mined yet
      if (receipt.status === 'reverted') {
        await wallet.failWithdrawal(tx, row, 'payout transaction reverted', now());
        report.failed += 1;
        return;
      }
      if (head - receipt.blockNumber + 1n >= BigInt(network.confirmations)) {
        await wallet.completeWithdrawal(tx, row, receipt.blockNumber, now());
        report.succeeded += 1;
      }
    });

  // Leftovers of an earlier sweep first (signed but not yet broadcast, broadcast awaiting depth).
  let head = await clients.publicClient.getBlockNumber();
  for (const id of await wallet.inFlightWithdrawalIds(db, network.code, BATCH))
    await advance(id, head);
  for (let i = 0; i < BATCH; i++) {
    const id = await signNext();
    if (!id) break;
    head = await clients.publicClient.getBlockNumber();
    await advance(id, head);
  }
  return report;
}
