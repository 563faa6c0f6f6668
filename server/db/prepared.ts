// Named (prepared) statements for the hot queries. PostgreSQL parses a named statement once per
// connection and, after a few runs, keeps a generic plan, so a call skips parsing and planning:
// for the product page's lookup by primary keys planning cost twice the execution
// (docs/performance.md).
//
// A name stands for one SQL text. Values are bound parameters, so a query whose text does not
// depend on its input (no optional conditions, no lists of varying length) can be named; a name
// reused with another text fails loudly in node-postgres ("Prepared statements must be unique").
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { DbOrTx } from './client.ts';

const dialect = new PgDialect();

/**
 * A statement built once, with `sql.placeholder(name)` where its values go, run as the named
 * statement `name` through drizzle's session (same type parsing as `db.execute`), on the pool or
 * inside the given transaction.
 */
export function namedStatement<Row extends QueryResultRow>(
  name: string,
  query: SQL,
): (db: DbOrTx, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  // The prepared query object holds the session it runs on: one per pool, one per transaction.
  const bySession = new WeakMap<object, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db, values) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      prepared = session.prepareQuery(built, undefined, name, false);
      bySession.set(session, prepared);
    }
    return ((await prepared.execute(values)) as QueryResult<Row>).rows;
  };
}

/**
 * Shapes prepared so far. Each stays prepared on every connection that ran it (PostgreSQL keeps
 * its plan per session), so past this many the rarer shapes run unnamed, as before.
 */
const MAX_SHAPES = 256;
const shapes = new Set<string>();

/**
 * `db.execute(query)` as a named statement whose name is derived from its text, for a query built
 * per call whose text takes one of a few shapes (a list's filters and sort): each shape is parsed
 * and planned once per connection.
 */
export async function executePrepared<Row extends QueryResultRow>(
  db: DbOrTx,
  query: SQL,
): Promise<QueryResult<Row>> {
  const built = dialect.sqlToQuery(query);
  let name: string | undefined = `q_${createHash('sha1').update(built.sql).digest('base64url')}`;
  if (!shapes.has(name)) {
    if (shapes.size < MAX_SHAPES) shapes.add(name);
    else name = undefined;
  }
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as QueryResult<Row>;
}
