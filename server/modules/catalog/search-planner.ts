// The search planner: the SQL a search is built from (how a keyword matches a listing's text, the
// rank tiers, the bounded candidate set, the exact pass's in-statement decision). Builds
// statements only; search.repository.ts runs them.
import { sql, type SQL } from 'drizzle-orm';
import {
  escapeLike,
  isShortKeyword,
  SEARCH_SEPARATOR,
  searchWords,
} from '../../../domain/catalog/search.ts';
import type { SearchSort } from '../../../domain/api/catalog.ts';
import type { GoodsFilter } from './catalog.repository.ts';

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/** A LIKE pattern matching texts that contain `text`. */
const likeInside = (text: string) => `%${escapeLike(text)}%`;

/**
 * A substring test: LIKE (trigram-index backed) from 3 characters. Below that trigrams cannot help;
 * on listings (`grams`) a 1-2 character keyword is looked up in the GIN index of every character
 * and character pair of the search text (`search_grams`, migration 0020; the words table has
 * one too), so a rare one ("龙", "zq") does not read the whole table; elsewhere (stores) `strpos`.
 */
export function contains(column: SQL, text: string, grams: boolean): SQL {
  if (!isShortKeyword(text)) return sql`${column} like ${likeInside(text)}`;
  if (!grams) return sql`strpos(${column}, ${text}) > 0`;
  return sql`search_grams(${column}) @> array[${text}]::text[] and strpos(${column}, ${text}) > 0`;
}

/** A query word after the typo pass: the stored words it may stand for, most similar first. */
export type WordChoices = ReadonlyArray<{ word: string; sim: number; listings: number }>;

/**
 * How listings match a keyword: `false` is the exact pass (every word of the keyword as typed);
 * otherwise the typo pass: each query word by any of its corrections (`correctWords`), and at
 * least `atLeast` of the words (all of them, or fewer when no listing has them all together).
 */
export type FuzzyMatch = false | { words: readonly WordChoices[]; atLeast: number };

/** Subsets of `size` of the indexes 0..n-1 (n is at most 8 words, size n-1 or 1 here). */
function subsets(n: number, size: number): number[][] {
  if (size === 0) return [[]];
  if (n < size) return [];
  return [...subsets(n - 1, size), ...subsets(n - 1, size - 1).map((s) => [...s, n - 1])];
}

/**
 * How a keyword matches a listing's search text: every word appears as a substring (works inside
 * CJK and Thai text, which have no word breaks). In the typo pass each word is any of its
 * corrections, and "at least k of n words" is written as an OR of ANDs so every test stays an
 * index condition.
 */
export function keywordMatch(keyword: string, column: SQL, fuzzy: FuzzyMatch, grams = true): SQL {
  if (!fuzzy) {
    const words = searchWords(keyword);
    return join(
      (words.length > 0 ? words : [keyword]).map((word) => contains(column, word, grams)),
      ' and ',
    );
  }
  const any = fuzzy.words.map(
    (choices) =>
      sql`(${join(
        choices.map((c) => contains(column, c.word, grams)),
        ' or ',
      )})`,
  );
  const groups = subsets(any.length, Math.min(fuzzy.atLeast, any.length)).map(
    (subset) =>
      sql`(${join(
        subset.map((i) => any[i]!),
        ' and ',
      )})`,
  );
  return sql`(${join(groups, ' or ')})`;
}

/** Typo pass similarity of a listing: per query word, the similarity of the best correction in it. */
function fuzzySimilarity(words: readonly WordChoices[], column: SQL): SQL {
  return join(
    words.map(
      (choices) =>
        sql`(case ${join(
          choices.map((c) => sql`when ${column} like ${likeInside(c.word)} then ${c.sim}::real`),
          ' ',
        )} else 0::real end)`,
    ),
    ' + ',
  );
}

/** The keyword the typo pass stands for: each word's best correction. */
function correctedKeyword(keyword: string, fuzzy: FuzzyMatch): string {
  return fuzzy ? fuzzy.words.map((choices) => choices[0]?.word ?? '').join(' ') : keyword;
}

/** domain/catalog/search.ts RankTier: 0 exact name, 1 prefix, 2 contained, 3 all words, 4 similar. */
export function rankTier(keyword: string, column: SQL, fuzzy: boolean, matched = false): SQL {
  const exact = `${SEARCH_SEPARATOR}${keyword}${SEARCH_SEPARATOR}`;
  const prefix = `${SEARCH_SEPARATOR}${keyword}`;
  // Prefix first: a text without it has no exact name either, so the usual candidate (the keyword
  // inside a name) costs one or two searches of the text, not three. LIKE rather than strpos: the
  // same test, without counting characters up to a match. `matched`: every row is known to contain
  // the keyword (a one-word keyword's exact pass), so that test is left out.
  const inside = matched
    ? sql`2`
    : sql`case when ${column} like ${likeInside(keyword)} then 2 else ${fuzzy ? 4 : 3} end`;
  return sql`case when not ${column} like ${likeInside(prefix)} then ${inside}
    when ${column} like ${likeInside(exact)} then 0 else 1 end`;
}

/**
 * Order inside a tier: typo-pass matches by similarity (more of the query's words, closer
 * corrections first); exact-pass matches by sales, then shorter names (the keyword is more of the
 * name), so no per-row similarity is computed on the hot path. Refers to the columns `ranked`
 * (below) adds.
 */
export function relevanceOrder(prefix: string): SQL {
  const p = prefix;
  return sql.raw(
    `${p}.tier asc, ${p}.sim desc, ${p}.sold_num desc nulls last, ${p}.len asc, ${p}.id asc`,
  );
}
export const RELEVANCE_ORDER = relevanceOrder('sg');

/**
 * What ranking needs of a candidate (its sort keys and text): naming them instead of `*` keeps the
 * 1,001 candidates' rows narrow through the ranking (0.3 ms less per search at 100,000 listings).
 */
const CANDIDATE_COLUMNS = sql.raw(
  'sg.id, sg.goods_id, sg.price, sg.sold_num, sg.up_time, sg.is_recommend, sg.search_text',
);

/**
 * Where a search reads its candidates from. Without `scan`, the text indexes (trigram, character
 * GIN): right for a rare keyword, but their bitmap holds every match before the first row is
 * read, so for a common one it grows with the table. With `scan`, a common keyword is looked for
 * in the sort's own index order (relevance: best-selling first), reading at most `scan` listings
 * and stopping at `candidates` matches; when fewer match there (words common alone but rare
 * together), the text indexes after all, in the same statement.
 */
export function candidateRows(options: {
  where: SQL;
  candidates: number;
  scan?: { rows: number | SQL; order: SQL; match: SQL };
}): SQL {
  const { where, candidates, scan } = options;
  const byIndex = sql`select ${CANDIDATE_COLUMNS} from seller_goods sg where ${where} limit ${candidates}`;
  if (!scan) return byIndex;
  // Rows 0 (a statement deciding for itself, `exactPassPlan`): nothing read in order.
  return sql`with inorder as materialized (
      select * from (select ${CANDIDATE_COLUMNS} from seller_goods sg where sg.on_shelf
        order by ${scan.order} limit ${scan.rows}) sg where ${scan.match} limit ${candidates})
    select * from inorder where (select count(*) from inorder) >= ${candidates}
    union all
    select * from (${byIndex}) sg where (select count(*) from inorder) < ${candidates}`;
}

/** Matching listings with their rank columns (tier, similarity, name length), aliased `sg`. */
export function ranked(keyword: string, fuzzy: FuzzyMatch, rows: SQL): SQL {
  const text = sql.raw('sg.search_text');
  // Ranked within a bounded candidate set (`candidateRows`), so a common word costs no more than
  // a rare one.
  return sql`(select sg.id, sg.goods_id, sg.price, sg.sold_num, sg.up_time, sg.is_recommend,
      ${rankTier(
        correctedKeyword(keyword, fuzzy),
        text,
        fuzzy !== false,
        // The exact pass of one word matched exactly the texts containing it.
        fuzzy === false && searchWords(keyword).length === 1,
      )} as tier,
      ${fuzzy ? fuzzySimilarity(fuzzy.words, text) : sql`0::real`} as sim,
      length(sg.search_text) as len
    from (${rows}) sg) sg`;
}

/** Corrections offered per misspelled word at most. */
export const CORRECTIONS_PER_WORD = 3;

/** On-shelf listings having a stored word that contains `word`, summed (zero: none has it). */
export function listingsWith(word: string): SQL {
  return sql`(select coalesce(sum(s.listings), 0)::int from search_words s
    where ${contains(sql`s.word`, word, true)})`;
}

/** What `searchCards` searches for: `keyword` is already normalized. */
export interface CardSearch {
  keyword: string;
  fuzzy: FuzzyMatch;
  filter: GoodsFilter;
  sort: SearchSort;
  lang: string;
  limit: number;
  offset: number;
  /** Matches read at most (the total stops there, `capped`). */
  cap: number;
  /**
   * Listings to read in sort order before falling back to the text indexes (`candidateRows`),
   * for a keyword common enough to find `cap` matches there; only without filters.
   */
  scanRows?: number;
  /**
   * The exact pass, deciding in its own statement from the words table what `scanRows` and the
   * absent-word test decided in a statement before it (`exactPassPlan`): the typed words, which of
   * them the table answers for (`storedWordsAnswerFor`), and the cap `candidateScanRows` is given.
   */
  counted?: { words: readonly string[]; answerable: readonly boolean[]; scanCap: number };
}

/**
 * A statement's first CTE, `plan`, for the exact pass: `absent`, some word the table answers for
 * is in no on-shelf listing (no stored word contains it), so nothing can match and the text
 * indexes are not read (5 ms for a misspelled common word at a million listings); `scan_rows`,
 * `candidateScanRows(expectedMatches(counts, listings, all words), listings, cap)` of
 * domain/catalog/search.ts written in SQL (null: undefined there), from the words' counts
 * (`listingsWith`) and the planner's row count of the listings. In the same statement as the
 * search, so a search is one round trip (each statement cost node about 0.3 ms of socket writes).
 */
export function exactPassPlan(counted: NonNullable<CardSearch['counted']>): SQL {
  const counts = counted.words.map((word) => listingsWith(word));
  return sql`word_counts as materialized (
      select array[${join(counts.length > 0 ? counts : [sql`0`], ', ')}]::int[] as words,
        (select greatest(reltuples, 0)::float8 from pg_class
          where oid = 'seller_goods'::regclass) as listings
    ), plan as materialized (${exactPassDecision(counted)})`;
}

/**
 * `exactPassPlan`'s decision, over a row `word_counts` of the words' counts (`words`, int[]) and the
 * listings (`listings`, float8): `absent` and `scan_rows`.
 */
export function exactPassDecision(
  counted: Pick<NonNullable<CardSearch['counted']>, 'answerable' | 'scanCap'>,
): SQL {
  const { answerable, scanCap } = counted;
  const n = answerable.length;
  const count = (i: number) => sql.raw(`word_counts.words[${i + 1}]`);
  const listings = sql`nullif(word_counts.listings, 0)`;
  const matches =
    n === 1
      ? sql`least(word_counts.listings, ${count(0)})`
      : sql`(word_counts.listings * ${join(
          answerable.map((_, i) => sql`least(1, ${count(i)} / ${listings})`),
          ' * ',
        )})`;
  const share = sql`sqrt(2 * ${scanCap}::float8 / ${listings})`;
  const scanRows =
    n === 0
      ? sql`null::int`
      : sql`case when ${matches} > 0 and ${share} < 1 and ${matches} / ${listings} >= ${share}
          then ceil(1.5 * ${scanCap}::float8 / ${share})::int end`;
  const absent = answerable.some(Boolean)
    ? join(
        answerable.flatMap((yes, i) => (yes ? [sql`${count(i)} = 0`] : [])),
        ' or ',
      )
    : sql`false`;
  return sql`select coalesce(${absent}, false) as absent, ${scanRows} as scan_rows from word_counts`;
}
