// Payment of a pending order from the buyer's balance into the order's escrow, with the fund
// password asked from `order_pay_safeword_from` up (the payment step-up).
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { userAvailable } from '../../../domain/ledger/accounts.ts';
import { orderPay } from '../../../domain/ledger/postings.ts';
import { D } from '../../../domain/money.ts';
import { OrderStatus } from '../../../domain/orders/order-status.ts';
import { orderParameterDefaults, parseRate } from '../../../domain/orders/order-rules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { withIdempotencyFrom } from '../../platform/transaction.ts';
import { requireSafeword } from '../account/index.ts';
import { storeOwnerOf } from '../catalog/index.ts';
import { accountBalance, postTransfer } from '../ledger/index.ts';
import { recordNotice } from '../notice/index.ts';
import {
  countSales,
  orderMoney,
  orderParameter,
  transition,
  type Actor,
} from './order.lifecycle.ts';
import * as repo from './order.repository.ts';
import { ownerDisabled } from './store-owner.ts';

/** The order total from which a payment asks for the fund password (`order_pay_safeword_from`). */
export async function paySafewordFrom(db: DbOrTx): Promise<string> {
  return parseRate(
    await orderParameter(db, 'order_pay_safeword_from'),
    orderParameterDefaults.order_pay_safeword_from,
  );
}

/**
 * The payment step-up: a pending order of `order_pay_safeword_from` or more is paid only with the
 * fund password, so a stolen session cannot spend the balance. Checked before the payment's
 * transaction (wrong entries must count even when the payment fails); an order that is not the
 * caller's or no longer pending asks nothing, as its payment is refused (or replayed) anyway.
 */
async function payStepUp(
  ctx: ServiceContext,
  userId: string,
  orderId: string,
  safeword: string | undefined,
): Promise<Result<null>> {
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId || order.status !== OrderStatus.pendingPayment)
    return ok(null);
  if (new D(order.total).lt(await paySafewordFrom(ctx.db))) return ok(null);
  return requireSafeword(ctx, safeword);
}

/** Pays a pending order from the buyer's balance into the order's escrow. */
export async function payOrder(
  ctx: ServiceContext,
  input: {
    orderId: string;
    payMethod: 'balance' | 'card' | 'paypal';
    safeword?: string | undefined;
  },
): Promise<Result<{ orderId: string; status: number; money: string }>> {
  // Only the wallet balance is integrated; card and PayPal are shown as unavailable.
  if (input.payMethod !== 'balance') return fail('wallet.regionNotOpen');
  const { now } = ctx;
  const { userId } = requireUser(ctx);
  const stepUp = await payStepUp(ctx, userId, input.orderId, input.safeword);
  if (!stepUp.ok) return stepUp;
  // The fund password is no part of the idempotency payload: a retry stays the same request.
  const payload = { orderId: input.orderId, payMethod: input.payMethod };
  return withIdempotencyFrom(
    ctx.db,
    { scope: `${userId}:order!pay`, key: ctx.idempotencyKey, payload },
    // The order's lock, with its lines, goes with the BEGIN (one round trip).
    (tx) => repo.lockOrderForPayment(tx, input.orderId),
    async (tx, locked) => {
      const actor: Actor = { kind: 'buyer', userId };
      // The buyer's balance after the payment, as the posting left it (no second read).
      let balanceAfter: string | undefined;
      const lines = locked?.lines ?? [];
      // Who ships it: a store whose owner an operator disabled has nobody to ship, so it takes no
      // payment; the owner is told of a paid order with the date its handling time promises.
      const store = locked ? await storeOwnerOf(tx, locked.order.sellerId) : undefined;
      const done = await transition(
        tx,
        input.orderId,
        'pay',
        actor,
        now,
        {
          kind: 'paid',
          fields: { paidAt: now, payMethod: 'balance' },
          apply: async (order) => {
            if (await ownerDisabled(tx, store?.ownerUserId ?? null))
              return fail('order.storeOwnerDisabled');
            // Ledger accounts before listings: the lock order every order path follows
            // (order.lifecycle.ts lockedLines), and the listing rows are held the shortest.
            if (!new D(order.total).isZero()) {
              const posted = await postTransfer(tx, {
                kind: 'order_pay',
                reference: order.id,
                memo: order.serialNumber,
                legs: orderPay({ ...orderMoney(order), userId }),
                now,
              });
              if (!posted.ok)
                return fail(
                  posted.reason === 'insufficient'
                    ? 'wallet.insufficientBalance'
                    : 'order.notPayable',
                );
              balanceAfter = posted.balances[userAvailable(userId, order.currency).code];
            }
            return ok({});
          },
          // With the status update (one round trip), and last: a busy listing's row is locked
          // only from here to the commit.
          after: () => countSales(tx, lines, 1),
        },
        async () => locked?.order,
      );
      if (!done.ok) return done;
      if (store?.ownerUserId)
        await recordNotice(tx, {
          userId: store.ownerUserId,
          kind: 'order.paid',
          params: {
            serialNumber: done.data.serialNumber,
            shipBy: wireTime(
              new Date(now.getTime() + store.handlingDays * 86_400_000),
              ctx.config.platformTimeZone,
            ),
          },
          link: { kind: 'sellerOrder', id: done.data.id },
          now,
        });
      return ok({
        orderId: done.data.id,
        status: done.data.status,
        money:
          balanceAfter !== undefined
            ? new D(balanceAfter).toFixed()
            : await accountBalance(tx, userAvailable(userId, done.data.currency)),
      });
    },
  );
}
