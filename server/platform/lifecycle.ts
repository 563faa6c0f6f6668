// What a load balancer and a process manager see of one instance: `/healthz` (the process answers),
// `/readyz` (this instance should get traffic: database reachable, migrations at the release's
// head or beyond, the jobs' leader known, not stopping), and the graceful stop on SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { projectRoot } from './paths.ts';
import { leaderKnown } from './leader.ts';

/** Whether this instance is stopping; `/readyz` says 503 from the first moment of a stop. */
export class Lifecycle {
  draining = false;
}

/** How long `/readyz` waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/** The newest migration of this release (drizzle's journal: `when` is what it records). */
function releaseHead(): number {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(projectRoot, 'server', 'db', 'migrations', 'meta', '_journal.json'),
      'utf8',
    ),
  ) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

interface Readiness {
  database: 'ok' | 'unreachable';
  migrations: 'ok' | 'behind' | 'unknown';
  leader: 'known' | 'none' | 'unknown';
  stopping: boolean;
}

async function checkReadiness(pool: pg.Pool, head: number): Promise<Readiness> {
  const result: Readiness = {
    database: 'unreachable',
    migrations: 'unknown',
    leader: 'unknown',
    stopping: false,
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness timed out')), READY_TIMEOUT_MS);
  });
  try {
    const [migrated, known] = await Promise.race([
      Promise.all([
        // An older release beside a newer one during an upgrade (expand, then contract) sees the
        // database ahead of its own head: still ready.
        pool.query<{ at: string | null }>(
          'select max(created_at)::text as at from drizzle.__drizzle_migrations',
        ),
        leaderKnown(pool),
      ]),
      timeout,
    ]);
    result.database = 'ok';
    result.migrations = Number(migrated.rows[0]?.at ?? 0) >= head ? 'ok' : 'behind';
    result.leader = known ? 'known' : 'none';
  } catch {
    // Unreachable, timed out, or no migrations table yet: not ready, whichever it is.
  } finally {
    clearTimeout(timer);
  }
  return result;
}

/**
 * `leaderGraceMs`: how long no instance may lead before this one says it is not ready. When the
 * leader stops, another instance takes the lead on its next try (leader.ts); were every instance
 * unready for that moment, the balancer would take them all out at once (seen in the cluster
 * test: both servers down while one restarted).
 */
export function healthRoutes(
  app: FastifyInstance,
  pool: pg.Pool,
  lifecycle: Lifecycle,
  leaderGraceMs: number,
): void {
  const head = releaseHead();
  let leaderMissingSince: number | undefined;
  const leaderReady = (leader: Readiness['leader']): boolean => {
    if (leader === 'known') {
      leaderMissingSince = undefined;
      return true;
    }
    if (leader === 'unknown') return false;
    leaderMissingSince ??= Date.now();
    return Date.now() - leaderMissingSince < leaderGraceMs;
  };
  // Liveness: the process and its event loop answer. Nothing else, so a database outage never
  // gets healthy processes restarted by their supervisor.
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const readiness = lifecycle.draining
      ? {
          database: 'unknown',
          migrations: 'unknown',
          leader: 'unknown',
          stopping: true,
        }
      : await checkReadiness(pool, head);
    const ready =
      !readiness.stopping &&
      readiness.database === 'ok' &&
      readiness.migrations === 'ok' &&
      leaderReady(readiness.leader as Readiness['leader']);
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', ...readiness });
  });
}

/**
 * The graceful stop: `/readyz` answers 503 at once, and the instance keeps serving for `drainMs`
 * so the load balancer's health check takes it out of rotation; then the app closes (event streams
 * are told to reconnect and ended, no new connections, requests in flight answered, the periodic
 * jobs finish the step they are in), then `after` (the database). Past `timeoutMs` it gives up
 * and resolves false, for the caller to exit anyway.
 */
export async function gracefulStop(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  options: { drainMs: number; timeoutMs: number; after?: () => Promise<void> },
): Promise<boolean> {
  lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const stopping = (async () => {
    if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    await app.close();
    await options.after?.();
    return true as const;
  })();
  try {
    return await Promise.race([stopping, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
