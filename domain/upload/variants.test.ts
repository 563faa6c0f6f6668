import { describe, expect, it } from 'vitest';
import { srcSetOf } from './variants.ts';

describe('srcSetOf', () => {
  it('offers the smaller copies of an uploaded picture', () => {
    expect(srcSetOf('/uploads/goods/01JABCDEF.jpg')).toBe(
      '/uploads/goods/01JABCDEF-320.webp 320w, /uploads/goods/01JABCDEF-960.webp 960w',
    );
  });

  it('offers none for demo drawings and other addresses', () => {
    expect(srcSetOf('/uploads/demo/product-3-1.svg')).toBeUndefined();
    expect(srcSetOf('/uploads/demo/01JABCDEF.jpg')).toBeUndefined();
    expect(srcSetOf('https://example.com/a.jpg')).toBeUndefined();
    expect(srcSetOf('/uploads/goods/01JABCDEF-320.webp')).toBeUndefined();
  });
});
