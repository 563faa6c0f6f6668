// The database connection: a node-postgres pool wrapped by Drizzle, and migrations at start.
import path from 'node:path';
import { projectRoot } from '../platform/paths.ts';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = NodePgDatabase;
/** A Drizzle transaction handle; services accept either this or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// NUMERIC and BIGINT come back as strings: money never passes through a JS float.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function connect(
  url: string,
  options: { max?: number; onError?: (e: Error) => void } = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  // Nor one that is checked out between two statements of a transaction when the database goes
  // away (kill -9 of the postmaster, a failover): node-postgres emits 'error' on it, which with no
  // listener ended the process (found by scripts/crash-test.ts). Its next query fails instead, the
  // call answers 500, and the pool drops the broken client on release.
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onError?.(error));
  });
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
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
