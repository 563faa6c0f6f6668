// The daily backup (BACKUP_DIR, BACKUP_KEEP): the jobs' leader looks every
// BACKUP_CHECK_INTERVAL_MS whether one is due (backup.schedule.ts) and takes it with the same online
// backup as `npm run backup` (server/db/backup.ts), then keeps the newest BACKUP_KEEP. The result
// goes to BACKUP_DIR/last-result.json (the console's dashboard), the metrics and the log.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { backupEmbedded, BackupRefused } from '../../db/backup.ts';
import { runningClusterAdminUrl } from '../../db/embedded.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { startPeriodicJob } from '../../platform/jobs.ts';
import type { Metrics } from '../../platform/metrics.ts';
import {
  backupDue,
  folderName,
  pruneBackups,
  readResult,
  writeResult,
  type BackupResult,
} from './backup.schedule.ts';

function showResult(metrics: Metrics, result: BackupResult): void {
  metrics.backupLastRun.set(Date.parse(result.finishedAt) / 1000);
  metrics.backupOk.set(result.ok ? 1 : 0);
  metrics.backupDuration.set((Date.parse(result.finishedAt) - Date.parse(result.startedAt)) / 1000);
  if (result.lastSuccessAt) metrics.backupLastSuccess.set(Date.parse(result.lastSuccessAt) / 1000);
  if (result.ok && result.bytes !== undefined) metrics.backupBytes.set(result.bytes);
}

/** Takes one scheduled backup into BACKUP_DIR now, prunes, and records the result. */
export async function runScheduledBackup(options: {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'backup'>;
  now: () => Date;
  log: (message: string) => void;
  /** The cluster's superuser; by default the running server's (DATA_DIR files). */
  adminUrl?: string;
}): Promise<BackupResult> {
  const { config, now } = options;
  const dir = config.backup.dir!;
  const started = now();
  const previous = readResult(dir);
  const folder = folderName(started);
  let result: BackupResult;
  try {
    if (config.databaseUrl)
      throw new BackupRefused(
        'DATABASE_URL is set: back that PostgreSQL up with its own tools (docs/operations.md)',
      );
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const adminUrl = options.adminUrl ?? runningClusterAdminUrl(config.dataDir);
    if (!adminUrl) throw new BackupRefused(`no running cluster found under ${config.dataDir}`);
    const manifest = await backupEmbedded({
      dataDir: config.dataDir,
      target: path.join(dir, folder),
      adminUrl,
      say: options.log,
    });
    const finishedAt = now().toISOString();
    result = {
      ok: true,
      startedAt: started.toISOString(),
      finishedAt,
      folder,
      bytes: manifest.files.reduce((sum, file) => sum + file.size, 0),
      lastSuccessAt: finishedAt,
    };
  } catch (error) {
    result = {
      ok: false,
      startedAt: started.toISOString(),
      finishedAt: now().toISOString(),
      error: error instanceof Error ? error.message : String(error),
      ...(previous?.lastSuccessAt ? { lastSuccessAt: previous.lastSuccessAt } : {}),
    };
  }
  if (fs.existsSync(dir)) {
    // A failed run's folder is unfinished and goes; a success keeps the newest `keep`.
    const removed = pruneBackups(dir, config.backup.keep);
    if (removed.length > 0) options.log(`removed old or unfinished backups: ${removed.join(', ')}`);
    writeResult(dir, result);
  }
  return result;
}

export function backupJob({ app, config, leader, metrics, now }: ModuleDeps): void {
  const dir = config.backup.dir;
  if (!dir) return;
  const last = readResult(dir);
  if (last) showResult(metrics, last);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startPeriodicJob({
      name: 'daily backup',
      intervalMs: config.backup.checkIntervalMs,
      log: app.log,
      run: async () => {
        // One instance per deployment; the embedded database has exactly one anyway.
        if (!leader.isLeader || !backupDue(dir, now())) return;
        const result = await runScheduledBackup({
          config,
          now,
          log: (message) => app.log.info(`backup: ${message}`),
        });
        showResult(metrics, result);
        if (result.ok) app.log.info({ folder: result.folder, bytes: result.bytes }, 'backup taken');
        else app.log.error({ error: result.error }, 'scheduled backup failed');
      },
    });
  });
  app.addHook('preClose', async () => {
    await stop?.();
  });
}

/** What the console's dashboard shows of the schedule. */
export function backupStatus(config: Pick<Config, 'backup'>): {
  scheduled: boolean;
  lastRunAt: string | null;
  lastRunOk: boolean | null;
  lastSuccessAt: string | null;
} {
  const result = config.backup.dir ? readResult(config.backup.dir) : undefined;
  return {
    scheduled: config.backup.dir !== undefined,
    lastRunAt: result?.finishedAt ?? null,
    lastRunOk: result ? result.ok : null,
    lastSuccessAt: result?.lastSuccessAt ?? null,
  };
}
