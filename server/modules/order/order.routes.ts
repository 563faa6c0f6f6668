// Routes of checkout and orders: the buyer's `order!...` and `orderLog!list` calls and the
// operator's refund review `admin/order!...`. Thin: the router validated the input; the service
// decides. Also starts the order timers (stopped when the app closes).
import {
  adminOrderApproveRefund,
  adminOrderRefunds,
  adminOrderRejectRefund,
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
import { ok } from '../../../domain/errors.ts';
import { D, money } from '../../../domain/money.ts';
import { requireUser, type RequestContext } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { startOrderJobs } from './order.jobs.ts';
import {
  buyAgain,
  buyerCounts,
  buyerOrderGoods,
  buyerOrderInfo,
  buyerOrderLogs,
  buyerOrders,
  refundRequests,
} from './order.queries.ts';
import {
  approveRefund,
  cancelOrder,
  confirmReceipt,
  payOrder,
  previewCheckout,
  rejectRefund,
  remindOrder,
  requestRefund,
  submitOrders,
  type Caller,
} from './order.service.ts';
import { itemView } from './order.views.ts';

export function orderRoutes({ app, api, config, database, now }: ModuleDeps): void {
  const timeZone = config.platformTimeZone;
  const caller = (ctx: RequestContext): Caller => ({
    db: ctx.db,
    now: ctx.now(),
    timeZone,
    idempotencyKey: ctx.idempotencyKey,
  });
  const view = (ctx: RequestContext) => ({ lang: ctx.lang, timeZone, now: ctx.now() });

  api.handle(orderSubmit, (input, ctx) =>
    submitOrders(caller(ctx), requireUser(ctx).userId, input),
  );
  api.handle(orderPreview, async (input, ctx) => {
    const result = await previewCheckout(ctx.db, requireUser(ctx).userId, input.items);
    if (!result.ok) return result;
    return ok({
      total: result.data.total,
      groups: result.data.groups.map((group) => ({
        seller: { id: group.sellerId, name: group.sellerName },
        items: group.lines.map((line, index) =>
          itemView(
            {
              id: `${group.sellerId}-${index}`,
              orderId: '',
              sellerGoodsId: line.listing.id,
              goodsId: line.listing.goodsId,
              names: line.listing.names,
              image: line.listing.images[0] ?? '',
              checkAttrName: line.checkAttrName,
              unitPrice: line.unitPrice,
              originalPrice: line.originalPrice,
              quantity: line.quantity,
              amount: money(new D(line.unitPrice).times(line.quantity)),
              sort: index,
            },
            ctx.lang,
          ),
        ),
        ...group.amounts,
        currency: 'USDT',
      })),
    });
  });
  api.handle(orderPayMethods, async () =>
    ok({
      pageList: [
        { method: 'balance' as const, open: true },
        // No card or PayPal processor is integrated: shown as unavailable, never faked.
        { method: 'card' as const, open: false },
        { method: 'paypal' as const, open: false },
      ],
    }),
  );
  api.handle(orderPay, (input, ctx) => payOrder(caller(ctx), requireUser(ctx).userId, input));
  api.handle(orderCancel, (input, ctx) =>
    cancelOrder(caller(ctx), { kind: 'buyer', userId: requireUser(ctx).userId }, input),
  );
  api.handle(orderRemind, (input, ctx) =>
    remindOrder(caller(ctx), requireUser(ctx).userId, input.orderId),
  );
  api.handle(orderReceipt, (input, ctx) =>
    confirmReceipt(caller(ctx), requireUser(ctx).userId, input.orderId),
  );
  api.handle(orderReturns, (input, ctx) =>
    requestRefund(caller(ctx), requireUser(ctx).userId, input),
  );
  api.handle(orderListMain, async (input, ctx) =>
    ok(await buyerOrders(ctx.db, requireUser(ctx).userId, input, view(ctx))),
  );
  api.handle(orderInfoEndpoint, (input, ctx) =>
    buyerOrderInfo(ctx.db, requireUser(ctx).userId, input.orderId, view(ctx)),
  );
  api.handle(orderListGoods, (input, ctx) =>
    buyerOrderGoods(ctx.db, requireUser(ctx).userId, input.orderId, ctx.lang),
  );
  api.handle(orderLogList, (input, ctx) =>
    buyerOrderLogs(ctx.db, requireUser(ctx).userId, input.orderId, timeZone),
  );
  api.handle(orderCount, async (_input, ctx) =>
    ok(await buyerCounts(ctx.db, requireUser(ctx).userId)),
  );
  api.handle(orderBuyAgain, (input, ctx) =>
    buyAgain(ctx.db, requireUser(ctx).userId, input.orderId, ctx.lang),
  );

  api.handle(adminOrderRefunds, async (input, ctx) =>
    ok(await refundRequests(ctx.db, input, view(ctx))),
  );
  api.handle(adminOrderApproveRefund, (input, ctx) =>
    approveRefund(caller(ctx), requireUser(ctx).userId, input),
  );
  api.handle(adminOrderRejectRefund, (input, ctx) =>
    rejectRefund(caller(ctx), requireUser(ctx).userId, input),
  );

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
