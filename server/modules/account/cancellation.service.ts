// Cancelling an account (the request's own checks and the closing step) and pruning old lockout
// guards.
import { normalizeIdentifier } from '../../../domain/account/credentials.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './account.repository.ts';
import { requireLoginPassword } from './credentials.service.ts';

// --- cancellation -----------------------------------------------------------------------------
// The closure room (server/modules/closure) runs a cancellation: it asks here whether the request
// itself stands, settles and checks the money and the open business of the account (orders,
// loans, the store), then closes the account here inside its own transaction.

/** Whether the caller may ask to cancel: a reason, not an operator account, the login password. */
export async function checkCancellationRequest(
  ctx: ServiceContext,
  reason: string | undefined,
  password?: string,
): Promise<Result<{ userId: string; reason: string }>> {
  const user = requireUser(ctx);
  if (!reason?.trim()) return fail('cancel.reasonRequired');
  // Operator accounts run the platform; they are retired by another operator, not self-cancelled.
  if (user.roles.includes('admin')) return fail('cancel.notAllowed');
  // A stolen session alone must not end the account: the login password again.
  const proven = await requireLoginPassword(ctx, password);
  if (!proven.ok) return proven;
  return ok({ userId: user.userId, reason: reason.trim() });
}

/**
 * Closes the account inside the caller's transaction, once nothing is left to settle: the
 * identities are released (kept in cancelled_identities) and every session ends.
 */
export async function closeAccount(
  tx: Tx,
  ctx: ServiceContext,
  close: { userId: string; reason: string },
): Promise<Result<null>> {
  const row = await repo.findUserRowById(tx, close.userId);
  if (!row) return fail('auth.userNotFound');
  const identities = [
    normalizeIdentifier(row.username),
    ...(row.email ? [row.email.toLowerCase()] : []),
    ...(row.phone ? [row.phone] : []),
  ];
  await repo.insertCancelledIdentities(
    tx,
    [...new Set(identities)].map((identity) => ({
      id: newId(ctx.now),
      identity,
      userId: row.id,
      cancelledAt: ctx.now,
    })),
  );
  // The identities are released (kept in cancelled_identities) so they can register again later.
  await repo.updateUser(tx, row.id, {
    username: `cancelled-${row.id}`,
    email: null,
    phone: null,
    cancelledAt: ctx.now,
    cancelReason: close.reason,
  });
  await repo.revokeUserSessions(tx, row.id, ctx.now, 'account cancelled');
  return ok(null);
}

/** Lockout records are kept this long after their last change (a streak older than that is forgotten). */
export const GUARD_RETENTION_DAYS = 30;

/** The periodic cleanup of lockout records; idempotent, safe in several processes at once. */
export function pruneAuthGuards(db: DbOrTx, now: Date): Promise<number> {
  return repo.pruneStaleGuards(db, new Date(now.getTime() - GUARD_RETENTION_DAYS * 86_400_000));
}
