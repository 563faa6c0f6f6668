// Balances, the balance history and the short-lived session tokens that open the deposit and
// withdrawal forms.
import { randomBytes } from 'node:crypto';
import type { WalletRecord } from '../../../domain/api/wallet.ts';
import { userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import { D } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { accountBalance } from '../ledger/index.ts';
import { depositRecord, withdrawalRecord } from './format.ts';
import * as repo from './wallet.repository.ts';

const SESSION_TOKEN_MINUTES = 10;

/** The user's spendable USDT balance as a decimal string ('0' for a new user). */
export async function availableBalance(db: DbOrTx, userId: string): Promise<string> {
  return accountBalance(db, userAvailable(userId));
}

async function heldBalance(db: DbOrTx, userId: string): Promise<string> {
  return accountBalance(db, userHeld(userId));
}

export async function balances(ctx: ServiceContext) {
  const { userId } = requireUser(ctx);
  const [money, frozen] = await Promise.all([
    availableBalance(ctx.db, userId),
    heldBalance(ctx.db, userId),
  ]);
  return { money, frozen };
}

/** A single-use token that the deposit or withdrawal form sends back with its request. */
export async function openSessionToken(
  ctx: ServiceContext,
  purpose: 'recharge' | 'withdraw',
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await repo.insertSessionToken(ctx.db, {
    token,
    userId: requireUser(ctx).userId,
    purpose,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + SESSION_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/** The caller's ledger entries, newest first, each with the deposit or withdrawal it belongs to. */
export async function walletHistory(
  ctx: ServiceContext,
  page: { pageNum: number; pageSize: number },
  type?: string,
) {
  const { userId } = requireUser(ctx);
  const tz = ctx.config.platformTimeZone;
  const { rows, total } = await repo.listUserEntries(ctx.db, userId, page, type);
  const refs = rows.map((row) => row.reference).filter((ref): ref is string => ref !== null);
  const [deps, wds] = await Promise.all([
    repo.findDepositsByIds(ctx.db, refs),
    repo.findWithdrawalsByIds(ctx.db, refs),
  ]);
  const records = new Map<string, WalletRecord>();
  for (const d of deps) if (d.userId === userId) records.set(d.id, depositRecord(d, tz, ctx.lang));
  for (const w of wds)
    if (w.userId === userId) records.set(w.id, withdrawalRecord(w, tz, ctx.lang));
  return {
    rows: rows.map((row) => {
      const record = row.reference ? (records.get(row.reference) ?? null) : null;
      return {
        id: row.id,
        type: row.transferKind,
        // Order postings carry the order id as their reference (the order module).
        orderId: row.transferKind.startsWith('order_') ? (row.reference ?? '') : '',
        // Wallet records have their serial; order postings carry the order's serial as memo.
        serialNo: record?.serialNo || row.memo || row.reference || '',
        createTime: wireTime(row.createdAt, tz),
        amount: new D(row.amount).toFixed(),
        balanceAfter: new D(row.balanceAfter).toFixed(),
        balance: row.accountKind === 'user_held' ? ('held' as const) : ('available' as const),
        currency: row.currency,
        record,
      };
    }),
    total,
  };
}
