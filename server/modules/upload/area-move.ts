// A picture moved to another upload area, with its smaller copies and its row: for pictures kept in
// an area before the one they belong to existed (company certificates in the public `store` area,
// before the private `certificate` area). Idempotent: a file already moved (by another server) is
// not an error, and the row follows once the files are where they belong.
import { eq } from 'drizzle-orm';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/upload.ts';
import type { UploadStore } from './store/store.ts';
import { uploadKey } from './upload.service.ts';

/** Moves `url` (`/uploads/<area>/<name>`) into `area`; answers the new URL, or undefined. */
export async function moveUploadToArea(
  db: DbOrTx,
  store: UploadStore,
  url: string,
  area: string,
): Promise<string | undefined> {
  const [, from, name] = /^\/uploads\/([a-z]+)\/([A-Za-z0-9._-]+)$/.exec(url) ?? [];
  if (!from || !name) return undefined;
  const moved = `/uploads/${area}/${name}`;
  if (from === area) return url;
  for (const file of [name, ...VARIANT_WIDTHS.map((width) => variantName(name, width))])
    await store.move(uploadKey(from, file), uploadKey(area, file));
  await db.update(uploads).set({ module: area, url: moved }).where(eq(uploads.url, url));
  return moved;
}
