// Image uploads: the picture type is decided by its first bytes (never by the name or the declared
// type), the size is limited per area, and the image is decoded and re-encoded with sharp so that
// metadata (GPS position, camera, comments) and anything hidden after the image data are dropped.
// Files go to DATA_DIR/uploads/<module>/ and are served under /uploads/ (catalog module).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { uploadModules, type UploadModule } from '../../../domain/api/upload.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';

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

export async function storeImage(
  ctx: ServiceContext,
  { moduleName, file }: { moduleName: UploadModule; file: Uint8Array },
): Promise<Result<{ data: string }>> {
  const { now } = ctx;
  const dataDir = ctx.config.dataDir;
  if (file.byteLength === 0) return fail('upload.empty');
  const limit = uploadModules[moduleName];
  if (file.byteLength > limit) return fail('upload.tooLarge', { max: megabytes(limit) });
  const kind = detectImageKind(file);
  if (!kind) return fail('upload.unsupportedType');
  let output: Buffer;
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(file, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    output =
      kind === 'jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : kind === 'png'
          ? await image.png({ compressionLevel: 9 }).toBuffer()
          : await image.webp({ quality: 85 }).toBuffer();
  } catch {
    // Right magic bytes, but not a decodable picture.
    return fail('upload.failed');
  }
  const name = `${newId(now)}.${kind === 'jpeg' ? 'jpg' : kind}`;
  const folder = path.join(dataDir, 'uploads', moduleName);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), output);
  return ok({ data: `/uploads/${moduleName}/${name}` });
}
