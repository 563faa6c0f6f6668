// Named statements answer what `db.execute` answers, on the pool and inside a transaction (seeing
// its uncommitted rows), with a list as one array parameter whatever its length.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { executePrepared, namedStatement } from './prepared.ts';

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
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values ('d', 4, now())`);
      expect((await byIds(tx, { ids: ['d'] })).map((row) => row.n)).toEqual([4]);
      const shaped = await executePrepared<{ n: number }>(
        tx,
        sql`select n from prepared_probe where id = ${'d'}`,
      );
      expect(shaped.rows).toEqual([{ n: 4 }]);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(await byIds(database.db, { ids: ['d'] })).toEqual([]);
});
