// The database connection: a node-postgres pool wrapped by Drizzle, and migrations at start.
import path from 'node:path';
import { projectRoot } from '../platform/paths.ts';
import {
  drizzle,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
} from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { SIMILARITY_THRESHOLD } from '../../domain/catalog/search.ts';

export type Db = NodePgDatabase;
/** A Drizzle transaction handle; services accept either this or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * Connections of their own for catalogue searches, opened with the settings searches run with
   * (`SEARCH_SETTINGS`), so a search needs no transaction to set them: two statements instead of
   * five (begin, settings, ..., commit). Used by nothing else.
   */
  search: Db;
  close(): Promise<void>;
}

/**
 * What a search connection is opened with. Sequential scans off: with a LIMIT the planner prefers
 * reading listings in table order until enough pass the text tests (it takes matches for evenly
 * spread), which grows with the table; candidates come from an index instead
 * (search-planner.ts `candidateRows`). Generic plans: a search's statements are prepared per
 * shape and planned once per connection, not per keyword. The typo pass's trigram similarity
 * threshold (domain/catalog/search.ts SIMILARITY_THRESHOLD).
 */
export const SEARCH_SETTINGS = {
  enable_seqscan: 'off',
  plan_cache_mode: 'force_generic_plan',
  'pg_trgm.similarity_threshold': String(SIMILARITY_THRESHOLD),
};

// NUMERIC and BIGINT come back as strings: money never passes through a JS float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/**
 * A pool whose connection errors go to `onError` instead of crashing the process: an idle client
 * losing its connection, and one checked out between two statements of a transaction when the
 * database goes away (kill -9 of the postmaster, a failover): node-postgres emits 'error' on it,
 * which with no listener ended the process (found by scripts/crash-test.ts). Its next query fails
 * instead, the call answers 500, and the pool drops the broken client on release.
 */
function reporting(pool: pg.Pool, onError?: (e: Error) => void): pg.Pool {
  pool.on('error', (error) => onError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError?.(error));
  });
  return pool;
}

export function connect(
  url: string,
  options: { max?: number; onError?: (e: Error) => void } = {},
): Database {
  // Pipeline mode: statements sent without waiting for the ones before them go out at once and are
  // answered in order (transactionFrom sends a transaction's BEGIN with its first reads). Code that
  // awaits each statement behaves as without it.
  const pool = reporting(
    new pg.Pool({ connectionString: url, max: options.max ?? 20, pipeline: true }),
    options.onError,
  );
  const db = drizzle(pool, { casing: 'snake_case' });
  // Opened on the first search (a pool connects lazily): a process that never searches has none.
  const searchPool = reporting(
    new pg.Pool({
      connectionString: url,
      max: Math.max(2, Math.ceil((options.max ?? 20) / 2)),
      options: Object.entries(SEARCH_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    }),
    options.onError,
  );
  const search = drizzle(searchPool, { casing: 'snake_case' });
  return {
    db,
    pool,
    search,
    close: async () => {
      await Promise.all([pool.end(), searchPool.end()]);
    },
  };
}

/**
 * One transaction whose first step travels with its `BEGIN`: `first`'s statements are sent behind
 * it without waiting for its answer (pipeline mode), so BEGIN and the first reads cost one round
 * trip instead of two or more; `rest` runs once both answered, then COMMIT (ROLLBACK when either
 * throws). `first` must send all its statements at once (no statement after an await) and only
 * read or lock: were BEGIN refused, they would have run on their own, and nothing after them runs.
 */
export async function transactionFrom<First, T>(
  db: Db,
  first: (tx: Tx) => Promise<First>,
  rest: (tx: Tx, first: First) => Promise<T>,
): Promise<T> {
  // drizzle's own `transaction` awaits its BEGIN; this builds the same transaction handle over a
  // client of the pool (db.transaction's NodePgSession + NodePgTransaction, no schema in use).
  const { dialect, $client: pool } = db as unknown as { dialect: PgDialect; $client: pg.Pool };
  const client = await pool.connect();
  const session = new NodePgSession(client, dialect, undefined);
  const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
  let releaseError: Error | undefined;
  try {
    const [, read] = await allAnswered([client.query('begin'), first(tx)] as const);
    const result = await rest(tx, read);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      releaseError = rollbackError;
    });
    throw error;
  } finally {
    // A client whose ROLLBACK failed is not given to anyone else.
    client.release(releaseError);
  }
}

/**
 * `Promise.all` for statements sent together on one transaction: it waits for every one to answer
 * before it throws the first failure, so none is still on the connection when the caller rolls
 * back (and none sends a follow-up after the ROLLBACK).
 */
export async function allAnswered<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

/** Applies pending migrations; an advisory lock keeps several starting processes in line. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await client.query('create extension if not exists pg_trgm');
    await migrate(database.db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    client.release();
  }
}
