// The image upload endpoint (spec section 7 "Chat", CONTRACT.md "upload").
import { z } from 'zod';
import { CHAT_PICTURE_MAX_BYTES } from '../chat/chat-rules.ts';
import { defineEndpoint } from './define.ts';

/** Upload areas and their size limits in bytes (SPEC section 5 "Images": 2 MB or 10 MB). */
export const uploadModules = {
  avatar: 2 * 1024 * 1024,
  evaluation: 2 * 1024 * 1024,
  chat: CHAT_PICTURE_MAX_BYTES,
  recharge: 10 * 1024 * 1024,
  order: 10 * 1024 * 1024,
  loan: 10 * 1024 * 1024,
  goods: 10 * 1024 * 1024,
  /** Store logo, banner and company certificate of a store application. */
  store: 10 * 1024 * 1024,
  /** Category icons and banners, uploaded in the operator console. */
  catalog: 10 * 1024 * 1024,
} as const;
export type UploadModule = keyof typeof uploadModules;

export const uploadImage = defineEndpoint({
  name: 'uploadimg!execute',
  method: 'write',
  auth: 'user',
  tag: 'Uploads',
  multipart: true,
  summary:
    'Multipart `file` + `moduleName`: a jpeg, png or webp picture (checked by content), ' +
    're-encoded without metadata; data.data is its URL.',
  input: z.object({
    file: z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'file'),
    moduleName: z.preprocess(
      (value) => (value === '' || value === null || value === undefined ? 'chat' : value),
      z.enum(Object.keys(uploadModules) as [UploadModule, ...UploadModule[]]),
    ),
  }),
  output: z.object({ data: z.string() }),
});
