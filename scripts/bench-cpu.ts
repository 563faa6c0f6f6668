// CPU seconds of this process and of the embedded PostgreSQL, for the benches' CPU per request:
// the figure that stays comparable on a shared machine, where wall-clock rates follow the load.
import fs from 'node:fs';
import path from 'node:path';

/**
 * CPU seconds used so far by this process and by the embedded PostgreSQL's processes (read from
 * /proc; 0 where that is not available): the postmaster's own and its exited children's (which it
 * has waited for: a pool closing idle connections) plus its running children's.
 */
export function cpuSeconds(postmasterPid: number | undefined): { node: number; db: number } {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1e6;
  if (postmasterPid === undefined) return { node, db: 0 };
  const ticks = 100; // USER_HZ on Linux
  let db = 0;
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      // utime, stime, cutime, cstime: fields 14 to 17 of stat, 12 to 15 after the command name.
      if (Number(entry) === postmasterPid)
        db +=
          (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) /
          ticks;
      else if (ppid === postmasterPid) db += (Number(fields[11]) + Number(fields[12])) / ticks;
    }
  } catch {
    return { node, db: 0 };
  }
  return { node, db };
}

/** The embedded cluster's postmaster, from DATA_DIR/pg/postmaster.pid. */
export function postmasterOf(dataDir: string): number | undefined {
  try {
    const pid = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
