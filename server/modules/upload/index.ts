// What other modules may use of uploads: whether pictures a record names are the caller's own, and
// the sealing and erasing of identity pictures a real-name verification names, and the move of a
// picture kept in an area from before the one it belongs to.
export { readPublicUpload, uploadsOwnedBy } from './upload.service.ts';
export { eraseUploads, sealUploads } from './sealing.ts';
export { uploadStoreOf } from './store/store.ts';
export { moveUploadToArea } from './area-move.ts';
