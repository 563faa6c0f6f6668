// Operator calls of the refund review (`admin/order!...`, role admin): the queue of refund and
// return requests, and approve or reject with a remark the buyer sees.
import {
  adminOrderApproveRefund,
  adminOrderRefunds,
  adminOrderRejectRefund,
} from '../../../domain/api/order.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { refundRequests } from './order.queries.ts';
import { approveRefund, rejectRefund } from './refund.service.ts';

export function refundReviewRoutes({ api }: ModuleDeps): void {
  api.handle(adminOrderRefunds, async (input, ctx) => ok(await refundRequests(ctx, input)));
  api.handle(adminOrderApproveRefund, (input, ctx) => approveRefund(ctx, input));
  api.handle(adminOrderRejectRefund, (input, ctx) => rejectRefund(ctx, input));
}
