// Operator calls of the catalogue's furniture (`admin/category|banner!list|save|delete`,
// `admin/lottery!list|save`). Thin: furniture.service.ts decides.
import {
  adminBannerDelete,
  adminBannerList,
  adminBannerSave,
  adminCategoryDelete,
  adminCategoryList,
  adminCategorySave,
  adminLotteryList,
  adminLotterySave,
} from '../../../domain/api/operator.ts';
import { fail, ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import * as furniture from './furniture.service.ts';

export function furnitureRoutes({ api, brands }: ModuleDeps): void {
  const brandChoices = () =>
    brands.codes().map((code) => ({ code, name: brands.get(code)?.config.name ?? code }));
  const view = (ctx: { config: { platformTimeZone: string }; lang: string }) => ({
    timeZone: ctx.config.platformTimeZone,
    lang: ctx.lang,
  });
  api.handle(adminCategoryList, async (_input, ctx) =>
    ok({ list: await furniture.categoriesForOperator(ctx.db, view(ctx)) }),
  );
  api.handle(adminCategorySave, (input, ctx) => furniture.saveCategoryAudited(ctx, input));
  api.handle(adminCategoryDelete, ({ id }, ctx) => furniture.deleteCategoryAudited(ctx, id));
  api.handle(adminBannerList, async (_input, ctx) =>
    ok({ list: await furniture.bannersForOperator(ctx.db, view(ctx)), brands: brandChoices() }),
  );
  api.handle(adminBannerSave, async (input, ctx) =>
    // A banner names a brand this platform serves, or none (every brand).
    input.brand !== '' && !brands.get(input.brand)
      ? fail('param.invalid', { field: 'brand' })
      : furniture.saveBannerAudited(ctx, input),
  );
  api.handle(adminBannerDelete, ({ id }, ctx) => furniture.deleteBannerAudited(ctx, id));
  api.handle(adminLotteryList, async (_input, ctx) =>
    ok({ list: await furniture.lotteriesForOperator(ctx.db, view(ctx)) }),
  );
  api.handle(adminLotterySave, (input, ctx) => furniture.saveLotteryAudited(ctx, input));
}
