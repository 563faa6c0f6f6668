import { describe, expect, it } from 'vitest';
import { id, oneOf, page, price, stringifySearch } from './search-params.ts';

describe('search params', () => {
  it('writes the search keyword JSON-encoded in k', () => {
    expect(stringifySearch({ k: 'red shoes' })).toBe(`?k=${encodeURIComponent('"red shoes"')}`);
    expect(stringifySearch({ page: 2, k: '123' })).toBe(`?page=2&k=${encodeURIComponent('"123"')}`);
    expect(stringifySearch({ sort: 'new' })).toBe('?sort=new');
    expect(stringifySearch({ k: '' })).toBe('');
  });

  it('reads clean values or nothing from hand-written links', () => {
    expect(id('abc-1_2')).toBe('abc-1_2');
    expect(id('a b')).toBeUndefined();
    expect(page('3')).toBe(3);
    expect(page(1)).toBeUndefined();
    expect(page('x')).toBeUndefined();
    expect(price('12.50')).toBe('12.50');
    expect(price('-1')).toBeUndefined();
    expect(oneOf('new', ['new', 'sold'] as const)).toBe('new');
    expect(oneOf('hot', ['new', 'sold'] as const)).toBeUndefined();
  });
});
