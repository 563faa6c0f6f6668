// `npm run backup -- <folder>`: an online backup of the embedded PostgreSQL (while the server runs
// and takes orders, or on its own when none runs) with the uploads and the key files of DATA_DIR,
// into a new or empty folder outside DATA_DIR (server/db/backup.ts; docs/operations.md "Backup").
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { backupEmbedded, BackupRefused } from '../server/db/backup.ts';
import { runningClusterAdminUrl, startEmbeddedPostgres } from '../server/db/embedded.ts';
import { acquireInstanceLock, AlreadyRunningError } from '../server/platform/instance-lock.ts';

const say = (message: string) => console.log(`[backup] ${message}`);

async function main(): Promise<number> {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run backup -- <new or empty folder outside DATA_DIR>');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupRefused(
      'DATABASE_URL is set: that PostgreSQL is backed up with its own tools (pg_basebackup or pg_dump of its version, point-in-time recovery), together with DATA_DIR\'s keys and the uploads; see docs/operations.md "Backup and restore"',
    );
  if (!fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION')))
    throw new BackupRefused(`${config.dataDir} holds no embedded PostgreSQL cluster to back up`);
  let release: (() => void) | undefined;
  try {
    release = acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof AlreadyRunningError)) throw error;
  }
  if (!release) {
    // A server owns the folder: back up its running cluster.
    const adminUrl = runningClusterAdminUrl(config.dataDir);
    if (!adminUrl) throw new BackupRefused(`cannot find the running cluster of ${config.dataDir}`);
    say(`backing up the running server's database under ${config.dataDir}`);
    await backupEmbedded({ dataDir: config.dataDir, target, adminUrl, say });
    return 0;
  }
  try {
    say(`no server runs on ${config.dataDir}: starting its PostgreSQL for the backup`);
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: say });
    try {
      await backupEmbedded({ dataDir: config.dataDir, target, adminUrl: embedded.adminUrl, say });
    } finally {
      await embedded.stop();
    }
    return 0;
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused) console.error(`[backup] refused: ${error.message}`);
    else console.error('[backup] failed:', error);
    process.exit(1);
  },
);
