// Operator calls of the wallet review (`/api/admin/...`, role admin): list pending deposits and
// withdrawals, approve or reject them with a reason; every decision goes to the audit log.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminDecisionList,
  adminDepositApprove,
  adminDepositList,
  adminDepositReject,
  adminWithdrawApprove,
  adminWithdrawList,
  adminWithdrawReject,
} from '../../../domain/api/wallet-review.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as review from './funds-review.service.ts';

export function walletReviewRoutes({ api }: ModuleDeps): void {
  api.handle(adminDepositList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await review.listDepositsForReview(ctx, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminDepositApprove, async ({ id, reasonCode, reason, note }, ctx) =>
    review.reviewDeposit(ctx, { id, decision: 'approve', reasonCode, reason: reason ?? note }),
  );
  api.handle(adminDepositReject, async ({ id, reasonCode, reason, note }, ctx) =>
    review.reviewDeposit(ctx, { id, decision: 'reject', reasonCode, reason: reason ?? note }),
  );

  api.handle(adminWithdrawList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await review.listWithdrawalsForReview(ctx, status, {
      pageNum,
      pageSize,
    });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminWithdrawApprove, async ({ id, reasonCode, reason, note }, ctx) =>
    review.reviewWithdrawal(ctx, { id, decision: 'approve', reasonCode, reason: reason ?? note }),
  );
  api.handle(adminWithdrawReject, async ({ id, reasonCode, reason, note }, ctx) =>
    review.reviewWithdrawal(ctx, { id, decision: 'reject', reasonCode, reason: reason ?? note }),
  );

  api.handle(adminDecisionList, async ({ pageNum, pageSize, targetId }, ctx) => {
    const { rows, total } = await review.listDecisions(ctx, targetId, { pageNum, pageSize });
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
}
