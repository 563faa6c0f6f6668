// Proof of reserves (CONTRACT.md "Proof of reserves"): snapshots of what the platform owes as a
// Merkle sum tree, with the chain balances read beside them, and the watch-only addresses an admin
// registers (cold storage). A snapshot is written once and never changed (a trigger refuses it).
import { sql } from 'drizzle-orm';
import {
  bigserial,
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

/** Micro-USDT, whole numbers (the tree's sums). */
const micro = () => numeric({ precision: 38, scale: 0 });

export interface ReserveReading {
  network: string;
  address: string;
  /** hot (pays withdrawals), deposit (a user's address, not yet swept), watch (registered by an admin). */
  kind: 'hot' | 'deposit' | 'watch';
  label: string;
  /** USDT, decimal text. */
  balance: string;
  block: string;
}

export const reserveSnapshots = pgTable('reserve_snapshots', {
  id: text().primaryKey(),
  /** Order of writing: the latest snapshot is the last one written, whatever its clock said. */
  seq: bigserial({ mode: 'number' }).notNull().unique(),
  takenAt: timestamp({ withTimezone: true }).notNull(),
  /** The operator who asked for it; null for the daily schedule. */
  takenBy: text(),
  /** The platform day of a scheduled snapshot: one per day, however many servers run the schedule. */
  scheduledDay: text().unique(),
  rootHash: text().notNull(),
  totalMicro: micro().notNull(),
  leafCount: integer().notNull(),
  /** One reading per address, each at its network's one block. */
  reserves: jsonb().$type<ReserveReading[]>().notNull(),
  /** Networks whose balances could not be read (their node down): shown, never guessed. */
  unreadNetworks: jsonb().$type<{ network: string; reason: string }[]>().notNull(),
  verifiedReserves: numeric({ precision: 38, scale: 10 }).notNull(),
  /** Bank holdings as the operator declares them: shown apart, never counted as verified. */
  declaredReserves: numeric({ precision: 38, scale: 10 }).notNull(),
});

/** The accounts behind the leaves: whose leaf it is and its nonce (never shown to anyone else). */
export const reserveLeaves = pgTable(
  'reserve_leaves',
  {
    snapshotId: text()
      .notNull()
      .references(() => reserveSnapshots.id),
    position: integer().notNull(),
    /** wallet (a user's available + held), store (a store's balance), escrow (labelled total). */
    kind: text().notNull(),
    /** The user of a wallet leaf, the store of a store leaf; null for labelled totals. */
    ownerId: text(),
    label: text().notNull(),
    nonce: text().notNull(),
    sumMicro: micro().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.snapshotId, t.position] }),
    index('reserve_leaves_owner_idx').on(t.ownerId, t.snapshotId),
  ],
);

/** Every node of every level (level 0: the leaves and the pad), so a proof is one indexed read. */
export const reserveNodes = pgTable(
  'reserve_nodes',
  {
    snapshotId: text()
      .notNull()
      .references(() => reserveSnapshots.id),
    level: integer().notNull(),
    position: integer().notNull(),
    hash: text().notNull(),
    sumMicro: micro().notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.position] })],
);

/** Addresses an admin registers as the platform's own (cold storage), read with every snapshot. */
export const reserveAddresses = pgTable(
  'reserve_addresses',
  {
    id: text().primaryKey(),
    network: text().notNull(),
    /** Lower-case hex. */
    address: text().notNull(),
    label: text().notNull(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: text(),
  },
  (t) => [
    uniqueIndex('reserve_addresses_live_uq')
      .on(t.network, t.address)
      .where(sql`${t.removedAt} is null`),
  ],
);
