// The pool survives the database ending a connection under a transaction: no crash of the process
// (an unhandled 'error' event), the error reported, the transaction failed, the next call served.
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { connect } from './client.ts';

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
