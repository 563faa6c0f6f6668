// Operator console calls owned by this module: the audit log (`admin/audit!list`) and users
// (`admin/user!list|info|setStatus|setRoles`), the dashboard (`admin/dashboard!stats`) and the
// system parameters (`admin/syspara!list|update`), store and listing moderation
// (`admin/store!list|info|setStatus`, `admin/goods!list|hide|restore`) and the catalogue
// furniture (`admin/category|banner!list|save|delete`, `admin/lottery!list|save`). Thin: the
// services decide.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminAuditList,
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminCategoryDelete,
  adminCategoryList,
  adminCategorySave,
  adminLotteryList,
  adminLotterySave,
  adminDashboard,
  adminGoodsHide,
  adminGoodsList,
  adminGoodsRestore,
  adminStoreInfo,
  adminStoreList,
  adminStoreSetStatus,
  adminSysparaList,
  adminSysparaUpdate,
  adminUserInfo,
  adminUserList,
  adminUserSetRoles,
  adminUserSetStatus,
} from '../../../domain/api/operator.ts';
import { fail, ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { listAudit } from './audit-log.service.ts';
import * as dashboard from './dashboard.service.ts';
import {
  bannersForOperator,
  categoriesForOperator,
  lotteriesForOperator,
} from '../catalog/index.ts';
import * as furniture from './furniture.service.ts';
import * as moderation from './moderation.service.ts';
import * as parameters from './parameters.service.ts';
import * as users from './users.service.ts';

export function operatorRoutes({ api, brands }: ModuleDeps): void {
  const brandChoices = () =>
    brands.codes().map((code) => ({ code, name: brands.get(code)?.config.name ?? code }));
  api.handle(adminAuditList, async (input, ctx) => {
    const { pageNum, pageSize, targetKind, ...query } = input;
    const { list, total } = await listAudit(
      ctx,
      { ...query, targetKinds: targetKind ? [targetKind] : undefined },
      { pageNum, pageSize },
    );
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(adminUserList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await users.listUsers(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminUserInfo, ({ id }, ctx) => users.userInfo(ctx, id));
  api.handle(adminUserSetStatus, (input, ctx) => users.changeStatus(ctx, input));
  api.handle(adminUserSetRoles, (input, ctx) => users.changeRoles(ctx, input));
  api.handle(adminDashboard, (input, ctx) => dashboard.stats(ctx, input));
  api.handle(adminSysparaList, async (_input, ctx) =>
    ok({ list: await parameters.listParameters(ctx) }),
  );
  api.handle(adminSysparaUpdate, (input, ctx) => parameters.updateParameter(ctx, input));
  api.handle(adminStoreList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await moderation.listStores(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminStoreInfo, ({ sellerId }, ctx) => moderation.storeInfo(ctx, sellerId));
  api.handle(adminStoreSetStatus, (input, ctx) => moderation.changeStoreStatus(ctx, input));
  api.handle(adminGoodsList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await moderation.listListings(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminGoodsHide, (input, ctx) =>
    moderation.changeListing(ctx, { ...input, hidden: true }),
  );
  api.handle(adminGoodsRestore, (input, ctx) =>
    moderation.changeListing(ctx, { ...input, hidden: false }),
  );
  const view = (ctx: { config: { platformTimeZone: string }; lang: string }) => ({
    timeZone: ctx.config.platformTimeZone,
    lang: ctx.lang,
  });
  api.handle(adminCategoryList, async (_input, ctx) =>
    ok({ list: await categoriesForOperator(ctx.db, view(ctx)) }),
  );
  api.handle(adminCategorySave, (input, ctx) => furniture.saveCategoryAudited(ctx, input));
  api.handle(adminCategoryDelete, ({ id }, ctx) => furniture.deleteCategoryAudited(ctx, id));
  api.handle(adminBannerList, async (_input, ctx) =>
    ok({ list: await bannersForOperator(ctx.db, view(ctx)), brands: brandChoices() }),
  );
  api.handle(adminBannerSave, async (input, ctx) =>
    // A banner names a brand this platform serves, or none (every brand).
    input.brand !== '' && !brands.get(input.brand)
      ? fail('param.invalid', { field: 'brand' })
      : furniture.saveBannerAudited(ctx, input),
  );
  api.handle(adminBannerDelete, ({ id }, ctx) => furniture.deleteBannerAudited(ctx, id));
  api.handle(adminLotteryList, async (_input, ctx) =>
    ok({ list: await lotteriesForOperator(ctx.db, view(ctx)) }),
  );
  api.handle(adminLotterySave, (input, ctx) => furniture.saveLotteryAudited(ctx, input));
}
