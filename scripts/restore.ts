// `npm run restore -- <backup folder> <new DATA_DIR>`: verifies every file of a backup made by
// `npm run backup` against its manifest and lays it down in a new data folder; the first server
// start there replays the WAL and checks the ledger before it answers (server/db/restore.ts).
import { BackupRefused } from '../server/db/backup.ts';
import { restoreBackup } from '../server/db/restore.ts';

const say = (message: string) => console.log(`[restore] ${message}`);

async function main(): Promise<number> {
  const [backup, dataDir] = process.argv.slice(2);
  if (!backup || !dataDir) {
    console.error('usage: npm run restore -- <backup folder> <new DATA_DIR>');
    return 2;
  }
  await restoreBackup({ backup, dataDir, say });
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused) console.error(`[restore] refused: ${error.message}`);
    else console.error('[restore] failed:', error);
    process.exit(1);
  },
);
