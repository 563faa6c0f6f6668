// Prometheus metrics of one instance (`/metrics`, text format, prom-client): calls per operation
// and status, their durations, the database pool, the event loop (prom-client's default process
// metrics), open event streams, and the business signals an operator pages on, read from the
// database at each scrape so every instance tells the same truth. Never on the public listener
// without a key: METRICS_TOKEN (a bearer token) or a listener of its own (METRICS_PORT, main.ts).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics in Prometheus text format (for a listener of their own). */
    metricsText: () => Promise<string>;
  }
}

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'caravan_http_requests_total',
    help: 'Answered requests by operation (API call name, or route), HTTP status and envelope code',
    labelNames: ['operation', 'status', 'code'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'caravan_http_request_duration_seconds',
    help: 'Time to answer a request, by operation and HTTP status',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly openStreams = new Gauge({
    name: 'caravan_event_streams_open',
    help: 'Event streams (/api/events) open on this instance',
    registers: [this.registry],
  });
  readonly ordersSubmitted = new Counter({
    name: 'caravan_orders_submitted_total',
    help: 'Orders submitted (order!submit answered "0"; a replay of the same idempotency key counts again)',
    registers: [this.registry],
  });
  readonly ordersPaid = new Counter({
    name: 'caravan_order_payments_total',
    help: 'Order payments (order!pay answered "0"; a replay of the same idempotency key counts again)',
    registers: [this.registry],
  });
  readonly ledgerProblems = new Gauge({
    name: 'caravan_ledger_check_problems',
    help: 'Problems the last scheduled ledger check found (0: balanced); only on the jobs leader that ran it',
    registers: [this.registry],
  });
  readonly ledgerLastRun = new Gauge({
    name: 'caravan_ledger_check_last_run_timestamp_seconds',
    help: 'When the last scheduled ledger check finished (Unix seconds)',
    registers: [this.registry],
  });
  readonly ledgerDuration = new Gauge({
    name: 'caravan_ledger_check_duration_seconds',
    help: 'How long the last scheduled ledger check took',
    registers: [this.registry],
  });
  readonly backupLastRun = new Gauge({
    name: 'caravan_backup_last_run_timestamp_seconds',
    help: 'When the last scheduled backup (BACKUP_DIR) finished, successful or not (Unix seconds)',
    registers: [this.registry],
  });
  readonly backupLastSuccess = new Gauge({
    name: 'caravan_backup_last_success_timestamp_seconds',
    help: 'When the last successful scheduled backup finished (Unix seconds); alert when older than a day and a bit',
    registers: [this.registry],
  });
  readonly backupOk = new Gauge({
    name: 'caravan_backup_last_ok',
    help: 'Whether the last scheduled backup succeeded (1) or failed (0)',
    registers: [this.registry],
  });
  readonly backupBytes = new Gauge({
    name: 'caravan_backup_last_size_bytes',
    help: 'Size of the last successful scheduled backup',
    registers: [this.registry],
  });
  readonly backupDuration = new Gauge({
    name: 'caravan_backup_last_duration_seconds',
    help: 'How long the last scheduled backup took',
    registers: [this.registry],
  });
  /** Is this instance the jobs' leader (1) or not (0). */
  readonly leader = new Gauge({
    name: 'caravan_jobs_leader',
    help: 'Whether this instance leads the once-per-deployment jobs',
    registers: [this.registry],
  });

  // Filled at each scrape (`refresh` below).
  readonly pool = new Gauge({
    name: 'caravan_db_pool_connections',
    help: 'Database pool connections by state (total, idle, max)',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly poolWaiting = new Gauge({
    name: 'caravan_db_pool_waiting',
    help: 'Queries waiting for a free pool connection',
    registers: [this.registry],
  });
  readonly poolWaits = new Counter({
    name: 'caravan_db_pool_waits_total',
    help: 'Connection requests that had to wait for a free pool connection',
    registers: [this.registry],
  });
  readonly watcherBehind = new Gauge({
    name: 'caravan_chain_watcher_blocks_behind',
    help: 'Blocks the deposit watcher is behind the chain head',
    labelNames: ['network'] as const,
    registers: [this.registry],
  });
  readonly watcherIdle = new Gauge({
    name: 'caravan_chain_watcher_last_advance_age_seconds',
    help: 'Seconds since the deposit watcher last moved its cursor',
    labelNames: ['network'] as const,
    registers: [this.registry],
  });
  readonly chainUp = new Gauge({
    name: 'caravan_chain_rpc_up',
    help: 'Whether the chain node answered this scrape (1) or not (0)',
    labelNames: ['network'] as const,
    registers: [this.registry],
  });
  readonly payouts = new Gauge({
    name: 'caravan_payouts_unsettled',
    help: 'Approved withdrawals not yet settled on chain, by state (approved: unsent; signed, broadcast: unconfirmed)',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly payoutAge = new Gauge({
    name: 'caravan_payout_oldest_age_seconds',
    help: 'Age of the oldest unsettled payout, by state, since it entered that state (0: none)',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly pendingReviews = new Gauge({
    name: 'caravan_pending_reviews',
    help: 'Manual deposits and withdrawals waiting for an operator',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly pendingReviewAge = new Gauge({
    name: 'caravan_pending_review_oldest_age_seconds',
    help: 'Age of the oldest deposit or withdrawal waiting for an operator (0: none)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly mailUndelivered = new Gauge({
    name: 'caravan_mail_undelivered',
    help: 'Mails of the last 24 hours kept in the outbox and not delivered (failed: SMTP refused; logged: no SMTP configured)',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Event-loop lag and delay percentiles, heap, CPU, handles (nodejs_*, process_*).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
  }
}

/**
 * The chain heads of the configured networks, for the watchers' lag; a network's `head` is
 * undefined when its node does not answer (that network alone shows as down).
 */
export type ChainHead = () => Promise<{ network: string; head: bigint | undefined }[]>;

const UNSETTLED = ['approved', 'signed', 'broadcast'] as const;

/** Reads the business signals and the pool's state into the gauges (one scrape). */
async function refresh(
  metrics: Metrics,
  database: Database,
  now: Date,
  chainHead: ChainHead | undefined,
): Promise<void> {
  const pool = database.pool;
  metrics.pool.set({ state: 'total' }, pool.totalCount);
  metrics.pool.set({ state: 'idle' }, pool.idleCount);
  metrics.pool.set({ state: 'max' }, pool.options.max ?? 10);
  metrics.poolWaiting.set(pool.waitingCount);

  const at = now.toISOString();
  const [row] = (
    await database.db.execute<{
      deposits: string;
      deposit_age: number | null;
      withdrawals: string;
      withdrawal_age: number | null;
      payouts: Array<{ status: string; count: number; age: number }> | null;
      mail: Array<{ status: string; count: number }> | null;
    }>(sql`
      select
        (select count(*) from deposits where status = 'pending_review') as deposits,
        (select extract(epoch from ${at}::timestamptz - min(created_at))::float8
           from deposits where status = 'pending_review') as deposit_age,
        (select count(*) from withdrawals where status = 'pending_review') as withdrawals,
        (select extract(epoch from ${at}::timestamptz - min(created_at))::float8
           from withdrawals where status = 'pending_review') as withdrawal_age,
        (select json_agg(p) from (
           select status, count(*)::int as count,
                  extract(epoch from ${at}::timestamptz - min(updated_at))::float8 as age
             from withdrawals where status in ('approved', 'signed', 'broadcast')
            group by status) p) as payouts,
        (select json_agg(m) from (
           select status, count(*)::int as count from mail_outbox
            where status in ('failed', 'logged') and created_at > ${at}::timestamptz - interval '1 day'
            group by status) m) as mail
    `)
  ).rows;
  if (!row) return;
  metrics.pendingReviews.set({ kind: 'deposit' }, Number(row.deposits));
  metrics.pendingReviews.set({ kind: 'withdrawal' }, Number(row.withdrawals));
  metrics.pendingReviewAge.set({ kind: 'deposit' }, Math.max(0, row.deposit_age ?? 0));
  metrics.pendingReviewAge.set({ kind: 'withdrawal' }, Math.max(0, row.withdrawal_age ?? 0));
  for (const state of UNSETTLED) {
    const found = row.payouts?.find((p) => p.status === state);
    metrics.payouts.set({ state }, found?.count ?? 0);
    metrics.payoutAge.set({ state }, Math.max(0, found?.age ?? 0));
  }
  for (const status of ['failed', 'logged']) {
    metrics.mailUndelivered.set({ status }, row.mail?.find((m) => m.status === status)?.count ?? 0);
  }

  if (chainHead) {
    const cursors = (
      await database.db.execute<{ network: string; block_number: string; idle: number }>(sql`
        select network, block_number::text,
               extract(epoch from ${at}::timestamptz - updated_at)::float8 as idle
          from chain_cursors`)
    ).rows;
    for (const cursor of cursors) metrics.watcherIdle.set({ network: cursor.network }, cursor.idle);
    for (const { network, head } of await chainHead()) {
      metrics.chainUp.set({ network }, head === undefined ? 0 : 1);
      const cursor = cursors.find((c) => c.network === network);
      if (head !== undefined && cursor)
        metrics.watcherBehind.set({ network }, Number(head - BigInt(cursor.block_number)));
    }
  }
}

/** The operation a request counts under: an API call's name, or the route's pattern. */
function operationOf(request: FastifyRequest, calls: ReadonlySet<string>): string {
  const match = /^\/(api|public)\/([^?]+)\.action(?:\?|$)/.exec(request.url);
  if (match) {
    const name = (match[1] === 'public' ? 'public/' : '') + safeDecode(match[2] ?? '');
    return calls.has(name) ? name : 'unknown call';
  }
  return request.routeOptions.url ?? 'no route';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const started = Symbol('started');
const envelopeCode = Symbol('envelopeCode');
type Timed = FastifyRequest & { [started]?: bigint; [envelopeCode]?: string };

/** Whether the request carries the metrics token (constant-time compare). */
function authorised(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function installMetrics(
  app: FastifyInstance,
  options: {
    metrics: Metrics;
    database: Database;
    now: () => Date;
    /** The API's call names, so an unknown path does not become a label of its own. */
    calls: () => Iterable<string>;
    chainHead?: ChainHead;
    /** Serve `/metrics` on this app behind this bearer token; undefined: not on this listener. */
    token: string | undefined;
    isLeader: () => boolean;
  },
): void {
  const { metrics } = options;
  let calls: ReadonlySet<string> | undefined;
  // A connection request that finds the pool busy waits: counted when it is queued.
  const pool = options.database.pool;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (
    ...args: unknown[]
  ) => {
    if (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10))
      metrics.poolWaits.inc();
    return connect(...args);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    (request as Timed)[started] = process.hrtime.bigint();
    done();
  });
  // The envelope's code without parsing the body: every envelope is written with `code` first.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload === 'string' && payload.startsWith('{"code":"')) {
      const end = payload.indexOf('"', 9);
      if (end > 9 && end < 14) (request as Timed)[envelopeCode] = payload.slice(9, end);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const timed = request as Timed;
    const start = timed[started];
    if (start !== undefined) {
      calls ??= new Set(options.calls());
      const operation = operationOf(request, calls);
      const status = String(reply.statusCode);
      const code = timed[envelopeCode] ?? '';
      metrics.requests.inc({ operation, status, code });
      metrics.duration.observe(
        { operation, status },
        Number(process.hrtime.bigint() - start) / 1e9,
      );
      if (code === '0' && operation === 'order!submit') metrics.ordersSubmitted.inc();
      if (code === '0' && operation === 'order!pay') metrics.ordersPaid.inc();
    }
    done();
  });

  const text = async () => {
    metrics.leader.set(options.isLeader() ? 1 : 0);
    await refresh(metrics, options.database, options.now(), options.chainHead);
    return metrics.registry.metrics();
  };
  app.decorate('metricsText', text);
  const token = options.token;
  if (token) {
    app.get('/metrics', async (request, reply) => {
      if (!authorised(request, token))
        return reply.status(401).header('www-authenticate', 'Bearer').send('');
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await text());
    });
  }
}
