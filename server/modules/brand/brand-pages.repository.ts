// The `brand_pages` table: operators' versions of a brand's information pages.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandPages } from '../../db/schema/brand.ts';

export type BrandPageRow = typeof brandPages.$inferSelect;

/** A real promise (a Drizzle query runs again at every await; the overlay keeps this one). */
export async function pageRows(db: DbOrTx, brandCode: string): Promise<BrandPageRow[]> {
  return await db.select().from(brandPages).where(eq(brandPages.brandCode, brandCode));
}

export async function findPage(
  db: DbOrTx,
  brandCode: string,
  page: string,
): Promise<BrandPageRow | undefined> {
  const [row] = await db
    .select()
    .from(brandPages)
    .where(and(eq(brandPages.brandCode, brandCode), eq(brandPages.page, page)));
  return row;
}

export async function upsertPage(db: DbOrTx, row: BrandPageRow): Promise<void> {
  await db
    .insert(brandPages)
    .values(row)
    .onConflictDoUpdate({
      target: [brandPages.brandCode, brandPages.page],
      set: { title: row.title, body: row.body, updatedAt: row.updatedAt, updatedBy: row.updatedBy },
    });
}

export async function deletePage(db: DbOrTx, brandCode: string, page: string): Promise<void> {
  await db
    .delete(brandPages)
    .where(and(eq(brandPages.brandCode, brandCode), eq(brandPages.page, page)));
}
