// Stores as the catalogue knows them: opened here when an operator approves a store application,
// and their profile (name, description, pictures, contact, handling time) read and changed for the
// store's owner (the store module decides; this reads and writes the row buyers browse and search).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildSearchText } from '../../../domain/catalog/search.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { categories, sellers } from '../../db/schema/catalog.ts';
import { forgetCatalogReads } from './catalog.cache.ts';
import { storeSoldSql } from './catalog.events.ts';

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
    contactEmail: string;
    contactPhone: string;
    /** ISO 3166-1 alpha-2, the country the store ships from. */
    country: string;
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
    contactEmail: store.contactEmail,
    contactPhone: store.contactPhone,
    country: store.country,
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

const profileColumns = {
  id: sellers.id,
  name: sellers.name,
  descriptions: sellers.descriptions,
  logo: sellers.logo,
  banner: sellers.banner,
  contactEmail: sellers.contactEmail,
  contactPhone: sellers.contactPhone,
  country: sellers.country,
  handlingDays: sellers.handlingDays,
  createdAt: sellers.createdAt,
  enabled: sellers.enabled,
  suspendReasonCode: sellers.suspendReasonCode,
  suspendReason: sellers.suspendReason,
};

/** A store's profile as stored: descriptions in every language written. */
export type StoreProfileRecord = Pick<typeof sellers.$inferSelect, keyof typeof profileColumns>;

/** A store's profile, or undefined. */
export async function storeProfile(
  db: DbOrTx,
  sellerId: string,
): Promise<StoreProfileRecord | undefined> {
  const rows = await db.select(profileColumns).from(sellers).where(eq(sellers.id, sellerId));
  return rows[0];
}

/**
 * Replaces the profile of a store run by `ownerUserId` (nothing changes for anyone else's store);
 * the description is written for `lang`, other languages keep theirs, and the search text follows
 * the name. Takes the database, not a transaction: cached catalogue answers are dropped once the
 * change is committed, so no card shows the old name or logo. Answers the stored profile.
 */
export async function updateStoreProfile(
  db: Db,
  store: { sellerId: string; ownerUserId: string },
  profile: {
    name: string;
    lang: string;
    description: string;
    logo: string;
    banner: string;
    contactEmail: string;
    contactPhone: string;
    country: string;
    handlingDays: number;
  },
): Promise<StoreProfileRecord | undefined> {
  const rows = await db
    .update(sellers)
    .set({
      name: profile.name,
      descriptions: sql`${sellers.descriptions} || jsonb_build_object(${profile.lang}::text, ${profile.description}::text)`,
      logo: profile.logo,
      banner: profile.banner,
      contactEmail: profile.contactEmail,
      contactPhone: profile.contactPhone,
      country: profile.country,
      handlingDays: profile.handlingDays,
      searchText: buildSearchText([profile.name]),
    })
    .where(and(eq(sellers.id, store.sellerId), eq(sellers.ownerUserId, store.ownerUserId)))
    .returning(profileColumns);
  if (rows[0]) forgetCatalogReads();
  return rows[0];
}

/** A store as other modules show it in lists (followed stores). */
export interface StoreSummary {
  id: string;
  name: string;
  logo: string;
  ownerUserId: string | null;
  enabled: boolean;
  followersNum: number;
  soldNum: number;
}

/** Who runs a store and the days it takes to ship (a payment's notice to the owner); undefined if unknown. */
export async function storeOwnerOf(
  db: DbOrTx,
  sellerId: string,
): Promise<{ ownerUserId: string | null; handlingDays: number } | undefined> {
  const [row] = await db
    .select({ ownerUserId: sellers.ownerUserId, handlingDays: sellers.handlingDays })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row;
}

/** Stores by id, open or suspended; missing ids are simply absent. */
export async function readStores(db: DbOrTx, ids: readonly string[]): Promise<StoreSummary[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sellers.id,
      name: sellers.name,
      logo: sellers.logo,
      ownerUserId: sellers.ownerUserId,
      enabled: sellers.enabled,
      followersNum: sellers.followersNum,
      soldNum: storeSoldSql(sql`${sellers.id}`).mapWith(Number),
    })
    .from(sellers)
    .where(inArray(sellers.id, [...new Set(ids)]));
}
