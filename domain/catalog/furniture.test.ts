import { describe, expect, it } from 'vitest';
import { bannerLinkFits, isDisplayOrder, isHttpsAddress, periodInOrder } from './furniture.ts';

describe('banner links', () => {
  it('fit their type', () => {
    expect(bannerLinkFits('none', '')).toBe(true);
    expect(bannerLinkFits('none', 'x')).toBe(false);
    expect(bannerLinkFits('url', 'https://example.com/sale?x=1')).toBe(true);
    for (const bad of ['http://example.com', 'javascript:alert(1)', 'https://', 'https://a b'])
      expect(bannerLinkFits('url', bad), bad).toBe(false);
    expect(bannerLinkFits('goods', 'G1_abc-2')).toBe(true);
    expect(bannerLinkFits('seller', '')).toBe(false);
    expect(bannerLinkFits('category', '../x')).toBe(false);
  });

  it('https addresses only', () => {
    expect(isHttpsAddress('https://draw.example.com')).toBe(true);
    expect(isHttpsAddress('https://x'.padEnd(501, 'x'))).toBe(false);
  });
});

describe('active periods', () => {
  it('end after they start, with or without seconds and T', () => {
    expect(periodInOrder('2026-07-01 09:00:00', '2026-07-01T09:01')).toBe(true);
    expect(periodInOrder('2026-07-01T09:00', '2026-07-01 09:00:00')).toBe(false);
    expect(periodInOrder('2026-07-02 00:00', '2026-07-01 00:00')).toBe(false);
    expect(periodInOrder('', '2026-07-01 00:00')).toBe(true);
    expect(periodInOrder('2026-07-01 00:00', undefined)).toBe(true);
  });
});

describe('display order', () => {
  it('is a whole number from 0 to 100000', () => {
    for (const good of ['0', '7', ' 12 ', '100000']) expect(isDisplayOrder(good), good).toBe(true);
    for (const bad of ['', '-1', '1.5', '100001', 'x', '1e3'])
      expect(isDisplayOrder(bad), bad).toBe(false);
  });
});
