// The console's brand pages: every information page of a brand with the version the storefront
// shows and its source, an operator's save (English required, no claim the platform does not
// back) and a reset to the brand file's version. Each change writes its audit entry in the same
// transaction and, once committed, drops this server's cached overlay of the brand.
import type { BrandPageEntry } from '../../../domain/api/brand-pages.ts';
import { claimProblems, pageTextFields, type ClaimProblem } from '../../../domain/brand-claims.ts';
import {
  informationPages,
  shownLanguages,
  type InformationPage,
  type LocalizedText,
} from '../../../domain/brand.ts';
import { fail, ok, type ErrorKey, type Failure, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { usernamesOf } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRegistry } from './brand.service.ts';
import { deletePage, findPage, upsertPage, type BrandPageRow } from './brand-pages.repository.ts';

type Texts = Partial<Record<LanguageCode, string>>;

const asRecord = (value: LocalizedText): Record<string, string> =>
  typeof value === 'string' ? { en: value } : value;

function entryOf(
  registry: BrandRegistry,
  code: string,
  page: InformationPage,
  row: (BrandPageRow & { updatedByName?: string }) | undefined,
  timeZone: string,
): BrandPageEntry {
  if (row)
    return {
      page,
      source: 'operator',
      title: row.title as Record<string, string>,
      body: row.body as Array<Record<string, string>>,
      updateTime: wireTime(row.updatedAt, timeZone),
      updatedBy: row.updatedByName ?? '',
    };
  const file = registry.get(code)?.config.pages[page];
  return {
    page,
    source: file ? 'file' : 'none',
    title: file ? asRecord(file.title) : {},
    body: file ? file.body.map(asRecord) : [],
    updateTime: '',
    updatedBy: '',
  };
}

async function withNames(db: DbOrTx, rows: BrandPageRow[]) {
  const names = await usernamesOf(
    db,
    rows.map((row) => row.updatedBy),
  );
  return rows.map((row) => ({ ...row, updatedByName: names.get(row.updatedBy) ?? '' }));
}

export async function listPages(
  ctx: ServiceContext,
  registry: BrandRegistry,
  code: string | undefined,
) {
  const brandCode = code ?? ctx.brand;
  const brand = registry.get(brandCode);
  if (!brand) return fail('resource.notFound');
  // Straight from the table: the console shows what is saved, not the cached overlay.
  const rows = await withNames(ctx.db, await registry.pages.rowsNow(ctx.db, brandCode));
  return ok({
    brand: brandCode,
    brands: registry.codes().map((c) => ({ code: c, name: registry.get(c)!.config.name })),
    languages: shownLanguages(brand.config),
    list: informationPages.map((page) =>
      entryOf(
        registry,
        brandCode,
        page,
        rows.find((row) => row.page === page),
        ctx.config.platformTimeZone,
      ),
    ),
  });
}

/** The refusal of each kind of unbacked claim (brand saves use them too). */
export const claimKeys: Record<ClaimProblem['kind'], ErrorKey> = {
  number: 'brandPage.claimNumber',
  verification: 'brandPage.claimVerification',
  coupon: 'brandPage.claimCoupon',
  serviceTime: 'brandPage.claimServiceTime',
  carrier: 'brandPage.claimCarrier',
  figures: 'brandPage.claimFigures',
};

/** The first claim of a page that nothing backs, as a refusal naming the field and why. */
export function claimRefusal(content: { title: Texts; body: Texts[] }): Failure | undefined {
  const [problem] = claimProblems(pageTextFields(content));
  if (!problem) return undefined;
  // `title (ar)` or `¶2 (ar)`: language-neutral, so every message table can name it.
  const field =
    problem.field === 'title'
      ? `title (${problem.lang})`
      : `¶${Number(problem.field.split('.')[1]) + 1} (${problem.lang})`;
  return problem.kind === 'number'
    ? fail(claimKeys.number, { field, number: problem.number })
    : fail(claimKeys[problem.kind], { field, phrase: problem.phrase });
}

async function committed(
  registry: BrandRegistry,
  code: string,
  done: Promise<Result<BrandPageEntry>>,
): Promise<Result<BrandPageEntry>> {
  const result = await done;
  if (result.ok) registry.pages.forget(code);
  return result;
}

export async function savePage(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: { brand: string; page: InformationPage; title: Texts; body: Texts[] },
): Promise<Result<BrandPageEntry>> {
  if (!registry.get(input.brand)) return fail('resource.notFound');
  const refusal = claimRefusal(input);
  if (refusal) return refusal;
  const actor = requireUser(ctx);
  return committed(
    registry,
    input.brand,
    ctx.db.transaction(async (tx) => {
      const before = await findPage(tx, input.brand, input.page);
      const row: BrandPageRow = {
        brandCode: input.brand,
        page: input.page,
        title: input.title,
        body: input.body,
        updatedAt: ctx.now,
        updatedBy: actor.userId,
      };
      await upsertPage(tx, row);
      await recordAudit(tx, ctx, {
        action: 'brandPage.save',
        targetKind: 'brand_page',
        targetId: `${input.brand}/${input.page}`,
        before: before
          ? { title: before.title, body: before.body }
          : { source: registry.get(input.brand)?.config.pages[input.page] ? 'file' : 'none' },
        after: { title: input.title, body: input.body },
      });
      const [named] = await withNames(tx, [row]);
      return ok(entryOf(registry, input.brand, input.page, named, ctx.config.platformTimeZone));
    }),
  );
}

export async function resetPage(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: { brand: string; page: InformationPage },
): Promise<Result<BrandPageEntry>> {
  if (!registry.get(input.brand)) return fail('resource.notFound');
  return committed(
    registry,
    input.brand,
    ctx.db.transaction(async (tx) => {
      const before = await findPage(tx, input.brand, input.page);
      // Nothing to reset is not an error: the file's version is already the one shown.
      if (before) {
        await deletePage(tx, input.brand, input.page);
        await recordAudit(tx, ctx, {
          action: 'brandPage.reset',
          targetKind: 'brand_page',
          targetId: `${input.brand}/${input.page}`,
          before: { title: before.title, body: before.body },
          after: { source: registry.get(input.brand)?.config.pages[input.page] ? 'file' : 'none' },
        });
      }
      return ok(entryOf(registry, input.brand, input.page, undefined, ctx.config.platformTimeZone));
    }),
  );
}
