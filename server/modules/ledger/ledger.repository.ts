// Ledger tables: accounts (locked FOR UPDATE while a transfer posts), transfers and entries.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountRef } from '../../../domain/ledger/accounts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/wallet.ts';
import { newId } from '../../platform/ids.ts';

export async function ensureAccounts(db: DbOrTx, refs: readonly AccountRef[]): Promise<void> {
  if (refs.length === 0) return;
  await db
    .insert(ledgerAccounts)
    .values(
      refs.map((ref) => ({
        id: newId(),
        code: ref.code,
        kind: ref.kind,
        ownerId: ref.ownerId,
        currency: ref.currency,
        allowNegative: ref.allowNegative,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
}

/** Locks the accounts in code order (a fixed order keeps concurrent transfers from deadlocking). */
export async function lockAccounts(db: DbOrTx, codes: readonly string[]) {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, [...codes]))
    .orderBy(asc(ledgerAccounts.code))
    .for('update');
}

export async function findAccount(db: DbOrTx, code: string) {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return rows[0];
}

/** Inserts the transfer row; false when this (kind, reference) movement already happened. */
export async function insertTransfer(
  db: DbOrTx,
  transfer: { id: string; kind: string; reference: string | null; memo: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(ledgerTransfers)
    .values(transfer)
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  return rows.length === 1;
}

export async function setBalance(db: DbOrTx, accountId: string, balance: string): Promise<void> {
  await db.update(ledgerAccounts).set({ balance }).where(eq(ledgerAccounts.id, accountId));
}

export async function insertEntries(
  db: DbOrTx,
  entries: Array<{
    id: string;
    transferId: string;
    accountId: string;
    amount: string;
    balanceAfter: string;
    createdAt: Date;
  }>,
): Promise<void> {
  await db.insert(ledgerEntries).values(entries);
}

/** The ledger check (scripts/ledger-check.ts): every violation found, as readable lines. */
export async function ledgerViolations(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await db.execute<{ id: string; total: string }>(sql`
    select t.id, coalesce(sum(e.amount), 0)::text as total
    from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
    group by t.id
    having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`);
  for (const row of unbalanced.rows)
    problems.push(`transfer ${row.id} does not balance (sum ${row.total})`);
  const drift = await db.execute<{ code: string; balance: string; total: string }>(sql`
    select a.code, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id
    having a.balance <> coalesce(sum(e.amount), 0)`);
  for (const row of drift.rows)
    problems.push(`account ${row.code} balance ${row.balance} != sum of entries ${row.total}`);
  const negative = await db.execute<{ code: string; balance: string }>(sql`
    select code, balance::text as balance from ledger_accounts
    where not allow_negative and balance < 0`);
  for (const row of negative.rows)
    problems.push(`account ${row.code} is negative (${row.balance})`);
  const userNegative = await db.execute<{ code: string }>(sql`
    select code from ledger_accounts where kind like 'user_%' and allow_negative`);
  for (const row of userNegative.rows)
    problems.push(`user account ${row.code} is allowed to overdraw`);
  const chain = await db.execute<{ account_id: string }>(sql`
    select account_id from (
      select account_id, balance_after,
        sum(amount) over (partition by account_id order by seq) as running
      from ledger_entries) s
    where balance_after <> running limit 20`);
  for (const row of chain.rows)
    problems.push(
      `account ${row.account_id} has an entry whose balance_after breaks the running sum`,
    );
  return problems;
}
