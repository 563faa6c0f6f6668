// One running server per DATA_DIR: a second start on the same directory refuses with a clear message,
// while a lock left by a killed process (kill -9) is taken over.
import fs from 'node:fs';
import path from 'node:path';

function runningCaravan(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // A reused pid after a reboot belongs to some other program: only a node process counts.
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

export class AlreadyRunningError extends Error {}

export function acquireInstanceLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'caravan.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && runningCaravan(pid)) {
        throw new AlreadyRunningError(
          `Caravan is already running on ${dataDir} (pid ${pid}). Stop it first, or use another DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new AlreadyRunningError(`could not take the lock ${file}`);
}
