// The e2e web server: builds the PWA into a temporary folder, then runs the real production server
// on its own port with a fresh temporary DATA_DIR (new embedded PostgreSQL + demo data), and
// removes both when Playwright stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.E2E_PORT ?? '4173';

// Build into a folder of this run, so other builds of the shared tree cannot swap files under it.
// Named after the run id playwright.config.ts sets (workers inherit it), so the tests can read
// DATA_DIR/demo-accounts.json (see helpers.ts demoAccounts()).
const run = process.env.CARAVAN_E2E_RUN;
const runDir = run
  ? path.join(os.tmpdir(), `caravan-e2e-${run}`)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-e2e-'));
fs.rmSync(runDir, { recursive: true, force: true });
fs.mkdirSync(runDir, { recursive: true });
// Embedded PostgreSQL runs as an unprivileged user when started by root: it must reach DATA_DIR.
fs.chmodSync(runDir, 0o755);
const webDist = path.join(runDir, 'dist');
const dataDir = path.join(runDir, 'data');
// `npm test` has just built the PWA for the bundle budget: it names that build in E2E_WEB_DIST
// and the run takes a copy of it (and of its renderer beside it, `<dist>-ssr`, see vite.config.ts)
// instead of building the same sources a second time.
const prebuilt = process.env.E2E_WEB_DIST;
if (prebuilt) {
  fs.cpSync(prebuilt, webDist, { recursive: true });
  fs.cpSync(`${prebuilt}-ssr`, `${webDist}-ssr`, { recursive: true });
} else {
  const build = spawnSync('npm', ['run', 'build:web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: webDist },
  });
  if (build.status !== 0) {
    fs.rmSync(runDir, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
}
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    SKIP_BUILD: '1',
    SLIDER_CHECK: 'off',
    // Manual deposits are open only where the platform said where buyers pay.
    WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    WALLET_MANUAL_BANK_ACCOUNT:
      'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
    // Transfers stated in USDT (the tests' funding path) and in two fiat currencies, each of those
    // offered once an operator sets its rate.
    WALLET_BANK_CURRENCIES: 'USDT,EUR,USD',
    RATE_LIMIT_PER_MINUTE: '0',
    // The money path withdraws right after binding; the binding hold is proven by the API tests.
    WALLET_ADDRESS_HOLD_HOURS: '0',
    LOG_LEVEL: 'warn',
  },
});

const cleanup = () => fs.rmSync(runDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
