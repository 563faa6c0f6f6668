import { describe, expect, it } from 'vitest';
import {
  RankTier,
  buildSearchText,
  escapeLike,
  isShortKeyword,
  normalizeSearchText,
  rankTier,
  searchWords,
} from './search.ts';

describe('normalizeSearchText', () => {
  it('folds case, width and spaces', () => {
    expect(normalizeSearchText('  Red   T-SHIRT ')).toBe('red t-shirt');
    expect(normalizeSearchText('ＡＢＣ１２３')).toBe('abc123');
  });
});

describe('buildSearchText', () => {
  it('wraps every distinct name in separators', () => {
    expect(buildSearchText(['Red Shirt', '红衬衫', 'red shirt', ''])).toBe('\nred shirt\n红衬衫\n');
  });
});

describe('rankTier', () => {
  const names = ['Leather Boot', '皮靴'];
  it('orders exact, prefix, contains, similar', () => {
    expect(rankTier(names, 'leather boot')).toBe(RankTier.exact);
    expect(rankTier(names, 'Leather')).toBe(RankTier.prefix);
    expect(rankTier(names, 'boot')).toBe(RankTier.contains);
    expect(rankTier(names, '靴')).toBe(RankTier.contains);
    expect(rankTier(names, 'boot leather')).toBe(RankTier.allWords);
    expect(rankTier(names, 'lether')).toBe(RankTier.similar);
  });
});

describe('keywords', () => {
  it('splits into distinct words', () => {
    expect(searchWords('  Red  red SHIRT ')).toEqual(['red', 'shirt']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
  it('treats fewer than three characters as short', () => {
    expect(isShortKeyword('鞋')).toBe(true);
    expect(isShortKeyword('手机')).toBe(true);
    expect(isShortKeyword('bag')).toBe(false);
  });
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
