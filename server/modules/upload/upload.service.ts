// Image uploads: the picture type is decided by its first bytes (never by the name or the declared
// type), the size is limited per area, and the image is decoded and re-encoded with sharp so that
// metadata (GPS position, camera, comments) and anything hidden after the image data are dropped.
// Beside it go 320 px and 960 px WebP copies for `srcset`. Files go to DATA_DIR/uploads/<module>/
// and are served under /uploads/ (catalog module); each upload is recorded (owner, area, bytes,
// time) in the same step as the per-user daily quota check.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/upload.ts';
import sharp from 'sharp';
import { uploadModules, type UploadModule } from '../../../domain/api/upload.ts';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformTimeOfDay } from '../../platform/time.ts';
import { inTransaction } from '../../platform/transaction.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The picture type from its magic bytes, or undefined. */
function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The re-encoded picture and its smaller WebP copies (never enlarged). */
async function encode(
  file: Uint8Array,
  kind: ImageKind,
): Promise<{ original: Buffer; variants: Buffer[] } | undefined> {
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(file, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const original =
      kind === 'jpeg'
        ? await image.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : kind === 'png'
          ? await image.clone().png({ compressionLevel: 9 }).toBuffer()
          : await image.clone().webp({ quality: 85 }).toBuffer();
    const variants = await Promise.all(
      VARIANT_WIDTHS.map((width) =>
        image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
    return { original, variants };
  } catch {
    // Right magic bytes, but not a decodable picture.
    return undefined;
  }
}

export async function storeImage(
  ctx: ServiceContext,
  { moduleName, file }: { moduleName: UploadModule; file: Uint8Array },
): Promise<Result<{ data: string }>> {
  const { now } = ctx;
  const user = requireUser(ctx);
  if (file.byteLength === 0) return fail('upload.empty');
  const limit = uploadModules[moduleName];
  if (file.byteLength > limit) return fail('upload.tooLarge', { max: megabytes(limit) });
  const kind = detectImageKind(file);
  if (!kind) return fail('upload.unsupportedType');
  const encoded = await encode(file, kind);
  if (!encoded) return fail('upload.failed');

  const name = `${newId(now)}.${kind === 'jpeg' ? 'jpg' : kind}`;
  const folder = path.join(ctx.config.dataDir, 'uploads', moduleName);
  const files = [
    { path: path.join(folder, name), bytes: encoded.original },
    ...VARIANT_WIDTHS.map((width, index) => ({
      path: path.join(folder, variantName(name, width)),
      bytes: encoded.variants[index]!,
    })),
  ];
  const url = `/uploads/${moduleName}/${name}`;
  const quota = ctx.config.upload.dailyQuotaBytes;
  const { startOfDay } = platformTimeOfDay(now, ctx.config.platformTimeZone);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      // One upload of a user at a time counts against the day's quota.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${user.userId}`}))`);
      const used = await tx.execute<{ bytes: number }>(sql`
        select coalesce(sum(bytes), 0)::bigint as bytes from uploads
        where user_id = ${user.userId} and created_at >= ${startOfDay.toISOString()}::timestamptz`);
      if (Number(used.rows[0]?.bytes ?? 0) + file.byteLength > quota)
        return fail('upload.quotaExceeded', { max: megabytes(quota) });
      await mkdir(folder, { recursive: true });
      await Promise.all(files.map((entry) => writeFile(entry.path, entry.bytes)));
      await tx.execute(sql`
        insert into uploads (id, user_id, module, url, bytes, created_at)
        values (${name}, ${user.userId}, ${moduleName}, ${url}, ${file.byteLength},
          ${now.toISOString()}::timestamptz)`);
      return ok({ data: url });
    });
  } catch (error) {
    // Not recorded: no file may stay behind without its record.
    await Promise.all(files.map((entry) => rm(entry.path, { force: true })));
    throw error;
  }
}

/** Which of `urls` the user uploaded into `module` (a record may only use its owner's pictures). */
export async function uploadsOwnedBy(
  db: DbOrTx,
  userId: string,
  module: UploadModule,
  urls: readonly string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(eq(uploads.userId, userId), eq(uploads.module, module), inArray(uploads.url, [...urls])),
    );
  return new Set(rows.map((row) => row.url));
}
