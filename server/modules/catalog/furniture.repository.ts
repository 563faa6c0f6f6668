// SQL of the catalogue's furniture as operators keep it: categories (with how many listings,
// goods and subcategories use each), banners and the lucky-draw activity; furniture.service.ts
// decides and audits.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { banners, categories, lotteryActivities } from '../../db/schema/catalog.ts';

type Texts = Partial<Record<string, string>>;
export type CategoryRecord = typeof categories.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type LotteryRow = typeof lotteryActivities.$inferSelect;

// --- categories -----------------------------------------------------------------------------

/** Every category, parents before their children, with what uses it. */
export async function categoryRowsForOperator(db: DbOrTx) {
  const rows = await db.execute<{
    id: string;
    parent_id: string | null;
    names: Texts;
    icon_img: string;
    sort: number;
    is_recommend: boolean;
    enabled: boolean;
    listings: number;
    children: number;
  }>(sql`
    select c.id, c.parent_id, c.names, c.icon_img, c.sort, c.is_recommend, c.enabled,
      (select count(*)::int from seller_goods sg where sg.category_id = c.id and sg.deleted_at is null) as listings,
      (select count(*)::int from categories k where k.parent_id = c.id) as children
    from categories c order by coalesce(c.parent_id, c.id), c.parent_id nulls first, c.sort, c.id`);
  return rows.rows;
}

/** The category, its row locked until the transaction ends. */
export async function lockCategory(tx: DbOrTx, id: string): Promise<CategoryRecord | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function findCategory(tx: DbOrTx, id: string): Promise<CategoryRecord | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Whether the category has a subcategory. */
export async function hasSubcategory(tx: DbOrTx, id: string): Promise<boolean> {
  const [child] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return child !== undefined;
}

export async function updateCategory(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof categories.$inferInsert>,
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

export async function insertCategory(
  tx: DbOrTx,
  row: typeof categories.$inferInsert,
): Promise<void> {
  await tx.insert(categories).values(row);
}

/** How many listings, goods and subcategories use the category (any use keeps it). */
export async function categoryUse(
  tx: DbOrTx,
  id: string,
): Promise<{ listings: number; goods: number; children: number }> {
  const use = await tx.execute<{ listings: number; goods: number; children: number }>(sql`
    select
      (select count(*)::int from seller_goods where category_id = ${id}) as listings,
      (select count(*)::int from goods where category_id = ${id}) as goods,
      (select count(*)::int from categories where parent_id = ${id}) as children`);
  return use.rows[0]!;
}

export async function deleteCategory(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

// --- banners --------------------------------------------------------------------------------

export async function listBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
}

/** The banner, its row locked until the transaction ends. */
export async function lockBanner(tx: DbOrTx, id: string): Promise<BannerRow | undefined> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
  return row;
}

export async function updateBanner(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof banners.$inferInsert>,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
  return row!;
}

export async function insertBanner(
  tx: DbOrTx,
  row: typeof banners.$inferInsert,
): Promise<BannerRow> {
  const [inserted] = await tx.insert(banners).values(row).returning();
  return inserted!;
}

export async function deleteBanner(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

// --- the lucky-draw activity ------------------------------------------------------------------

export async function listLotteries(db: DbOrTx): Promise<LotteryRow[]> {
  return db
    .select()
    .from(lotteryActivities)
    .orderBy(desc(lotteryActivities.startsAt), desc(lotteryActivities.id));
}

/** The activity, its row locked until the transaction ends. */
export async function lockLottery(tx: DbOrTx, id: string): Promise<LotteryRow | undefined> {
  const [row] = await tx
    .select()
    .from(lotteryActivities)
    .where(eq(lotteryActivities.id, id))
    .for('update');
  return row;
}

export async function updateLottery(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof lotteryActivities.$inferInsert>,
): Promise<LotteryRow> {
  const [row] = await tx
    .update(lotteryActivities)
    .set(values)
    .where(eq(lotteryActivities.id, id))
    .returning();
  return row!;
}

export async function insertLottery(
  tx: DbOrTx,
  row: typeof lotteryActivities.$inferInsert,
): Promise<LotteryRow> {
  const [inserted] = await tx.insert(lotteryActivities).values(row).returning();
  return inserted!;
}
