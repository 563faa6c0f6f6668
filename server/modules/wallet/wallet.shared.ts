// Steps the wallet's capability services share: the per-user lock, the amount refusals and the
// release of a held withdrawal (operator rejection and failed payout both use it).
import { fail, type Result } from '../../../domain/errors.ts';
import { userAvailable } from '../../../domain/ledger/accounts.ts';
import { withdrawalRelease } from '../../../domain/ledger/postings.ts';
import { MAX_DECIMALS } from '../../../domain/money.ts';
import type { amountProblem, AmountLimits } from '../../../domain/wallet/amounts.ts';
import type { Tx } from '../../db/client.ts';
import { ensureAccounts, lockAccounts, postTransfer } from '../ledger/index.ts';
import type { WithdrawalRow } from './wallet.repository.ts';

/**
 * Serializes a user's wallet operations: the available account's row lock is taken first by every
 * deposit and withdrawal request, so "one unfinished order" and balance checks cannot race.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  const ref = userAvailable(userId);
  await ensureAccounts(tx, [ref]);
  await lockAccounts(tx, [ref.code]);
}

export function amountFailure(
  problem: NonNullable<ReturnType<typeof amountProblem>>,
  limits: AmountLimits,
): Result<never> {
  switch (problem) {
    case 'format':
    case 'notPositive':
      return fail('wallet.amountInvalid');
    case 'tooPrecise':
      return fail('wallet.amountTooPrecise', {
        decimals: Math.min(limits.decimals, MAX_DECIMALS),
      });
    case 'belowMin':
    case 'aboveMax':
      return fail('wallet.amountOutOfRange', { min: limits.min, max: limits.max || '∞' });
  }
}

/** Releases a withdrawal's held amount + fee back to available; posted at most once. */
export async function releaseHeld(tx: Tx, row: WithdrawalRow, now: Date, memo: string) {
  const posted = await postTransfer(tx, {
    kind: 'withdraw_release',
    reference: row.id,
    memo,
    now,
    legs: withdrawalRelease(row.userId, row.amount, row.fee),
  });
  if (!posted.ok && posted.reason !== 'alreadyPosted')
    throw new Error(`withdrawal ${row.id} could not be released: ${posted.reason}`);
}
