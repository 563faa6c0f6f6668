// The upload endpoint `uploadimg!execute` (multipart `file` + `moduleName`; data.data is the URL).
import { uploadImage } from '../../../domain/api/upload.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { storeImage } from './upload.service.ts';

export function uploadRoutes({ api }: ModuleDeps): void {
  api.handle(uploadImage, async (input, ctx) => storeImage(ctx, input));
}
