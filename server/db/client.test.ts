// The pool survives the database ending a connection under a transaction: no crash of the process
// (an unhandled 'error' event), the error reported, the transaction failed, the next call served.
// A transaction whose first reads travel with its BEGIN (transactionFrom) is one transaction:
// committed whole, rolled back whole, its connection clean afterwards.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { allAnswered, connect, transactionFrom } from './client.ts';

it('reports a connection ended inside a transaction instead of crashing, and serves the next call', async () => {
  const scratch = await createTestDatabase({ max: 2 });
  const errors: Error[] = [];
  const database = connect(scratch.url, { max: 2, onError: (error) => errors.push(error) });
  try {
    const transaction = database.db.transaction(async (tx) => {
      const pid = await tx.execute<{ pid: number }>('select pg_backend_pid() as pid');
      // Another session ends this one while the transaction waits between two statements.
      const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid.rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute('select 1');
    });
    await expect(transaction).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    const next = await database.pool.query<{ one: number }>('select 1 as one');
    expect(next.rows[0]!.one).toBe(1);
  } finally {
    await database.close();
    await scratch.close();
  }
});

it('runs the first step and the rest in one transaction, committed or rolled back whole', async () => {
  const database = await createTestDatabase({ max: 1 });
  try {
    await database.pool.query('create table pipelined_probe (id int primary key)');
    const xid = (rows: { rows: Array<Record<string, unknown>> }) => String(rows.rows[0]!.xid);
    // The same transaction id in both steps: the first step did not run on its own.
    const ids = await transactionFrom(
      database.db,
      (tx) => tx.execute(sql`select txid_current() as xid`),
      async (tx, first) => {
        await tx.execute(sql`insert into pipelined_probe values (1)`);
        return [xid(first), xid(await tx.execute(sql`select txid_current() as xid`))];
      },
    );
    expect(ids[0]).toBe(ids[1]);
    await expect(
      transactionFrom(
        database.db,
        (tx) => tx.execute(sql`select count(*) from pipelined_probe`),
        async (tx) => {
          await tx.execute(sql`insert into pipelined_probe values (2)`);
          throw new Error('refused');
        },
      ),
    ).rejects.toThrow('refused');
    // A failing first step: the rest never runs, nothing stays open on the one connection.
    let restRan = false;
    await expect(
      transactionFrom(
        database.db,
        (tx) =>
          allAnswered([
            tx.execute(sql`select 1`),
            tx.execute(sql`select * from no_such_table`),
            tx.execute(sql`select 2`),
          ]),
        async () => {
          restRan = true;
        },
      ),
    ).rejects.toThrow(/no_such_table/);
    expect(restRan).toBe(false);
    const state = await database.pool.query<{ ids: number[]; open: boolean }>(
      `select array_agg(id order by id) as ids, now() <> statement_timestamp() as open
       from pipelined_probe`,
    );
    expect(state.rows[0]).toEqual({ ids: [1], open: false });
  } finally {
    await database.close();
  }
});

it('answers every statement before it throws the first failure', async () => {
  let slowAnswered = false;
  const slow = new Promise((resolve) =>
    setTimeout(() => {
      slowAnswered = true;
      resolve('slow');
    }, 20),
  );
  await expect(allAnswered([Promise.reject(new Error('first')), slow])).rejects.toThrow('first');
  expect(slowAnswered).toBe(true);
  expect(await allAnswered([Promise.resolve(1), slow] as const)).toEqual([1, 'slow']);
});
