// Pictures nobody used: a file uploaded more than a day ago that no record refers to (a review, a
// listing, a store, a deposit proof, a refund, a banner, ...) is removed with its record. A file
// found in use is marked kept and never looked at again. Rows are claimed with SKIP LOCKED, so
// several servers may sweep at once without removing a file twice.
import { access, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import { uploadFilePath } from './upload.service.ts';
import { loadSharp } from '../../platform/sharp.ts';

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
  options: { now: Date; unusedAfterMs: number; dataDir: string; limit?: number },
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
    const file = uploadFilePath(options.dataDir, row.url);
    await Promise.all(
      [file, ...VARIANT_WIDTHS.map((width) => variantName(file, width))].map((name) =>
        rm(name, { force: true }),
      ),
    );
  }
  return { kept, removed: removed.length };
}

const VARIANTS_DONE = '.variants-v1';

/**
 * Pictures uploaded before the smaller copies existed get them once (the storefront asks for them
 * in `srcset`); a marker file in the uploads folder says the pass is done.
 */
export async function addMissingVariants(dataDir: string): Promise<number> {
  const root = path.join(dataDir, 'uploads');
  const marker = path.join(root, VARIANTS_DONE);
  if (
    await access(marker).then(
      () => true,
      () => false,
    )
  )
    return 0;
  let made = 0;
  const areas = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const area of areas) {
    if (!area.isDirectory() || area.name === 'demo') continue;
    const folder = path.join(root, area.name);
    const names = new Set(await readdir(folder));
    for (const name of names) {
      if (!/^[A-Za-z0-9]+\.(jpg|png|webp)$/.test(name)) continue;
      const missing = VARIANT_WIDTHS.filter((width) => !names.has(variantName(name, width)));
      if (missing.length === 0) continue;
      const sharp = await loadSharp();
      const image = sharp(path.join(folder, name), { failOn: 'none' });
      for (const width of missing) {
        await image
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toFile(path.join(folder, variantName(name, width)));
        made += 1;
      }
    }
  }
  await mkdir(root, { recursive: true });
  await writeFile(marker, new Date().toISOString());
  return made;
}
