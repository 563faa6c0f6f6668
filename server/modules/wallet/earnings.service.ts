// A store's earnings, read from the ledger: what it can move to its owner's wallet, what its paid
// orders still hold in escrow, the commission the platform kept, this month's net, the statement
// line by line, and the transfer to the owner's wallet (a named posting, idempotent).
import { fail, ok, type Result } from '../../../domain/errors.ts';
import {
  sellerAvailable,
  userAvailable,
  WALLET_CURRENCY,
} from '../../../domain/ledger/accounts.ts';
import { storeTransfer } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import { orderParameterDefaults } from '../../../domain/orders/order-rules.ts';
import { amountProblem } from '../../../domain/wallet/amounts.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformMonthStart, wireTime } from '../../platform/time.ts';
import { withIdempotency } from '../../platform/transaction.ts';
import { requireSafeword } from '../account/index.ts';
import { accountBalance, lockAccounts, postTransfer } from '../ledger/index.ts';
import { readParameter } from '../settings/index.ts';
import { amountFailure } from './wallet.shared.ts';
import * as repo from './earnings.repository.ts';

const plain = (value: string | null | undefined) => new D(value ?? '0').toFixed();

export async function summary(ctx: ServiceContext) {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const since = platformMonthStart(ctx.now, ctx.config.platformTimeZone);
  const [available, inEscrow, commission, netThisMonth, rate] = await Promise.all([
    accountBalance(ctx.db, sellerAvailable(sellerId)),
    repo.escrowOfStore(ctx.db, sellerId),
    repo.commissionOfStore(ctx.db, sellerId),
    repo.orderNetBetween(ctx.db, [sellerId], since),
    readParameter(ctx.db, 'order_commission_rate', orderParameterDefaults.order_commission_rate),
  ]);
  return ok({
    sellerId,
    currency: WALLET_CURRENCY,
    available: plain(available),
    inEscrow: plain(inEscrow),
    commissionPaid: plain(commission),
    netThisMonth: plain(netThisMonth),
    commissionRate: plain(rate),
  });
}

/**
 * What the stores earned from orders between two instants (`until` excluded): the same ledger sum
 * as the summary's net this month, for other modules' reports.
 */
export async function storeOrderNet(
  db: DbOrTx,
  sellerIds: readonly string[],
  range: { since: Date; until: Date },
): Promise<string> {
  return plain(await repo.orderNetBetween(db, sellerIds, range.since, range.until));
}

export async function statement(ctx: ServiceContext, page: { pageNum: number; pageSize: number }) {
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const { rows, total } = await repo.statementOfStore(ctx.db, sellerId, page);
  return ok({
    total,
    rows: rows.map((row) => {
      const net = new D(row.amount);
      // A release is the order's total less its commission; a refund after release gives both back.
      const sign = net.isNegative() ? -1 : 1;
      const isOrder = row.kind === 'order_release' || row.kind === 'order_refund';
      const gross = isOrder ? new D(row.orderTotal ?? '0').times(sign) : net;
      return {
        id: row.id,
        type: row.kind,
        orderId: isOrder ? (row.reference ?? '') : '',
        serialNumber: isOrder ? (row.serialNumber ?? '') : '',
        gross: gross.toFixed(),
        commission: isOrder ? gross.minus(net).toFixed() : '0',
        net: net.toFixed(),
        balanceAfter: plain(row.balanceAfter),
        createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
      };
    }),
  });
}

export async function transferToWallet(
  ctx: ServiceContext,
  input: { amount: string; safeword?: string | undefined },
): Promise<Result<{ available: string; walletBalance: string }>> {
  const { userId } = requireUser(ctx);
  const sellerId = ctx.storeId;
  if (!sellerId) return fail('auth.noPermission');
  const limits = { min: '0', max: '', decimals: 6 };
  const problem = amountProblem(input.amount, limits);
  if (problem) return amountFailure(problem, limits);
  // The step-up: a stolen session must not move the store's earnings (issue #34).
  const stepUp = await requireSafeword(ctx, input.safeword);
  if (!stepUp.ok) return stepUp;
  return withIdempotency(
    ctx.db,
    {
      scope: `${userId}:seller/wallet!transfer`,
      key: ctx.idempotencyKey,
      // The fund password is no part of the payload: a retry stays the same request.
      payload: { amount: input.amount },
    },
    async (tx) => {
      const posted = await postTransfer(tx, {
        kind: 'store_transfer',
        reference: newId(ctx.now),
        memo: 'store earnings to the owner wallet',
        now: ctx.now,
        legs: storeTransfer(sellerId, userId, input.amount),
      });
      if (!posted.ok) return fail('wallet.insufficientBalance');
      return ok({
        available: plain(await accountBalance(tx, sellerAvailable(sellerId))),
        walletBalance: plain(await accountBalance(tx, userAvailable(userId))),
      });
    },
  );
}

/**
 * All of a store's earnings to its owner's wallet, inside the caller's transaction (the account
 * closure settles them before it looks at what is left): one `store_transfer` posting, none when
 * the store has nothing. Answers the amount moved.
 */
export async function moveAllEarningsToOwner(
  tx: Tx,
  move: { sellerId: string; userId: string; now: Date },
): Promise<string> {
  // Locked first (the order postings lock in): a release or transfer meanwhile waits for this one.
  const [store] = await lockAccounts(tx, [sellerAvailable(move.sellerId).code]);
  const available = new D(store?.balance ?? '0');
  if (!available.gt(0)) return '0';
  const amount = available.toFixed();
  const posted = await postTransfer(tx, {
    kind: 'store_transfer',
    reference: newId(move.now),
    memo: 'store earnings to the owner wallet on account cancellation',
    now: move.now,
    legs: storeTransfer(move.sellerId, move.userId, amount),
  });
  // Read under the lock and moved in the same transaction: a refusal is a bug.
  if (!posted.ok) throw new Error(`store ${move.sellerId} earnings not moved: ${posted.reason}`);
  return amount;
}
