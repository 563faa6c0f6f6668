// Which upload areas are private (no zod here: the service worker imports it too).
import type { UploadModule } from '../api/upload.ts';

/**
 * Areas whose pictures are private: the ID or passport photo and the company document of a
 * real-name verification (`loan`), deposit payment proofs (`recharge`), refund photos (`order`),
 * chat pictures (`chat`) and a store application's company certificate (`certificate`). They are
 * kept outside the public folder and answered only to the uploader, to whom they were shared with
 * (the other party of the chat, the store whose order the refund is about) and to an admin (an
 * admin's read of a picture not shared with them is audited); every other area is public under
 * /uploads/.
 */
export const privateUploadModules: readonly UploadModule[] = [
  'loan',
  'recharge',
  'order',
  'chat',
  'certificate',
];

const PRIVATE_UPLOAD = new RegExp(`^/uploads/(${privateUploadModules.join('|')})/`);

/** Whether an upload URL (or path) is a private picture, fetched with the session. */
export function isPrivateUpload(url: string): boolean {
  return PRIVATE_UPLOAD.test(url);
}
