// Transactions whose business refusals roll back, and idempotency of money-moving calls.
//
// A service returns a refusal (`ok: false`); whatever it wrote before refusing must not commit, so
// the refusal leaves the transaction as a `BusinessRefusal` and comes back out as the answer.
//
// Idempotency (CONTRACT.md): the first successful answer for a (scope, key) is stored in the same
// transaction as its effect and replayed for the same payload; the same key with a different
// payload is refused. Concurrent calls with one key queue on the key's row: the first runs, the
// others wait for its commit and then replay. A refused call stores nothing, so the client may
// retry with the same key once the cause is fixed.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { fail, ok, type Result } from '../../domain/errors.ts';
import { transactionFrom, type Db, type Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/wallet.ts';

/** Canonical JSON (sorted keys) so the same payload hashes the same whatever the field order. */
function canonical(value: unknown): string {
  if (Buffer.isBuffer(value))
    return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(canonical(payload)).digest('hex');
}

/** A refusal thrown out of a transaction to roll it back; `inTransaction` returns it. */
export class BusinessRefusal extends Error {
  constructor(readonly failure: Result<never>) {
    super('refused');
  }
}

/** Runs `run` in one transaction; a refusal (ok: false) rolls everything back and is returned. */
export async function inTransaction<T>(
  db: Db,
  run: (tx: Tx) => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await run(tx);
      if (!result.ok) throw new BusinessRefusal(result);
      return result;
    });
  } catch (error) {
    if (error instanceof BusinessRefusal) return error.failure;
    throw error;
  }
}

export interface IdempotencyRequest {
  /** Who and what, e.g. `<userId>:withdraw!apply`: keys are private to a caller and a call. */
  scope: string;
  /** The client's key; absent: the handler simply runs once in a transaction. */
  key: string | undefined;
  payload: unknown;
}

/**
 * Runs `handler` in one transaction with the idempotency record. The handler's writes and the
 * stored answer commit together; a refusal (ok: false) rolls everything back.
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotencyRequest,
  handler: (tx: Tx) => Promise<Result<T>>,
): Promise<Result<T>> {
  return refusalsReturned(db.transaction((tx) => idempotent(tx, request, () => handler(tx))));
}

/**
 * `withIdempotency` whose transaction starts with `first`'s reads and locks, sent with its BEGIN in
 * one round trip (`transactionFrom`: all of `first`'s statements at once, reads or locks only).
 * The idempotency record is claimed after them, so a repeated call queues on `first`'s locks, then
 * on the record, as every call does: no new lock order.
 */
export async function withIdempotencyFrom<First, T>(
  db: Db,
  request: IdempotencyRequest,
  first: (tx: Tx) => Promise<First>,
  handler: (tx: Tx, first: First) => Promise<Result<T>>,
): Promise<Result<T>> {
  return refusalsReturned(
    transactionFrom(db, first, (tx, read) => idempotent(tx, request, () => handler(tx, read))),
  );
}

async function refusalsReturned<T>(run: Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof BusinessRefusal) return error.failure;
    throw error;
  }
}

/** The idempotency record around `handler` inside `tx`; a refusal is thrown to roll back. */
async function idempotent<T>(
  tx: Tx,
  request: IdempotencyRequest,
  handler: () => Promise<Result<T>>,
): Promise<Result<T>> {
  if (request.key !== undefined) {
    // Only a keyed call is compared with a stored one, so only it pays for the hash (which
    // showed in the checkout's server profile).
    const hash = requestHash(request.payload);
    // Placeholder row first: a concurrent call with the same key blocks here until we finish.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: request.scope, key: request.key, requestHash: hash, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const rows = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
      const stored = rows[0];
      if (!stored) throw new Error('idempotency record vanished');
      if (stored.requestHash !== hash) return fail('request.idempotencyMismatch');
      // Kept as JSON text: jsonb would reorder the keys and the replay must be identical.
      return ok(JSON.parse((stored.response as { json: string }).json) as T);
    }
  }
  const result = await handler();
  if (!result.ok) throw new BusinessRefusal(result);
  if (request.key !== undefined) {
    await tx
      .update(idempotencyKeys)
      .set({ response: { json: JSON.stringify(result.data) } })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  }
  return result;
}
