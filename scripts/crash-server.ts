// The server under the crash tests (scripts/crash-test.ts and its payout mode, crash-payouts.ts):
// the real server (`scripts/start.mjs`) on the embedded PostgreSQL of one data folder, started,
// stopped and killed by the test, and the API called over HTTP with "no answer" as a result of its
// own (the outcome of a call whose answer a kill swallowed is unknown).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/platform/database.ts';
import { call as apiCall } from '../server/testing/calls.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const rand = (min: number, max: number) => min + Math.random() * (max - min);
export function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

export async function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once('exit', resolve));
}

export interface CrashServer {
  readonly base: string;
  /** The running server process, if any. */
  readonly child: ChildProcess | undefined;
  start(): Promise<void>;
  /** A clean stop (SIGTERM). */
  stop(): Promise<void>;
  /** kill -9 of the app, waiting until it is gone. */
  kill(): Promise<void>;
}

/** The server of one data folder; `env` comes on top of the crash tests' common settings. */
export function crashServer(options: {
  dataDir: string;
  logFile: string;
  port: number;
  env: Record<string, string>;
}): CrashServer {
  const base = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  return {
    base,
    get child() {
      return child;
    },
    async start() {
      const log = fs.openSync(options.logFile, 'a');
      const started = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: projectRoot,
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATA_DIR: options.dataDir,
          WEB_DIST: path.join(path.dirname(options.dataDir), 'no-web'),
          SKIP_BUILD: '1',
          SLIDER_CHECK: 'off',
          RATE_LIMIT_PER_MINUTE: '0',
          WALLET_MANUAL_DEPOSIT_ADDRESS: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
      });
      fs.closeSync(log);
      child = started;
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null)
          throw new Error(`the server exited (${started.exitCode}); see ${options.logFile}`);
        try {
          const res = await fetch(`${base}/healthz`);
          if (res.ok) return;
        } catch {
          /* not up yet */
        }
        await sleep(200);
      }
      throw new Error(`the server did not start; see ${options.logFile}`);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await waitForExit(child);
      child = undefined;
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await waitForExit(child);
      child = undefined;
    },
  };
}

export interface Envelope {
  code: string;
  msg: string;
  errorKey?: string;
  data: Record<string, unknown> | null;
}

/** An answer, or undefined when none came (connection refused or reset, a 5xx: outcome unknown). */
export async function crashCall(
  base: string,
  name: string,
  params: Record<string, unknown>,
  token?: string,
  key?: string,
): Promise<Envelope | undefined> {
  try {
    const answer = await apiCall<Envelope['data']>(base, name, params, {
      token,
      idempotencyKey: key,
      timeoutMs: 20_000,
    });
    return answer.status >= 500 ? undefined : answer;
  } catch {
    return undefined;
  }
}

/** The data folder's database, opened by the test while the server is stopped. */
export function openCrashDatabase(dataDir: string) {
  return openDatabase({
    dataDir,
    databaseUrl: undefined,
    log: () => undefined,
    max: 2,
    lockDataDir: true,
  });
}
