// Liveness, readiness, the jobs' leader, request ids and the graceful stop, as a load balancer and
// a process manager see them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, createTestDatabase } from '../testing/test-app.ts';
import { createParty } from '../testing/parties.ts';
import { JobLeader, leaderKnown } from './leader.ts';
import { gracefulStop, Lifecycle } from './lifecycle.ts';

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as never;

describe('health and readiness', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => t.close());

  it('/healthz says the process answers; /readyz that the instance may take traffic', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'ok',
      leader: 'known',
      stopping: false,
    });
    expect(ready.statusCode).toBe(200);
  });

  it('/readyz answers 503 while the database is behind this release', async () => {
    const newest = await t.database.pool.query<{ id: number }>(
      'select id from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const saved = await t.database.pool.query(
      'delete from drizzle.__drizzle_migrations where id = $1 returning *',
      [newest.rows[0]!.id],
    );
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', migrations: 'behind' });
    } finally {
      const row = saved.rows[0] as { id: number; hash: string; created_at: string };
      await t.database.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 from the first moment of a stop', async () => {
    const lifecycle = new Lifecycle();
    const app = await buildApp({
      config: { ...loadConfig({}), rateLimitPerMinute: 0 },
      database: t.database,
      logger: false,
      lifecycle,
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    lifecycle.draining = true;
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', stopping: true });
    // Liveness is not readiness: the process still answers.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('returns a request id on every answer and logs it; a proxy-given id is kept if well formed', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/nosuch.action' });
    const id = own.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((line) => (JSON.parse(line) as { reqId?: string }).reqId === id)).toBe(
      true,
    );
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'haproxy-7f3a2c91:1234' },
    });
    expect(given.headers['x-request-id']).toBe('haproxy-7f3a2c91:1234');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the jobs leader', () => {
  it('is one instance of all on a database; another takes over when it goes', async () => {
    const database = await createTestDatabase({ max: 4 });
    const first = new JobLeader(database.pool.options, silentLog, 'first', 100);
    const second = new JobLeader(database.pool.options, silentLog, 'second', 100);
    try {
      expect(await leaderKnown(database.pool)).toBe(false);
      await first.start();
      await second.start();
      expect([first.isLeader, second.isLeader]).toEqual([true, false]);
      expect(await leaderKnown(database.pool)).toBe(true);
      // The leader's session ends without a goodbye (a crashed instance): the lock goes with it.
      await database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'caravan first'`,
      );
      await expect.poll(() => first.isLeader, { timeout: 5_000 }).toBe(false);
      await expect.poll(() => second.isLeader, { timeout: 5_000 }).toBe(true);
      expect(await leaderKnown(database.pool)).toBe(true);
    } finally {
      await first.stop();
      await second.stop();
      await database.close();
    }
  });

  it('/readyz answers 503 once no instance has led for longer than the grace', async () => {
    const t = await createTestApp({ config: { leaderGraceMs: 0 } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await t.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'caravan %'`,
      );
      await expect
        .poll(
          async () => {
            const answer = await t.app.inject({ method: 'GET', url: '/readyz' });
            return { code: answer.statusCode, leader: answer.json<{ leader: string }>().leader };
          },
          { timeout: 3_000 },
        )
        .toEqual({ code: 503, leader: 'none' });
      // It claims the lead again on its next try.
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, {
          timeout: 10_000,
        })
        .toBe(200);
    } finally {
      await t.close();
    }
  });

  it('/readyz stays ready while the lead changes hands (within the grace)', async () => {
    // Were every instance unready while no instance leads, a balancer would take them all out
    // each time the leader restarts (the cluster test saw both servers down at once).
    const t = await createTestApp({ config: { leaderGraceMs: 60_000 } });
    try {
      await t.database.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name like 'caravan %'`,
      );
      await expect
        .poll(
          async () =>
            (await t.app.inject({ method: 'GET', url: '/readyz' })).json<{ leader: string }>(),
          { timeout: 3_000 },
        )
        .toMatchObject({ leader: 'none' });
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/** GET over a new connection; resolves with the status and body, or rejects (refused). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

describe('the graceful stop', () => {
  it('drains, tells event streams to reconnect, answers what is in flight, then closes', async () => {
    const database = await createTestDatabase();
    const lifecycle = new Lifecycle();
    const app = await buildApp({
      config: { ...loadConfig({}), rateLimitPerMinute: 0 },
      database,
      logger: false,
      lifecycle,
    });
    let finish = () => {};
    const slowStarted = new Promise<void>((started) => {
      app.get('/test/slow', async () => {
        started();
        await new Promise<void>((resolve) => (finish = resolve));
        return { done: true };
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const buyer = await createParty({ app, database });

    // An open event stream, collected until the server ends it.
    const streamText = get(port, '/api/events', { authorization: `Bearer ${buyer.token}` });
    await expect
      .poll(
        async () =>
          (await database.pool.query(`select 1 from pg_stat_activity where query like 'listen%'`))
            .rowCount,
      )
      .toBeGreaterThan(0);
    const slow = get(port, '/test/slow');
    await slowStarted;

    let stopped: boolean | undefined;
    const stopping = gracefulStop(app, lifecycle, {
      drainMs: 400,
      timeoutMs: 10_000,
      after: () => database.close(),
    }).then((clean) => (stopped = clean));

    // Draining: still serving, but out of the balancer's rotation.
    const during = await get(port, '/readyz');
    expect(during.status).toBe(503);
    expect((await get(port, '/healthz')).status).toBe(200);

    // The stream is told to reconnect (elsewhere) and ended.
    const stream = await streamText;
    expect(stream.body).toContain('event: ready');
    expect(stream.body).toContain('retry: 1000\nevent: reconnect');

    // No new connections, while the call in flight is still being answered.
    await expect
      .poll(() =>
        get(port, '/healthz').then(
          () => 'open',
          () => 'refused',
        ),
      )
      .toBe('refused');
    expect(stopped).toBeUndefined();
    finish();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toEqual({ done: true });
    await stopping;
    expect(stopped).toBe(true);
  });

  it('gives up after its timeout when a call never finishes', async () => {
    const database = await createTestDatabase();
    const lifecycle = new Lifecycle();
    const app = await buildApp({
      config: { ...loadConfig({}), rateLimitPerMinute: 0 },
      database,
      logger: false,
      lifecycle,
    });
    let started = () => {};
    const begun = new Promise<void>((resolve) => (started = resolve));
    app.get('/test/stuck', () => {
      started();
      return new Promise(() => undefined);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    void get(port, '/test/stuck').catch(() => undefined);
    await begun;
    const clean = await gracefulStop(app, lifecycle, { drainMs: 0, timeoutMs: 500 });
    expect(clean).toBe(false);
    app.server.closeAllConnections();
    await database.close();
  });
});
