// Search rules shared by the server query and its tests: how keywords and names are normalized,
// how a name ranks against a keyword (exact, prefix, contains, similar), and LIKE escaping.

/** Case- and width-insensitive form used for both stored names and keywords. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Separator around each name in a listing's search text: lets SQL test exact and prefix matches. */
export const SEARCH_SEPARATOR = '\n';

/**
 * A listing's search text: every language's name, normalized, each between separators
 * ("\nred cotton t-shirt\n红色纯棉t恤\n"). Exact match = contains "\n<kw>\n"; prefix = "\n<kw>".
 */
export function buildSearchText(names: readonly string[]): string {
  const unique = [...new Set(names.map(normalizeSearchText).filter((name) => name.length > 0))];
  return `${SEARCH_SEPARATOR}${unique.join(SEARCH_SEPARATOR)}${SEARCH_SEPARATOR}`;
}

/**
 * Trigram indexes only help from three characters on; shorter keywords (typical for Chinese,
 * Japanese, Korean: "鞋", "手机") are matched as plain substrings.
 */
export function isShortKeyword(keyword: string): boolean {
  return [...keyword].length < 3;
}

/** Escapes LIKE wildcards so a keyword such as "100%" or "a_b" matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A keyword's distinct words (at most 8), for the "every word appears" match. */
export function searchWords(keyword: string): string[] {
  return [
    ...new Set(
      normalizeSearchText(keyword)
        .split(' ')
        .filter((w) => w.length > 0),
    ),
  ].slice(0, 8);
}

/**
 * Whether the words table (`search_words`: the listings' search texts split at white space) can
 * answer for a query word: a word of letters, marks, digits, punctuation and symbols lies inside
 * one stored word wherever a listing contains it, so when no stored word contains it, no listing
 * does. A word with other characters (controls, format characters) might span a split the table
 * made, and is looked for in the listings.
 */
export function storedWordsAnswerFor(word: string): boolean {
  return /^[\p{L}\p{M}\p{N}\p{P}\p{S}]+$/u.test(word);
}

/**
 * Rank tiers, lower is better: a name equal to the keyword, a name starting with it, the keyword
 * inside a name, every word of it somewhere, and (only when nothing else matched) similar by
 * trigrams, which is what finds misspellings.
 */
export const RankTier = { exact: 0, prefix: 1, contains: 2, allWords: 3, similar: 4 } as const;
export type RankTier = (typeof RankTier)[keyof typeof RankTier];

/** The best tier of any of a listing's names for a keyword. */
export function rankTier(names: readonly string[], keyword: string): RankTier {
  const kw = normalizeSearchText(keyword);
  const words = searchWords(kw);
  let best: RankTier = RankTier.similar;
  for (const raw of names) {
    const name = normalizeSearchText(raw);
    if (name === kw) return RankTier.exact;
    if (name.startsWith(kw)) best = Math.min(best, RankTier.prefix) as RankTier;
    else if (name.includes(kw)) best = Math.min(best, RankTier.contains) as RankTier;
  }
  if (best === RankTier.similar) {
    const all = names.map(normalizeSearchText).join(SEARCH_SEPARATOR);
    if (words.every((word) => all.includes(word))) best = RankTier.allWords;
  }
  return best;
}

/**
 * Trigram word-similarity threshold of the fallback pass that runs only when no listing contains
 * every word of the keyword: misspellings ("headphnes", "sheos") still find something, while
 * ordinary searches stay exact and index-backed.
 */
export const SIMILARITY_THRESHOLD = 0.3;

/**
 * How many listings a search reads in its sort's index order, looking for `cap` matches, before it
 * falls back to the text indexes; undefined: straight to the text indexes. A keyword that about
 * `matches` of `listings` listings have is found `cap` times in about cap * listings / matches
 * rows read in order, while the text indexes' bitmap holds all `matches`: reading in order pays
 * from a share of sqrt(2 * cap / listings) on (4.5 % at a million listings), and then reads at
 * most 1.5x the rows that share needs, so both ways cost about sqrt(cap * listings).
 */
export function candidateScanRows(
  matches: number,
  listings: number,
  cap: number,
): number | undefined {
  if (listings <= 0 || matches <= 0) return undefined;
  const share = Math.sqrt((2 * cap) / listings);
  if (share >= 1 || matches / listings < share) return undefined;
  return Math.ceil((1.5 * cap) / share);
}

/**
 * About how many of `listings` listings have at least `atLeast` of some words, from how many have
 * each (`perWord`), taking the words as independent: one word, its own count; all of several,
 * the product of their shares (so "smart watch" is not taken for as common as "watch", which
 * would read many rows in order for nothing); any one of them, the sum.
 */
export function expectedMatches(
  perWord: readonly number[],
  listings: number,
  atLeast: number,
): number {
  if (listings <= 0 || perWord.length === 0) return 0;
  if (atLeast <= 1)
    return Math.min(
      listings,
      perWord.reduce((sum, n) => sum + n, 0),
    );
  const shares = perWord.map((n) => Math.min(1, n / listings)).sort((a, b) => b - a);
  return listings * shares.slice(0, atLeast).reduce((product, share) => product * share, 1);
}
