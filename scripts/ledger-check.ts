// Verifies the ledger: every transfer sums to zero, every balance equals the sum of its entries
// (and each entry's running balance), no user or other non-overdraft balance is negative.
// `npm run ledger:check`; exit code 1 when anything is wrong. The API tests run the same check
// (`checkLedger`) after every money test. Uses DATABASE_URL when set, else the embedded
// PostgreSQL under DATA_DIR (stop the server first: one process owns that folder).
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/platform/database.ts';
import { checkLedger } from '../server/modules/ledger/index.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: () => undefined,
    max: 2,
    lockDataDir: true,
  });
  const { database } = opened;
  try {
    const problems = await checkLedger(database.db);
    if (problems.length === 0) {
      console.log('ledger check: clean');
      return 0;
    }
    console.error(`ledger check: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ledger check failed:', error);
    process.exit(2);
  },
);
