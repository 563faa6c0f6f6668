// What the console reads of its brands (issue 37): the list, one brand with its content and
// artwork, and its saved versions with what each changed; also the answer every change gives.
import type {
  AdminBrandInfo,
  AdminBrandRow,
  AdminBrandVersion,
} from '../../../domain/api/brand-admin.ts';
import { brandConfig, type BrandConfig } from '../../../domain/brand.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { usernamesOf } from '../account/index.ts';
import { artworkDataUrl } from './brand-artwork.ts';
import { changedFields, type BrandSnapshot } from './brand-changes.ts';
import * as repo from './brand-admin.repository.ts';

export const snapshotOf = (row: {
  config: unknown;
  logoSvg: string;
  iconSvg: string;
}): BrandSnapshot => ({
  config: row.config as Record<string, unknown>,
  logoSvg: row.logoSvg,
  iconSvg: row.iconSvg,
});

export const domainsOf = (row: repo.BrandRow): string[] =>
  Array.isArray(row.config.domains) ? (row.config.domains as string[]) : [];

const nameOf = (row: repo.BrandRow): string =>
  typeof row.config.name === 'string' ? row.config.name : row.code;

export async function rowViews(
  ctx: ServiceContext,
  db: DbOrTx,
  rows: repo.BrandRow[],
): Promise<AdminBrandRow[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((row) => (row.updatedBy ? [row.updatedBy] : [])),
  );
  return rows.map((row) => ({
    code: row.code,
    name: nameOf(row),
    enabled: row.enabled,
    isDefault: row.code === ctx.config.defaultBrand,
    domains: domainsOf(row),
    version: row.version,
    updateTime: wireTime(row.updatedAt, ctx.config.platformTimeZone),
    updatedBy: row.updatedBy ? (names.get(row.updatedBy) ?? '') : '',
  }));
}

export async function infoView(
  ctx: ServiceContext,
  db: DbOrTx,
  row: repo.BrandRow,
): Promise<AdminBrandInfo> {
  const [view] = await rowViews(ctx, db, [row]);
  const parsed = brandConfig.safeParse(row.config);
  return {
    ...view!,
    // A row saved under an older schema is shown as it is, for the operator to mend.
    brand: parsed.success ? parsed.data : (row.config as unknown as BrandConfig),
    logo: artworkDataUrl(row.logoSvg),
    icon: artworkDataUrl(row.iconSvg),
  };
}

export async function listBrands(ctx: ServiceContext): Promise<Result<{ list: AdminBrandRow[] }>> {
  return ok({ list: await rowViews(ctx, ctx.db, await repo.allBrands(ctx.db)) });
}

export async function brandInfo(
  ctx: ServiceContext,
  code: string,
): Promise<Result<AdminBrandInfo>> {
  const row = await repo.findBrand(ctx.db, code);
  return row ? ok(await infoView(ctx, ctx.db, row)) : fail('resource.notFound');
}
export async function brandVersions(
  ctx: ServiceContext,
  code: string,
): Promise<Result<{ code: string; list: AdminBrandVersion[] }>> {
  const current = await repo.findBrand(ctx.db, code);
  if (!current) return fail('resource.notFound');
  const rows = await repo.latestVersions(ctx.db, code);
  const names = await usernamesOf(
    ctx.db,
    rows.flatMap((row) => (row.savedBy ? [row.savedBy] : [])),
  );
  const list = rows.slice(0, repo.VERSIONS_LISTED).map((row, i) => {
    const older = rows[i + 1];
    return {
      version: row.version,
      saveTime: wireTime(row.savedAt, ctx.config.platformTimeZone),
      savedBy: row.savedBy ? (names.get(row.savedBy) ?? '') : '',
      reason: row.reason,
      current: row.version === current.version,
      // The first version changed nothing: there was nothing before it.
      changed: older ? changedFields(snapshotOf(older), snapshotOf(row)) : [],
    };
  });
  return ok({ code, list });
}
