// Starts Caravan: PostgreSQL (embedded unless DATABASE_URL), migrations, demo data on an empty
// database (not in production), then the HTTP server. Ctrl-C / SIGTERM stop everything cleanly.
import { buildApp } from './app.ts';
import { loadConfig, productionProblems } from './config.ts';
import { startLocalChain, type LocalChain } from './modules/chain/local-chain.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { openDatabase } from './platform/database.ts';
import { AlreadyRunningError, acquireInstanceLock } from './platform/instance-lock.ts';

/**
 * A fresh install tries the money path on a local test network unless told otherwise: not in
 * production, not when a real network is configured, not with CHAIN=off.
 */
function wantsLocalChain(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== 'production' && !env.CHAIN_RPC_URL && env.CHAIN !== 'off';
}

async function main(): Promise<void> {
  const say = (message: string) => console.log(`[caravan] ${message}`);
  let localChain: LocalChain | undefined;
  if (wantsLocalChain(process.env)) {
    localChain = await startLocalChain({ dataDir: loadConfig().dataDir });
    say(
      `test network (local) at ${localChain.rpcUrl}: test USDT only, no real value (CHAIN=off turns it off)`,
    );
  }
  const config = loadConfig({ ...process.env, ...localChain?.env });
  const problems = productionProblems(config);
  if (problems.length > 0) {
    for (const problem of problems)
      console.error(`[caravan] refusing to start in production: ${problem}`);
    process.exit(1);
  }

  let releaseLock: () => void;
  try {
    releaseLock = acquireInstanceLock(config.dataDir);
  } catch (error) {
    if (error instanceof AlreadyRunningError) {
      console.error(`[caravan] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Set once shutdown starts: PostgreSQL then ends idle connections, which is expected, not an error.
  let stopping = false;
  const opened = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    log: say,
    lockDataDir: false,
    onError: (error) => {
      if (!stopping) console.error('[caravan] database:', error.message);
    },
  });
  const { database } = opened;
  // Demo catalogue and demo accounts (one printed password) are for local installs only; a
  // production database starts empty and gets its first operator from `npm run operator:create`.
  if (!config.production) await seedDemoIfEmpty(database, { log: say, dataDir: config.dataDir });

  const app = await buildApp({ config, database });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping`);
    await app.close().catch(() => undefined);
    await opened.close();
    await localChain?.stop();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  say(`Caravan is running at http://${shownHost}:${config.port}`);
  if (localChain)
    say('send test USDT to a deposit address with: npm run chain:dev -- send <address> <amount>');
}

main().catch((error: unknown) => {
  console.error('[caravan] failed to start:', error);
  process.exit(1);
});
