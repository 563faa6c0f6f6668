// Listing and store images: sized boxes (no layout shift), lazy below the fold, a neutral
// placeholder when a listing has no image. Uploaded pictures come with 320 and 960 px WebP copies
// (domain/upload/variants.ts): the browser picks the one the box and screen need.
import { srcSetOf } from '../../../../domain/upload/variants.ts';
import * as css from './catalog.css.ts';

export function ProductImage({
  src,
  alt,
  eager = false,
  className = css.image,
  size = 300,
  height = size,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
  size?: number;
  /** Intrinsic height when the image is not square. */
  height?: number;
}) {
  if (!src) return <span className={className} aria-hidden="true" />;
  const srcSet = srcSetOf(src);
  return (
    <img
      className={className}
      src={src}
      {...(srcSet ? { srcSet, sizes: `${size}px` } : {})}
      alt={alt}
      width={size}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
