import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site', () => {
    for (const path of [
      '/userInfo/dashboard?x=1',
      '/index',
      '/',
      '/productDetails?id=sg-1#reviews',
      '/search?q=caf%C3%A9',
      '/a?next=%2Findex',
    ])
      expect(safeRedirect(path), path).toBe(path);
  });

  it('refuses other sites in every known spelling', () => {
    for (const target of [
      undefined,
      null,
      42,
      '',
      'index',
      'evil.example',
      'https://evil.example/',
      'HTTPS://evil.example/',
      '//evil.example/x',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/x\\..\\..\\evil',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%E0%A4%A',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' //evil.example',
      '\t//evil.example',
    ])
      expect(safeRedirect(target), JSON.stringify(target)).toBe('/index');
  });

  it('answers the fallback given', () => {
    expect(safeRedirect('/\\evil.example', '/login')).toBe('/login');
  });
});
