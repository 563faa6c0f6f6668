// Wallet tables other than the ledger: session tokens, deposit addresses, deposits and withdrawals
// (bound withdrawal addresses are in withdraw-address.repository.ts).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pagedRows } from '../../db/paged.ts';
import {
  depositAddresses,
  deposits,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  walletSessionTokens,
  withdrawals,
} from '../../db/schema/wallet.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

// Session tokens

export async function insertSessionToken(
  db: DbOrTx,
  row: { token: string; userId: string; purpose: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(walletSessionTokens).values(row);
}

/** Marks a token used; false when it is unknown, someone else's, expired or already used. */
export async function consumeSessionToken(
  db: DbOrTx,
  token: string,
  userId: string,
  purpose: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(walletSessionTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(walletSessionTokens.token, token),
        eq(walletSessionTokens.userId, userId),
        eq(walletSessionTokens.purpose, purpose),
        isNull(walletSessionTokens.usedAt),
        sql`${walletSessionTokens.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ token: walletSessionTokens.token });
  return rows.length === 1;
}

// Deposit addresses

export async function findDepositAddress(db: DbOrTx, userId: string, network: string) {
  const rows = await db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.userId, userId), eq(depositAddresses.network, network)));
  return rows[0];
}

/**
 * The derivation index the user's addresses use, on any network: every EVM network takes its
 * address from the same key (`CHAIN_DEPOSIT_XPUB`), so one index gives a buyer one address that
 * serves each network.
 */
export async function derivationIndexOfUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ index: depositAddresses.derivationIndex })
    .from(depositAddresses)
    .where(eq(depositAddresses.userId, userId))
    .limit(1);
  return rows[0]?.index;
}

/** The next free index over all networks: an index never serves two users on any network. */
export async function nextDerivationIndex(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({ next: sql<number>`coalesce(max(${depositAddresses.derivationIndex}) + 1, 0)::int` })
    .from(depositAddresses);
  return Number(rows[0]?.next ?? 0);
}

export async function insertDepositAddress(
  db: DbOrTx,
  row: typeof depositAddresses.$inferInsert,
): Promise<void> {
  await db.insert(depositAddresses).values(row).onConflictDoNothing();
}

/** Owners of the given (lower-case) addresses on a network. */
export async function ownersOfAddresses(db: DbOrTx, network: string, addresses: string[]) {
  if (addresses.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ address: depositAddresses.address, userId: depositAddresses.userId })
    .from(depositAddresses)
    .where(
      and(eq(depositAddresses.network, network), inArray(depositAddresses.address, addresses)),
    );
  return new Map(rows.map((row) => [row.address, row.userId]));
}

// Deposits

export async function insertDeposit(db: DbOrTx, row: typeof deposits.$inferInsert) {
  const rows = await db.insert(deposits).values(row).returning();
  return rows[0]!;
}

export async function findDeposit(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(deposits).where(eq(deposits.id, id));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateDeposit(
  db: DbOrTx,
  id: string,
  set: Partial<typeof deposits.$inferInsert>,
) {
  const rows = await db.update(deposits).set(set).where(eq(deposits.id, id)).returning();
  return rows[0]!;
}

/** Which records a list shows: one user's, and/or those in (or not in) some states. */
export interface RecordFilter {
  userId?: string | undefined;
  statuses?: readonly string[] | undefined;
  excludeStatuses?: readonly string[] | undefined;
}
type RecordPage = { pageNum: number; pageSize: number };
type RecordOrder = 'newest' | 'oldest';

/** Deposits and withdrawals are listed alike: by user and states, by time then id. */
interface RecordColumns {
  userId: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
  id: PgColumn;
}

function recordWhere(table: RecordColumns, filter: RecordFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(table.userId, filter.userId),
    filter.statuses === undefined ? undefined : inArray(table.status, [...filter.statuses]),
    filter.excludeStatuses === undefined
      ? undefined
      : notInArray(table.status, [...filter.excludeStatuses]),
  );
}

function recordOrder(table: RecordColumns, order: RecordOrder): SQL[] {
  return [order === 'newest' ? desc(table.createdAt) : asc(table.createdAt), desc(table.id)];
}

export async function listDeposits(
  db: DbOrTx,
  filter: RecordFilter,
  page: RecordPage,
  order: RecordOrder = 'newest',
) {
  const where = recordWhere(deposits, filter);
  return pagedRows(db, deposits, where, recordOrder(deposits, order), page);
}

/**
 * Inserts an observed chain transfer. Each (network, tx, log index) is one row: seen again in the
 * same block it is a no-op; seen in a new block after a reorg, a row not yet credited follows it.
 */
export async function upsertChainDeposit(db: DbOrTx, row: typeof deposits.$inferInsert) {
  const reorgable = sql`(${deposits.status} in ('confirming', 'orphaned') and ${deposits.blockHash} <> excluded.block_hash)`;
  await db
    .insert(deposits)
    .values(row)
    .onConflictDoUpdate({
      target: [deposits.network, deposits.txHash, deposits.logIndex],
      targetWhere: sql`${deposits.txHash} is not null`,
      set: {
        status: sql`case when ${reorgable} then excluded.status else ${deposits.status} end`,
        failureReason: sql`case when ${reorgable} then excluded.failure_reason else ${deposits.failureReason} end`,
        blockNumber: sql`case when ${reorgable} then excluded.block_number else ${deposits.blockNumber} end`,
        blockHash: sql`case when ${reorgable} then excluded.block_hash else ${deposits.blockHash} end`,
        updatedAt: sql`case when ${reorgable} then excluded.updated_at else ${deposits.updatedAt} end`,
      },
    });
}

/** Deposits seen on chain and not yet credited, oldest block first. */
export async function confirmingDeposits(db: DbOrTx, network: string) {
  return db
    .select()
    .from(deposits)
    .where(and(eq(deposits.network, network), eq(deposits.status, 'confirming')))
    .orderBy(deposits.blockNumber);
}

/** Marks a still-confirming deposit orphaned (its block left the chain). */
export async function orphanConfirmingDeposit(db: DbOrTx, id: string, reason: string, now: Date) {
  await db
    .update(deposits)
    .set({ status: 'orphaned', failureReason: reason, updatedAt: now })
    .where(and(eq(deposits.id, id), eq(deposits.status, 'confirming')));
}

// Withdrawals

export async function insertWithdrawal(db: DbOrTx, row: typeof withdrawals.$inferInsert) {
  const rows = await db.insert(withdrawals).values(row).returning();
  return rows[0]!;
}

export async function findWithdrawal(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(withdrawals).where(eq(withdrawals.id, id));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateWithdrawal(
  db: DbOrTx,
  id: string,
  set: Partial<typeof withdrawals.$inferInsert>,
) {
  const rows = await db.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
  return rows[0]!;
}

export async function listWithdrawals(
  db: DbOrTx,
  filter: RecordFilter,
  page: RecordPage,
  order: RecordOrder = 'newest',
) {
  const where = recordWhere(withdrawals, filter);
  return pagedRows(db, withdrawals, where, recordOrder(withdrawals, order), page);
}

/** Ids of withdrawals in the given states on a network, oldest first. */
export async function withdrawalIdsInStatus(
  db: DbOrTx,
  network: string,
  statuses: readonly string[],
  limit: number,
) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.network, network), inArray(withdrawals.status, [...statuses])))
    .orderBy(withdrawals.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function countWithdrawalsSince(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since)));
  return Number(rows[0]?.n ?? 0);
}

export async function hasUnfinishedOrder(db: DbOrTx, userId: string): Promise<boolean> {
  const d = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.status, 'pending_review')))
    .limit(1);
  if (d.length > 0) return true;
  const w = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        inArray(withdrawals.status, ['pending_review', 'approved', 'signed', 'broadcast']),
      ),
    )
    .limit(1);
  return w.length > 0;
}

/** Withdrawals in the given payout states, locked for this worker; rows others hold are skipped. */
export async function lockWithdrawalsInStatus(
  db: DbOrTx,
  network: string,
  statuses: string[],
  limit: number,
) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.network, network), inArray(withdrawals.status, statuses)))
    .orderBy(asc(withdrawals.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** One withdrawal locked for this worker; undefined when absent or another worker holds it. */
export async function lockWithdrawalSkipLocked(db: DbOrTx, id: string) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
    .for('update', { skipLocked: true });
  return rows[0];
}

/** The next nonce after the payouts already signed from this network's hot wallet. */
/**
 * The hot wallet's next nonce as far as our rows know: one above every nonce ever signed, failed
 * payouts included (a nonce is given up only once another transaction consumed it).
 */
export async function nextStoredNonce(db: DbOrTx, network: string, payer: string): Promise<number> {
  const rows = await db
    .select({ next: sql<number | null>`max(${withdrawals.nonce}) + 1` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.network, network),
        eq(withdrawals.payer, payer),
        isNotNull(withdrawals.nonce),
      ),
    );
  return Number(rows[0]?.next ?? 0);
}

// History: ledger entries of the user's own accounts

export async function listUserEntries(
  db: DbOrTx,
  userId: string,
  page: { pageNum: number; pageSize: number },
  transferKind?: string,
) {
  const where = and(
    eq(ledgerAccounts.ownerId, userId),
    inArray(ledgerAccounts.kind, ['user_available', 'user_held']),
    transferKind ? eq(ledgerTransfers.kind, transferKind) : undefined,
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      accountKind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      transferKind: ledgerTransfers.kind,
      reference: ledgerTransfers.reference,
      memo: ledgerTransfers.memo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where)
    .orderBy(desc(ledgerEntries.seq))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const total = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function findDepositsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(deposits).where(inArray(deposits.id, ids));
}

export async function findWithdrawalsByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
}

/** Deposit addresses of a network that received a chain deposit: they hold funds until swept. */
export async function fundedDepositAddresses(db: DbOrTx, network: string): Promise<string[]> {
  const result = await db.execute<{ address: string }>(sql`
    select distinct lower(address) as address from deposits
    where network = ${network} and method = 'chain' and address <> ''
    order by 1`);
  return result.rows.map((row) => row.address);
}

/** Deposits of a user that may still reach the balance: waiting for review or for confirmations. */
export async function countDepositsInProgress(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(deposits)
    .where(
      and(eq(deposits.userId, userId), inArray(deposits.status, ['pending_review', 'confirming'])),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Spends a user's unused one-use wallet tokens, so no request already holding one can go on. */
export async function spendOpenSessionTokens(db: DbOrTx, userId: string, now: Date) {
  await db
    .update(walletSessionTokens)
    .set({ usedAt: now })
    .where(and(eq(walletSessionTokens.userId, userId), isNull(walletSessionTokens.usedAt)));
}
