// ID numbers at rest: AES-256-GCM under a key from configuration (KYC_ENCRYPTION_KEY). A local
// install without one keeps a generated key in DATA_DIR/kyc-key (mode 0600, created once, never
// replaced); production refuses to start without the variable (config.ts productionProblems).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

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

export function encryptText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptText(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('damaged ciphertext');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** What a user or support sees of an ID number: its last four characters. */
export function maskIdNumber(last4: string): string {
  return `****${last4}`;
}
