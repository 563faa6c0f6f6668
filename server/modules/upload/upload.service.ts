// Image uploads: the picture type is decided by its first bytes (never by the name or the declared
// type), the size is limited per area, and the image is decoded and re-encoded with sharp so that
// metadata (GPS position, camera, comments) and anything hidden after the image data are dropped.
// Beside it go 320 px and 960 px WebP copies for `srcset`. Files go to the upload store
// (store/store.ts: DATA_DIR or an S3 bucket) under `uploads/<module>/` and are served under
// /uploads/, except the private areas (ID photos, payment proofs, refund photos, chat pictures,
// certificates), kept under `private-uploads/<module>/` and answered only to their uploader, to
// whom they were shared with and to an admin (audited).
// Each area has a pixel limit, read from the header before anything is decoded; decoding goes
// through a bounded queue; listing and catalogue pictures come from sellers and operators only.
// Each upload is recorded (owner, area, quota charge, time) in the same step as the daily quota
// check; the charge is the larger of its bytes and its pixels, as decoding costs by the pixel.
import { availableParallelism } from 'node:os';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/upload.ts';
import {
  sellerUploadModules,
  svgUploadModules,
  uploadModules,
  uploadPixelLimits,
  type UploadModule,
} from '../../../domain/api/upload.ts';
import { privateUploadModules } from '../../../domain/upload/private-areas.ts';
import { VARIANT_WIDTHS, variantName } from '../../../domain/upload/variants.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { holds, type Permission } from '../../../domain/operator/permissions.ts';
import { requireUser, type AuthUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformTimeOfDay } from '../../platform/time.ts';
import { inTransaction } from '../../platform/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { identityKeyOf } from '../../platform/identity-crypto.ts';
import { openStored } from './sealing.ts';
import { boundedQueue } from '../../platform/decode-queue.ts';
import { loadSharp } from '../../platform/sharp.ts';
import {
  PRIVATE_PREFIX,
  PUBLIC_PREFIX,
  uploadStoreOf,
  type StoredObject,
  type UploadStore,
} from './store/store.ts';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Custom operator roles that may upload catalogue pictures (categories, banners, furniture). */
const catalogueUploadPermissions: readonly Permission[] = [
  'catalogue.categories',
  'catalogue.furniture',
  'moderation.banners',
];

/** The permission whose custom roles read a private area's pictures (its decisions need them). */
const privateAreaPermission = {
  loan: 'credit.kyc',
  recharge: 'finance.deposits',
  order: 'finance.refunds',
  chat: 'support.chat',
  certificate: 'moderation.stores',
} as const satisfies Record<string, Permission>;

const isPrivateModule = (module: string) =>
  (privateUploadModules as readonly string[]).includes(module);

/** The store key of an area's file: the private areas under their own prefix. */
export function uploadKey(module: string, name: string): string {
  return `${isPrivateModule(module) ? PRIVATE_PREFIX : PUBLIC_PREFIX}/${module}/${name}`;
}

/**
 * The key of the file behind an upload URL (`/uploads/<area>/<name>`, as the table stores it), or
 * undefined for a URL of another shape.
 */
export function uploadKeyOf(url: string): string | undefined {
  const [, module, name] = /^\/uploads\/([a-z]+)\/([A-Za-z0-9._-]+)$/.exec(url) ?? [];
  return module && name && name !== '.' && name !== '..' ? uploadKey(module, name) : undefined;
}

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

/** The picture's pixel count from its header alone (nothing decoded yet), or undefined. */
async function pixelsOf(file: Uint8Array): Promise<number | undefined> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(file).metadata();
    return width && height ? width * height : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Decodes run on at most one CPU less than the machine has (at least one), with a short line
 * behind them; past that an upload is refused as busy rather than queued without bound.
 */
const decodes = boundedQueue(Math.max(1, availableParallelism() - 1), 8);

/** The re-encoded picture and its smaller WebP copies (never enlarged). */
async function encode(
  file: Uint8Array,
  kind: ImageKind,
  maxPixels: number,
): Promise<{ original: Buffer; variants: Buffer[] } | undefined> {
  const sharp = await loadSharp();
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped. The decoder itself
    // refuses more pixels than the area allows (the header was checked already).
    const image = sharp(file, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
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

/**
 * Whether the bytes are an SVG document: an `<svg` root after an optional XML declaration,
 * comments and a DOCTYPE without an internal subset (entity declarations are not accepted at all).
 */
export function isSvgDocument(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*>\s*)*<svg[\s>]/i.test(head);
}

/** The long edge of the PNG an SVG upload becomes: more than the largest icon (512 px) needs. */
export const SVG_RASTER_EDGE = 1024;

/**
 * An SVG upload rasterised to a PNG (libvips' librsvg), or undefined when it does not render.
 * Rasterised rather than sanitised: an SVG is a document that can carry scripts, event handlers,
 * external references and CSS, and a sanitiser has to know every one of those ways (each bypass
 * found in one is a stored XSS on the storefront's own origin); a PNG carries none of them. The
 * renderer runs no scripts and loads no external files for a document given as bytes, and the
 * decoder refuses more pixels than the area allows. The storefront shows a logo and icons at
 * fixed sizes far below the raster's edge, so nothing visible is lost.
 */
async function rasteriseSvg(svg: Uint8Array, maxPixels: number): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  try {
    // Its own size at 72 dpi, then rendered at the density that gives the raster edge.
    const { width, height } = await sharp(svg).metadata();
    if (!width || !height) return undefined;
    const density = Math.min(2400, Math.max(1, (72 * SVG_RASTER_EDGE) / Math.max(width, height)));
    return await sharp(svg, { density, limitInputPixels: maxPixels, failOn: 'error' })
      .resize(SVG_RASTER_EDGE, SVG_RASTER_EDGE, { fit: 'inside' })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** What one upload counts against the daily quota: its bytes, or its pixels when more (1 a byte). */
const quotaCharge = (bytes: number, pixels: number) => Math.max(bytes, pixels);

/** The quota units the user used today (the `bytes` column holds each upload's charge). */
async function usedToday(db: DbOrTx, userId: string, startOfDay: Date): Promise<number> {
  const used = await db.execute<{ bytes: number }>(sql`
    select coalesce(sum(bytes), 0)::bigint as bytes from uploads
    where user_id = ${userId} and created_at >= ${startOfDay.toISOString()}::timestamptz`);
  return Number(used.rows[0]?.bytes ?? 0);
}

export async function storeImage(
  ctx: ServiceContext,
  { moduleName, file: upload }: { moduleName: UploadModule; file: Uint8Array },
): Promise<Result<{ data: string }>> {
  const { now } = ctx;
  const user = requireUser(ctx);
  let file = upload;
  if (file.byteLength === 0) return fail('upload.empty');
  const limit = uploadModules[moduleName];
  if (file.byteLength > limit) return fail('upload.tooLarge', { max: megabytes(limit) });
  // Listing and catalogue pictures come from store owners and operators only.
  if (
    sellerUploadModules.includes(moduleName) &&
    !user.roles.includes('seller') &&
    !user.roles.includes('admin') &&
    !catalogueUploadPermissions.some((permission) => user.permissions.includes(permission))
  )
    return fail('upload.areaNotAllowed');
  // A brand's artwork comes from the operators who edit brands only.
  if (moduleName === 'brand' && !holds(user, 'platform.brands'))
    return fail('upload.areaNotAllowed');
  const maxPixels = uploadPixelLimits[moduleName];
  const quota = ctx.config.upload.dailyQuotaBytes;
  const { startOfDay } = platformTimeOfDay(now, ctx.config.platformTimeZone);
  let kind = detectImageKind(file);
  if (!kind && svgUploadModules.includes(moduleName) && isSvgDocument(file)) {
    // Rendering costs CPU: a user past the quota is refused before it.
    if ((await usedToday(ctx.db, user.userId, startOfDay)) + file.byteLength > quota)
      return fail('upload.quotaExceeded', { max: megabytes(quota) });
    const raster = await decodes.run(() => rasteriseSvg(file, maxPixels));
    if (raster === 'busy') return fail('system.busy');
    if (!raster) return fail('upload.failed');
    file = raster;
    kind = 'png';
  }
  if (!kind) return fail('upload.unsupportedType');
  const pixels = await pixelsOf(file);
  if (pixels === undefined) return fail('upload.failed');
  if (pixels > maxPixels)
    return fail('upload.tooManyPixels', { max: String(Math.floor(maxPixels / 1_000_000)) });
  const charge = quotaCharge(file.byteLength, pixels);
  // Before the decoding: a user past the quota costs no CPU (checked again under the lock below).
  if ((await usedToday(ctx.db, user.userId, startOfDay)) + charge > quota)
    return fail('upload.quotaExceeded', { max: megabytes(quota) });
  const encoded = await decodes.run(() => encode(file, kind, maxPixels));
  if (encoded === 'busy') return fail('system.busy');
  if (!encoded) return fail('upload.failed');

  const name = `${newId(now)}.${kind === 'jpeg' ? 'jpg' : kind}`;
  const store = uploadStoreOf(ctx.config);
  const files = [
    { key: uploadKey(moduleName, name), bytes: encoded.original },
    ...VARIANT_WIDTHS.map((width, index) => ({
      key: uploadKey(moduleName, variantName(name, width)),
      bytes: encoded.variants[index]!,
    })),
  ];
  const url = `/uploads/${moduleName}/${name}`;
  try {
    return await inTransaction(ctx.db, async (tx) => {
      // One upload of a user at a time counts against the day's quota.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${user.userId}`}))`);
      if ((await usedToday(tx, user.userId, startOfDay)) + charge > quota)
        return fail('upload.quotaExceeded', { max: megabytes(quota) });
      // A private picture is readable by the server alone (local: 0600 in a 0700 folder).
      await Promise.all(files.map((entry) => store.put(entry.key, entry.bytes)));
      await tx.execute(sql`
        insert into uploads (id, user_id, module, url, bytes, created_at)
        values (${name}, ${user.userId}, ${moduleName}, ${url}, ${charge},
          ${now.toISOString()}::timestamptz)`);
      return ok({ data: url });
    });
  } catch (error) {
    // Not recorded: no file may stay behind without its record (the error that matters is the
    // first one, not a failed clean-up).
    await store.delete(files.map((entry) => entry.key)).catch(() => undefined);
    throw error;
  }
}

/** The bytes of a public picture by its URL (`/uploads/<area>/<name>`), or undefined. */
export async function readPublicUpload(
  config: Parameters<typeof uploadStoreOf>[0],
  url: string,
): Promise<Buffer | undefined> {
  const [, path = ''] = /^\/uploads\/(.+)$/.exec(url) ?? [];
  const key = publicUploadKey(path);
  if (!key) return undefined;
  const found = await uploadStoreOf(config).get(key);
  if (!found) return undefined;
  return buffer(found.body);
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

/** A stored picture's name or one of its copies': `<id>.<ext>` or `<id>-<width>.webp`. */
const STORED_NAME = new RegExp(
  `^([A-Za-z0-9]+)(?:-(?:${VARIANT_WIDTHS.join('|')}))?\\.(jpg|png|webp)$`,
);
const EXTENSIONS = ['jpg', 'png', 'webp'];

/**
 * The store key of a public picture from the path under /uploads/ (`<area>/<name>`), or
 * undefined for anything else: a private area, a name the server never gives, another spelling.
 */
export function publicUploadKey(pathUnderUploads: string): string | undefined {
  const [, module = '', name = ''] = /^([a-z]+)\/([^/]+)$/.exec(pathUnderUploads) ?? [];
  if (!module || isPrivateModule(module) || !STORED_NAME.test(name)) return undefined;
  return uploadKey(module, name);
}

/**
 * Whether a private picture someone else uploaded was shared with this user: a chat picture with
 * the other party of its conversation (the buyer, the store's owner, operators for the platform's
 * customer service), a refund photo with the owner of the store whose order it is about. The
 * other areas (ID documents, payment proofs, certificates) are shared with nobody.
 */
async function sharedWith(
  db: DbOrTx,
  module: UploadModule,
  url: string,
  userId: string,
  admin: boolean,
): Promise<boolean> {
  const found =
    module === 'chat'
      ? await db.execute(sql`
          select 1 from chat_messages m join chat_conversations c on c.id = m.conversation_id
          where m.type = 'img' and m.content = ${url}
            and (c.buyer_user_id = ${userId}
              or (c.kind = 'service' and ${admin})
              or (c.kind = 'store' and exists (
                select 1 from sellers s where s.id = c.seller_id and s.owner_user_id = ${userId})))
          limit 1`)
      : module === 'order'
        ? await db.execute(sql`
            select 1 from orders o join sellers s on s.id = o.seller_id
            where o.refund_imgs @> jsonb_build_array(${url}::text) and s.owner_user_id = ${userId}
            limit 1`)
        : undefined;
  return (found?.rows.length ?? 0) > 0;
}

/**
 * A private picture for `caller`: their own or one shared with them, or anyone's for an admin,
 * that read written to the audit log before the bytes go out. Anything else (another user's, a name that does not
 * exist) is the same refusal, so the answer does not tell whether the picture exists.
 */
export async function readPrivateUpload(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'ip' | 'config'> & { caller: AuthUser },
  module: UploadModule,
  file: string,
): Promise<Result<StoredObject>> {
  const name = STORED_NAME.exec(file);
  if (!name || !isPrivateModule(module)) return fail('upload.private');
  const [, id = ''] = name;
  const rows = await ctx.db
    .select({ userId: uploads.userId, url: uploads.url, sealedFor: uploads.sealedFor })
    .from(uploads)
    .where(
      and(
        eq(uploads.module, module),
        inArray(
          uploads.id,
          EXTENSIONS.map((ext) => `${id}.${ext}`),
        ),
      ),
    );
  const upload = rows[0];
  if (!upload) return fail('upload.private');
  // An admin reads every private picture; a role made in the console, those of its area.
  const area = privateAreaPermission[module as keyof typeof privateAreaPermission];
  const admin =
    ctx.caller.roles.includes('admin') ||
    (area !== undefined && ctx.caller.permissions.includes(area));
  const own =
    upload.userId === ctx.caller.userId ||
    (await sharedWith(ctx.db, module, upload.url, ctx.caller.userId, admin));
  if (!own && !admin) return fail('upload.private');
  // Streamed from the store (the folder or the bucket), never from a public address.
  const stored = await uploadStoreOf(ctx.config).get(uploadKey(module, file));
  if (!stored) return fail('upload.private');
  const found = await openStored(stored, identityKeyOf(ctx.config), upload.sealedFor, file);
  try {
    if (!own)
      await recordAudit(ctx.db, ctx, {
        action: 'upload.read_private',
        targetKind: 'upload',
        targetId: upload.url,
        before: null,
        after: { ownerUserId: upload.userId, module, file },
      });
  } catch (error) {
    found.body.destroy();
    throw error;
  }
  return ok(found);
}

/**
 * Pictures of a private area uploaded before it was private sit under the public prefix: they
 * move to the private one at start (names are unique, so a name already there is the same
 * picture). Several servers starting at once may race on one: the first moves it.
 */
export async function movePrivateUploads(store: UploadStore): Promise<number> {
  let moved = 0;
  for (const module of privateUploadModules)
    for (const key of await store.list(`${PUBLIC_PREFIX}/${module}/`)) {
      const name = key.slice(`${PUBLIC_PREFIX}/${module}/`.length);
      if (name.includes('/')) continue;
      if (await store.move(key, uploadKey(module, name))) moved += 1;
    }
  return moved;
}
