// Cancelling an account (only with no money left on it) and pruning old lockout guards.
import Decimal from 'decimal.js';
import { normalizeIdentifier } from '../../../domain/account/credentials.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import { accountBalance } from '../ledger/index.ts';
import * as repo from './account.repository.ts';
import { requireLoginPassword } from './credentials.service.ts';

// --- cancellation -----------------------------------------------------------------------------

export async function cancelAccount(
  ctx: ServiceContext,
  reason: string | undefined,
  password?: string,
): Promise<Result<null>> {
  const user = requireUser(ctx);
  if (!reason?.trim()) return fail('cancel.reasonRequired');
  // Operator accounts run the platform; they are retired by another operator, not self-cancelled.
  if (user.roles.includes('admin')) return fail('cancel.notAllowed');
  // A stolen session alone must not end the account: the login password again.
  const proven = await requireLoginPassword(ctx, password);
  if (!proven.ok) return proven;
  // Money still on the account, spendable or held by a withdrawal in progress, must leave first.
  // Read from the ledger module: the wallet depends on accounts, not the other way round.
  const balances = await Promise.all([
    accountBalance(ctx.db, userAvailable(user.userId)),
    accountBalance(ctx.db, userHeld(user.userId)),
  ]);
  if (balances.some((balance) => new Decimal(balance).gt(0))) {
    return fail('cancel.balanceRemains');
  }
  const row = await repo.findUserRowById(ctx.db, user.userId);
  if (!row) return fail('auth.userNotFound');
  const identities = [
    normalizeIdentifier(row.username),
    ...(row.email ? [row.email.toLowerCase()] : []),
    ...(row.phone ? [row.phone] : []),
  ];
  await ctx.db.transaction(async (tx) => {
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
      cancelReason: reason.trim(),
    });
    await repo.revokeUserSessions(tx, row.id, ctx.now, 'account cancelled');
  });
  return ok(null);
}

/** Lockout records are kept this long after their last change (a streak older than that is forgotten). */
export const GUARD_RETENTION_DAYS = 30;

/** The periodic cleanup of lockout records; idempotent, safe in several processes at once. */
export function pruneAuthGuards(db: DbOrTx, now: Date): Promise<number> {
  return repo.pruneStaleGuards(db, new Date(now.getTime() - GUARD_RETENTION_DAYS * 86_400_000));
}
