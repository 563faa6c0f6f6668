import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site and refuses other sites', () => {
    expect(safeRedirect('/userInfo/dashboard?x=1')).toBe('/userInfo/dashboard?x=1');
    expect(safeRedirect('//evil.example/x')).toBe('/index');
    expect(safeRedirect('https://evil.example/')).toBe('/index');
    expect(safeRedirect(undefined)).toBe('/index');
  });
});
