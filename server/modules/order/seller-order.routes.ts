// Seller calls `seller/...` (role 'seller'): a store owner lists and reads their stores' orders,
// confirms and stocks them, and ships them with carrier and tracking number. A seller cannot cancel.
import {
  sellerOrderCancel,
  sellerOrderConfirm,
  sellerOrderInfo,
  sellerOrderList,
  sellerOrderLogList,
  sellerOrderShip,
} from '../../../domain/api/order.ts';
import { ok } from '../../../domain/errors.ts';
import { requireUser, type RequestContext } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import {
  sellerOrderInfo as readSellerOrder,
  sellerOrderLogs,
  sellerOrders,
} from './order.queries.ts';
import { cancelOrder, sellerConfirm, sellerShip, type Caller } from './order.service.ts';

export function sellerOrderRoutes({ api, config }: ModuleDeps): void {
  const timeZone = config.platformTimeZone;
  const caller = (ctx: RequestContext): Caller => ({
    db: ctx.db,
    now: ctx.now(),
    timeZone,
    idempotencyKey: ctx.idempotencyKey,
  });
  const view = (ctx: RequestContext) => ({ lang: ctx.lang, timeZone, now: ctx.now() });

  api.handle(sellerOrderList, async (input, ctx) =>
    ok(await sellerOrders(ctx.db, requireUser(ctx).userId, input, view(ctx))),
  );
  api.handle(sellerOrderInfo, (input, ctx) =>
    readSellerOrder(ctx.db, requireUser(ctx).userId, input.orderId, view(ctx)),
  );
  api.handle(sellerOrderLogList, (input, ctx) =>
    sellerOrderLogs(ctx.db, requireUser(ctx).userId, input.orderId, timeZone),
  );
  api.handle(sellerOrderConfirm, (input, ctx) =>
    sellerConfirm(caller(ctx), requireUser(ctx).userId, input.orderId),
  );
  api.handle(sellerOrderShip, (input, ctx) =>
    sellerShip(caller(ctx), requireUser(ctx).userId, input),
  );
  // The state machine refuses the seller as actor: the answer is order.sellerCannotCancel.
  api.handle(sellerOrderCancel, (input, ctx) =>
    cancelOrder(caller(ctx), { kind: 'seller', userId: requireUser(ctx).userId }, input),
  );
}
