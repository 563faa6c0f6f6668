// Store owners' money calls (`seller/wallet!*`, role seller): summary, statement, transfer to the
// owner's wallet. Thin: the service decides.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  storeEarningsSummary,
  storeStatement,
  storeTransferToWallet,
} from '../../../domain/api/wallet.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as earnings from './earnings.service.ts';

export function earningsRoutes({ api }: ModuleDeps): void {
  api.handle(storeEarningsSummary, (_input, ctx) => earnings.summary(ctx));
  api.handle(storeStatement, async ({ pageNum, pageSize }, ctx) => {
    const answer = await earnings.statement(ctx, { pageNum, pageSize });
    if (!answer.ok) return answer;
    return ok({
      pageList: answer.data.rows,
      pageInfo: makePageInfo(pageNum, pageSize, answer.data.total),
    });
  });
  api.handle(storeTransferToWallet, (input, ctx) => earnings.transferToWallet(ctx, input));
}
