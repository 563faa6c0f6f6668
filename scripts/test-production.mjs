// `npm run test:production`: Caravan in its production shape on this machine, with the parts a
// deployment uses (docs/deploy.md). Phases, in order (`-- <phase> ...` runs only those):
//   pg15     the API tests that cover the database's features (search, money, orders, jobs,
//            health, metrics) against an external PostgreSQL 15 (Debian's; `--all-api`: every
//            API test file)
//   release  `npm run release` (skipped with --skip-release when release/ exists)
//   cluster  the release twice on PostgreSQL 15 behind HAProxy: a buyer across both instances,
//            throughput of one and of two instances, rolling SIGTERM restarts under load
//            (scripts/production/cluster.ts; CLUSTER_LOAD_SECONDS, default 20)
// Longer than `npm test` allows; run on demand and before a release.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres15 } from './production/postgres15.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = process.argv.slice(2);
const phases = args.filter((arg) => !arg.startsWith('--'));
const wanted = (phase) => phases.length === 0 || phases.includes(phase);
const say = (message) => console.log(`[test:production] ${message}`);

/** The API test files that exercise what differs between PostgreSQL versions. */
const PG15_FILES = [
  'server/db/client.test.ts',
  'server/db/prepared.test.ts',
  'server/platform/lifecycle.test.ts',
  'server/platform/metrics.test.ts',
  'server/modules/catalog/catalog.test.ts',
  'server/modules/catalog/search-words.test.ts',
  'server/modules/ledger/ledger.test.ts',
  'server/modules/order/order-money.test.ts',
  'server/modules/order/order.jobs.test.ts',
  'server/modules/wallet/wallet.test.ts',
  'server/modules/chat/chat.push.test.ts',
  'server/modules/upload/upload.test.ts',
];

function runCommand(command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${commandArgs.join(' ')}: exit ${code}`)),
    );
  });
}

async function pg15Phase() {
  const database = await startPostgres15({ log: say });
  try {
    const files = args.includes('--all-api') ? [] : PG15_FILES;
    say(
      `API tests on PostgreSQL 15 (${files.length === 0 ? 'all files' : `${files.length} files`})`,
    );
    await runCommand('npx', ['vitest', 'run', '--project', 'api', ...files], {
      DATABASE_URL: database.adminUrl,
    });
  } finally {
    await database.stop();
  }
}

const started = Date.now();
try {
  if (wanted('pg15')) await pg15Phase();
  if (
    wanted('release') &&
    !(args.includes('--skip-release') && fs.existsSync('release/server.mjs'))
  )
    await runCommand('npm', ['run', 'release']);
  if (wanted('cluster')) await runCommand('npx', ['tsx', 'scripts/production/cluster.ts']);
  say(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`[test:production] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
