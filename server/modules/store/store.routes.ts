// Routes of stores run by sellers: the applicant's `seller/store!apply` and
// `seller/store!application`, the operator's review `admin/store!applications|approve|reject`, and
// the seller's own profile `seller/store!info|update`. Thin: the services decide.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminStoreApplications,
  adminStoreApprove,
  adminStoreReject,
  storeApplicationGet,
  storeApply,
  storeInfo,
  storeUpdate,
} from '../../../domain/api/store.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as applications from './application.service.ts';
import { privatizeOldCertificates } from './certificate-upkeep.ts';
import { storeStateOfOwner } from './ownership.service.ts';
import * as profile from './store-profile.service.ts';

export function storeRoutes({ api, app, config, database }: ModuleDeps): void {
  // Every `auth: 'seller'` call finds the caller's store in `ctx.storeId` (a suspended one is
  // restricted by the router).
  api.setStoreResolver((userId, { db }) => storeStateOfOwner(db, userId));
  api.handle(storeApply, (input, ctx) => applications.apply(ctx, input));
  api.handle(storeApplicationGet, async (_input, ctx) => ok(await applications.myApplication(ctx)));

  api.handle(storeInfo, (_input, ctx) => profile.info(ctx));
  api.handle(storeUpdate, (input, ctx) => profile.update(ctx, input));

  api.handle(adminStoreApplications, async ({ pageNum, pageSize, status }, ctx) => {
    const { list, total } = await applications.listForReview(ctx, status, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminStoreApprove, ({ id, reasonCode, reason, note }, ctx) =>
    applications.decide(ctx, { id, decision: 'approve', reasonCode, reason: reason ?? note }),
  );
  api.handle(adminStoreReject, ({ id, reasonCode, reason }, ctx) =>
    applications.decide(ctx, { id, decision: 'reject', reasonCode, reason }),
  );

  // Certificates from before the private area existed leave the public one, in the background.
  app.addHook('onReady', async () => {
    void privatizeOldCertificates(database.db, config)
      .then((moved) => {
        if (moved > 0) app.log.info({ moved }, 'company certificates moved to the private area');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'moving certificates failed'));
  });
}
