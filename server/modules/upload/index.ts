// What other modules may use of uploads: whether pictures a record names are the caller's own.
export { uploadsOwnedBy } from './upload.service.ts';
