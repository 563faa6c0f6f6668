// The catalogue's furniture as operators keep it in the console (`admin/category|banner!list|save|
// delete`, `admin/lottery!list|save`): categories (two levels, names per language, icon; not
// deleted while listings use them), banners (position, picture, link, order, period) and the
// lucky-draw activity. Each change runs in one transaction with its audit entry (the record before
// and after), and cached storefront answers are dropped once it has committed. The SQL is in
// furniture.repository.ts.
import { localized } from '../../../domain/catalog/localize.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { parsePlatformTime, wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetCatalogReads } from './catalog.cache.ts';
import * as repo from './furniture.repository.ts';

type View = { timeZone: string; lang: string };
type Texts = Partial<Record<string, string>>;

/** Stored texts without holes, as the wire carries them. */
const plainTexts = (texts: Texts): Record<string, string> =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, string] => !!entry[1]),
  );

// --- categories -----------------------------------------------------------------------------

export async function categoriesForOperator(db: DbOrTx, view: View) {
  const rows = await repo.categoryRowsForOperator(db);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id ?? '',
    names: plainTexts(row.names),
    name: localized(row.names, view.lang),
    iconImg: row.icon_img,
    sort: row.sort,
    isRecommend: row.is_recommend,
    enabled: row.enabled,
    listings: row.listings,
    children: row.children,
  }));
}

export interface CategoryInput {
  id?: string | undefined;
  parentId?: string | undefined;
  names: Texts;
  iconImg: string;
  sort: number;
  isRecommend: boolean;
  enabled: boolean;
}

async function saveCategory(
  tx: DbOrTx,
  input: CategoryInput,
): Promise<
  Result<{ id: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>
> {
  const existing = input.id ? await repo.lockCategory(tx, input.id) : undefined;
  if (input.id && !existing) return fail('resource.notFound');
  if (input.parentId) {
    const parent = await repo.findCategory(tx, input.parentId);
    if (!parent || parent.parentId !== null || parent.id === input.id)
      return fail('category.parentInvalid');
    // A category with subcategories stays top-level: two levels only.
    if (existing && (await repo.hasSubcategory(tx, existing.id)))
      return fail('category.parentInvalid');
  }
  const values = {
    parentId: input.parentId ?? null,
    names: input.names,
    iconImg: input.iconImg,
    sort: input.sort,
    isRecommend: input.isRecommend,
    enabled: input.enabled,
  };
  const id = existing?.id ?? newId();
  if (existing) await repo.updateCategory(tx, id, values);
  else await repo.insertCategory(tx, { id, ...values });
  const pick = (row: {
    parentId: string | null;
    names: unknown;
    iconImg: string;
    sort: number;
    isRecommend: boolean;
    enabled: boolean;
  }) => ({
    parentId: row.parentId,
    names: row.names,
    iconImg: row.iconImg,
    sort: row.sort,
    isRecommend: row.isRecommend,
    enabled: row.enabled,
  });
  return ok({ id, before: existing ? pick(existing) : null, after: pick(values) });
}

async function deleteCategory(
  tx: DbOrTx,
  id: string,
): Promise<Result<{ before: Record<string, unknown> }>> {
  const existing = await repo.lockCategory(tx, id);
  if (!existing) return fail('resource.notFound');
  const counts = await repo.categoryUse(tx, id);
  if (counts.children > 0) return fail('category.hasChildren');
  // Deleted listings keep their category for the orders that name them: any use refuses.
  if (counts.listings > 0 || counts.goods > 0) return fail('category.inUse');
  await repo.deleteCategory(tx, id);
  return ok({ before: { parentId: existing.parentId, names: existing.names } });
}

// --- banners --------------------------------------------------------------------------------

function bannerView(row: repo.BannerRow, view: View) {
  return {
    id: row.id,
    position: row.position as 'home' | 'discount' | 'category',
    brand: row.brand ?? '',
    titles: plainTexts(row.titles),
    title: localized(row.titles, view.lang),
    imgUrl: row.imgUrl,
    linkType: row.linkType as 'none' | 'goods' | 'seller' | 'category' | 'url',
    link: row.link,
    sort: row.sort,
    enabled: row.enabled,
    startTime: wireTime(row.startsAt, view.timeZone),
    endTime: wireTime(row.endsAt, view.timeZone),
  };
}

export async function bannersForOperator(db: DbOrTx, view: View) {
  const rows = await repo.listBanners(db);
  return rows.map((row) => bannerView(row, view));
}

export interface BannerInput {
  id?: string | undefined;
  position: string;
  /** A known brand code, or '' for every brand (the caller checks the code exists). */
  brand: string;
  titles: Texts;
  imgUrl: string;
  linkType: string;
  link: string;
  sort: number;
  enabled: boolean;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

async function saveBanner(tx: DbOrTx, input: BannerInput, view: View) {
  const existing = input.id ? await repo.lockBanner(tx, input.id) : undefined;
  if (input.id && !existing) return fail('resource.notFound');
  const startsAt = input.startTime ? parsePlatformTime(input.startTime, view.timeZone) : null;
  const endsAt = input.endTime ? parsePlatformTime(input.endTime, view.timeZone) : null;
  if (startsAt && endsAt && endsAt <= startsAt) return fail('param.invalid', { field: 'endTime' });
  const values = {
    position: input.position,
    brand: input.brand === '' ? null : input.brand,
    titles: input.titles,
    imgUrl: input.imgUrl,
    linkType: input.linkType,
    link: input.link,
    sort: input.sort,
    enabled: input.enabled,
    startsAt,
    endsAt,
  };
  const id = existing?.id ?? newId();
  const row = existing
    ? await repo.updateBanner(tx, id, values)
    : await repo.insertBanner(tx, { id, ...values });
  return ok({
    banner: bannerView(row, view),
    before: existing ? bannerView(existing, view) : null,
  });
}

async function deleteBanner(tx: DbOrTx, id: string, view: View) {
  const existing = await repo.lockBanner(tx, id);
  if (!existing) return fail('resource.notFound');
  await repo.deleteBanner(tx, id);
  return ok({ before: bannerView(existing, view) });
}

// --- the lucky-draw activity ------------------------------------------------------------------

function lotteryView(row: repo.LotteryRow, view: View) {
  return {
    id: row.id,
    titles: plainTexts(row.titles),
    title: localized(row.titles, view.lang),
    detailUrl: row.detailUrl,
    startTime: wireTime(row.startsAt, view.timeZone),
    endTime: wireTime(row.endsAt, view.timeZone),
    enabled: row.enabled,
  };
}

export async function lotteriesForOperator(db: DbOrTx, view: View) {
  const rows = await repo.listLotteries(db);
  return rows.map((row) => lotteryView(row, view));
}

async function saveLottery(
  tx: DbOrTx,
  input: {
    id?: string | undefined;
    titles: Texts;
    detailUrl: string;
    startTime: string;
    endTime: string;
    enabled: boolean;
  },
  view: View,
) {
  const existing = input.id ? await repo.lockLottery(tx, input.id) : undefined;
  if (input.id && !existing) return fail('resource.notFound');
  const startsAt = parsePlatformTime(input.startTime, view.timeZone);
  const endsAt = parsePlatformTime(input.endTime, view.timeZone);
  if (endsAt <= startsAt) return fail('param.invalid', { field: 'endTime' });
  const values = {
    titles: input.titles,
    detailUrl: input.detailUrl,
    startsAt,
    endsAt,
    enabled: input.enabled,
  };
  const id = existing?.id ?? newId();
  const row = existing
    ? await repo.updateLottery(tx, id, values)
    : await repo.insertLottery(tx, { id, ...values });
  return ok({
    lottery: lotteryView(row, view),
    before: existing ? lotteryView(existing, view) : null,
  });
}

// --- the console's calls: each change audited ------------------------------------------------

const viewOf = (ctx: ServiceContext): View => ({
  timeZone: ctx.config.platformTimeZone,
  lang: ctx.lang,
});

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
