// Identity data at rest: sealed and opened with AES-256-GCM, bound to the record and field (or the
// picture's place), tampering detected, the wrong key or binding refused, values sealed before the
// binding still opened, and the local key file created once with mode 0600 and reused.
import { createCipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decryptText,
  encryptText,
  isSealedBytes,
  openBytes,
  parseKey,
  resolveKycKey,
  sealBytes,
} from './identity-crypto.ts';

describe('identity data encryption', () => {
  const key = parseKey('11'.repeat(32));
  const here = 'kyc_records:a:id_number';

  it('round-trips, with a fresh nonce each time, and detects tampering or a wrong key', () => {
    const a = encryptText(key, 'P1234567', here);
    const b = encryptText(key, 'P1234567', here);
    expect(a).not.toBe(b);
    expect(a).not.toContain('P1234567');
    expect(decryptText(key, a, here)).toBe('P1234567');
    const [version, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      decryptText(key, [version, iv, tag, flipped.toString('base64url')].join('.'), here),
    ).toThrow();
    expect(() => decryptText(parseKey('22'.repeat(32)), a, here)).toThrow();
  });

  it('binds a value to its record and field: copied elsewhere, it does not open', () => {
    const sealed = encryptText(key, 'P1234567', here);
    expect(() => decryptText(key, sealed, 'kyc_records:b:id_number')).toThrow();
    expect(() => decryptText(key, sealed, 'kyc_records:a:real_name')).toThrow();
  });

  it('still opens a value sealed before the binding (iv.tag.body, no version)', () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update('X7654321', 'utf8'), cipher.final()]);
    const legacy = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
    expect(decryptText(key, legacy.join('.'), 'anything')).toBe('X7654321');
  });

  it('seals file bytes bound to their place; the sealed file shows nothing of the picture', () => {
    const picture = Buffer.from('\x89PNG\r\n\x1a\n the picture itself', 'latin1');
    const sealed = sealBytes(key, picture, 'kyc_records:a:photo.png');
    expect(isSealedBytes(sealed)).toBe(true);
    expect(isSealedBytes(picture)).toBe(false);
    expect(sealed.includes(Buffer.from('picture itself'))).toBe(false);
    expect(openBytes(key, sealed, 'kyc_records:a:photo.png').equals(picture)).toBe(true);
    expect(() => openBytes(key, sealed, 'kyc_records:b:photo.png')).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1] = changed[changed.length - 1]! ^ 1;
    expect(() => openBytes(key, changed, 'kyc_records:a:photo.png')).toThrow();
  });

  it('accepts 64 hex digits or base64 of 32 bytes only', () => {
    expect(parseKey(Buffer.alloc(32, 7).toString('base64')).length).toBe(32);
    expect(() => parseKey('abcd')).toThrow(/32 bytes/);
  });

  it('keeps a local key in the data folder (mode 0600), refuses production without one', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-'));
    const config = {
      dataDir,
      production: false,
      credit: { kycEncryptionKey: undefined, sweepIntervalMs: 0, retentionDays: 180 },
    };
    const first = resolveKycKey(config);
    expect(resolveKycKey(config).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'kyc-key')).mode & 0o777).toBe(0o600);
    expect(() => resolveKycKey({ ...config, production: true })).toThrow(/KYC_ENCRYPTION_KEY/);
    fs.rmSync(dataDir, { recursive: true });
  });
});
