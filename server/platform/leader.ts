// The jobs' leader: of all instances on one database, the one whose control connection holds a
// PostgreSQL session advisory lock. Sweeps do not need one (each takes its rows with SKIP LOCKED);
// work that must happen once per schedule for the whole deployment does (the scheduled ledger
// check). The lock goes with the session, so a leader that dies (even kill -9) hands over: its
// connection ends, the lock is released, and another instance takes it on its next try.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** The advisory lock's key (one bigint: classid 0, objid this, objsubid 1 in pg_locks). */
export const LEADER_LOCK_KEY = 727275;
const RETRY_MS = 5_000;

export class JobLeader {
  private client: pg.Client | undefined;
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
    /** Shown in pg_stat_activity, so an operator sees which instance leads. */
    private readonly instance: string,
    private readonly retryMs = RETRY_MS,
  ) {}

  /** Whether this instance leads now. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Tries at once, then every few seconds while another instance leads. */
  start(): Promise<void> {
    this.stopped = false;
    return this.tryToLead();
  }

  private tryToLead(): Promise<void> {
    this.attempt ??= this.claim()
      .catch((error: unknown) => {
        if (!this.stopped)
          this.log.warn({ err: error }, 'jobs leader: could not reach the database');
      })
      .finally(() => {
        this.attempt = undefined;
        if (!this.stopped && !this.leading) {
          this.timer = setTimeout(() => void this.tryToLead(), this.retryMs);
          this.timer.unref();
        }
      });
    return this.attempt;
  }

  private async claim(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({
        ...this.connection,
        application_name: `caravan ${this.instance}`.slice(0, 63),
      });
      const lost = (error?: Error) => {
        if (this.client !== client) return;
        this.client = undefined;
        if (this.leading && !this.stopped)
          this.log.warn(
            { err: error },
            'jobs leader: lost the database connection, no longer leading',
          );
        this.leading = false;
        void client.end().catch(() => undefined);
        if (!this.stopped) {
          this.timer = setTimeout(() => void this.tryToLead(), this.retryMs);
          this.timer.unref();
        }
      };
      client.on('error', lost);
      client.on('end', () => lost());
      this.client = client;
      try {
        await client.connect();
      } catch (error) {
        this.client = undefined;
        await client.end().catch(() => undefined);
        throw error;
      }
    }
    const result = await this.client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1) as ok',
      [LEADER_LOCK_KEY],
    );
    if (result.rows[0]?.ok && !this.stopped) {
      this.leading = true;
      this.log.info('jobs leader: this instance leads the scheduled jobs');
    }
  }

  /** Gives the lead up (the session ends, releasing the lock) and stops trying. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.attempt;
    const client = this.client;
    this.client = undefined;
    this.leading = false;
    if (client) await client.end().catch(() => undefined);
  }
}

/** Whether some instance holds the leader's lock on this database (any session). */
export async function leaderKnown(pool: pg.Pool): Promise<boolean> {
  const result = await pool.query<{ known: boolean }>(
    `select exists (
       select 1 from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())
          and classid = 0 and objid = $1 and objsubid = 1 and granted
     ) as known`,
    [LEADER_LOCK_KEY],
  );
  return result.rows[0]?.known ?? false;
}
