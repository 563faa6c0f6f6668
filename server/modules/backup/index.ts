// The daily backup of the embedded database (BACKUP_DIR): its job and what the dashboard shows.
export { backupJob, backupStatus, runScheduledBackup } from './backup.jobs.ts';
