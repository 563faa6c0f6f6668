import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  isValidReferralCode,
  isValidSafeword,
  isValidVerifcode,
  maskPhone,
  normalizeIdentifier,
  usernameKind,
} from './credentials.ts';

describe('username', () => {
  it('accepts digits and letters 6-30, e-mails and mobiles of 8+ digits', () => {
    expect(usernameKind('abc123')).toBe('name');
    expect(usernameKind('a'.repeat(30))).toBe('name');
    expect(usernameKind('buyer@example.com')).toBe('email');
    expect(usernameKind('13800138000')).toBe('mobile');
    expect(usernameKind('+8613800138000')).toBe('mobile');
    expect(usernameKind('1234567')).toBe('name');
  });

  it('refuses short, long, or symbol-bearing names and malformed e-mails', () => {
    for (const bad of ['abc12', 'a'.repeat(31), 'abc 123', 'abc_123', 'x@y', '@example.com', '']) {
      expect(usernameKind(bad), bad).toBeNull();
    }
    expect(usernameKind(`${'a'.repeat(60)}@x.com`)).toBeNull();
  });
});

describe('passwords and codes', () => {
  it('login password: 6-64 characters, specials allowed, no spaces', () => {
    expect(isValidPassword('abc123')).toBe(true);
    expect(isValidPassword('a!b@c#1$2%3^')).toBe(true);
    // A password manager's 13- to 64-character passwords (issue #40: 12 was the cap).
    expect(isValidPassword('abcdefghi1234')).toBe(true);
    expect(isValidPassword('Zx8!'.repeat(16))).toBe(true);
    expect(isValidPassword('Zx8!'.repeat(16) + 'a')).toBe(false);
    expect(isValidPassword('abc12')).toBe(false);
    expect(isValidPassword('abc 123')).toBe(false);
    expect(isValidPassword('пароль123')).toBe(false);
  });

  it('fund password and verification code: exactly 6 digits', () => {
    expect(isValidSafeword('123456')).toBe(true);
    expect(isValidSafeword('12345')).toBe(false);
    expect(isValidSafeword('1234567')).toBe(false);
    expect(isValidSafeword('12345a')).toBe(false);
    expect(isValidVerifcode('000123')).toBe(true);
    expect(isValidVerifcode('00012')).toBe(false);
  });

  it('referral code: 4-32 digits or letters', () => {
    expect(isValidReferralCode('AB12')).toBe(true);
    expect(isValidReferralCode('AB1')).toBe(false);
    expect(isValidReferralCode('AB-12')).toBe(false);
  });
});

describe('presentation helpers', () => {
  it('masks a phone to its first and last 3 digits', () => {
    expect(maskPhone('13800138000')).toBe('138*****000');
    expect(maskPhone(null)).toBe('');
  });

  it('normalizes identifiers case-insensitively and mobiles without +', () => {
    expect(normalizeIdentifier(' Buyer@Example.com ')).toBe('buyer@example.com');
    expect(normalizeIdentifier('+8613800138000')).toBe('8613800138000');
  });
});
