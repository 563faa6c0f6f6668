// Which upload areas are private (no zod here: the service worker imports it too).
import type { UploadModule } from '../api/upload.ts';

/**
 * Areas whose pictures are private: the ID or passport photo and the company document of a
 * real-name verification (`loan`). They are kept outside the public folder and answered only to
 * the uploader and to an admin (every admin read of someone else's is audited); every other area
 * is public under /uploads/.
 */
export const privateUploadModules: readonly UploadModule[] = ['loan'];

const PRIVATE_UPLOAD = new RegExp(`^/uploads/(${privateUploadModules.join('|')})/`);

/** Whether an upload URL (or path) is a private picture, fetched with the session. */
export function isPrivateUpload(url: string): boolean {
  return PRIVATE_UPLOAD.test(url);
}
