// The console's brand changes (issue 37): create, save, enable or disable, preview and restore.
// A brand's content is checked as a whole before it is kept (brand-admin.checks.ts: the
// `brand.json` schema is the endpoint's input). Each change writes the brand's row, its new
// version and the audit entry (what changed, field by field, and why) and NOTIFYs
// `caravan_brand`, all in one transaction, so every server reloads its brands when it commits;
// this server reloads before it answers. The reads are in brand-admin.views.ts.
import type { AdminBrandInfo, AdminBrandRow } from '../../../domain/api/brand-admin.ts';
import { brandConfig, type BrandConfig } from '../../../domain/brand.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { recordAudit } from '../audit/index.ts';
import { changedFields, fieldValues } from './brand-changes.ts';
import { notifyBrandChange, reloadBrands } from './brand-store.ts';
import type { BrandRegistry } from './brand.service.ts';
import * as repo from './brand-admin.repository.ts';
import { artworkOf, contrastFigures, draftRefusal } from './brand-admin.checks.ts';
import { infoView, rowViews, snapshotOf } from './brand-admin.views.ts';

/** A brand's content about to be kept: its `brand.json` and its artwork. */
interface Draft {
  config: BrandConfig;
  logoSvg: string;
  iconSvg: string;
}

// ---------------------------------------------------------------------------------------------
// Changes

/**
 * Keeps `draft` as the brand's next version, in `tx` (which holds the brand write lock): the row,
 * the version, the audit entry with what changed, and the NOTIFY.
 */
async function keepVersion(
  tx: DbOrTx,
  ctx: ServiceContext,
  input: {
    action: 'brand.create' | 'brand.save' | 'brand.restore';
    before: repo.BrandRow | undefined;
    draft: Draft;
    reason: string;
    restoredFrom?: number;
  },
): Promise<repo.BrandRow> {
  const actor = requireUser(ctx).userId;
  const { before, draft } = input;
  const code = draft.config.code;
  const version = (before?.version ?? 0) + 1;
  const content = {
    config: draft.config as unknown as Record<string, unknown>,
    logoSvg: draft.logoSvg,
    iconSvg: draft.iconSvg,
  };
  await repo.insertVersion(tx, {
    code,
    version,
    ...content,
    savedAt: ctx.now,
    savedBy: actor,
    reason: input.reason,
  });
  const row = before
    ? await repo.updateBrand(tx, code, {
        ...content,
        version,
        updatedAt: ctx.now,
        updatedBy: actor,
      })
    : await repo.insertBrand(tx, {
        code,
        enabled: true,
        version,
        ...content,
        updatedAt: ctx.now,
        updatedBy: actor,
      });
  const beforeSnapshot = before ? snapshotOf(before) : undefined;
  const changed = changedFields(beforeSnapshot, snapshotOf(row));
  await recordAudit(tx, ctx, {
    action: input.action,
    targetKind: 'brand',
    targetId: code,
    before: before ? { version: before.version, ...fieldValues(beforeSnapshot, changed) } : null,
    after: {
      version,
      changed,
      ...(input.restoredFrom !== undefined ? { restoredFrom: input.restoredFrom } : {}),
      ...fieldValues(snapshotOf(row), changed),
    },
    reason: input.reason,
  });
  await notifyBrandChange(tx, code);
  return row;
}

/** Runs a brand change and, once it committed, reloads this server's brands before answering. */
async function committed<T>(
  ctx: ServiceContext,
  registry: BrandRegistry,
  change: Promise<Result<T>>,
): Promise<Result<T>> {
  const result = await change;
  // The NOTIFY reloads every server (this one too) a moment later; the caller's next request
  // may come sooner.
  if (result.ok) await reloadBrands(ctx.db, registry, ctx.log);
  return result;
}

/**
 * A draft kept as its brand's next version (create, save, restore) in the caller's transaction:
 * checked against the other brands (host names, claims, contrast), then written with its version
 * and audit entry, and answered as `admin/brand!info` reads it.
 */
async function keepCheckedVersion(
  tx: DbOrTx,
  ctx: ServiceContext,
  rows: readonly repo.BrandRow[],
  entry: Parameters<typeof keepVersion>[2],
): Promise<Result<AdminBrandInfo>> {
  const code = entry.draft.config.code;
  const refusal = draftRefusal(
    entry.draft.config,
    rows.filter((row) => row.code !== code),
  );
  if (refusal) return refusal;
  return ok(await infoView(ctx, tx, await keepVersion(tx, ctx, entry)));
}

export async function createBrand(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: {
    brand: BrandConfig;
    logoUpload?: string | undefined;
    iconUpload?: string | undefined;
    artworkFrom?: string | undefined;
    reason: string;
  },
): Promise<Result<AdminBrandInfo>> {
  const artwork = await artworkOf(ctx, input);
  if (!artwork.ok) return artwork;
  return committed(
    ctx,
    registry,
    ctx.db.transaction(async (tx): Promise<Result<AdminBrandInfo>> => {
      await repo.lockBrandWrites(tx);
      const rows = await repo.allBrands(tx);
      if (rows.some((row) => row.code === input.brand.code))
        return fail('brand.codeTaken', { code: input.brand.code });
      // Artwork not uploaded is the `artworkFrom` brand's; with neither, the brand has none.
      const source = input.artworkFrom
        ? rows.find((row) => row.code === input.artworkFrom)
        : undefined;
      if (input.artworkFrom && !source) return fail('param.invalid', { field: 'artworkFrom' });
      const logoSvg = artwork.data.logoSvg ?? source?.logoSvg;
      const iconSvg = artwork.data.iconSvg ?? source?.iconSvg;
      if (logoSvg === undefined || iconSvg === undefined)
        return fail('brand.artworkInvalid', {
          field: logoSvg === undefined ? 'logoUpload' : 'iconUpload',
        });
      return keepCheckedVersion(tx, ctx, rows, {
        action: 'brand.create',
        before: undefined,
        draft: { config: input.brand, logoSvg, iconSvg },
        reason: input.reason,
      });
    }),
  );
}

export async function saveBrand(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: {
    brand: BrandConfig;
    version?: number | undefined;
    logoUpload?: string | undefined;
    iconUpload?: string | undefined;
    reason: string;
  },
): Promise<Result<AdminBrandInfo>> {
  const code = input.brand.code;
  const current = await repo.findBrand(ctx.db, code);
  if (!current) return fail('resource.notFound');
  const artwork = await artworkOf(ctx, input);
  if (!artwork.ok) return artwork;
  return committed(
    ctx,
    registry,
    ctx.db.transaction(async (tx): Promise<Result<AdminBrandInfo>> => {
      await repo.lockBrandWrites(tx);
      const rows = await repo.allBrands(tx);
      const before = rows.find((row) => row.code === code);
      if (!before) return fail('resource.notFound');
      if (input.version !== undefined && input.version !== before.version)
        return fail('brand.versionChanged', { version: before.version });
      const draft: Draft = {
        config: input.brand,
        logoSvg: artwork.data.logoSvg ?? before.logoSvg,
        iconSvg: artwork.data.iconSvg ?? before.iconSvg,
      };
      return keepCheckedVersion(tx, ctx, rows, {
        action: 'brand.save',
        before,
        draft,
        reason: input.reason,
      });
    }),
  );
}

export async function restoreBrand(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: { code: string; version: number; reason: string },
): Promise<Result<AdminBrandInfo>> {
  return committed(
    ctx,
    registry,
    ctx.db.transaction(async (tx): Promise<Result<AdminBrandInfo>> => {
      await repo.lockBrandWrites(tx);
      const rows = await repo.allBrands(tx);
      const before = rows.find((row) => row.code === input.code);
      const kept = before && (await repo.findVersion(tx, input.code, input.version));
      if (!before || !kept) return fail('resource.notFound');
      // Kept under an earlier schema, a version may no longer load: it cannot come back as it is.
      const parsed = brandConfig.safeParse(kept.config);
      if (!parsed.success || parsed.data.code !== input.code)
        return fail('param.invalid', { field: 'version' });
      const draft: Draft = { config: parsed.data, logoSvg: kept.logoSvg, iconSvg: kept.iconSvg };
      // Checked as a save is: its hosts may be another brand's now, the rules may be stricter.
      return keepCheckedVersion(tx, ctx, rows, {
        action: 'brand.restore',
        before,
        draft,
        reason: input.reason,
        restoredFrom: input.version,
      });
    }),
  );
}

export async function setBrandEnabled(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: { code: string; enabled: boolean; reason: string },
): Promise<Result<AdminBrandRow>> {
  return committed(
    ctx,
    registry,
    ctx.db.transaction(async (tx): Promise<Result<AdminBrandRow>> => {
      await repo.lockBrandWrites(tx);
      const rows = await repo.allBrands(tx);
      const before = rows.find((row) => row.code === input.code);
      if (!before) return fail('resource.notFound');
      if (before.enabled === input.enabled) return ok((await rowViews(ctx, tx, [before]))[0]!);
      if (!input.enabled) {
        // Every request needs a brand: the default answers every host no enabled brand claims.
        if (input.code === ctx.config.defaultBrand)
          return fail('brand.defaultAlwaysEnabled', { code: input.code });
        if (!rows.some((row) => row.enabled && row.code !== input.code))
          return fail('brand.lastEnabled');
      }
      const row = await repo.updateBrand(tx, input.code, {
        enabled: input.enabled,
        updatedAt: ctx.now,
        updatedBy: requireUser(ctx).userId,
      });
      await recordAudit(tx, ctx, {
        action: input.enabled ? 'brand.enable' : 'brand.disable',
        targetKind: 'brand',
        targetId: input.code,
        before: { enabled: before.enabled, version: before.version },
        after: { enabled: row.enabled, version: row.version },
        reason: input.reason,
      });
      await notifyBrandChange(tx, input.code);
      return ok((await rowViews(ctx, tx, [row]))[0]!);
    }),
  );
}

export async function previewBrand(
  ctx: ServiceContext,
  registry: BrandRegistry,
  input: { brand: BrandConfig; logoUpload?: string | undefined; iconUpload?: string | undefined },
) {
  // New artwork is checked as a save would; the preview answers what the page carries.
  const artwork = await artworkOf(ctx, input);
  if (!artwork.ok) return artwork;
  const rows = await repo.allBrands(ctx.db);
  const refusal = draftRefusal(
    input.brand,
    rows.filter((row) => row.code !== input.brand.code),
  );
  if (refusal) return refusal;
  const draft = { config: input.brand, public: registry.publicOf(input.brand) };
  // Operators' pages exist for saved brands only (and the overlay's cache is kept per brand).
  const { brand } = rows.some((row) => row.code === input.brand.code)
    ? await registry.pages.publicBrand(ctx.db, draft)
    : { brand: draft.public };
  return ok({ brand, contrast: contrastFigures(input.brand) });
}
