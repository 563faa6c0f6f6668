// The image upload endpoint (spec section 7 "Chat", CONTRACT.md "upload").
import { z } from 'zod';
import { CHAT_PICTURE_MAX_BYTES } from '../chat/chat-rules.ts';
import { endpointArea } from './define.ts';

const uploads = endpointArea({ tag: 'Uploads', auth: 'user' });

/** Upload areas and their size limits in bytes (SPEC section 5 "Images": 2 MB or 10 MB). */
export const uploadModules = {
  avatar: 2 * 1024 * 1024,
  evaluation: 2 * 1024 * 1024,
  chat: CHAT_PICTURE_MAX_BYTES,
  recharge: 10 * 1024 * 1024,
  order: 10 * 1024 * 1024,
  loan: 10 * 1024 * 1024,
  goods: 10 * 1024 * 1024,
  /** Store logo and banner (public). */
  store: 10 * 1024 * 1024,
  /** The company certificate of a store application (private: the applicant and operators). */
  certificate: 10 * 1024 * 1024,
  /** Category icons and banners, uploaded in the operator console. */
  catalog: 10 * 1024 * 1024,
  /** A storefront brand's logo and icon (console, `platform.brands`): PNG, or SVG rasterised. */
  brand: 2 * 1024 * 1024,
} as const;
export type UploadModule = keyof typeof uploadModules;

/**
 * The most pixels a picture of each area may have (decoding costs CPU by the pixel, not by the
 * byte: a 130 KB PNG can hold 40 megapixels). Avatars, chat pictures and review photos need far
 * less than a listing's pictures.
 */
export const uploadPixelLimits: Record<UploadModule, number> = {
  avatar: 4_000_000,
  evaluation: 12_000_000,
  chat: 12_000_000,
  recharge: 24_000_000,
  order: 12_000_000,
  loan: 24_000_000,
  goods: 40_000_000,
  store: 24_000_000,
  certificate: 24_000_000,
  catalog: 24_000_000,
  brand: 4_000_000,
};

/**
 * Areas that also take an SVG picture. It is rasterised to a PNG on upload and never stored or
 * served as SVG (upload.service.ts says why).
 */
export const svgUploadModules: readonly UploadModule[] = ['brand'];

/** Areas only store owners and operators upload into: listing and catalogue pictures. */
export const sellerUploadModules: readonly UploadModule[] = ['goods', 'catalog'];

export const uploadImage = uploads.write('uploadimg!execute', {
  multipart: true,
  summary:
    'Multipart `file` + `moduleName`: a jpeg, png or webp picture (checked by content), ' +
    're-encoded without metadata; data.data is its URL. The `brand` area (operators with ' +
    '`platform.brands`) also takes an SVG, answered as a PNG rendered from it.',
  input: z.object({
    file: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'file'),
    moduleName: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 'chat' : value),
      z.enum(Object.keys(uploadModules) as [UploadModule, ...UploadModule[]]),
    ),
  }),
  output: z.object({ data: z.string() }),
});
