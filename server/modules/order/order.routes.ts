// Routes of checkout and the buyer's orders: `order!...` and `orderLog!list`. Thin: the router
// validated the input; the services decide. Also starts the order timers (stopped on close).
import {
  orderBuyAgain,
  orderCancel,
  orderCount,
  orderInfoEndpoint,
  orderListGoods,
  orderListMain,
  orderLogList,
  orderPay,
  orderPayMethods,
  orderPreview,
  orderReceipt,
  orderRemind,
  orderReturns,
  orderSubmit,
} from '../../../domain/api/order.ts';
import { evaluationAdd, evaluationAddList } from '../../../domain/api/review.ts';
import { ok, type Result } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { checkoutPreview, submitOrders } from './checkout.service.ts';
import { payOrder, paySafewordFrom } from './payment.service.ts';
import { startOrderJobs } from './order.jobs.ts';
import {
  buyAgain,
  buyerCounts,
  buyerOrderGoods,
  buyerOrderInfo,
  buyerOrderLogs,
  buyerOrders,
} from './order.queries.ts';
import { cancelOrder, confirmReceipt, remindOrder } from './order.service.ts';
import { requestRefund } from './refund.service.ts';
import { reviewOrderLines } from './review.service.ts';
import { forgetCatalogReads } from '../catalog/index.ts';

export function orderRoutes({ app, api, config, database, now }: ModuleDeps): void {
  api.handle(orderSubmit, (input, ctx) => submitOrders(ctx, input));
  api.handle(orderPreview, (input, ctx) => checkoutPreview(ctx, input.items));
  api.handle(orderPayMethods, async (_input, ctx) =>
    ok({
      pageList: [
        { method: 'balance' as const, open: true },
        // No card or PayPal processor is integrated: shown as unavailable, never faked.
        { method: 'card' as const, open: false },
        { method: 'paypal' as const, open: false },
      ],
      safewordFrom: await paySafewordFrom(ctx.db),
    }),
  );
  api.handle(orderPay, (input, ctx) => payOrder(ctx, input));
  api.handle(orderCancel, (input, ctx) => cancelOrder(ctx, 'buyer', input));
  api.handle(orderRemind, (input, ctx) => remindOrder(ctx, input.orderId));
  api.handle(orderReceipt, (input, ctx) => confirmReceipt(ctx, input.orderId));
  api.handle(orderReturns, (input, ctx) => requestRefund(ctx, input));
  // A stored review changes the listing's counters and review list: forget the cached reads.
  const reviewed = async <T>(write: Promise<Result<T>>): Promise<Result<T>> => {
    const result = await write;
    if (result.ok) forgetCatalogReads();
    return result;
  };
  api.handle(evaluationAdd, ({ orderId, ...line }, ctx) =>
    reviewed(reviewOrderLines(ctx, orderId, [line])),
  );
  api.handle(evaluationAddList, ({ orderId, items }, ctx) =>
    reviewed(reviewOrderLines(ctx, orderId, items)),
  );
  api.handle(orderListMain, async (input, ctx) => ok(await buyerOrders(ctx, input)));
  api.handle(orderInfoEndpoint, (input, ctx) => buyerOrderInfo(ctx, input.orderId));
  api.handle(orderListGoods, (input, ctx) => buyerOrderGoods(ctx, input.orderId));
  api.handle(orderLogList, (input, ctx) => buyerOrderLogs(ctx, input.orderId));
  api.handle(orderCount, async (_input, ctx) => ok(await buyerCounts(ctx)));
  api.handle(orderBuyAgain, (input, ctx) => buyAgain(ctx, input.orderId));

  if (config.order.sweepIntervalMs > 0) {
    const stop = startOrderJobs({
      db: database.db,
      intervalMs: config.order.sweepIntervalMs,
      now,
      log: app.log,
    });
    app.addHook('onClose', async () => stop());
  }
}
