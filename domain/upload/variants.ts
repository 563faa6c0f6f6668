// The smaller copies written beside every uploaded picture, named after it: the server writes
// them (server/modules/upload), the storefront asks for them in `srcset`.

/** Widths of the WebP copies: `<name>-320.webp`, `<name>-960.webp`. */
export const VARIANT_WIDTHS = [320, 960] as const;

/** `/uploads/goods/ab.jpg` -> `/uploads/goods/ab-320.webp` (also for file paths). */
export const variantName = (file: string, width: number): string =>
  `${file.replace(/\.[a-z]+$/, '')}-${width}.webp`;

const UPLOADED = /^\/uploads\/(?!demo\/)[a-z]+\/[A-Za-z0-9]+\.(jpg|png|webp)$/;

/** The `srcset` of an uploaded picture's copies; none for other images (demo drawings). */
export function srcSetOf(src: string): string | undefined {
  if (!UPLOADED.test(src)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${variantName(src, width)} ${width}w`).join(', ');
}
