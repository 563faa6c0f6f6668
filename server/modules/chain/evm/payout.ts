// The payout job: pays approved withdrawals from the hot wallet, never twice. Each payout is signed
// and stored (status `signed`: raw transaction, hash, nonce) in a committed transaction BEFORE it
// is sent, so a crash or retry re-sends the very same transaction. After that the job only acts on
// what it can prove:
// - any of the payout's transactions mined with the network's confirmations: settled (success) or,
//   when it reverted, failed and the held funds released;
// - its nonce consumed by another transaction, confirmed, while none of its own is mined: failed
//   and released (it can never be mined now);
// - anything else (a lost reply, a lookup error, a node that does not know it, a refusal) is
//   "unknown": the payout stays, keeps its nonce and is sent again. One that a node dropped is
//   re-sent; one left unmined or refused as underpriced is signed again with the same nonce and a
//   higher fee (every signing's hash is kept, since any one of them may be mined). A replacement
//   is committed before it is sent, in a later step, like the first signing: sent inside the
//   transaction that records it, a crash before the commit would leave only the old hash while
//   the new one is mined.
// - before a payout is failed because its nonce is used, the hot wallet's transaction at that
//   nonce is looked up (found by bisecting the wallet's nonce over the blocks); if it pays this
//   withdrawal (a signing the database lost), the payout is settled with it, never refunded.
// Withdrawals are signed one at a time under an advisory lock, so nonces never collide.
import { sql } from 'drizzle-orm';
import {
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  type Hex,
  type TransactionReceipt,
  type TransactionSerialized,
} from 'viem';
import { toUnits } from '../../../../domain/wallet/amounts.ts';
import type { Db, Tx } from '../../../db/client.ts';
import * as wallet from '../../wallet/index.ts';
import type { ChainClients } from './clients.ts';

/** Gas for an ERC-20 transfer, with room; fixed so a wallet without gas fails at broadcast. */
const TRANSFER_GAS = 120_000n;
const BATCH = 20;
/** A payout a node accepted but nobody mined for this long is signed again with a higher fee. */
export const STUCK_AFTER_MS = 10 * 60_000;

export interface PayoutReport {
  signed: number;
  broadcast: number;
  replaced: number;
  succeeded: number;
  failed: number;
}

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof wallet.lockWithdrawalForPayout>>>;

function errorText(error: unknown): string {
  const e = error as { shortMessage?: string; details?: string; message?: string };
  return e.details ?? e.shortMessage ?? e.message ?? String(error);
}

/** The error names of a viem error and its causes. */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  for (let e = error as { name?: string; cause?: unknown } | undefined; e;) {
    if (e.name) names.push(e.name);
    e = e.cause as typeof e;
  }
  return names;
}

/** The node refused the fee (too low for the block, or too low to replace the pending one). */
function isFeeRefusal(error: unknown): boolean {
  return /underpriced|fee too low|less than block base fee|feecap/i.test(errorText(error));
}

/** A read that may prove absence ('missing') or fail for any reason ('unknown': try again later). */
async function lookup<T>(
  read: () => Promise<T>,
  notFound: string,
): Promise<{ found: T } | 'missing' | 'unknown'> {
  try {
    return { found: await read() };
  } catch (error) {
    return errorNames(error).includes(notFound) ? 'missing' : 'unknown';
  }
}

/** Fees for a new signing: the network's current estimate, and at least +25% over `previous`. */
async function feesFor(clients: ChainClients, previous?: Hex) {
  const estimate = await clients.publicClient.estimateFeesPerGas();
  if (!previous) return estimate;
  const old = parseTransaction(previous);
  const bump = (value: bigint | undefined) => ((value ?? 0n) * 125n) / 100n + 1n;
  return {
    maxFeePerGas: [estimate.maxFeePerGas, bump(old.maxFeePerGas)].reduce((a, b) => (a > b ? a : b)),
    maxPriorityFeePerGas: [estimate.maxPriorityFeePerGas, bump(old.maxPriorityFeePerGas)].reduce(
      (a, b) => (a > b ? a : b),
    ),
  };
}

async function signPayout(
  clients: ChainClients,
  row: Pick<WithdrawalRow, 'address' | 'amount'>,
  nonce: number,
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint },
): Promise<{ rawTx: Hex; txHash: Hex }> {
  const { network, hotWallet } = clients;
  const rawTx = await hotWallet!.account.signTransaction({
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
    ...fees,
  });
  return { rawTx, txHash: keccak256(rawTx) };
}

/** Test seams of the sweep: `beforeSend` runs between committing a replacement and sending it. */
export interface PayoutHooks {
  beforeSend: (withdrawalId: string) => Promise<void>;
}

const noHooks: PayoutHooks = { beforeSend: async () => undefined };

export async function payoutSweep(
  db: Db,
  clients: ChainClients,
  now: () => Date,
  hooks: PayoutHooks = noHooks,
): Promise<PayoutReport> {
  const report: PayoutReport = { signed: 0, broadcast: 0, replaced: 0, succeeded: 0, failed: 0 };
  const hot = clients.hotWallet;
  if (!hot) return report;
  const { network, publicClient } = clients;
  const confirmations = BigInt(network.confirmations);
  const payer = hot.account.address.toLowerCase();

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
        await publicClient.getTransactionCount({
          address: hot.account.address,
          blockTag: 'pending',
        }),
        await wallet.nextStoredNonce(tx, network.code, payer),
      );
      const signed = await signPayout(clients, row, nonce, await feesFor(clients));
      await wallet.markWithdrawalSigned(tx, row, { ...signed, payer, nonce }, now());
      report.signed += 1;
      return row.id;
    });

  /** The first of the payout's transactions that is mined, 'none', or 'unknown' on any error. */
  const minedReceipt = async (row: WithdrawalRow) => {
    for (const hash of [row.txHash, ...row.replacedTxHashes]) {
      if (!hash) continue;
      const found = await lookup(
        () => publicClient.getTransactionReceipt({ hash: hash as Hex }),
        'TransactionReceiptNotFoundError',
      );
      if (found === 'unknown') return 'unknown';
      if (found !== 'missing') return found.found;
    }
    return 'none';
  };

  /** Whether a transaction transfers exactly this withdrawal: the token, its address, its amount. */
  const paysWithdrawal = (
    found: { to: Hex | null; input: Hex },
    row: Pick<WithdrawalRow, 'address' | 'amount'>,
  ) => {
    if (found.to?.toLowerCase() !== network.tokenAddress.toLowerCase()) return false;
    try {
      const call = decodeFunctionData({ abi: erc20Abi, data: found.input });
      if (call.functionName !== 'transfer') return false;
      const [to, value] = call.args;
      return (
        to.toLowerCase() === row.address.toLowerCase() &&
        value === toUnits(row.amount, network.decimals)
      );
    } catch {
      return false;
    }
  };

  /**
   * The receipt of the payer's transaction at the payout's nonce when it pays this withdrawal (a
   * signing whose hash the database lost), 'none' when that nonce paid something else, 'unknown'
   * when a read failed (a node without the old state included): nothing is decided then. The
   * block is found by bisecting the payer's nonce count up to `upTo`, where it is past the nonce.
   */
  const paidAtNonce = async (row: WithdrawalRow, upTo: bigint) => {
    const payerAddress = row.payer as Hex;
    let low = 0n;
    let high = upTo;
    while (low < high) {
      const middle = (low + high) / 2n;
      const count = await lookup(
        () => publicClient.getTransactionCount({ address: payerAddress, blockNumber: middle }),
        'never',
      );
      if (count === 'unknown' || count === 'missing') return 'unknown';
      if (count.found > row.nonce!) high = middle;
      else low = middle + 1n;
    }
    const block = await lookup(
      () => publicClient.getBlock({ blockNumber: low, includeTransactions: true }),
      'never',
    );
    if (block === 'unknown' || block === 'missing') return 'unknown';
    const mined = block.found.transactions.find(
      (candidate) => candidate.from.toLowerCase() === row.payer && candidate.nonce === row.nonce,
    );
    if (!mined || !paysWithdrawal(mined, row)) return 'none';
    const receipt = await lookup(
      () => publicClient.getTransactionReceipt({ hash: mined.hash }),
      'TransactionReceiptNotFoundError',
    );
    return receipt === 'unknown' || receipt === 'missing' ? 'unknown' : receipt.found;
  };

  const replace = async (tx: Tx, row: WithdrawalRow) => {
    const signed = await signPayout(
      clients,
      row,
      row.nonce!,
      await feesFor(clients, row.rawTx as Hex),
    );
    report.replaced += 1;
    return wallet.replaceWithdrawalPayout(tx, row, signed, now());
  };

  /** Sends the stored transaction; a fee refusal signs a replacement to send next time. */
  const send = async (tx: Tx, row: WithdrawalRow) => {
    try {
      await publicClient.sendRawTransaction({ serializedTransaction: row.rawTx as Hex });
    } catch (error) {
      if (isFeeRefusal(error) && row.payer === payer) {
        await replace(tx, row);
        return;
      }
      // Anything else (no gas money, a lost reply, a node in trouble) proves nothing: the payout
      // keeps its nonce and is tried again on the next sweep.
      return;
    }
    await wallet.markWithdrawalSent(tx, row, now());
    report.broadcast += 1;
  };

  const settle = async (tx: Tx, row: WithdrawalRow, receipt: TransactionReceipt, head: bigint) => {
    const current = row.status === 'signed' ? await wallet.markWithdrawalSent(tx, row, now()) : row;
    // Acted on only at the network's depth: a reorg may still drop or re-include it before that.
    if (head - receipt.blockNumber + 1n < confirmations) return;
    if (receipt.status === 'success') {
      await wallet.completeWithdrawal(
        tx,
        current,
        { txHash: receipt.transactionHash, blockNumber: receipt.blockNumber },
        now(),
      );
      report.succeeded += 1;
    } else {
      await wallet.failWithdrawal(tx, current, 'payout transaction reverted', now());
      report.failed += 1;
    }
  };

  /** Moves one signed or broadcast withdrawal as far as the chain proves, in its own transaction. */
  const advance = (id: string, head: bigint) =>
    db.transaction(async (tx) => {
      const row = await wallet.lockWithdrawalForPayout(tx, id);
      if (!row || !row.txHash || !row.rawTx || row.nonce === null) return;
      if (row.status !== 'signed' && row.status !== 'broadcast') return;
      // Rows signed before the payer was recorded: the signature names it.
      row.payer ??= (
        await recoverTransactionAddress({
          serializedTransaction: row.rawTx as TransactionSerialized,
        })
      ).toLowerCase();
      // Signed by an earlier hot wallet (the key was changed): only that wallet could replace it;
      // it is still settled or failed by what the chain shows.
      const ours = row.payer === payer;
      // The confirmed nonce first, then the receipts: a payout mined between the two reads is
      // still seen by the second, so "nonce used and none of ours mined" is a proof.
      const depth = head - confirmations + 1n;
      const used = await lookup(
        () =>
          publicClient.getTransactionCount({
            address: row.payer as Hex,
            blockNumber: depth > 0n ? depth : 0n,
          }),
        'never',
      );
      const receipt = await minedReceipt(row);
      if (used === 'unknown' || used === 'missing' || receipt === 'unknown') return;
      if (receipt !== 'none') return settle(tx, row, receipt, head);
      if (used.found > row.nonce) {
        // Refunded only when the transaction at that nonce is not a signing of this payout.
        const paid = await paidAtNonce(row, depth);
        if (paid === 'unknown') return;
        if (paid !== 'none') return settle(tx, row, paid, head);
        await wallet.failWithdrawal(
          tx,
          row,
          'payout nonce used by another transaction: nothing was paid',
          now(),
        );
        report.failed += 1;
        return;
      }
      const pending = await lookup(
        () => publicClient.getTransaction({ hash: row.txHash as Hex }),
        'TransactionNotFoundError',
      );
      if (pending === 'unknown') return;
      if (pending === 'missing') return send(tx, row); // never sent, or dropped by the node
      if (row.status === 'signed' || !row.sentAt) {
        await wallet.markWithdrawalSent(tx, row, now());
        report.broadcast += 1;
        return;
      }
      if (ours && now().getTime() - row.sentAt.getTime() >= STUCK_AFTER_MS) {
        // Committed here, sent by the next step (a crash in between re-sends it from the row).
        await replace(tx, row);
        return 'send' as const;
      }
      return undefined;
    });

  /** Advances a payout; a replacement it committed is sent right after, in its own step. */
  const advanceAndSend = async (id: string, head: bigint) => {
    if ((await advance(id, head)) === 'send') await sendReplacement(id, head);
  };
  // Its own binding so a test can kill the process between the two steps.
  const sendReplacement = (id: string, head: bigint) =>
    hooks.beforeSend(id).then(() => advance(id, head));

  // Leftovers of an earlier sweep first (signed but not yet sent, sent and awaiting depth).
  let head = await publicClient.getBlockNumber();
  for (const id of await wallet.inFlightWithdrawalIds(db, network.code, BATCH))
    await advanceAndSend(id, head);
  for (let i = 0; i < BATCH; i++) {
    const id = await signNext();
    if (!id) break;
    head = await publicClient.getBlockNumber();
    await advanceAndSend(id, head);
  }
  return report;
}
