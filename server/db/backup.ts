// Online backup of the embedded PostgreSQL and the files of DATA_DIR that matter (`npm run backup`,
// the daily backup job). The embedded package ships no pg_dump, and a client of another major
// version cannot dump PostgreSQL 18, so this uses PostgreSQL's low-level base backup API (the
// documentation's "Making a Base Backup Using the Low Level API"): `pg_backup_start`, a copy of the
// cluster's files while it keeps running, `pg_backup_stop` (which gives the backup_label), then the
// write-ahead log from the start to the stop position. The copied files may be torn by writes made
// meanwhile; replaying that WAL on the first start of a restored folder makes them consistent as
// of the stop. A temporary replication slot made before the start keeps every WAL segment from
// being recycled until it is copied, so a backup is never short of the log it needs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import pg from 'pg';

export const MANIFEST = 'manifest.json';
/** The folder of a backup that holds what goes into the new DATA_DIR. */
export const BACKUP_DATA = 'data';
export const BACKUP_FORMAT = 'caravan-backup-1';

/** The files of DATA_DIR beside the cluster that a restored server needs. */
export const DATA_FILES = ['pg-secrets.json', 'kyc-key', 'demo-accounts.json'] as const;
/** The folders of DATA_DIR copied whole: the public and the private uploads. */
export const DATA_FOLDERS = ['uploads', 'private-uploads'] as const;

/**
 * Cluster folders whose contents are not copied (PostgreSQL recreates or does not need them; the
 * documentation's list). The folders themselves are kept: PostgreSQL expects them.
 */
const EMPTY_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the cluster's top folder that describe the running server, not the data. */
const SKIPPED_TOP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'tablespace_map.old',
  'current_logfiles',
]);

export interface ManifestFile {
  /** Relative to the backup's `data` folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
  /** Permission bits of the original. */
  mode: number;
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  startedAt: string;
  finishedAt: string;
  /** pg_control_system(): the cluster this backup belongs to. */
  systemIdentifier: string;
  postgresVersion: string;
  timeline: number;
  startLsn: string;
  stopLsn: string;
  walSegments: string[];
  /** Every folder to create, relative to `data` (empty ones included: PostgreSQL needs them). */
  directories: string[];
  files: ManifestFile[];
}

/** A backup that cannot be taken or restored, with the reason for the operator. */
export class BackupRefused extends Error {}

export type Progress = (message: string) => void;

/** Whether `inner` is `outer` or lies inside it (both resolved, symlinks followed where they exist). */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(realish(outer), realish(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** The real path of the nearest existing ancestor, with the rest appended. */
function realish(target: string): string {
  const resolved = path.resolve(target);
  const rest: string[] = [];
  let dir = resolved;
  while (!fs.existsSync(dir)) {
    rest.unshift(path.basename(dir));
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.join(fs.realpathSync(dir), ...rest);
}

/** Free bytes where `target` would be written (its nearest existing ancestor). */
async function freeBytes(target: string): Promise<number> {
  let dir = path.resolve(target);
  while (!fs.existsSync(dir)) dir = path.dirname(dir);
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

/** Refuses a target that is inside DATA_DIR, holds anything, or is a file. */
export function checkTarget(target: string, dataDir: string): void {
  if (isInside(target, dataDir) || isInside(dataDir, target))
    throw new BackupRefused(
      `the backup folder ${target} is inside DATA_DIR (${dataDir}) or holds it: a lost disk would take both; choose a folder elsewhere, ideally on another disk`,
    );
  if (!fs.existsSync(target)) return;
  if (!fs.statSync(target).isDirectory())
    throw new BackupRefused(`${target} is a file, not a folder`);
  if (fs.readdirSync(target).length > 0)
    throw new BackupRefused(
      `the backup folder ${target} is not empty: give a new or empty folder for each backup`,
    );
}

/** Copies one file while hashing it; the size is what was read (a growing file is cut there). */
async function copyHashed(from: string, to: string, mode = 0o600): Promise<ManifestFile | null> {
  const hash = createHash('sha256');
  let size = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // Opened first: a table file dropped or a temporary file removed since the listing is not part
  // of the data (one removed after this point is still read whole through the open handle).
  let source: fs.promises.FileHandle;
  try {
    source = await fs.promises.open(from, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  await pipeline(
    source.createReadStream(),
    hasher,
    fs.createWriteStream(to, { mode: 0o600, flags: 'wx' }),
  );
  return { path: '', size, sha256: hash.digest('hex'), mode };
}

/** The files and folders of the cluster to copy, relative to it. */
function clusterEntries(pgDir: string): { directories: string[]; files: string[]; bytes: number } {
  const directories: string[] = [];
  const files: string[] = [];
  let bytes = 0;
  const walk = (relative: string) => {
    const absolute = path.join(pgDir, relative);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(absolute, { withFileTypes: true });
    } catch (error) {
      // A database dropped meanwhile: its folder is not part of the data any more.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      // Temporary files of running queries and relation caches PostgreSQL rebuilds.
      if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
      if (entry.isSymbolicLink()) {
        throw new BackupRefused(
          `${path.join(pgDir, child)} is a symbolic link (a tablespace?): the embedded cluster keeps everything in its folder, and a backup of this one needs PostgreSQL's own tools`,
        );
      }
      if (entry.isDirectory()) {
        directories.push(child);
        if (!(relative === '' && EMPTY_FOLDERS.has(entry.name))) walk(child);
      } else if (entry.isFile()) {
        if (relative === '' && SKIPPED_TOP_FILES.has(entry.name)) continue;
        files.push(child);
        try {
          bytes += fs.statSync(path.join(pgDir, child)).size;
        } catch {
          /* gone meanwhile */
        }
      }
    }
  };
  walk('');
  return { directories, files, bytes };
}

/** The files of DATA_DIR beside the cluster, relative to it. */
function dataEntries(dataDir: string): { directories: string[]; files: string[]; bytes: number } {
  const directories: string[] = [];
  const files: string[] = [];
  let bytes = 0;
  const add = (relative: string) => {
    files.push(relative);
    bytes += fs.statSync(path.join(dataDir, relative)).size;
  };
  for (const name of DATA_FILES) if (fs.existsSync(path.join(dataDir, name))) add(name);
  const walk = (relative: string) => {
    directories.push(relative);
    for (const entry of fs.readdirSync(path.join(dataDir, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      // An upload being written is a `.tmp` file renamed when complete: not yet part of the data.
      else if (entry.isFile() && !entry.name.endsWith('.tmp')) add(child);
    }
  };
  for (const name of DATA_FOLDERS) if (fs.existsSync(path.join(dataDir, name))) walk(name);
  return { directories, files, bytes };
}

/** LSN text (`16/B374D848`) as a number of bytes. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  if (!high || !low) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** The names of the WAL segments holding the bytes from `start` up to (not including) `stop`. */
export function walSegmentNames(
  timeline: number,
  start: bigint,
  stop: bigint,
  segmentSize: bigint,
): string[] {
  const perId = 0x100000000n / segmentSize;
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0');
  const names: string[] = [];
  const last = (stop > start ? stop - 1n : start) / segmentSize;
  for (let segment = start / segmentSize; segment <= last; segment++)
    names.push(`${hex(timeline)}${hex(segment / perId)}${hex(segment % perId)}`);
  return names;
}

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Reports copied bytes at most every few seconds. */
function progressMeter(total: number, say: Progress) {
  let done = 0;
  let last = Date.now();
  return (bytes: number) => {
    done += bytes;
    if (Date.now() - last < 3000) return;
    last = Date.now();
    say(`  ${megabytes(done)} of about ${megabytes(total)} copied`);
  };
}

/**
 * Takes an online backup of the embedded cluster under `dataDir` into `target` (new or empty),
 * through the superuser connection `adminUrl`, with the uploads and key files and a manifest.
 */
export async function backupEmbedded(options: {
  dataDir: string;
  target: string;
  adminUrl: string;
  say: Progress;
}): Promise<Manifest> {
  const { dataDir, say } = options;
  const target = path.resolve(options.target);
  const pgDir = path.join(dataDir, 'pg');
  checkTarget(target, dataDir);
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new BackupRefused(`${pgDir} holds no PostgreSQL cluster`);

  // For the space check; the copy lists the cluster again once the backup has started.
  const estimate = clusterEntries(pgDir);
  const data = dataEntries(dataDir);
  const walAllowance = 64 * 1048576;
  const needed = Math.ceil((estimate.bytes + data.bytes + walAllowance) * 1.1);
  const free = await freeBytes(target);
  if (free < needed)
    throw new BackupRefused(
      `not enough space for the backup in ${target}: about ${megabytes(needed)} needed, ${megabytes(free)} free`,
    );

  const made = !fs.existsSync(target);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chmodSync(target, 0o700); // it holds the database's passwords and the keys
  const root = path.join(target, BACKUP_DATA);
  fs.mkdirSync(root, { mode: 0o700 });
  const files: ManifestFile[] = [];
  const directories: string[] = ['pg'];
  const meter = progressMeter(estimate.bytes + data.bytes, say);
  const copyInto = async (from: string, relative: string, mode: number) => {
    const copied = await copyHashed(from, path.join(root, relative), mode);
    if (!copied) return;
    files.push({ ...copied, path: relative });
    meter(copied.size);
  };
  const writeInto = (relative: string, text: string) => {
    fs.writeFileSync(path.join(root, relative), text, { mode: 0o600, flag: 'wx' });
    files.push({
      path: relative,
      size: Buffer.byteLength(text),
      sha256: createHash('sha256').update(text).digest('hex'),
      mode: 0o600,
    });
  };

  const startedAt = new Date();
  const client = new pg.Client({ connectionString: options.adminUrl });
  try {
    await client.connect();
    const system = await client.query<{ id: string; segment: string }>(
      `select system_identifier::text as id, (select setting from pg_settings where name = 'wal_segment_size') as segment
         from pg_control_system()`,
    );
    const systemIdentifier = system.rows[0]!.id;
    const segmentSize = BigInt(system.rows[0]!.segment);
    // Keeps every WAL segment from now on until this session ends: a checkpoint during a long
    // copy would otherwise recycle segments the backup needs.
    await client.query(
      `select pg_create_physical_replication_slot($1, immediately_reserve => true, temporary => true)`,
      [`caravan_backup_${process.pid}_${Date.now()}`],
    );
    const started = await client.query<{ lsn: string; timeline: number }>(
      `select pg_backup_start($1, fast => true)::text as lsn,
              (select timeline_id from pg_control_checkpoint()) as timeline`,
      [`caravan ${startedAt.toISOString()}`],
    );
    const startLsn = started.rows[0]!.lsn;
    // Listed after the start: a file made before it is copied, one made after it is made again
    // by the WAL replay (a list taken earlier would miss files made in between).
    const cluster = clusterEntries(pgDir);
    directories.push(...cluster.directories.map((d) => `pg/${d}`));
    say(
      `backup started at WAL position ${startLsn}; copying the cluster (${megabytes(cluster.bytes)})`,
    );

    for (const directory of directories) fs.mkdirSync(path.join(root, directory), { mode: 0o700 });
    for (const file of cluster.files) await copyInto(path.join(pgDir, file), `pg/${file}`, 0o600);

    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn::text as lsn, labelfile, spcmapfile from pg_backup_stop(wait_for_archive => false)',
    );
    const { lsn: stopLsn, labelfile, spcmapfile } = stopped.rows[0]!;
    // The segment holding the stop position is then complete and on disk.
    await client.query('select pg_switch_wal()');
    writeInto('pg/backup_label', labelfile);
    if (spcmapfile) writeInto('pg/tablespace_map', spcmapfile);
    // The label names the timeline the backup started on (the same one: embedded never promotes).
    const timeline = Number(
      /START TIMELINE: (\d+)/.exec(labelfile)?.[1] ?? started.rows[0]!.timeline,
    );

    const walSegments = walSegmentNames(
      timeline,
      parseLsn(startLsn),
      parseLsn(stopLsn),
      segmentSize,
    );
    say(`backup stopped at WAL position ${stopLsn}; copying ${walSegments.length} WAL segment(s)`);
    const walDir = path.join(pgDir, 'pg_wal');
    const missing = walSegments.filter((name) => !fs.existsSync(path.join(walDir, name)));
    if (missing.length > 0)
      throw new BackupRefused(
        `the WAL segment(s) ${missing.join(', ')} the backup needs are gone from ${walDir}: this backup would not be consistent; run it again`,
      );
    directories.push('pg/pg_wal/archive_status');
    fs.mkdirSync(path.join(root, 'pg/pg_wal/archive_status'), { mode: 0o700 });
    const history = fs.readdirSync(walDir).filter((name) => name.endsWith('.history'));
    for (const name of [...history, ...walSegments])
      await copyInto(path.join(walDir, name), `pg/pg_wal/${name}`, 0o600);

    say(`copying the uploads and key files (${megabytes(data.bytes)})`);
    for (const directory of data.directories) {
      directories.push(directory);
      fs.mkdirSync(path.join(root, directory), { mode: 0o700 });
    }
    for (const file of data.files) {
      const from = path.join(dataDir, file);
      const mode = fs.statSync(from).mode & 0o777;
      await copyInto(from, file, mode);
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      systemIdentifier,
      postgresVersion: fs.readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim(),
      timeline,
      startLsn,
      stopLsn,
      walSegments,
      directories,
      files,
    };
    await syncTree(target);
    // Written last, atomically: a folder without it is an unfinished backup.
    const temporary = path.join(target, `${MANIFEST}.tmp`);
    fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await syncFile(temporary);
    fs.renameSync(temporary, path.join(target, MANIFEST));
    await syncFile(target);
    const total = files.reduce((sum, file) => sum + file.size, 0);
    say(`backup complete: ${files.length} files, ${megabytes(total)} in ${target}`);
    return manifest;
  } catch (error) {
    // No half backup is left to be mistaken for one: the folder is as it was given.
    fs.rmSync(made ? target : root, { recursive: true, force: true });
    fs.rmSync(path.join(target, `${MANIFEST}.tmp`), { force: true });
    throw error;
  } finally {
    // Ends a backup left running by a failure (the session's end would too) and the slot.
    await client.end().catch(() => undefined);
  }
}

async function syncFile(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r');
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

/** fsync of every file and folder under `dir`: a backup is only one when it is on the disk. */
export async function syncTree(dir: string): Promise<void> {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(child);
    else if (entry.isFile()) await syncFile(child);
  }
  await syncFile(dir);
}
