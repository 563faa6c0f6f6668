// `npm run bench:start`: how long `npm start` takes to a healthy server (`/healthz` answers 200),
// on an empty DATA_DIR and warm (the same DATA_DIR again), median of N runs each, with the
// 1-minute load average beside every run (the machine is shared) and the CPU seconds the start's
// processes used (on Linux). The builds are not timed: the web and server builds must be current
// (`npm run build`), or the runs stop with a message.
//   npm run bench:start -- [--runs 5] [--port 4700] [--root <checkout>]... [--node]
// --root times another checkout of the project (a "before" tree) with this harness; given more
// than once, the checkouts take turns run by run, so a change in the machine's load hits them
// alike. --node runs `node scripts/start.mjs` instead of `npm start` (npm's own start-up left out).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4700' },
    root: { type: 'string', multiple: true, default: [here] },
    node: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const roots = values.root.map((root) => path.resolve(root));

const load = () => os.loadavg()[0].toFixed(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

const ticksPerSecond = 100; // Linux's USER_HZ, which /proc/<pid>/stat counts in

/**
 * CPU seconds used so far by the processes of a group (Node, PostgreSQL with initdb and its
 * backends, anvil; finished children count with their parents): a figure that, unlike the time,
 * does not grow with the machine's load. Linux only; undefined elsewhere.
 */
function groupCpuSeconds(group) {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command name in parentheses: state, ppid, pgrp, ..., utime (14), stime, cutime, cstime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  }
  return ticks / ticksPerSecond;
}

/** The running start's process group, stopped with the bench if it is interrupted. */
let current;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (current) process.kill(-current, 'SIGINT');
    process.exitCode = 130;
  });

/** One start: seconds from spawning the command to the first 200 from /healthz; then stops it. */
async function once(root, dataDir) {
  if (await healthy()) throw new Error(`something already answers on port ${port}`);
  const serverBuild = path.join(root, 'build', 'server', 'main.mjs');
  const builtBefore = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
  const started = performance.now();
  const [command, args] = values.node
    ? [process.execPath, ['scripts/start.mjs']]
    : ['npm', ['start']];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, stopped as Ctrl-C in a terminal stops it: npm does not pass a signal
    // sent to it alone on to the server.
    detached: true,
  });
  current = child.pid;
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seconds;
  let cpu;
  for (;;) {
    if (child.exitCode !== null || process.exitCode === 130)
      throw new Error(`start exited early:\n${output}`);
    if (await healthy()) {
      seconds = (performance.now() - started) / 1000;
      cpu = groupCpuSeconds(child.pid);
      break;
    }
    if (performance.now() - started > 120_000) throw new Error(`not healthy in 120 s:\n${output}`);
    await sleep(10);
  }
  if (/building the PWA/.test(output)) throw new Error('the web build was stale; build it first');
  if ((fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0) !== builtBefore)
    throw new Error('the server build was stale; run npm run build:server first');
  process.kill(-child.pid, 'SIGINT');
  await exited;
  // The database and the test network are gone too before the next start.
  for (;;) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      break;
    }
    await sleep(20);
  }
  const ready = /ready .*$/m.exec(output)?.[0] ?? '';
  return { seconds, cpu, ready };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const results = new Map(
  roots.map((root) => [root, { empty: [], warm: [], emptyCpu: [], warmCpu: [], load: [] }]),
);
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-start-'));
// Embedded PostgreSQL runs as an unprivileged user when started by root: it must reach DATA_DIR.
fs.chmodSync(base, 0o755);
try {
  for (let run = 0; run < runs; run++) {
    for (const root of roots) {
      const dataDir = path.join(base, `run-${run}`);
      for (const kind of ['empty', 'warm']) {
        const loadBefore = load();
        const { seconds, cpu, ready } = await once(root, dataDir);
        results.get(root)[kind].push(seconds);
        if (cpu !== undefined) results.get(root)[`${kind}Cpu`].push(cpu);
        results.get(root).load.push(Number(loadBefore));
        console.log(
          `${path.basename(root)} ${kind.padEnd(5)} run ${run + 1}: ${seconds.toFixed(2)} s, CPU ${cpu?.toFixed(2) ?? '?'} s  (load ${loadBefore})  ${ready}`,
        );
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  fs.rmSync(base, { recursive: true, force: true });
}
console.log(
  `\n| checkout | start | median of ${runs} | runs (s) | CPU s, median | load (1 min) during the runs |`,
);
console.log('|---|---|---|---|---|---|');
for (const [root, result] of results) {
  const loads = `${Math.min(...result.load).toFixed(1)}-${Math.max(...result.load).toFixed(1)}`;
  for (const kind of ['empty', 'warm']) {
    const cpu = result[`${kind}Cpu`];
    console.log(
      `| ${path.basename(root)} | ${kind === 'empty' ? 'empty DATA_DIR' : 'warm'} | ${median(result[kind]).toFixed(2)} s | ${result[kind].map((s) => s.toFixed(2)).join(' ')} | ${cpu.length > 0 ? median(cpu).toFixed(2) : '?'} | ${loads} |`,
    );
  }
}
