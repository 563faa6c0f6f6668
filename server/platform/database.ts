// Opening the database for the server and the scripts: DATABASE_URL when given, else the embedded
// PostgreSQL under DATA_DIR (one process owns that folder, see instance-lock.ts), then migrations.
import { connect, runMigrations, type Database } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { acquireInstanceLock } from './instance-lock.ts';

export interface OpenedDatabase {
  database: Database;
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
   * Take the data folder's instance lock before starting the embedded cluster (scripts). The
   * server takes the lock itself, whatever the database, before it calls this.
   */
  lockDataDir: boolean;
}): Promise<OpenedDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let release = () => undefined as void;
  let url = options.databaseUrl;
  if (!url) {
    if (options.lockDataDir) release = acquireInstanceLock(options.dataDir);
    try {
      options.log(`starting embedded PostgreSQL under ${options.dataDir}`);
      embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
    } catch (error) {
      release();
      throw error;
    }
    url = embedded.url;
  }
  const database = connect(url, { max: options.max, onError: options.onError });
  const close = async () => {
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    release();
  };
  try {
    await runMigrations(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}
