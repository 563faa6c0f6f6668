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

/** PostgreSQL's processes that no query waits for: their CPU is maintenance, not a request's. */
const BACKGROUND =
  /^postgres: (checkpointer|background writer|walwriter|autovacuum|logical replication|logger|archiver|walsummarizer)/;

/** CPU seconds of node and of each embedded PostgreSQL process at one moment (`cpuSplit`). */
export interface CpuSnapshot {
  node: number;
  /** Running children of the postmaster: CPU seconds and whether it is background work. */
  children: Map<number, { seconds: number; background: boolean }>;
  /** The postmaster's own CPU and that of its children that exited (autovacuum workers...). */
  rest: number;
}

export function cpuSnapshot(postmasterPid: number | undefined): CpuSnapshot {
  const usage = process.cpuUsage();
  const snapshot: CpuSnapshot = {
    node: (usage.user + usage.system) / 1e6,
    children: new Map(),
    rest: 0,
  };
  if (postmasterPid === undefined) return snapshot;
  const ticks = 100; // USER_HZ on Linux
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      let title: string;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      if (pid === postmasterPid)
        snapshot.rest =
          (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) /
          ticks;
      else if (Number(fields[1]) === postmasterPid)
        snapshot.children.set(pid, {
          seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
          background: BACKGROUND.test(title),
        });
    }
  } catch {
    return snapshot;
  }
  return snapshot;
}

/**
 * CPU seconds between two snapshots: node; PostgreSQL's backends serving queries (with the I/O
 * workers reading for them); and its background work (checkpoints, autovacuum, WAL writer...),
 * which after a bulk load (a fresh seed's checkpoint and vacuums) says nothing about a request's
 * cost. A backend that exits in between (the pool closes idle connections) was idle: its earlier
 * CPU, which moves into the postmaster's count of exited children, is taken out again.
 */
export function cpuSplit(
  before: CpuSnapshot,
  after: CpuSnapshot,
): { node: number; backends: number; background: number } {
  let backends = 0;
  let background = after.rest - before.rest;
  for (const [pid, now] of after.children) {
    const earlier = before.children.get(pid)?.seconds ?? 0;
    if (now.background) background += now.seconds - earlier;
    else backends += now.seconds - earlier;
  }
  for (const [pid, earlier] of before.children)
    if (!after.children.has(pid)) background -= earlier.seconds;
  return { node: after.node - before.node, backends, background: Math.max(0, background) };
}
