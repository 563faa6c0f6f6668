// Stores as the catalogue knows them: opened here when an operator approves a store application
// (the store module decides; this writes the row buyers then browse and search).
import { buildSearchText } from '../../../domain/catalog/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inArray } from 'drizzle-orm';
import { categories, sellers } from '../../db/schema/catalog.ts';

/** Opens a store in the catalogue (an approved store application); answers its id. */
export async function createStore(
  tx: DbOrTx,
  store: {
    id: string;
    ownerUserId: string;
    name: string;
    /** In the language the applicant wrote it; shown for every language until translated. */
    description: string;
    logo: string;
    banner: string;
    now: Date;
  },
): Promise<string> {
  await tx.insert(sellers).values({
    id: store.id,
    ownerUserId: store.ownerUserId,
    name: store.name,
    descriptions: { en: store.description },
    logo: store.logo,
    banner: store.banner,
    searchText: buildSearchText([store.name]),
    createdAt: store.now,
  });
  return store.id;
}

/** Which of these category ids exist (a store application names its main categories). */
export async function existingCategoryIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return rows.map((row) => row.id);
}
