// What the wallet needs from accounts, through the accounts service only: the fund password check
// (with its own lockout) and user names for the operator lists.
import type { Result } from '../../../domain/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { findUserById, verifySafeword } from '../account/index.ts';

export interface FundPasswordCaller {
  db: Db;
  now: Date;
  timeZone: string;
}

/**
 * The fund password check. Runs in its own transaction (never inside a wallet transaction that
 * may roll back), so wrong attempts always count towards the lockout.
 */
export async function checkFundPassword(
  caller: FundPasswordCaller,
  userId: string,
  safeword: string,
): Promise<Result<null>> {
  return verifySafeword(caller, userId, safeword);
}

export async function usernamesOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(userIds)) {
    const user = await findUserById(db, id);
    if (user) names.set(id, user.username);
  }
  return names;
}
