// Named (prepared) statements for the hot queries. PostgreSQL parses a named statement once per
// connection and, after a few runs, keeps a generic plan, so a call skips parsing and planning:
// for the product page's lookup by primary keys planning cost twice the execution
// (docs/performance.md).
//
// A name stands for one SQL text. Values are bound parameters, so a query whose text does not
// depend on its input (no optional conditions, no lists of varying length) can be named; a name
// reused with another text fails loudly in node-postgres ("Prepared statements must be unique").
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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

/** A drizzle query builder's `.prepare(name)` (select, insert, update with placeholders). */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/** The fields of drizzle's prepared query this module copies to other sessions. */
interface PreparedInternals {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  isResponseInArrayMode(): boolean;
}

/**
 * A query written with drizzle's builder (values as `sql.placeholder(name)`), built once and run as
 * the named statement `name`, its rows mapped as the builder maps them. Building the checkout's
 * queries on every call was about a seventh of its bench's profile (docs/performance.md), so the
 * hot queries skip it: `build` runs once, on the first session.
 */
export function namedQuery<Result>(
  name: string,
  build: (db: DbOrTx) => Preparable<Result>,
): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Result> {
  let template: PreparedInternals | undefined;
  const bySession = new WeakMap<object, { execute(values?: Record<string, unknown>): unknown }>();
  return async (db, values = {}) => {
    const session = db._.session;
    let prepared = bySession.get(session);
    if (!prepared) {
      if (!template) {
        prepared = build(db).prepare(name);
        template = prepared as unknown as PreparedInternals;
      } else {
        const copy = session.prepareQuery(
          { sql: template.queryString, params: template.params },
          template.fields as never,
          name,
          template.isResponseInArrayMode(),
          template.customResultMapper as never,
        );
        (copy as unknown as PreparedInternals).joinsNotNullableMap = template.joinsNotNullableMap;
        prepared = copy;
      }
      bySession.set(session, prepared);
    }
    return (await prepared.execute(values)) as Result;
  };
}

/**
 * A select-list item that makes the rest of the transaction run its statements with parameters on
 * generic plans. Under `auto`, a statement with an array parameter (`= any($1)`) is estimated at
 * ten elements for the generic plan, so a custom plan keeps winning and is made anew on every
 * call; the checkout's statements take a handful of rows whatever the array holds, and their
 * planning cost more than running them.
 * Put in the transaction's first statement (no extra round trip); it ends with the transaction.
 */
export const GENERIC_PLANS = sql`set_config('plan_cache_mode', 'force_generic_plan', true)`;

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
