// Operator calls of the wallet review (`/api/admin/...`, role admin): list pending deposits and
// withdrawals, approve or reject them; every decision is logged with the operator and the time.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminDecisionList,
  adminDepositApprove,
  adminDepositList,
  adminDepositReject,
  adminWithdrawApprove,
  adminWithdrawList,
  adminWithdrawReject,
} from '../../../domain/api/wallet.ts';
import { ok } from '../../../domain/errors.ts';
import { requireUser } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as wallet from './wallet.service.ts';

export function walletReviewRoutes({ api, config }: ModuleDeps): void {
  const env: wallet.WalletEnv = {
    config: config.wallet,
    tz: config.platformTimeZone,
  };

  api.handle(adminDepositList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await wallet.adminListDeposits(ctx.db, env, status, {
      pageNum,
      pageSize,
    });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminDepositApprove, async ({ id, note }, ctx) =>
    wallet.reviewDeposit(ctx.db, env, requireUser(ctx), id, 'approve', note, ctx.now()),
  );
  api.handle(adminDepositReject, async ({ id, note }, ctx) =>
    wallet.reviewDeposit(ctx.db, env, requireUser(ctx), id, 'reject', note, ctx.now()),
  );

  api.handle(adminWithdrawList, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await wallet.adminListWithdrawals(ctx.db, env, status, {
      pageNum,
      pageSize,
    });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminWithdrawApprove, async ({ id, note }, ctx) =>
    wallet.reviewWithdrawal(ctx.db, env, requireUser(ctx), id, 'approve', note, ctx.now()),
  );
  api.handle(adminWithdrawReject, async ({ id, note }, ctx) =>
    wallet.reviewWithdrawal(ctx.db, env, requireUser(ctx), id, 'reject', note, ctx.now()),
  );

  api.handle(adminDecisionList, async ({ pageNum, pageSize, targetId }, ctx) => {
    const { rows, total } = await wallet.listDecisions(ctx.db, env, targetId, {
      pageNum,
      pageSize,
    });
    return ok({ pageList: rows, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
}
