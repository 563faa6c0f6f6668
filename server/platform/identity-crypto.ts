// Identity data at rest (real-name verification: the name, ID number and company registration
// number, and the ID photos and company documents): AES-256-GCM under a key from configuration
// (KYC_ENCRYPTION_KEY). A local install without one keeps a generated key in DATA_DIR/kyc-key
// (mode 0600, created once, never replaced); production refuses to start without the variable
// (config.ts productionProblems). Every sealed value is bound to where it belongs (associated
// data: the record's id and the field, or the picture's address), so a value copied onto another
// record, or a picture swapped for another one, fails to open instead of showing as that record's.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/** 64 hex digits or base64 / base64url of 32 bytes. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('KYC_ENCRYPTION_KEY must be 32 bytes (64 hex digits or base64)');
  return key;
}

/** The configured key, or (local mode) the one kept in the data folder, created on first use. */
const keys = new WeakMap<object, Buffer>();

/** `resolveKycKey` once per configuration (the picture route asks on every read). */
export function identityKeyOf(config: Pick<Config, 'credit' | 'dataDir' | 'production'>): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = resolveKycKey(config);
    keys.set(config, key);
  }
  return key;
}

export function resolveKycKey(config: Pick<Config, 'credit' | 'dataDir' | 'production'>): Buffer {
  if (config.credit.kycEncryptionKey) return parseKey(config.credit.kycEncryptionKey);
  if (config.production) throw new Error('KYC_ENCRYPTION_KEY is required in production');
  const file = path.join(config.dataDir, 'kyc-key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // `wx`: exactly one process creates it; the others read what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(fs.readFileSync(file, 'utf8'));
}

/** Sealed text with associated data starts with this version tag; older values have none. */
const BOUND = 'v2';

/**
 * Seals `text` bound to `boundTo` (e.g. `kyc_records:<id>:id_number`): `v2.iv.tag.ciphertext`,
 * base64url. Opening it needs the same `boundTo`.
 */
export function encryptText(key: Buffer, text: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [BOUND, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join(
    '.',
  );
}

/**
 * Opens what `encryptText` sealed for `boundTo`; a value from before the binding (`iv.tag.body`,
 * no version tag) opens without it. Throws on a wrong key, a wrong binding or any change.
 */
export function decryptText(key: Buffer, sealed: string, boundTo: string): string {
  const parts = sealed.split('.');
  const bound = parts[0] === BOUND;
  const [iv, tag, body] = (bound ? parts.slice(1) : parts).map((part) =>
    Buffer.from(part, 'base64url'),
  );
  if (!iv || !tag || !body) throw new Error('damaged ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  if (bound) decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** True for a value sealed before the binding existed (to be sealed again with it). */
export const isUnbound = (sealed: string): boolean => !sealed.startsWith(`${BOUND}.`);

/** Sealed files start with these bytes, then the 12-byte nonce, the 16-byte tag and the body. */
const FILE_MAGIC = Buffer.from('CVSEAL1\n', 'utf8');

/** Seals a file's bytes bound to `boundTo` (the picture's address and its record). */
export function sealBytes(key: Buffer, bytes: Uint8Array, boundTo: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return Buffer.concat([FILE_MAGIC, iv, cipher.getAuthTag(), body]);
}

export const isSealedBytes = (bytes: Uint8Array): boolean =>
  bytes.length > FILE_MAGIC.length + 28 &&
  Buffer.from(bytes.subarray(0, FILE_MAGIC.length)).equals(FILE_MAGIC);

/** Opens what `sealBytes` sealed for `boundTo`; throws on a wrong key, binding or any change. */
export function openBytes(key: Buffer, sealed: Uint8Array, boundTo: string): Buffer {
  if (!isSealedBytes(sealed)) throw new Error('not a sealed file');
  const at = FILE_MAGIC.length;
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(at, at + 12));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(sealed.subarray(at + 12, at + 28));
  return Buffer.concat([decipher.update(sealed.subarray(at + 28)), decipher.final()]);
}
