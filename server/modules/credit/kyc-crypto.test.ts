// ID numbers at rest: sealed and opened with AES-256-GCM, tampering detected, the wrong key
// refused, and the local key file created once with mode 0600 and reused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText, parseKey, resolveKycKey } from './kyc-crypto.ts';

describe('ID number encryption', () => {
  const key = parseKey('11'.repeat(32));

  it('round-trips, with a fresh nonce each time, and detects tampering or a wrong key', () => {
    const a = encryptText(key, 'P1234567');
    const b = encryptText(key, 'P1234567');
    expect(a).not.toBe(b);
    expect(a).not.toContain('P1234567');
    expect(decryptText(key, a)).toBe('P1234567');
    const [iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptText(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptText(parseKey('22'.repeat(32)), a)).toThrow();
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
      credit: { kycEncryptionKey: undefined, sweepIntervalMs: 0 },
    };
    const first = resolveKycKey(config);
    expect(resolveKycKey(config).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'kyc-key')).mode & 0o777).toBe(0o600);
    expect(() => resolveKycKey({ ...config, production: true })).toThrow(/KYC_ENCRYPTION_KEY/);
    fs.rmSync(dataDir, { recursive: true });
  });
});
