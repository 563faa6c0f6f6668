// Where uploaded pictures are kept, behind one small interface: the local folder under DATA_DIR
// (local.ts) or an S3-compatible bucket (s3.ts), chosen by UPLOAD_STORE (upload.config.ts). Both
// use the same keys: `uploads/<area>/<name>` for public pictures (the URL's path without its
// leading slash) and `private-uploads/<area>/<name>` for the private areas, which are never
// served from the store itself, only through the app's authorised route.
import type { Readable } from 'node:stream';
import type { Config } from '../../../config.ts';
import { localUploadStore } from './local.ts';
import { s3UploadStore } from './s3.ts';

export { PRIVATE_PREFIX, PUBLIC_PREFIX, contentTypeOf, isPrivateKey } from './keys.ts';

export interface StoredObject {
  body: Readable;
  /** The picture's content type (from its name: `.jpg`, `.png`, `.webp`). */
  type: string;
  length: number;
}

export interface UploadStore {
  readonly kind: 'local' | 's3';
  /** The folder or the bucket, for messages. */
  readonly where: string;
  /** Writes an object; a private key (`private-uploads/...`) is readable by the server alone. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Removes the objects; one already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under `prefix` (which ends with `/`), at any depth. */
  list(prefix: string): Promise<string[]>;
  /** Moves an object to another key; false when it was not there (another server moved it). */
  move(from: string, to: string): Promise<boolean>;
  /** Throws, saying why, when the store cannot be used (checked at start). */
  check(): Promise<void>;
}

const s3Stores = new WeakMap<object, UploadStore>();

/** The store a configuration names (one S3 client per configuration, made on first use). */
export function uploadStoreOf(config: Pick<Config, 'dataDir' | 'upload'>): UploadStore {
  const settings = config.upload.store;
  if (settings.kind === 'local') return localUploadStore(config.dataDir);
  let store = s3Stores.get(settings);
  if (!store) {
    store = s3UploadStore(settings);
    s3Stores.set(settings, store);
  }
  return store;
}
