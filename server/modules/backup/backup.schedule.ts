// The daily backup's schedule, kept in BACKUP_DIR itself: one folder per backup
// (`caravan-<UTC time>`, complete once its manifest.json is there) and `last-result.json`, what
// the last scheduled run did. Reading the folder, not the process's memory, keeps the schedule and
// the dashboard right across restarts.
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST } from '../../db/backup.ts';

export const RESULT_FILE = 'last-result.json';
const FOLDER = /^caravan-\d{8}T\d{6}Z$/;
/** A backup is due a day after the last successful one started. */
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;
/** After a failure the next try waits this long (not every check: a full disk stays full). */
export const RETRY_AFTER_MS = 60 * 60 * 1000;

export interface BackupResult {
  ok: boolean;
  /** When the run started and finished (ISO). */
  startedAt: string;
  finishedAt: string;
  /** The backup's folder (success), or why it failed. */
  folder?: string;
  bytes?: number;
  error?: string;
  /** When the newest successful backup finished, whatever this run did. */
  lastSuccessAt?: string;
}

export function folderName(at: Date): string {
  return `caravan-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

export function readResult(dir: string): BackupResult | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, RESULT_FILE), 'utf8')) as BackupResult;
  } catch {
    return undefined;
  }
}

export function writeResult(dir: string, result: BackupResult): void {
  const temporary = path.join(dir, `${RESULT_FILE}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(result, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, path.join(dir, RESULT_FILE));
}

/** The schedule's backup folders, oldest first, and whether each is complete. */
export function backupFolders(dir: string): Array<{ name: string; complete: boolean }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, complete: fs.existsSync(path.join(dir, name, MANIFEST)) }));
}

/** Whether a backup is due at `now`: none yet, the last success a day old, a failure an hour old. */
export function backupDue(dir: string, now: Date): boolean {
  const last = readResult(dir);
  const lastSuccess = last?.lastSuccessAt ?? (last?.ok ? last.finishedAt : undefined);
  if (last && !last.ok && now.getTime() - Date.parse(last.finishedAt) < RETRY_AFTER_MS)
    return false;
  const newest = backupFolders(dir)
    .filter((folder) => folder.complete)
    .map((folder) => folder.name)
    .pop();
  const newestAt = newest ? folderTime(newest) : undefined;
  const since = Math.max(newestAt ?? 0, lastSuccess ? Date.parse(lastSuccess) : 0);
  return now.getTime() - since >= BACKUP_EVERY_MS;
}

function folderTime(name: string): number {
  const m = /^caravan-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(name);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : 0;
}

/**
 * Removes complete backups beyond the newest `keep`, and unfinished ones (a run that failed or
 * was cut short) other than `current`. Only folders of the schedule's own naming are touched.
 */
export function pruneBackups(dir: string, keep: number, current?: string): string[] {
  const folders = backupFolders(dir);
  const complete = folders.filter((folder) => folder.complete);
  const removed = [
    ...complete.slice(0, Math.max(0, complete.length - keep)).map((folder) => folder.name),
    ...folders.filter((f) => !f.complete && f.name !== current).map((folder) => folder.name),
  ];
  for (const name of removed) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return removed;
}
