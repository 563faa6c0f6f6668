// Closing an account (issue #33): nothing the account still owes or is owed may be dropped. What
// can be settled is settled in the cancellation's own transaction (the store's earnings move to
// the owner's wallet, a `store_transfer` posting); what cannot is listed back, each item in the
// caller's language, and the account stays open: money in the wallet or held by a withdrawal, a
// deposit still waiting for review or confirmations, a loan application or loan not finished,
// paid orders not finished as the buyer or as the store. The wallet is locked first, so a deposit
// credited or requested at the same moment either lands before the balance is read (and is listed)
// or waits and is refused. When the account closes, its unpaid orders are cancelled (their stock
// returns) and its open deposit and withdrawal forms can no longer be sent.
import { fail, type ErrorKey, type Result } from '../../../domain/errors.ts';
import { D } from '../../../domain/money.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { errorMessage } from '../../platform/messages.ts';
import { checkCancellationRequest, closeAccount } from '../account/index.ts';
import { unfinishedLoanOf } from '../credit/index.ts';
import { cancelUnpaidOrdersOf, openPaidOrderCounts } from '../order/index.ts';
import { storeOfOwner } from '../store/index.ts';
import {
  lockWalletForClosure,
  moveAllEarningsToOwner,
  retireWalletTokens,
  walletAtClosure,
} from '../wallet/index.ts';

export async function cancelAccount(
  ctx: ServiceContext,
  reason: string | undefined,
  password?: string,
): Promise<Result<null>> {
  const request = await checkCancellationRequest(ctx, reason, password);
  if (!request.ok) return request;
  const { userId } = request.data;
  const sellerId = await storeOfOwner(ctx.db, userId);
  // A refusal still commits what was settled: the earnings moved are the owner's either way.
  return ctx.db.transaction(async (tx) => {
    await lockWalletForClosure(tx, userId);
    if (sellerId) await moveAllEarningsToOwner(tx, { sellerId, userId, now: ctx.now });
    const wallet = await walletAtClosure(tx, userId);
    const available = new D(wallet.available);
    const held = new D(wallet.held);
    const loan = await unfinishedLoanOf(tx, userId);
    const orders = await openPaidOrderCounts(tx, { userId, sellerId });
    const unsettled: Array<[ErrorKey, Record<string, string | number>?]> = [];
    if (available.gt(0)) unsettled.push(['cancel.walletBalance', { amount: available.toFixed() }]);
    if (held.gt(0)) unsettled.push(['cancel.withdrawalPending', { amount: held.toFixed() }]);
    if (wallet.depositsInProgress > 0)
      unsettled.push(['cancel.depositPending', { count: wallet.depositsInProgress }]);
    if (loan) unsettled.push(['cancel.loanUnfinished']);
    if (orders.asBuyer > 0) unsettled.push(['cancel.ordersOpen', { count: orders.asBuyer }]);
    if (orders.asStore > 0) unsettled.push(['cancel.storeOrdersOpen', { count: orders.asStore }]);
    if (unsettled.length > 0)
      return fail('cancel.unsettled', {
        items: unsettled.map(([key, params]) => errorMessage(ctx.lang, key, params)).join('; '),
      });
    await cancelUnpaidOrdersOf(tx, userId, ctx.now);
    await retireWalletTokens(tx, userId, ctx.now);
    return closeAccount(tx, ctx, request.data);
  });
}
