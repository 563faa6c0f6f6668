// Seller calls `seller/...` (role 'seller'): a store owner lists and reads their stores' orders,
// confirms and stocks them, and ships them with carrier and tracking number. A seller cannot cancel.
import {
  sellerOrderAcceptRefund,
  sellerOrderCancel,
  sellerOrderDisputeRefund,
  sellerOrderConfirm,
  sellerOrderInfo,
  sellerOrderList,
  sellerOrderLogList,
  sellerOrderShip,
} from '../../../domain/api/order.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import {
  sellerOrderInfo as readSellerOrder,
  sellerOrderLogs,
  sellerOrders,
} from './order.queries.ts';
import { cancelOrder, sellerConfirm, sellerShip } from './order.service.ts';
import { approveRefund, disputeRefund } from './refund.service.ts';

export function sellerOrderRoutes({ api }: ModuleDeps): void {
  api.handle(sellerOrderList, async (input, ctx) => ok(await sellerOrders(ctx, input)));
  api.handle(sellerOrderInfo, (input, ctx) => readSellerOrder(ctx, input.orderId));
  api.handle(sellerOrderLogList, (input, ctx) => sellerOrderLogs(ctx, input.orderId));
  api.handle(sellerOrderConfirm, (input, ctx) => sellerConfirm(ctx, input.orderId));
  api.handle(sellerOrderShip, (input, ctx) => sellerShip(ctx, input));
  api.handle(sellerOrderAcceptRefund, (input, ctx) => approveRefund(ctx, input, 'seller'));
  api.handle(sellerOrderDisputeRefund, (input, ctx) => disputeRefund(ctx, input));
  // The state machine refuses the seller as actor: the answer is order.sellerCannotCancel.
  api.handle(sellerOrderCancel, (input, ctx) => cancelOrder(ctx, 'seller', input));
}
