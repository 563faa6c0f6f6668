// The ledger: posts balanced transfers between accounts inside the caller's transaction. Accounts
// are locked FOR UPDATE in a fixed order, the pure rule (domain/ledger/transfer.ts) decides, and a
// CHECK constraint backs it up. Other modules (orders, credit) move money only through here.
import { D } from '../../../domain/money.ts';
import type { AccountRef } from '../../../domain/ledger/accounts.ts';
import { applyTransfer, type AccountState } from '../../../domain/ledger/transfer.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { newId } from '../../platform/ids.ts';
import {
  findAccount,
  ledgerViolations,
  lockOrCreateAccounts,
  writeTransfer,
} from './ledger.repository.ts';

export interface TransferLeg {
  account: AccountRef;
  /** Signed decimal string. */
  amount: string;
}

export interface TransferSpec {
  kind: string;
  /** The business record; (kind, reference) is posted at most once. */
  reference: string | null;
  memo?: string;
  legs: readonly TransferLeg[];
  now: Date;
}

export type PostResult =
  | {
      ok: true;
      transferId: string;
      /** Each touched account's balance after the transfer, by account code. */
      balances: Readonly<Record<string, string>>;
    }
  | { ok: false; reason: 'insufficient'; account: string }
  | { ok: false; reason: 'alreadyPosted' };

/**
 * Posts one balanced transfer. Must run inside a transaction (the caller's business write and the
 * money movement commit together). Throws on an invalid transfer: that is a bug, not a refusal.
 * Two statements: the accounts locked (created if new), then the transfer, balances and entries.
 */
export async function postTransfer(tx: Tx, spec: TransferSpec): Promise<PostResult> {
  const locked = await lockOrCreateAccounts(
    tx,
    spec.legs.map((leg) => leg.account),
  );
  const byCode = new Map(locked.map((row) => [row.code, row]));
  const states: Record<string, AccountState> = {};
  for (const row of locked)
    states[row.code] = { balance: row.balance, allowNegative: row.allow_negative };
  const decision = applyTransfer(
    states,
    spec.legs.map((leg) => ({ account: leg.account.code, amount: leg.amount })),
  );
  if (!decision.ok) {
    if (decision.reason === 'insufficient') return decision;
    throw new Error(`invalid ledger transfer ${spec.kind}: ${decision.problem}`);
  }
  const transferId = newId(spec.now);
  const entries = spec.legs.map((leg) => {
    const row = byCode.get(leg.account.code);
    if (!row) throw new Error(`ledger account ${leg.account.code} vanished`);
    return {
      id: newId(spec.now),
      accountId: row.id,
      amount: new D(leg.amount).toFixed(),
      balanceAfter: decision.balances[leg.account.code] ?? row.balance,
    };
  });
  const written = await writeTransfer(tx, {
    id: transferId,
    kind: spec.kind,
    reference: spec.reference,
    memo: spec.memo ?? '',
    createdAt: spec.now,
    balances: entries.map((entry) => ({ accountId: entry.accountId, balance: entry.balanceAfter })),
    entries,
  });
  if (!written) return { ok: false, reason: 'alreadyPosted' };
  return { ok: true, transferId, balances: decision.balances };
}

/** Balance of an account; '0' when it has never been used. */
export async function accountBalance(db: DbOrTx, ref: AccountRef): Promise<string> {
  const row = await findAccount(db, ref.code);
  return row ? new D(row.balance).toFixed() : '0';
}

/**
 * The ledger check: every transfer sums to zero, every balance equals the sum of its entries and
 * the running balances, no non-overdraft account is negative. Empty means clean.
 */
export async function checkLedger(db: DbOrTx): Promise<string[]> {
  return ledgerViolations(db);
}
