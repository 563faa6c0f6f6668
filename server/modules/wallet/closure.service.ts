// What an account closure asks of the wallet. The closure runs in one transaction that first takes
// the wallet's per-user lock (the one every deposit and withdrawal request takes, and that a
// posting to the wallet waits for), so no credit, request or payout can slip between the balance
// read and the close; a request that was waiting behind the lock then finds its one-use token
// spent and is refused.
import { userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import type { Tx } from '../../db/client.ts';
import { accountBalance } from '../ledger/index.ts';
import * as repo from './wallet.repository.ts';
import { lockUser } from './wallet.shared.ts';

export interface WalletAtClosure {
  available: string;
  held: string;
  /** Deposits waiting for review or confirmations: they may still reach the balance. */
  depositsInProgress: number;
}

/** Locks the user's wallet for the rest of the transaction (before anything else is read). */
export function lockWalletForClosure(tx: Tx, userId: string): Promise<void> {
  return lockUser(tx, userId);
}

/** What the wallet still holds, read under the lock of `lockWalletForClosure`. */
export async function walletAtClosure(tx: Tx, userId: string): Promise<WalletAtClosure> {
  const [available, held, depositsInProgress] = await Promise.all([
    accountBalance(tx, userAvailable(userId)),
    accountBalance(tx, userHeld(userId)),
    repo.countDepositsInProgress(tx, userId),
  ]);
  return { available, held, depositsInProgress };
}

/** The account closes: a deposit or withdrawal form opened before cannot be sent any more. */
export function retireWalletTokens(tx: Tx, userId: string, now: Date): Promise<void> {
  return repo.spendOpenSessionTokens(tx, userId, now);
}
