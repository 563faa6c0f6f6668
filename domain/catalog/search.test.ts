import { describe, expect, it } from 'vitest';
import {
  RankTier,
  buildSearchText,
  candidateScanRows,
  storedWordsAnswerFor,
  escapeLike,
  expectedMatches,
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

describe('words the words table answers for', () => {
  it('takes words of letters, digits, punctuation and symbols, not controls or format characters', () => {
    for (const word of ['phone', '手机', 't-shirt', "o'neil", '100%', 'café', 'ผ้า', '€5'])
      expect(storedWordsAnswerFor(word)).toBe(true);
    for (const word of ['a\u0085b', 'a\ufeffb', 'a\u200bb', 'a\tb', ''])
      expect(storedWordsAnswerFor(word)).toBe(false);
  });
});

describe('candidate scan', () => {
  const cap = 1001;
  it('reads a common keyword in sort order, a rare one through the text indexes', () => {
    // At a million listings the turn is at about 4.5 % of them.
    expect(candidateScanRows(60_000, 1_000_000, cap)).toBeDefined();
    expect(candidateScanRows(20_000, 1_000_000, cap)).toBeUndefined();
    expect(candidateScanRows(0, 1_000_000, cap)).toBeUndefined();
    // A small catalogue never needs it, nor one the planner has not counted yet.
    expect(candidateScanRows(100, 120, cap)).toBeUndefined();
    expect(candidateScanRows(100, 0, cap)).toBeUndefined();
  });

  it('reads enough rows to expect the cap and no more than the share that turned it on needs', () => {
    for (const listings of [100_000, 1_000_000, 10_000_000]) {
      const share = Math.sqrt((2 * cap) / listings);
      const rows = candidateScanRows(Math.ceil(share * listings), listings, cap)!;
      expect(rows * share).toBeGreaterThanOrEqual(1.5 * cap);
      expect(rows * share).toBeLessThan(1.5 * cap + 1);
      // Grows with the square root of the catalogue, not with it.
      expect(rows).toBeLessThan(Math.sqrt(listings) * 40);
    }
  });

  it('estimates matches of all, some or any of the words', () => {
    expect(expectedMatches([50_000], 1_000_000, 1)).toBe(50_000);
    expect(expectedMatches([100_000, 50_000], 1_000_000, 2)).toBeCloseTo(5_000);
    expect(expectedMatches([100_000, 50_000, 200_000], 1_000_000, 2)).toBeCloseTo(20_000);
    expect(expectedMatches([600_000, 700_000], 1_000_000, 1)).toBe(1_000_000);
    expect(expectedMatches([], 1_000_000, 1)).toBe(0);
    expect(expectedMatches([10], 0, 1)).toBe(0);
  });
});
