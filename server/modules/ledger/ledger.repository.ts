// Ledger tables: accounts (locked FOR UPDATE while a transfer posts), transfers and entries.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountRef } from '../../../domain/ledger/accounts.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { namedStatement } from '../../db/prepared.ts';
import { ledgerAccounts } from '../../db/schema/wallet.ts';
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

export interface LockedAccount {
  id: string;
  code: string;
  balance: string;
  allow_negative: boolean;
}

// Creates the accounts that do not exist yet and locks them all, in one round trip: the existing
// rows FOR UPDATE in code order, the new ones by inserting them (uncommitted, nobody else can
// take them). Arrays travel as one parameter each, so the text is the same for any number of legs.
const lockOrCreateStatement = namedStatement<LockedAccount>(
  'ledger_lock_or_create',
  sql`
    with wanted as (
      select * from unnest(${sql.placeholder('codes')}::text[], ${sql.placeholder('ids')}::text[],
        ${sql.placeholder('kinds')}::text[], ${sql.placeholder('owners')}::text[],
        ${sql.placeholder('currencies')}::text[], ${sql.placeholder('allowNegative')}::boolean[])
        as w(code, id, kind, owner_id, currency, allow_negative)
    ),
    locked as (
      select id, code, balance, allow_negative from ledger_accounts
      where code = any(${sql.placeholder('codes')}::text[]) order by code for update
    ),
    created as (
      insert into ledger_accounts (id, code, kind, owner_id, currency, allow_negative)
      select id, code, kind, owner_id, currency, allow_negative from wanted order by code
      on conflict (code) do nothing
      returning id, code, balance, allow_negative
    )
    select * from locked union all select * from created`,
);

/**
 * The accounts of a transfer, created when missing and locked, in code order. An account another
 * transaction created after this statement's snapshot is neither seen nor created here: it is then
 * read again, locked, by a second statement.
 */
export async function lockOrCreateAccounts(
  tx: Tx,
  refs: readonly AccountRef[],
): Promise<LockedAccount[]> {
  const unique = [...new Map(refs.map((ref) => [ref.code, ref])).values()];
  const rows = await lockOrCreateStatement(tx, {
    codes: unique.map((ref) => ref.code),
    ids: unique.map(() => newId()),
    kinds: unique.map((ref) => ref.kind),
    owners: unique.map((ref) => ref.ownerId),
    currencies: unique.map((ref) => ref.currency),
    allowNegative: unique.map((ref) => ref.allowNegative),
  });
  if (rows.length === unique.length) return rows.sort((a, b) => (a.code < b.code ? -1 : 1));
  return (
    await lockAccounts(
      tx,
      unique.map((ref) => ref.code),
    )
  ).map((row) => ({
    id: row.id,
    code: row.code,
    balance: row.balance,
    allow_negative: row.allowNegative,
  }));
}

// The transfer row, the new balances and the entries in one statement. Nothing is written when the
// (kind, reference) movement already happened: the balances and entries hang on the inserted row.
const writeTransferStatement = namedStatement<{ inserted: number }>(
  'ledger_write_transfer',
  sql`
    with transfer as (
      insert into ledger_transfers (id, kind, reference, memo, created_at)
      values (${sql.placeholder('id')}, ${sql.placeholder('kind')}, ${sql.placeholder('reference')},
        ${sql.placeholder('memo')}, ${sql.placeholder('now')}::timestamptz)
      on conflict do nothing
      returning id
    ),
    balances as (
      update ledger_accounts a set balance = v.balance
      from unnest(${sql.placeholder('accountIds')}::text[], ${sql.placeholder('balances')}::numeric[])
        as v(id, balance)
      where a.id = v.id and exists (select 1 from transfer)
    ),
    entries as (
      insert into ledger_entries (id, transfer_id, account_id, amount, balance_after, created_at)
      select v.id, transfer.id, v.account_id, v.amount, v.balance_after,
        ${sql.placeholder('now')}::timestamptz
      from transfer, unnest(${sql.placeholder('entryIds')}::text[],
        ${sql.placeholder('entryAccounts')}::text[], ${sql.placeholder('amounts')}::numeric[],
        ${sql.placeholder('balancesAfter')}::numeric[]) with ordinality as v(id, account_id, amount, balance_after, n)
      order by v.n
    )
    select count(*)::int as inserted from transfer`,
);

/**
 * Writes a decided transfer: its row, each account's new balance, one entry per leg in leg order.
 * False when this (kind, reference) movement already happened (then nothing is written).
 */
export async function writeTransfer(
  tx: Tx,
  transfer: {
    id: string;
    kind: string;
    reference: string | null;
    memo: string;
    createdAt: Date;
    balances: ReadonlyArray<{ accountId: string; balance: string }>;
    entries: ReadonlyArray<{ id: string; accountId: string; amount: string; balanceAfter: string }>;
  },
): Promise<boolean> {
  const [row] = await writeTransferStatement(tx, {
    id: transfer.id,
    kind: transfer.kind,
    reference: transfer.reference,
    memo: transfer.memo,
    now: transfer.createdAt.toISOString(),
    accountIds: transfer.balances.map((b) => b.accountId),
    balances: transfer.balances.map((b) => b.balance),
    entryIds: transfer.entries.map((e) => e.id),
    entryAccounts: transfer.entries.map((e) => e.accountId),
    amounts: transfer.entries.map((e) => e.amount),
    balancesAfter: transfer.entries.map((e) => e.balanceAfter),
  });
  return row?.inserted === 1;
}

export async function findAccount(db: DbOrTx, code: string) {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return rows[0];
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

/** What the platform owes, account by account: users' available and held balances, stores' balances and escrow. */
export async function liabilityBalances(
  db: DbOrTx,
  currency: string,
): Promise<{ kind: string; ownerId: string | null; balance: string }[]> {
  const result = await db.execute<{ kind: string; owner_id: string | null; balance: string }>(sql`
    select kind, owner_id, balance::text as balance from ledger_accounts
    where currency = ${currency} and kind in ('user_available', 'user_held', 'seller', 'escrow')
    order by kind, owner_id`);
  return result.rows.map((row) => ({
    kind: row.kind,
    ownerId: row.owner_id,
    balance: row.balance,
  }));
}
