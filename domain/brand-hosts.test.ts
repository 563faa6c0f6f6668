import { describe, expect, it } from 'vitest';
import { isHostName } from './brand-hosts.ts';

describe('brand host names', () => {
  it.each([
    'shop.example-brand.com',
    'meridian.localhost',
    'localhost',
    'a.b.c',
    'xn--bcher-kva.de',
  ])('accepts %s', (host) => expect(isHostName(host)).toBe(true));

  it.each([
    'https://shop.brand.com',
    'shop.brand.com:8080',
    'shop.brand.com/path',
    'Shop.Brand.com',
    '*.brand.com',
    'user@brand.com',
    '-shop.brand.com',
    'shop-.brand.com',
    'shop..brand.com',
    '.brand.com',
    'brand.com.',
    'shop brand.com',
    '',
    `${'a'.repeat(64)}.com`,
  ])('refuses %j', (host) => expect(isHostName(host)).toBe(false));
});
