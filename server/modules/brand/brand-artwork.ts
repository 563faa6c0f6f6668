// A brand's logo and icon from the console: a PNG of the upload area `brand` (an SVG upload was
// rasterised there, server/modules/upload/upload.service.ts says why), re-encoded once more and
// kept in the brand's row as an SVG document of our own that holds only that PNG. The row keeps
// the shape the servers already read (SVG text: the icons at every size are rendered from it,
// `/brand/logo.svg` serves it), an older server running beside a newer one reads it unchanged,
// and no markup from an upload ever reaches a browser.
import { uploadPixelLimits } from '../../../domain/api/upload.ts';
import { loadSharp } from '../../platform/sharp.ts';

export type ArtworkKind = 'logo' | 'icon';

/** The long edge of the kept PNG: more than the largest icon (512 px) needs. */
const EDGE = 1024;
/** The document's own size (its long edge, in CSS pixels); the PNG fills it at any scale. */
const NOMINAL = 128;

/** An SVG document showing this PNG, and nothing else. */
export function pngDocument(png: Buffer, width: number, height: number): string {
  const scale = NOMINAL / Math.max(width, height);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" ` +
    `viewBox="0 0 ${width} ${height}"><image width="${width}" height="${height}" ` +
    `href="data:image/png;base64,${png.toString('base64')}"/></svg>`
  );
}

/**
 * The artwork document of an uploaded PNG, or undefined when it is not one. An icon is made
 * square (centred on a transparent ground): the icons are squares and are not to be cropped.
 */
export async function artworkFromPng(png: Buffer, kind: ArtworkKind): Promise<string | undefined> {
  const sharp = await loadSharp();
  try {
    const image = sharp(png, { limitInputPixels: uploadPixelLimits.brand, failOn: 'error' });
    const { format, width, height } = await image.metadata();
    if (format !== 'png' || !width || !height) return undefined;
    const side = Math.min(EDGE, Math.max(width, height));
    const resized =
      kind === 'icon'
        ? image.resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        : image.resize(EDGE, EDGE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await resized
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return pngDocument(data, info.width, info.height);
  } catch {
    return undefined;
  }
}

/** The artwork as a `data:` URL, for the console to show. */
export function artworkDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
