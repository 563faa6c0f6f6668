// The embedded cluster's credentials: a random password per data folder kept private, the app on
// a role without superuser rights that owns only its database's schema, and clusters from before
// (fixed password, tables owned by the superuser) brought to the same state on their next start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-embedded-'));
let running: EmbeddedDatabase | undefined;

afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const unsyncedMarker = path.join(dataDir, 'pg-unsynced');
const legacyUrl = (url: string) =>
  `postgres://caravan:caravan-local@127.0.0.1:${new URL(url).port}/postgres`;

describe('the embedded cluster', () => {
  it('connects the app as a role of its own, with passwords kept private to the folder', async () => {
    running = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    // initdb ran without syncing: the marker says so until the files are synced.
    expect(fs.existsSync(unsyncedMarker)).toBe(true);
    await running.settle();
    expect(fs.existsSync(unsyncedMarker)).toBe(false);
    expect(modeOf(path.join(dataDir, 'pg-secrets.json'))).toBe(0o600);
    const urlFile = path.join(dataDir, 'database-url');
    expect(modeOf(urlFile)).toBe(0o600);
    expect(fs.readFileSync(urlFile, 'utf8').trim()).toBe(running.url);

    const [me] = await query<{ user: string; super: boolean; createdb: boolean }>(
      running.url,
      `select current_user as user, rolsuper as super, rolcreatedb as createdb
       from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ user: 'caravan_app', super: false, createdb: false });
    // It owns its schema (migrations create tables) but cannot make databases or read the server's files.
    await query(running.url, 'create table owned_here (id int)');
    await expect(query(running.url, 'create database elsewhere')).rejects.toThrow(/permission/);
    await expect(query(running.url, `select pg_read_file('postgresql.conf')`)).rejects.toThrow(
      /permission/,
    );
    // The old fixed password opens nothing.
    await expect(query(legacyUrl(running.url), 'select 1')).rejects.toThrow(/password/);
  });

  it('leaves nothing readable by other users: no password file in the shared temporary folder, DATA_DIR and the cluster closed', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-umask-'));
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-shared-tmp-'));
    fs.chmodSync(folder, 0o755);
    const savedTmp = process.env.TMPDIR;
    process.env.TMPDIR = shared;
    // Every file initdb is given while it runs, and its mode (and its folder's) when it appeared.
    const seen: Array<{ file: string; mode: number; folderMode: number }> = [];
    const watchers = [shared, folder].map((watched) =>
      fs.watch(watched, { recursive: true }, (_event, name) => {
        const file = path.join(watched, String(name));
        if (!/pg-password-/.test(file)) return;
        try {
          seen.push({
            file,
            mode: modeOf(file),
            folderMode: modeOf(path.dirname(file)),
          });
        } catch {
          // Already removed.
        }
      }),
    );
    let started: EmbeddedDatabase | undefined;
    try {
      started = await startEmbeddedPostgres({
        dataDir: folder,
        log: () => undefined,
        throwaway: true,
      });
    } finally {
      for (const watcher of watchers) watcher.close();
      if (savedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = savedTmp;
    }
    try {
      // The superuser's password never sat in the shared temporary folder...
      expect(fs.readdirSync(shared)).toEqual([]);
      expect(seen.filter((entry) => entry.file.startsWith(shared))).toEqual([]);
      // ...but in a private one inside DATA_DIR, gone once initdb is done.
      expect(seen.length).toBeGreaterThan(0);
      for (const entry of seen) {
        expect(entry.file.startsWith(path.join(folder, 'pg-init-'))).toBe(true);
        // Not listable by others; as root initdb (the postgres user) only traverses it.
        expect(entry.folderMode & 0o066).toBe(0);
        if (process.getuid?.() !== 0) expect(entry.mode & 0o077).toBe(0);
      }
      // The password file is gone; its folder, private, waits for the next start to be removed.
      const initFolders = fs.readdirSync(folder).filter((name) => name.startsWith('pg-init-'));
      for (const name of initFolders) {
        expect(fs.readdirSync(path.join(folder, name))).toEqual([]);
        expect(modeOf(path.join(folder, name)) & 0o066).toBe(0);
      }
      // DATA_DIR: nobody else lists or reads it (traversal only, for the postgres user as root).
      expect(modeOf(folder) & 0o066).toBe(0);
      // The cluster: no file or folder open to the group or others.
      const open: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const target = path.join(dir, entry.name);
          if (entry.isSymbolicLink()) continue;
          if (modeOf(target) & 0o077) open.push(`${target} ${modeOf(target).toString(8)}`);
          if (entry.isDirectory()) walk(target);
        }
      };
      expect(modeOf(path.join(folder, 'pg')) & 0o077).toBe(0);
      walk(path.join(folder, 'pg'));
      expect(open).toEqual([]);
      // The next start removes it.
      await started.stop();
      started = await startEmbeddedPostgres({ dataDir: folder, log: () => undefined });
      expect(fs.readdirSync(folder).filter((name) => name.startsWith('pg-init-'))).toEqual([]);
    } finally {
      await started?.stop();
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });

  it('brings a cluster from before (fixed password, superuser-owned tables) to the same state', async () => {
    // Make this cluster look like one from before: the fixed password, no secrets file, a table
    // owned by the superuser.
    const adminOnApp = running!.adminUrl.replace(/\/postgres$/, '/caravan');
    await query(adminOnApp, 'create table from_before (id int)');
    await query(running!.adminUrl, `alter role caravan password 'caravan-local'`);
    await running!.stop();
    fs.rmSync(path.join(dataDir, 'pg-secrets.json'));

    running = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    expect(modeOf(path.join(dataDir, 'pg-secrets.json'))).toBe(0o600);
    await expect(query(legacyUrl(running.url), 'select 1')).rejects.toThrow(/password/);
    const owners = await query<{ table: string; owner: string }>(
      running.url,
      `select tablename as table, tableowner as owner from pg_tables
       where schemaname = 'public' order by tablename`,
    );
    expect(owners).toEqual([
      { table: 'from_before', owner: 'caravan_app' },
      { table: 'owned_here', owner: 'caravan_app' },
    ]);
    await query(running.url, 'alter table from_before add column note text');
  });

  it('refuses a new cluster whose files a machine that went down may not have written', async () => {
    await running!.stop();
    running = undefined;
    // As a first start leaves it when the machine stops before the files are synced.
    const anotherBoot = Math.round(Date.now() / 1000 - os.uptime()) - 3600;
    fs.writeFileSync(unsyncedMarker, `${anotherBoot}\n`);
    await expect(startEmbeddedPostgres({ dataDir, log: () => undefined })).rejects.toThrow(
      /may be damaged/,
    );
    // The way out the message names: removing the marker uses the cluster as it is.
    fs.rmSync(unsyncedMarker);
    running = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    expect(await query(running.url, 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('syncs on the next start a new cluster whose first start ended before it was synced', async () => {
    await running!.stop();
    running = undefined;
    // The same boot: the files are in the kernel's cache and only need syncing.
    fs.writeFileSync(unsyncedMarker, `${Math.round(Date.now() / 1000 - os.uptime())}\n`);
    running = await startEmbeddedPostgres({ dataDir, log: () => undefined });
    await running.settle();
    expect(fs.existsSync(unsyncedMarker)).toBe(false);
  });

  it('lets a script (ledger:check) reach the cluster of the server running on the folder', async () => {
    // A node process holds the folder's lock, as a running server does.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(path.join(dataDir, 'caravan.pid'), String(server.pid));
      const opened = await openDatabase({
        dataDir,
        databaseUrl: undefined,
        log: () => undefined,
        lockDataDir: true,
      });
      try {
        const result = await opened.database.pool.query('select current_user as user');
        expect(result.rows[0]).toEqual({ user: 'caravan_app' });
      } finally {
        await opened.close();
      }
      // The server's lock is left alone.
      expect(fs.readFileSync(path.join(dataDir, 'caravan.pid'), 'utf8')).toBe(String(server.pid));
    } finally {
      server.kill();
      fs.rmSync(path.join(dataDir, 'caravan.pid'), { force: true });
    }
  });

  it('gives the app only SELECT and INSERT on the audit log, after every start', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-audit-'));
    fs.chmodSync(folder, 0o755);
    const open = () =>
      openDatabase({
        dataDir: folder,
        databaseUrl: undefined,
        log: () => undefined,
        lockDataDir: false,
      });
    try {
      for (const start of [1, 2]) {
        const opened = await open();
        try {
          const app = opened.database.pool;
          const id = `audit-${start}`;
          await app.query(
            `insert into audit_log (id, actor_id, action, target_kind, target_id)
             values ($1, 'op', 'test.seal', 'user', 'u1')`,
            [id],
          );
          expect((await app.query('select id from audit_log where id = $1', [id])).rowCount).toBe(
            1,
          );
          // Neither the rows, nor the triggers that guard them, nor the table itself.
          for (const statement of [
            `update audit_log set reason = 'rewritten' where id = '${id}'`,
            `delete from audit_log where id = '${id}'`,
            'truncate audit_log',
            'alter table audit_log disable trigger audit_log_no_rewrite',
            'drop trigger audit_log_no_truncate on audit_log',
            'drop table audit_log',
            'drop table audit_log cascade',
            'drop schema public cascade',
            'drop event trigger keep_audit_log',
            `create or replace function audit_log_append_only() returns trigger language plpgsql
               as $$ begin return old; end $$`,
          ])
            await expect(app.query(statement), statement).rejects.toThrow(
              /permission denied|must be owner|audit log is kept/,
            );
          // Anything else the app owns it still drops (migrations drop indexes and columns).
          await app.query(`create table scratch_${start} (id int); drop table scratch_${start}`);
          const [owner] = (
            await app.query<{ owner: string }>(
              "select pg_get_userbyid(relowner) as owner from pg_class where relname = 'audit_log'",
            )
          ).rows;
          expect(owner?.owner).toBe('caravan_audit');
        } finally {
          await opened.close();
        }
      }
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
