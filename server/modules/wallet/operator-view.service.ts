// The wallet as an operator reads one user's: balances and the latest deposits and withdrawals.
import { userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { wireTime } from '../../platform/time.ts';
import { accountBalance } from '../ledger/index.ts';
import * as repo from './wallet.repository.ts';

export async function walletOfUser(db: DbOrTx, userId: string, timeZone: string, limit = 10) {
  const page = { pageNum: 1, pageSize: limit };
  const [available, held, deposits, withdrawals] = await Promise.all([
    accountBalance(db, userAvailable(userId)),
    accountBalance(db, userHeld(userId)),
    repo.listDeposits(db, { userId }, page),
    repo.listWithdrawals(db, { userId }, page),
  ]);
  const line = (row: {
    id: string;
    serialNo: string;
    amount: string;
    status: string;
    createdAt: Date;
  }) => ({
    id: row.id,
    serialNo: row.serialNo,
    amount: new D(row.amount).toFixed(),
    status: row.status,
    createTime: wireTime(row.createdAt, timeZone),
  });
  return {
    balances: { available, held },
    deposits: deposits.rows.map(line),
    withdrawals: withdrawals.rows.map(line),
  };
}
