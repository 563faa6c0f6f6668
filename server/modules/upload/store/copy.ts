// Copying a local upload folder into another store (`npm run uploads:to-s3`, scripts/
// uploads-to-s3.ts): every object of DATA_DIR/uploads and DATA_DIR/private-uploads goes to the
// same key in the bucket, except pictures of a private area still in the public folder (from
// before the area was private), which go under the private prefix, as movePrivateUploads would
// move them. An object already there with the same size is left alone, so a copy stopped half-way
// is simply run again; each copied object's size is read back from the target and compared.
import { buffer } from 'node:stream/consumers';
import { privateUploadModules } from '../../../../domain/upload/private-areas.ts';
import { assertKey, PRIVATE_PREFIX, PUBLIC_PREFIX } from './keys.ts';
import type { UploadStore } from './store.ts';

export interface CopyResult {
  copied: number;
  /** Already in the target with the same size. */
  present: number;
  bytes: number;
  /** Names that are no upload key (left out, listed). */
  skipped: string[];
  /** Copied, but the target's size differs afterwards. */
  mismatched: string[];
}

const PRIVATE_IN_PUBLIC = new RegExp(
  `^${PUBLIC_PREFIX}/(${privateUploadModules.join('|')})/([^/]+)$`,
);

/** Where a local key goes in the target. */
export function targetKeyOf(key: string): string {
  const legacy = PRIVATE_IN_PUBLIC.exec(key);
  return legacy ? `${PRIVATE_PREFIX}/${legacy[1]}/${legacy[2]}` : key;
}

export async function copyUploads(
  from: UploadStore,
  to: UploadStore,
  options: { log: (line: string) => void; concurrency?: number },
): Promise<CopyResult> {
  const keys = [
    ...(await from.list(`${PUBLIC_PREFIX}/`)),
    ...(await from.list(`${PRIVATE_PREFIX}/`)),
  ].sort();
  const result: CopyResult = { copied: 0, present: 0, bytes: 0, skipped: [], mismatched: [] };
  const valid = keys.filter((key) => {
    try {
      assertKey(key);
      return true;
    } catch {
      result.skipped.push(key);
      return false;
    }
  });
  options.log(`${valid.length} objects to look at (${from.where} -> ${to.where})`);
  let done = 0;
  const copyOne = async (key: string) => {
    const target = targetKeyOf(key);
    const size = await from.size(key);
    if (size === undefined) return; // gone since the listing
    if ((await to.size(target)) === size) result.present += 1;
    else {
      const found = await from.get(key);
      if (!found) return;
      await to.put(target, await buffer(found.body));
      const copied = await to.size(target);
      if (copied !== size) {
        result.mismatched.push(
          `${key} -> ${target}: ${size} bytes here, ${copied ?? 'none'} there`,
        );
      } else {
        result.copied += 1;
        result.bytes += size;
      }
    }
    done += 1;
    if (done % 100 === 0 || done === valid.length)
      options.log(
        `${done}/${valid.length} (${result.copied} copied, ${result.present} already there)`,
      );
  };
  // A few at a time: a bucket answers each request slowly, but in parallel.
  const queue = [...valid];
  await Promise.all(
    Array.from({ length: options.concurrency ?? 8 }, async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) await copyOne(key);
    }),
  );
  return result;
}
