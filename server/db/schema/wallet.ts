// Wallet tables: the double-entry ledger (accounts, transfers, entries), idempotency keys, wallet
// session tokens, deposit addresses and the chain cursor, deposits, withdrawals, bound withdrawal
// addresses. Amounts are NUMERIC; balances of accounts that may not
// overdraw are guarded by a CHECK so no code path can make them negative.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Ledger amounts carry up to 10 decimals (CONTRACT.md "Values"). */
const amount = () => numeric({ precision: 38, scale: 10 });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text().primaryKey(),
    /** Stable unique name, e.g. `user:<id>:available:USDT` or `platform:clearing:ERC20:USDT`. */
    code: text().notNull().unique(),
    /** user_available, user_held, clearing, fees, escrow, seller, loan, ... */
    kind: text().notNull(),
    ownerId: text(),
    currency: text().notNull(),
    balance: amount().notNull().default('0'),
    /** Only platform accounts mirroring the outside world (clearing) may go below zero. */
    allowNegative: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerId),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text().primaryKey(),
    /** deposit, withdraw_hold, withdraw_release, withdraw_payout, order_pay, ... */
    kind: text().notNull(),
    /** The business record this transfer belongs to (deposit id, withdrawal id, order id). */
    reference: text(),
    memo: text().notNull().default(''),
    createdAt: createdAt(),
  },
  // A given movement of a given record happens once: e.g. a withdrawal is released at most once.
  (t) => [
    uniqueIndex('ledger_transfers_kind_reference_uq')
      .on(t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text().primaryKey(),
    transferId: text()
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: text()
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: positive adds to the account's balance, negative takes from it. */
    amount: amount().notNull(),
    balanceAfter: amount().notNull(),
    /** Posting order; the account row lock makes it the order of each account's balance changes. */
    seq: bigserial({ mode: 'bigint' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Idempotency keys of money-moving calls: the first answer, replayed for the same key and payload. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    response: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** One-use tokens fetched before a deposit or withdrawal (`recharge_open`, `withdraw_open`). */
export const walletSessionTokens = pgTable(
  'wallet_session_tokens',
  {
    token: text().primaryKey(),
    userId: text().notNull(),
    purpose: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_session_tokens_user_idx').on(t.userId)],
);

/** Per-user deposit addresses derived from the network's extended public key. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: text().notNull(),
    network: text().notNull(),
    derivationIndex: integer().notNull(),
    /** Lower-case hex for lookups; shown checksummed. */
    address: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    uniqueIndex('deposit_addresses_network_address_uq').on(t.network, t.address),
    uniqueIndex('deposit_addresses_network_index_uq').on(t.network, t.derivationIndex),
  ],
);

/** How far the deposit watcher has read each network, and the hash of that block (reorg check). */
export const chainCursors = pgTable('chain_cursors', {
  network: text().primaryKey(),
  blockNumber: bigint({ mode: 'bigint' }).notNull(),
  blockHash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * How each network's node last answered the chain job (issue #36): one network's node being down
 * closes only its channel. Written by whichever instance ran the sweep, read by every instance.
 */
export const chainNetworkHealth = pgTable('chain_network_health', {
  network: text().primaryKey(),
  /** The last sweep that reached the node and finished. */
  okAt: timestamp({ withTimezone: true }),
  /** The last sweep that failed, and why (for operators: the node's own words). */
  failedAt: timestamp({ withTimezone: true }),
  failure: text(),
  /** The node's head block at the last good sweep. */
  head: bigint({ mode: 'bigint' }),
  /** Seconds between blocks, measured over the last blocks at the last good sweep. */
  blockSeconds: numeric({ precision: 10, scale: 3 }),
});

export const deposits = pgTable(
  'deposits',
  {
    id: text().primaryKey(),
    serialNo: text().notNull().unique(),
    userId: text().notNull(),
    /** chain (watcher), proof (payment proof image), bank (bank card). */
    method: text().notNull(),
    currency: text().notNull(),
    network: text().notNull(),
    amount: amount().notNull(),
    /** What reached the balance (on-chain amounts beyond 10 decimals are cut). */
    credited: amount(),
    /** pending_review, confirming, success, rejected, orphaned, below_minimum */
    status: text().notNull(),
    failureReason: text(),
    /** A standard reason code of an operator's rejection (the text is shown in the user's language). */
    failureReasonCode: text(),
    address: text().notNull().default(''),
    img: text(),
    bankName: text(),
    /** The last four digits of the card only (the full number is never stored). */
    cardNumber: text(),
    /**
     * A bank deposit in a fiat currency (issue 36): the currency and amount transferred, and the
     * operator's rate it was quoted at (fiat per USDT), kept so the approval credits by the rate
     * the buyer saw however the rate moves after. Null on USDT-stated deposits.
     */
    fiatCurrency: text(),
    fiatAmount: amount(),
    rate: numeric({ precision: 20, scale: 8 }),
    /** The `exchange_rates` row applied, and when the operator set it. */
    rateId: text(),
    rateSetAt: timestamp({ withTimezone: true }),
    txHash: text(),
    logIndex: integer(),
    blockNumber: bigint({ mode: 'bigint' }),
    blockHash: text(),
    fromAddress: text(),
    rawAmount: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_chain_log_uq')
      .on(t.network, t.txHash, t.logIndex)
      .where(sql`${t.txHash} is not null`),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_status_idx').on(t.status),
  ],
);

/**
 * Exchange rates of bank deposits (issue 36): fiat units per 1 USDT, per currency the bank
 * account accepts, as operators set them. Rows are only appended; a currency's rate now is its
 * newest row, the older ones its history.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: text().primaryKey(),
    /** ISO 4217 code, upper case. */
    currency: text().notNull(),
    /** Fiat per USDT (domain/wallet/exchange-rate.ts RATE_DECIMALS). */
    rate: numeric({ precision: 20, scale: 8 }).notNull(),
    /** Where the operator took it from (a bank's board, a published rate), optional. */
    note: text().notNull().default(''),
    setBy: text().notNull(),
    setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_currency_idx').on(t.currency, t.setAt)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text().primaryKey(),
    serialNo: text().notNull().unique(),
    userId: text().notNull(),
    currency: text().notNull(),
    network: text().notNull(),
    address: text().notNull(),
    amount: amount().notNull(),
    fee: amount().notNull(),
    /** pending_review, approved, signed, broadcast, success, rejected, failed */
    status: text().notNull(),
    failureReason: text(),
    /** A standard reason code of an operator's rejection (the text is shown in the user's language). */
    failureReasonCode: text(),
    /** The payout transaction now being sent (the mined one once settled). */
    txHash: text(),
    /** The hot wallet that signed the payout: its nonces are the ones that matter. */
    payer: text(),
    nonce: integer(),
    rawTx: text(),
    /**
     * Earlier signings of the same nonce, replaced with a higher fee: any of them may still be
     * mined, so settlement looks for all of them.
     */
    replacedTxHashes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When a node last accepted the payout (a replacement is signed if it stays unmined). */
    sentAt: timestamp({ withTimezone: true }),
    blockNumber: bigint({ mode: 'bigint' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
    // Belt and braces for "one unfinished withdrawal at a time".
    uniqueIndex('withdrawals_one_unfinished_uq')
      .on(t.userId)
      .where(sql`${t.status} in ('pending_review', 'approved', 'signed', 'broadcast')`),
  ],
);

export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    userId: text().notNull(),
    network: text().notNull(),
    address: text().notNull(),
    /**
     * After a change, withdrawals wait until this time, as the hold parameter was at binding. Kept
     * written for a release that reads only it; readers take `boundAt` + the current parameter.
     */
    holdUntil: timestamp({ withTimezone: true }),
    /** When this address was bound (first or changed); null on rows bound before it was kept. */
    boundAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.network] })],
);
