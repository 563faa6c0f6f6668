// Named statements answer what `db.execute` answers, on the pool and inside a transaction (seeing
// its uncommitted rows), with a list as one array parameter whatever its length; a query built once
// with drizzle's builder answers what the builder answers (mapped rows, dates as Date); and
// GENERIC_PLANS switches the rest of a transaction, only it, to generic plans.
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { GENERIC_PLANS, executePrepared, namedQuery, namedStatement } from './prepared.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase({ max: 2 });
  await database.pool.query(
    `create table prepared_probe (id text primary key, n int not null, at timestamptz not null)`,
  );
  await database.pool.query(
    `insert into prepared_probe values ('a', 1, '2026-01-02 03:04:05+00'), ('b', 2, now()), ('c', 3, now())`,
  );
});
afterAll(async () => {
  await database?.close();
});

const byIds = namedStatement<{ id: string; n: number; at: string }>(
  'prepared_probe_by_ids',
  sql`select id, n, at from prepared_probe where id = any(${sql.placeholder('ids')}::text[]) order by id`,
);

it('answers the rows db.execute answers, for lists of any length, many times over', async () => {
  const plain = await database.db.execute<{ id: string; n: number; at: string }>(
    sql`select id, n, at from prepared_probe where id in ('a', 'c') order by id`,
  );
  // More runs than PostgreSQL's five custom plans, so the generic plan answers too.
  for (let run = 0; run < 8; run++) {
    expect(await byIds(database.db, { ids: ['a', 'c'] })).toEqual(plain.rows);
    expect((await byIds(database.db, { ids: ['b'] })).map((row) => row.id)).toEqual(['b']);
    expect(await byIds(database.db, { ids: [] })).toEqual([]);
  }
});

it('runs inside the transaction it is given', async () => {
  // The transaction is rolled back by a planned error; what it saw is kept and asserted outside,
  // and the rejection must be that very error (a failed expectation inside would replace it).
  const rollBack = new Error('roll back');
  let inside: { ids: number[]; shaped: unknown[] } | undefined;
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values ('d', 4, now())`);
      const ids = (await byIds(tx, { ids: ['d'] })).map((row) => row.n);
      const shaped = await executePrepared<{ n: number }>(
        tx,
        sql`select n from prepared_probe where id = ${'d'}`,
      );
      inside = { ids, shaped: shaped.rows };
      throw rollBack;
    }),
  ).rejects.toBe(rollBack);
  expect(inside).toEqual({ ids: [4], shaped: [{ n: 4 }] });
  expect(await byIds(database.db, { ids: ['d'] })).toEqual([]);
});

const probe = pgTable('prepared_probe', {
  id: text().primaryKey(),
  n: integer().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
});

const probeById = namedQuery('prepared_probe_query', (db) =>
  db
    .select({ row: probe, twice: sql<number>`${probe.n} * 2`.mapWith(Number) })
    .from(probe)
    .where(eq(probe.id, sql.placeholder('id'))),
);

it('runs a query built once as the builder would, on the pool and in transactions', async () => {
  const built = await database.db
    .select({ row: probe, twice: sql<number>`${probe.n} * 2`.mapWith(Number) })
    .from(probe)
    .where(eq(probe.id, 'a'));
  for (let run = 0; run < 8; run++) {
    const rows = await probeById(database.db, { id: 'a' });
    expect(rows).toEqual(built);
    expect(rows[0]?.row.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  }
  const rollBack = new Error('roll back');
  let inside: unknown;
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values ('e', 5, now())`);
      // A second transaction, another session: the statement is prepared there as well.
      inside = (await probeById(tx, { id: 'e' })).map((r) => [r.row.n, r.twice]);
      throw rollBack;
    }),
  ).rejects.toBe(rollBack);
  expect(inside).toEqual([[5, 10]]);
  expect(await probeById(database.db, { id: 'e' })).toEqual([]);
});

it('GENERIC_PLANS holds until the end of the transaction', async () => {
  const mode = async (db: Parameters<typeof executePrepared>[0]) =>
    (
      await executePrepared<{ mode: string }>(
        db,
        sql`select current_setting('plan_cache_mode') as mode`,
      )
    ).rows[0]?.mode;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select ${GENERIC_PLANS}`);
    expect(await mode(tx)).toBe('force_generic_plan');
  });
  expect(await mode(database.db)).toBe('auto');
});
