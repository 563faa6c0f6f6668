// Identity pictures at rest (an ID photo, a company document): once a real-name verification names
// them, the stored file and its smaller copies are sealed (server/platform/identity-crypto.ts),
// each bound to the record and its own name, and the upload row keeps the binding. The authorised
// route opens them for the people allowed to see them; the bucket or the folder alone shows
// nothing. The retention rule erases them: the files and the rows go.
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/upload.ts';
import { isSealedBytes, openBytes, sealBytes } from '../../platform/identity-crypto.ts';
import { PRIVATE_PREFIX, type StoredObject, type UploadStore } from './store/store.ts';

/**
 * The stored files of a private upload URL: the picture and its smaller copies, with their names
 * (only pictures of private areas are sealed, so their keys are under the private prefix).
 */
function filesOf(url: string): Array<{ key: string; name: string }> {
  const [, module, name] = /^\/uploads\/([a-z]+)\/([A-Za-z0-9._-]+)$/.exec(url) ?? [];
  if (!module || !name) return [];
  return [name, ...VARIANT_WIDTHS.map((width) => variantName(name, width))].map((file) => ({
    key: `${PRIVATE_PREFIX}/${module}/${file}`,
    name: file,
  }));
}

async function bytesOf(object: StoredObject): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * Seals the files of `urls` bound to `binding` (`kyc_records:<id>`), unless already sealed.
 * Idempotent and safe on several servers at once: a file found sealed is left as it is, and the
 * row records the binding only after every file of it is sealed.
 */
export async function sealUploads(
  db: DbOrTx,
  store: UploadStore,
  key: Buffer,
  urls: readonly string[],
  binding: string,
): Promise<number> {
  if (urls.length === 0) return 0;
  const rows = await db
    .select({ id: uploads.id, url: uploads.url, sealedFor: uploads.sealedFor })
    .from(uploads)
    .where(inArray(uploads.url, [...urls]));
  let sealed = 0;
  for (const row of rows) {
    if (row.sealedFor) continue;
    for (const file of filesOf(row.url)) {
      const found = await store.get(file.key);
      if (!found) continue;
      const bytes = await bytesOf(found);
      if (isSealedBytes(bytes)) continue;
      await store.put(file.key, sealBytes(key, bytes, `${binding}:${file.name}`));
    }
    await db
      .update(uploads)
      .set({ sealedFor: binding })
      .where(inArray(uploads.id, [row.id]));
    sealed += 1;
  }
  return sealed;
}

/**
 * A stored private picture as it may be shown: opened when its upload is sealed (a file still
 * plain, caught between its sealing steps, is answered as it is).
 */
export async function openStored(
  found: StoredObject,
  key: Buffer,
  sealedFor: string | null,
  name: string,
): Promise<StoredObject> {
  if (!sealedFor) return found;
  const bytes = await bytesOf(found);
  const plain = isSealedBytes(bytes) ? openBytes(key, bytes, `${sealedFor}:${name}`) : bytes;
  return { body: Readable.from([plain]), type: found.type, length: plain.length };
}

/** Removes the files of `urls` from the store and their upload rows (the retention rule). */
export async function eraseUploads(
  db: DbOrTx,
  store: UploadStore,
  urls: readonly string[],
): Promise<void> {
  const present = urls.filter((url) => url !== '');
  if (present.length === 0) return;
  await store.delete(present.flatMap((url) => filesOf(url).map((file) => file.key)));
  await db.delete(uploads).where(inArray(uploads.url, present));
}
