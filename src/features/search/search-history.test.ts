import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, withKeyword } from './search-history.ts';

describe('search history', () => {
  it('puts the newest keyword first and removes its older copy', () => {
    expect(withKeyword(['shoes', 'bags', 'hats'], 'bags')).toEqual(['bags', 'shoes', 'hats']);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    let history: string[] = [];
    for (let i = 1; i <= 12; i++) history = withKeyword(history, `word ${i}`);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toBe('word 12');
    expect(history.at(-1)).toBe('word 3');
  });

  it('ignores blank keywords and trims the rest', () => {
    expect(withKeyword(['a'], '   ')).toEqual(['a']);
    expect(withKeyword(['a'], '  b ')).toEqual(['b', 'a']);
  });
});
