// Routes of store onboarding: the applicant's `seller/store!apply` and `seller/store!application`,
// and the operator's review `admin/store!applications|approve|reject`. Thin: the service decides.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminStoreApplications,
  adminStoreApprove,
  adminStoreReject,
  storeApplicationGet,
  storeApply,
} from '../../../domain/api/store.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as applications from './application.service.ts';

export function storeRoutes({ api }: ModuleDeps): void {
  api.handle(storeApply, (input, ctx) => applications.apply(ctx, input));
  api.handle(storeApplicationGet, async (_input, ctx) => ok(await applications.myApplication(ctx)));

  api.handle(adminStoreApplications, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await applications.listForReview(ctx, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminStoreApprove, ({ id, note }, ctx) =>
    applications.decide(ctx, { id, decision: 'approve', reason: note }),
  );
  api.handle(adminStoreReject, ({ id, reason }, ctx) =>
    applications.decide(ctx, { id, decision: 'reject', reason }),
  );
}
