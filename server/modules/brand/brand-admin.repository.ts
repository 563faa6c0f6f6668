// The console's reads and writes of the `brands` and `brand_versions` tables (the seed and the
// reload are brand-store.ts). Writes run inside the service's transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, brandVersions } from '../../db/schema/brand.ts';

export type BrandRow = typeof brands.$inferSelect;
export type BrandVersionRow = typeof brandVersions.$inferSelect;

/** How many versions of a brand the console lists (newest first). */
export const VERSIONS_LISTED = 100;

export async function allBrands(db: DbOrTx): Promise<BrandRow[]> {
  return db.select().from(brands).orderBy(brands.code);
}

export async function findBrand(db: DbOrTx, code: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.code, code));
  return row;
}

/**
 * Every brand write holds one lock until its transaction ends: host names are unique across
 * brands, which no row lock of one brand can guarantee, and writes to brands are rare.
 */
export async function lockBrandWrites(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('caravan_brand_write'))`);
}

export async function insertBrand(tx: DbOrTx, row: typeof brands.$inferInsert): Promise<BrandRow> {
  const [inserted] = await tx.insert(brands).values(row).returning();
  return inserted!;
}

export async function updateBrand(
  tx: DbOrTx,
  code: string,
  values: Partial<typeof brands.$inferInsert>,
): Promise<BrandRow> {
  const [updated] = await tx.update(brands).set(values).where(eq(brands.code, code)).returning();
  return updated!;
}

export async function insertVersion(
  tx: DbOrTx,
  row: typeof brandVersions.$inferInsert,
): Promise<void> {
  await tx.insert(brandVersions).values(row);
}

export async function findVersion(
  db: DbOrTx,
  code: string,
  version: number,
): Promise<BrandVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(brandVersions)
    .where(and(eq(brandVersions.code, code), eq(brandVersions.version, version)));
  return row;
}

/** The newest versions of a brand, plus the one before the oldest listed (to tell its changes). */
export async function latestVersions(db: DbOrTx, code: string): Promise<BrandVersionRow[]> {
  return db
    .select()
    .from(brandVersions)
    .where(eq(brandVersions.code, code))
    .orderBy(desc(brandVersions.version))
    .limit(VERSIONS_LISTED + 1);
}
