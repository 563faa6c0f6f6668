// A PostgreSQL 15 cluster of its own for `npm run test:production`: Debian's `postgresql` package
// (/usr/lib/postgresql/15/bin, or PG15_BIN), initdb in a temporary folder, listening on 127.0.0.1
// on a free port. As root it runs as the `postgres` user (PostgreSQL refuses to run as root).
// It plays the external database of a deployment: the app connects as `caravan`, a role without
// superuser rights that owns its database, as on a managed service.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function binDir() {
  const dir = process.env.PG15_BIN || '/usr/lib/postgresql/15/bin';
  if (!fs.existsSync(path.join(dir, 'initdb')))
    throw new Error(
      `PostgreSQL 15 not found in ${dir}: apt-get install -y postgresql (Debian 12), or set PG15_BIN`,
    );
  return dir;
}

function run(program, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', program, ...args], { encoding: 'utf8' })
    : spawnSync(program, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Starts the cluster; resolves with the admin URL (superuser, for test databases), the app's URL
 * (the `caravan` role and database) and `stop`.
 */
export async function startPostgres15({ log = () => undefined } = {}) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-pg15-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    fs.chmodSync(dir, 0o755);
    spawnSync('chown', ['postgres:postgres', dir]);
  }
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=300',
    '-c shared_buffers=128MB',
  ].join(' ');
  run(path.join(bin, 'pg_ctl'), [
    'start',
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'postgres.log'),
    '-o',
    options,
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      const version = await client.query('show server_version');
      log(`PostgreSQL ${version.rows[0].server_version} on 127.0.0.1:${port} (${data})`);
      await client.query(`create role caravan login password 'caravan-test'`);
      await client.query('create database caravan owner caravan');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 100) throw new Error(`PostgreSQL 15 did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    adminUrl,
    url: `postgres://caravan:caravan-test@127.0.0.1:${port}/caravan`,
    async stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
