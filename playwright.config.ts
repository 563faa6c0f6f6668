// End-to-end tests of the buyer PWA in Debian Chromium (/usr/bin/chromium) against the real
// production server: `tests/e2e/serve.mjs` builds the PWA and starts the server on its own port
// with a fresh temporary DATA_DIR (embedded PostgreSQL + demo data).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://localhost:${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// One output folder per run (workers inherit the variable), so runs in a shared tree never delete
// each other's traces.
process.env.CARAVAN_E2E_RUN ??= `${Date.now()}-${process.pid}`;

/**
 * Spec files that create their own buyers and stores, or only read what others share (the demo
 * accounts' pages, the catalogue), and assert nothing about what other files change (parameters,
 * brands, the console's queues): they run in their own lane beside the main one.
 */
const beside = [
  'a11y',
  'account',
  'chat',
  'credit',
  'favourites',
  'install',
  'orders',
  'pwa',
  'reviews',
  'search',
  'touch-targets',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: `test-results/${process.env.CARAVAN_E2E_RUN}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A committed `test.only` would silently skip every other test: it fails the run instead.
  forbidOnly: true,
  // The long layout sweeps (tagged @sweep, see tests/e2e/helpers.ts) run on their own:
  // `npm run test:e2e:sweep`; every other run leaves them out.
  ...(process.env.E2E_SWEEP ? { grep: /@sweep/ } : { grepInvert: /@sweep/ }),
  // Two lanes, each one file at a time (`projects` below): the files of the second only use their
  // own accounts and read shared pages, so they run beside the rest instead of after it. Much of a
  // browser test's time is waiting (the server, the network going idle, a timer): measured on two
  // cores, 85 tests took 1075 s in two lanes where 80 took 1160 s in one.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'main', testIgnore: beside, workers: 1 },
    { name: 'beside', testMatch: beside, workers: 1 },
  ],
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'Europe/London',
    // Recording a trace costs every action a DOM snapshot (a fifth of the suite's time on two
    // cores): off by default, E2E_TRACE=1 records and keeps it for failed tests.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
