import { describe, expect, it } from 'vitest';
import { addressFields } from './address-rules.ts';

const valid = {
  contacts: 'Li Wei',
  email: 'li.wei@example.com',
  areaCode: '+86',
  phone: '13800138000',
  country: 'cn',
  province: 'Guangdong',
  city: 'Shenzhen',
  postcode: '518000',
  address: '1 Keji Road',
};

const field = (patch: Record<string, unknown>) => {
  const result = addressFields.safeParse({ ...valid, ...patch });
  return result.success ? 'ok' : String(result.error.issues[0]?.path[0]);
};

describe('address rules', () => {
  it('accepts a valid address and normalizes codes', () => {
    const parsed = addressFields.parse(valid);
    expect(parsed.country).toBe('CN');
    expect(parsed.areaCode).toBe('86');
  });

  it('limits the receiver name to 64 and requires it', () => {
    expect(field({ contacts: 'x'.repeat(64) })).toBe('ok');
    expect(field({ contacts: 'x'.repeat(65) })).toBe('contacts');
    expect(field({ contacts: '  ' })).toBe('contacts');
  });

  it('checks the e-mail format and its 64-character limit', () => {
    expect(field({ email: 'not-an-email' })).toBe('email');
    expect(field({ email: `${'a'.repeat(55)}@mail.com` })).toBe('ok'); // 64 characters
    expect(field({ email: `${'a'.repeat(56)}@mail.com` })).toBe('email');
  });

  it('needs a phone of at least 8 digits', () => {
    expect(field({ phone: '1234567' })).toBe('phone');
    expect(field({ phone: '12345678' })).toBe('ok');
    expect(field({ phone: '1234-5678' })).toBe('phone');
  });

  it('needs a post code of more than 4 and at most 32 characters', () => {
    expect(field({ postcode: '1234' })).toBe('postcode');
    expect(field({ postcode: '12345' })).toBe('ok');
    expect(field({ postcode: 'SW1A 1AA' })).toBe('ok');
    expect(field({ postcode: '1'.repeat(32) })).toBe('ok');
    expect(field({ postcode: '1'.repeat(33) })).toBe('postcode');
  });
});
