// Pictures nobody used: a file uploaded more than a day ago that no record refers to (a review, a
// listing, a store, a deposit proof, a refund, a banner, ...) is removed with its record. A file
// found in use is marked kept and never looked at again. Rows are claimed with SKIP LOCKED, so
// several servers may sweep at once without removing a file twice.
import { buffer } from 'node:stream/consumers';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import { uploadKeyOf } from './upload.service.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { PUBLIC_PREFIX, type UploadStore } from './store/store.ts';

/**
 * Every column that may hold an uploaded picture's URL, as a condition on `c.url`. A table that
 * starts storing upload URLs adds its column here, or its pictures are removed a day after upload.
 */
const references: SQL[] = [
  sql`exists (select 1 from goods where images @> jsonb_build_array(c.url))`,
  sql`exists (select 1 from sellers where logo = c.url or banner = c.url)`,
  sql`exists (select 1 from store_applications
    where logo = c.url or banner = c.url or certificate = c.url)`,
  sql`exists (select 1 from banners where img_url = c.url)`,
  sql`exists (select 1 from categories where icon_img = c.url)`,
  sql`exists (select 1 from evaluations where img_urls @> jsonb_build_array(c.url))`,
  sql`exists (select 1 from orders where refund_imgs @> jsonb_build_array(c.url))`,
  sql`exists (select 1 from deposits where img = c.url)`,
  sql`exists (select 1 from kyc_records where id_photo = c.url or company_document = c.url)`,
  sql`exists (select 1 from chat_messages where type = 'img' and content = c.url)`,
];

export interface SweepResult {
  kept: number;
  removed: number;
}

/** One pass over up to `limit` uploads older than `unusedAfterMs`. */
export async function sweepUnusedUploads(
  db: Db,
  options: { now: Date; unusedAfterMs: number; store: UploadStore; limit?: number },
): Promise<SweepResult> {
  const before = new Date(options.now.getTime() - options.unusedAfterMs);
  const { kept, removed } = await db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string; url: string; used: boolean }>(sql`
      with c as (
        select id, url from uploads
        where kept_at is null and created_at < ${before.toISOString()}::timestamptz
        order by created_at
        limit ${options.limit ?? 500}
        for update skip locked
      )
      select c.id, c.url, (${sql.join(references, sql` or `)}) as used from c`);
    const used = result.rows.filter((row) => row.used);
    const unused = result.rows.filter((row) => !row.used);
    if (used.length > 0)
      await tx.execute(sql`
        update uploads set kept_at = ${options.now.toISOString()}::timestamptz
        where id = any(${`{${used.map((row) => row.id).join(',')}}`}::text[])`);
    if (unused.length > 0)
      await tx.execute(sql`
        delete from uploads where id = any(${`{${unused.map((row) => row.id).join(',')}}`}::text[])`);
    return { kept: used.length, removed: unused };
  });
  // The records are gone; the files follow (a crash here leaves files no record names, which no
  // page can show: the URL was never used).
  for (const row of removed) {
    const key = uploadKeyOf(row.url);
    if (key === undefined) continue;
    await options.store.delete([key, ...VARIANT_WIDTHS.map((width) => variantName(key, width))]);
  }
  return { kept, removed: removed.length };
}

const VARIANTS_DONE = `${PUBLIC_PREFIX}/.variants-v1`;
const ORIGINAL = new RegExp(`^${PUBLIC_PREFIX}/([a-z]+)/[A-Za-z0-9]+\\.(jpg|png|webp)$`);

/**
 * Pictures uploaded before the smaller copies existed get them once (the storefront asks for them
 * in `srcset`); a marker object in the store says the pass is done.
 */
export async function addMissingVariants(store: UploadStore): Promise<number> {
  if ((await store.size(VARIANTS_DONE)) !== undefined) return 0;
  let made = 0;
  const keys = await store.list(`${PUBLIC_PREFIX}/`);
  const present = new Set(keys);
  for (const key of keys) {
    const area = ORIGINAL.exec(key)?.[1];
    if (!area || area === 'demo') continue;
    const missing = VARIANT_WIDTHS.filter((width) => !present.has(variantName(key, width)));
    if (missing.length === 0) continue;
    const found = await store.get(key);
    if (!found) continue;
    const sharp = await loadSharp();
    const image = sharp(await buffer(found.body), { failOn: 'none' });
    for (const width of missing) {
      const copy = await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await store.put(variantName(key, width), copy);
      made += 1;
    }
  }
  await store.put(VARIANTS_DONE, Buffer.from(new Date().toISOString()));
  return made;
}
