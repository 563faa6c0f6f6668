// Opening the database for the server and the scripts: DATABASE_URL when given, else the embedded
// PostgreSQL under DATA_DIR (one process owns that folder, see instance-lock.ts), then migrations.
import fs from 'node:fs';
import path from 'node:path';
import { connect, runMigrations, type Database } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { acquireInstanceLock, AlreadyRunningError } from './instance-lock.ts';

/** The running server's database, from the URL its embedded cluster wrote (DATA_DIR/database-url). */
function runningServerUrl(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'database-url');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || undefined : undefined;
}

export interface OpenedDatabase {
  database: Database;
  /** Forces a new embedded cluster's files to disk (server/db/embedded.ts); for after the start. */
  settle(): Promise<void>;
  /** Closes the pool, stops the embedded cluster and releases the folder's lock. */
  close(): Promise<void>;
}

export async function openDatabase(options: {
  dataDir: string;
  /** An external PostgreSQL; absent: the embedded one under `dataDir`. */
  databaseUrl: string | undefined;
  log: (message: string) => void;
  /** Pool size. */
  max?: number;
  onError?: (error: Error) => void;
  /**
   * Called once the embedded PostgreSQL process (initdb on a first start) is running, or at once
   * with DATABASE_URL: the server does its own CPU work meanwhile.
   */
  onLaunched?: () => void;
  /**
   * Take the data folder's instance lock before starting the embedded cluster (scripts). The
   * server takes the lock itself, whatever the database, before it calls this.
   */
  lockDataDir: boolean;
}): Promise<OpenedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let release = () => undefined as void;
  let url = options.databaseUrl;
  if (!url && options.lockDataDir) {
    try {
      release = acquireInstanceLock(options.dataDir);
    } catch (error) {
      // A server owns the folder: a script works on that server's running cluster.
      url = error instanceof AlreadyRunningError ? runningServerUrl(options.dataDir) : undefined;
      if (!url) throw error;
      options.log(`using the database of the server running on ${options.dataDir}`);
    }
  }
  if (!url) {
    try {
      options.log(`starting embedded PostgreSQL under ${options.dataDir}`);
      embedded = await startEmbeddedPostgres({
        dataDir: options.dataDir,
        log: options.log,
        onLaunched: options.onLaunched,
      });
    } catch (error) {
      release();
      throw error;
    }
    url = embedded.url;
  } else {
    options.onLaunched?.();
  }
  const database = connect(url, { max: options.max, onError: options.onError });
  const close = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    release();
  };
  try {
    await runMigrations(database);
    await embedded?.sealAuditLog();
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close, settle: () => embedded?.settle() ?? Promise.resolve() };
}
