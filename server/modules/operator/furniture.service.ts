// Catalogue furniture in the console: categories, banners and the lucky-draw activity, each change
// with its audit entry (before and after) in the same transaction, and cached storefront answers
// dropped once it has committed.
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { ServiceContext } from '../../platform/context.ts';
import {
  deleteBanner,
  deleteCategory,
  forgetCatalogReads,
  saveBanner,
  saveCategory,
  saveLottery,
  categoriesForOperator,
  type BannerInput,
  type CategoryInput,
} from '../catalog/index.ts';
import { recordAudit } from '../audit/index.ts';

const viewOf = (ctx: ServiceContext) => ({ timeZone: ctx.config.platformTimeZone, lang: ctx.lang });

async function committed<T>(result: Promise<Result<T>>): Promise<Result<T>> {
  const done = await result;
  if (done.ok) forgetCatalogReads();
  return done;
}

export async function saveCategoryAudited(ctx: ServiceContext, input: CategoryInput) {
  return committed(
    ctx.db.transaction(async (tx) => {
      const saved = await saveCategory(tx, input);
      if (!saved.ok) return saved;
      await recordAudit(tx, ctx, {
        action: saved.data.before ? 'category.update' : 'category.create',
        targetKind: 'category',
        targetId: saved.data.id,
        before: saved.data.before,
        after: saved.data.after,
      });
      const row = (await categoriesForOperator(tx, viewOf(ctx))).find(
        (category) => category.id === saved.data.id,
      );
      return row ? ok(row) : fail('system.error');
    }),
  );
}

export async function deleteCategoryAudited(ctx: ServiceContext, id: string) {
  return committed(
    ctx.db.transaction(async (tx) => {
      const deleted = await deleteCategory(tx, id);
      if (!deleted.ok) return deleted;
      await recordAudit(tx, ctx, {
        action: 'category.delete',
        targetKind: 'category',
        targetId: id,
        before: deleted.data.before,
      });
      return ok(null);
    }),
  );
}

export async function saveBannerAudited(ctx: ServiceContext, input: BannerInput) {
  return committed(
    ctx.db.transaction(async (tx) => {
      const saved = await saveBanner(tx, input, viewOf(ctx));
      if (!saved.ok) return saved;
      await recordAudit(tx, ctx, {
        action: saved.data.before ? 'banner.update' : 'banner.create',
        targetKind: 'banner',
        targetId: saved.data.banner.id,
        before: saved.data.before,
        after: saved.data.banner,
      });
      return ok(saved.data.banner);
    }),
  );
}

export async function deleteBannerAudited(ctx: ServiceContext, id: string) {
  return committed(
    ctx.db.transaction(async (tx) => {
      const deleted = await deleteBanner(tx, id, viewOf(ctx));
      if (!deleted.ok) return deleted;
      await recordAudit(tx, ctx, {
        action: 'banner.delete',
        targetKind: 'banner',
        targetId: id,
        before: deleted.data.before,
      });
      return ok(null);
    }),
  );
}

export async function saveLotteryAudited(
  ctx: ServiceContext,
  input: Parameters<typeof saveLottery>[1],
) {
  return committed(
    ctx.db.transaction(async (tx) => {
      const saved = await saveLottery(tx, input, viewOf(ctx));
      if (!saved.ok) return saved;
      await recordAudit(tx, ctx, {
        action: saved.data.before ? 'lottery.update' : 'lottery.create',
        targetKind: 'lottery',
        targetId: saved.data.lottery.id,
        before: saved.data.before,
        after: saved.data.lottery,
      });
      return ok(saved.data.lottery);
    }),
  );
}
