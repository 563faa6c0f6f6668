// SQL of the catalogue: listing cards with filters, sorting and paging; trigram search; stores,
// categories, banners, reviews. Every value reaches PostgreSQL as a bound parameter.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { GoodsSort, SearchSort, SellerSort } from '../../../domain/api/catalog.ts';
import {
  escapeLike,
  isShortKeyword,
  SEARCH_SEPARATOR,
  searchWords,
  SIMILARITY_THRESHOLD,
} from '../../../domain/catalog/search.ts';
import { SEARCH_SETTINGS, type Db, type DbOrTx } from '../../db/client.ts';
import { executePrepared, namedStatement } from '../../db/prepared.ts';
import type { LocalizedColumn, StoredAttribute } from '../../db/schema/catalog.ts';
import { storeSoldSql } from './catalog.events.ts';

export interface GoodsFilter {
  categoryId?: string;
  sellerId?: string;
  isNew?: boolean;
  isRecommend?: boolean;
  discounted?: boolean;
  minPrice?: string;
  maxPrice?: string;
  /** Listing to leave out (recommend_like). */
  excludeId?: string;
}

export type CardRow = {
  id: string;
  goods_id: string;
  category_id: string;
  name: string;
  img: string | null;
  selling_price: string;
  discount_price: string | null;
  price: string;
  buy_min: number;
  sold_num: number;
  views_num: number;
  is_new: boolean;
  is_recommend: boolean;
  seller_id: string;
  seller_name: string;
};

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/**
 * A per-language jsonb text in SQL, falling back like `localized()`: the language, else English,
 * else the first written language (a store may write its listings in Chinese only). The fallback
 * subquery runs only when the first two are empty.
 */
export function localizedSql(column: SQL, lang: string | Placeholder): SQL {
  return sql`coalesce(nullif(${column}->>${lang}, ''), nullif(${column}->>'en', ''),
    (select e.value from jsonb_each_text(${column}) e where e.value <> '' limit 1), '')`;
}

/** The card columns, for a query whose listing alias is `sg`. */
function cardColumns(lang: string | Placeholder): SQL {
  return sql`sg.id, sg.goods_id, sg.category_id,
    ${localizedSql(sql`g.names`, lang)} as name,
    g.images->>0 as img,
    sg.selling_price, sg.discount_price, sg.price, sg.buy_min, sg.sold_num, sg.views_num,
    sg.is_new, sg.is_recommend, sg.seller_id, s.name as seller_name`;
}

function filterConditions(filter: GoodsFilter): SQL[] {
  const conditions: SQL[] = [sql`sg.on_shelf`];
  if (filter.categoryId) {
    // A top-level category includes its subcategories.
    conditions.push(
      sql`sg.category_id in (select c.id from categories c where c.id = ${filter.categoryId} or c.parent_id = ${filter.categoryId})`,
    );
  }
  if (filter.sellerId) conditions.push(sql`sg.seller_id = ${filter.sellerId}`);
  if (filter.isNew !== undefined) conditions.push(sql`sg.is_new = ${filter.isNew}`);
  if (filter.isRecommend !== undefined)
    conditions.push(sql`sg.is_recommend = ${filter.isRecommend}`);
  if (filter.discounted === true)
    conditions.push(sql`sg.discount_price is not null and sg.discount_price < sg.selling_price`);
  if (filter.discounted === false)
    conditions.push(sql`(sg.discount_price is null or sg.discount_price >= sg.selling_price)`);
  if (filter.minPrice !== undefined) conditions.push(sql`sg.price >= ${filter.minPrice}::numeric`);
  if (filter.maxPrice !== undefined) conditions.push(sql`sg.price <= ${filter.maxPrice}::numeric`);
  if (filter.excludeId) conditions.push(sql`sg.id <> ${filter.excludeId}`);
  return conditions;
}

/**
 * ORDER BY of each sort, written to match its partial index exactly (drizzle-kit declares
 * descending index columns NULLS LAST, so the query says so too; the columns are NOT NULL).
 */
function orderBy(sort: GoodsSort | SearchSort, prefix = 'sg'): SQL {
  const p = prefix;
  switch (sort) {
    case 'price_asc':
      return sql.raw(`${p}.price asc, ${p}.id asc`);
    case 'price_desc':
      return sql.raw(`${p}.price desc, ${p}.id desc`);
    case 'sold':
      return sql.raw(`${p}.sold_num desc nulls last, ${p}.id desc nulls last`);
    case 'new':
      return sql.raw(`${p}.up_time desc nulls last, ${p}.id desc nulls last`);
    default:
      return sql.raw(
        `${p}.is_recommend desc nulls last, ${p}.up_time desc nulls last, ${p}.id desc nulls last`,
      );
  }
}

export async function listCards(
  db: DbOrTx,
  options: { filter: GoodsFilter; sort: GoodsSort; lang: string; limit: number; offset: number },
): Promise<CardRow[]> {
  const where = join(filterConditions(options.filter), ' and ');
  // Page the listing ids on their own (index order), then join names and stores for that page only.
  // Prepared per shape (filters and sort): a list page is planned once per connection.
  const result = await executePrepared<CardRow>(
    db,
    sql`
    with page as (
      select sg.id from seller_goods sg where ${where}
      order by ${orderBy(options.sort)} limit ${options.limit} offset ${options.offset}
    )
    select ${cardColumns(options.lang)}
    from page join seller_goods sg on sg.id = page.id
    join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    order by ${orderBy(options.sort)}`,
  );
  return result.rows;
}

/**
 * A list page and its match count stopped at `cap`, in one statement, for pages within the first
 * `cap` + 1 matches; undefined past them (or for an empty page past the first), where the caller
 * pages and counts on their own (`listCards`, `countCards`).
 *
 * The matches are read in the sort's index order under a constant limit (cap + 1), numbered, and
 * the page is picked by number; the count is a capped count beside it. With LIMIT and OFFSET as
 * parameters PostgreSQL plans for 10 % of the table, prices that plan above the plans it makes
 * for the values, and so planned every call anew (about 1 ms, more than running it); here the
 * generic plan costs what the plans for the values cost, and the statement is planned once per
 * connection. The page is "number div page size = page index": an equality the planner takes for
 * a few rows, so the cards are joined by key lookups (a range of numbers was taken for a third of
 * the rows, and the stores were hashed whole); "number <= end of the page" stops the reading there.
 */
export async function listPage(
  db: DbOrTx,
  options: {
    filter: GoodsFilter;
    sort: GoodsSort;
    lang: string;
    limit: number;
    offset: number;
    cap: number;
  },
): Promise<{ rows: CardRow[]; total: number; capped: boolean } | undefined> {
  const { limit, offset, cap } = options;
  if (offset + limit > cap + 1 || offset % limit !== 0) return undefined;
  const where = join(filterConditions(options.filter), ' and ');
  const order = orderBy(options.sort);
  const result = await executePrepared<SearchRow>(
    db,
    sql`
    with matches as (
      select m.id, row_number() over (order by ${orderBy(options.sort, 'm')}) as n
      from (select sg.* from seller_goods sg where ${where} order by ${order}
        limit ${sql.raw(String(cap + 1))}) m
    )
    select ${cardColumns(options.lang)},
      (select count(*) from (select 1 from seller_goods sg where ${where}
        limit ${sql.raw(String(cap + 1))}) c)::int as total
    from matches page join seller_goods sg on sg.id = page.id
    join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    where (page.n - 1) / ${limit}::int = ${offset / limit}::int
      and page.n <= ${offset + limit}::int
    order by page.n`,
  );
  const rows = result.rows;
  if (rows.length === 0 && offset > 0) return undefined;
  const n = rows[0]?.total ?? 0;
  return { rows, total: Math.min(n, cap), capped: n > cap };
}

/**
 * Counts matching listings up to `cap`: the count stops reading at cap + 1 rows, so a large
 * result set costs no more than a bounded one. Answers the count (at most `cap`) and whether it
 * stopped there.
 */
export async function countCards(
  db: DbOrTx,
  filter: GoodsFilter,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const where = join(filterConditions(filter), ' and ');
  const result = await executePrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from seller_goods sg where ${where}
      limit ${cap + 1}) matches`,
  );
  const n = result.rows[0]?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

export type SearchRow = CardRow & {
  total: number;
};

/** A LIKE pattern matching texts that contain `text`. */
const likeInside = (text: string) => `%${escapeLike(text)}%`;

/**
 * A substring test: LIKE (trigram-index backed) from 3 characters. Below that trigrams cannot help;
 * on listings (`grams`) a 1-2 character keyword is looked up in the GIN index of every character
 * and character pair of the search text (`search_grams`, migration 0020; the words table has
 * one too), so a rare one ("龙", "zq") does not read the whole table; elsewhere (stores) `strpos`.
 */
function contains(column: SQL, text: string, grams: boolean): SQL {
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
function keywordMatch(keyword: string, column: SQL, fuzzy: FuzzyMatch, grams = true): SQL {
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
function rankTier(keyword: string, column: SQL, fuzzy: boolean, matched = false): SQL {
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
function relevanceOrder(prefix: string): SQL {
  const p = prefix;
  return sql.raw(
    `${p}.tier asc, ${p}.sim desc, ${p}.sold_num desc nulls last, ${p}.len asc, ${p}.id asc`,
  );
}
const RELEVANCE_ORDER = relevanceOrder('sg');

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
function candidateRows(options: {
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
function ranked(keyword: string, fuzzy: FuzzyMatch, rows: SQL): SQL {
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
const CORRECTIONS_PER_WORD = 3;

/** On-shelf listings having a stored word that contains `word`, summed (zero: none has it). */
function listingsWith(word: string): SQL {
  return sql`(select coalesce(sum(s.listings), 0)::int from search_words s
    where ${contains(sql`s.word`, word, true)})`;
}

/**
 * Runs a search's statements (ranking, suggestions, the typo pass's corrections) with the settings
 * they need (`SEARCH_SETTINGS` in db/client.ts: sequential scans off, generic plans, the typo
 * pass's similarity threshold; it says why each). On `search`, a pool whose connections were
 * opened with them, the statements run as they are (an exact search is then one statement, one
 * round trip); without it, in a transaction whose first statement sets them.
 */
export async function withSearchSettings<T>(
  db: DbOrTx,
  run: (db: DbOrTx) => Promise<T>,
  search?: Db,
): Promise<T> {
  if (search) return run(search);
  return db.transaction(async (tx) => {
    await executePrepared(
      tx,
      sql`select ${join(
        Object.entries(SEARCH_SETTINGS).map(
          ([name, value]) => sql`set_config(${name}, ${value}, true)`,
        ),
        ', ',
      )}`,
    );
    return run(tx);
  });
}

/**
 * The typo pass's first step: each query word as it is when some on-shelf listing has it (inside
 * one of its words), else the stored words nearest to it by trigram similarity (at least
 * SIMILARITY_THRESHOLD, at most CORRECTIONS_PER_WORD, through the words' trigram index: the
 * words sharing enough trigrams (`%`) in `search_words`, which grows with the vocabulary, not with
 * the listings). A word that is neither (or a 1-2 character one that is absent) answers no
 * choices. Each choice carries about how many listings have it. The index condition `%` uses
 * `pg_trgm.similarity_threshold`, SIMILARITY_THRESHOLD with `withSearchSettings` and by default.
 */
export async function correctWords(db: DbOrTx, words: readonly string[]): Promise<WordChoices[]> {
  return (await correctWordsAndCount(db, words)).choices;
}

/**
 * `correctWords`, and about how many listings there are (the planner's row count), which the typo
 * pass's choice of candidates needs (`candidateScanRows`).
 */
export async function correctWordsAndCount(
  db: DbOrTx,
  words: readonly string[],
): Promise<{ choices: WordChoices[]; listings: number }> {
  if (words.length === 0) return { choices: [], listings: 0 };
  const parts = words.map((word, i) => {
    const nearest = isShortKeyword(word)
      ? sql``
      : sql`union all (select * from (select ${i}::int as i, s.word, similarity(s.word, ${word}) as sim,
            s.listings from search_words s where p.n = 0 and s.word % ${word}) near
          where near.sim >= ${SIMILARITY_THRESHOLD}
          order by near.sim desc, near.word limit ${CORRECTIONS_PER_WORD})`;
    return sql`select c.* from (select ${listingsWith(word)} as n) p, lateral (
      select ${i}::int as i, ${word}::text as word, 1::real as sim, p.n as listings where p.n > 0
      ${nearest}) c`;
  });
  // Prepared per shape, like the word counts: planning it took 0.7-2.6 ms, running it 0.1-0.5.
  const result = await executePrepared<{
    i: number;
    word: string;
    sim: number;
    listings: number;
    catalogue: number;
  }>(
    db,
    sql`select i, word, sim, listings,
        (select greatest(reltuples, 0)::float8 from pg_class
          where oid = 'seller_goods'::regclass) as catalogue
      from (${join(parts, ' union all ')}) c
      order by i, sim desc, word`,
  );
  const choices: Array<Array<{ word: string; sim: number; listings: number }>> = words.map(
    () => [],
  );
  for (const row of result.rows) {
    choices[row.i]!.push({ word: row.word, sim: Number(row.sim), listings: row.listings });
  }
  return { choices, listings: Number(result.rows[0]?.catalogue ?? 0) };
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

/** Searches on-shelf listings, in a transaction of its own with the search settings. */
export async function searchCards(
  db: DbOrTx,
  options: CardSearch,
): Promise<{ rows: CardRow[]; total: number; capped: boolean }> {
  return withSearchSettings(db, (tx) => searchCardsIn(tx, options));
}

/** `searchCards` on a connection or in a transaction with the search settings (`withSearchSettings`). */
export async function searchCardsIn(
  tx: DbOrTx,
  options: CardSearch,
): Promise<{ rows: CardRow[]; total: number; capped: boolean }> {
  const { keyword, fuzzy, cap, scanRows, counted } = options;
  const text = sql.raw('sg.search_text');
  const match = keywordMatch(keyword, text, fuzzy);
  const conditions = filterConditions(options.filter);
  const where = join([...conditions, match], ' and ');
  // Deciding in the statement: nothing when a word is absent, the sort order when common enough.
  const gated = counted ? sql`${where} and not (select absent from plan)` : where;
  const inOrder = counted ? sql`coalesce((select scan_rows from plan), 0)` : scanRows;
  const order = options.sort === 'relevance' ? RELEVANCE_ORDER : orderBy(options.sort);
  const scan =
    inOrder && conditions.length === 1
      ? {
          rows: inOrder,
          // Tested row by row there: the character index's expression would cost more than it saves.
          match: keywordMatch(keyword, text, fuzzy, false),
          order: orderBy(options.sort === 'relevance' ? 'sold' : options.sort),
        }
      : undefined;
  // Count the matches and keep the top of the ranking (a top-N sort, not a full one), then the
  // page's cards, sorted again by the same keys (20 rows). One statement, prepared per shape:
  // with `withSearchSettings` it runs on a generic plan made once per connection, where planning
  // it for every keyword cost about 1 ms with the cards joined (0.25 ms without).
  const result = await executePrepared<SearchRow>(
    tx,
    sql`
    with ${counted ? sql`${exactPassPlan(counted)},` : sql``} page as materialized (
      select sg.*, count(*) over ()::int as total
      from ${ranked(keyword, fuzzy, candidateRows({ where: gated, candidates: cap + 1, scan }))}
      order by ${order} limit ${options.limit} offset ${options.offset}
    )
    select ${cardColumns(options.lang)}, page.total
    from page join seller_goods sg on sg.id = page.id
    join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    order by ${options.sort === 'relevance' ? relevanceOrder('page') : orderBy(options.sort, 'page')}`,
  );
  const rows = result.rows;
  // Past the last page the window count is not there: count separately (capped too).
  const n =
    rows.length > 0 || options.offset === 0
      ? (rows[0]?.total ?? 0)
      : ((
          await tx.execute<{ n: number }>(
            sql`select count(*)::int as n from (select 1 from seller_goods sg where ${where}
              limit ${cap + 1}) matches`,
          )
        ).rows[0]?.n ?? 0);
  return { rows, total: Math.min(n, cap), capped: n > cap };
}

/** Suggestions rank at most this many matching listings. */
const SUGGEST_CANDIDATES = 1000;

/** Goods-name suggestions: best-ranked listings, the service keeps distinct names. */
export async function suggestGoods(
  db: DbOrTx,
  options: { keyword: string; fuzzy: FuzzyMatch; lang: string; limit: number },
): Promise<Array<{ id: string; name: string }>> {
  const { keyword, fuzzy } = options;
  const text = sql.raw('sg.search_text');
  return withSearchSettings(db, async (tx) => {
    const result = await tx.execute<{ id: string; name: string }>(sql`
      with m as (
        select sg.id, sg.goods_id, row_number() over (order by ${RELEVANCE_ORDER}) as position
        from (
          select sg.* from ${ranked(keyword, fuzzy, candidateRows({ where: sql`sg.on_shelf and ${keywordMatch(keyword, text, fuzzy)}`, candidates: SUGGEST_CANDIDATES }))}
          order by ${RELEVANCE_ORDER} limit ${options.limit}
        ) sg
      )
      select m.id, ${localizedSql(sql`g.names`, options.lang)} as name
      from m join goods g on g.id = m.goods_id order by m.position`);
    return result.rows;
  });
}

/** A store name's match: every word as a substring, or (fuzzy) similar by trigrams (`<%`). */
function storeMatch(keyword: string, column: SQL, fuzzy: boolean): SQL {
  if (fuzzy) return sql`${keyword} <% ${column}`;
  const words = searchWords(keyword);
  return join(
    (words.length > 0 ? words : [keyword]).map((word) => contains(column, word, false)),
    ' and ',
  );
}

export async function suggestSellers(
  db: DbOrTx,
  options: { keyword: string; fuzzy: boolean; limit: number },
): Promise<Array<{ id: string; name: string }>> {
  const { keyword, fuzzy } = options;
  const text = sql.raw('s.search_text');
  const query = (tx: DbOrTx) =>
    tx.execute<{ id: string; name: string }>(sql`
      select s.id, s.name from sellers s
      where s.enabled and ${storeMatch(keyword, text, fuzzy)}
      order by ${rankTier(keyword, text, fuzzy)} asc,
        word_similarity(${keyword}, s.search_text) desc, ${storeSoldSql(sql`s.id`)} desc, s.id asc
      limit ${options.limit}`);
  if (!fuzzy) return (await query(db)).rows;
  // The similarity threshold is a setting: set it for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
    );
    return (await query(tx)).rows;
  });
}

// ---------------------------------------------------------------------------------------------
// One listing

export type DetailRow = CardRow & {
  on_shelf: boolean;
  stock: number;
  up_time: Date;
  evaluation_num: number;
  good_evaluation_num: number;
  default_evaluation_num: number;
  description: string;
  images: string[];
  attributes: StoredAttribute[];
  category_names: LocalizedColumn | null;
  seller_logo: string;
  seller_handling_days: number;
  seller_enabled: boolean;
};

// The product page's one query, prepared: planned once per connection.
const detailStatement = namedStatement<DetailRow>(
  'catalog_detail',
  sql`
    select ${cardColumns(sql.placeholder('lang'))}, sg.on_shelf, sg.stock, sg.up_time, sg.evaluation_num,
      sg.good_evaluation_num, sg.default_evaluation_num,
      ${localizedSql(sql`g.descriptions`, sql.placeholder('lang'))} as description,
      g.images, g.attributes, c.names as category_names, s.logo as seller_logo,
      s.handling_days as seller_handling_days, s.enabled as seller_enabled
    from seller_goods sg join goods g on g.id = sg.goods_id join sellers s on s.id = sg.seller_id
    left join categories c on c.id = sg.category_id
    where sg.id = ${sql.placeholder('id')}`,
);

export async function findDetail(
  db: DbOrTx,
  id: string,
  lang: string,
): Promise<DetailRow | undefined> {
  return (await detailStatement(db, { id, lang }))[0];
}

export async function findListingRef(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; seller_id: string; category_id: string; on_shelf: boolean } | undefined> {
  const result = await db.execute<{
    id: string;
    seller_id: string;
    category_id: string;
    on_shelf: boolean;
  }>(sql`select id, seller_id, category_id, on_shelf from seller_goods where id = ${id}`);
  return result.rows[0];
}

// ---------------------------------------------------------------------------------------------
// Stores

export type SellerRow = {
  id: string;
  name: string;
  logo: string;
  banner: string;
  sold_num: number;
  followers_num: number;
  views_num: number;
  evaluation_num: number;
  good_evaluation_num: number;
  default_evaluation_num: number;
  goods_num: number;
  description: string;
  handling_days: number;
  created_at: Date;
  enabled: boolean;
};

function sellerColumns(lang: string): SQL {
  return sql`s.id, s.name, s.logo, s.banner, ${storeSoldSql(sql`s.id`)} as sold_num, s.followers_num, s.views_num,
    s.evaluation_num, s.good_evaluation_num, s.default_evaluation_num, s.handling_days, s.created_at, s.enabled,
    ${localizedSql(sql`s.descriptions`, lang)} as description,
    (select count(*)::int from seller_goods x where x.seller_id = s.id and x.on_shelf) as goods_num`;
}

function sellerOrder(sort: SellerSort): SQL {
  switch (sort) {
    case 'sold':
      return sql`${storeSoldSql(sql`s.id`)} desc, s.id asc`;
    case 'new':
      return sql.raw('s.created_at desc, s.id asc');
    case 'views':
      return sql.raw('s.views_num desc, s.id asc');
    default:
      return sql`s.is_recommend desc, ${storeSoldSql(sql`s.id`)} desc, s.created_at asc, s.id asc`;
  }
}

export async function listSellers(
  db: DbOrTx,
  options: {
    keyword?: string;
    isRecommend?: boolean;
    sort: SellerSort;
    lang: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SellerRow[]; total: number }> {
  const conditions: SQL[] = [sql`s.enabled`];
  if (options.keyword) {
    conditions.push(sql`strpos(s.search_text, ${options.keyword}) > 0`);
  }
  if (options.isRecommend !== undefined)
    conditions.push(sql`s.is_recommend = ${options.isRecommend}`);
  const where = join(conditions, ' and ');
  const [rows, total] = await Promise.all([
    db.execute<SellerRow>(sql`select ${sellerColumns(options.lang)} from sellers s where ${where}
      order by ${sellerOrder(options.sort)} limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from sellers s where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findSeller(
  db: DbOrTx,
  id: string,
  lang: string,
): Promise<SellerRow | undefined> {
  const result = await db.execute<SellerRow>(
    sql`select ${sellerColumns(lang)} from sellers s where s.id = ${id}`,
  );
  return result.rows[0];
}

export async function sellerCategoryIds(db: DbOrTx, sellerId: string): Promise<string[]> {
  const result = await db.execute<{ category_id: string }>(
    sql`select distinct category_id from seller_goods where seller_id = ${sellerId} and on_shelf`,
  );
  return result.rows.map((row) => row.category_id);
}

// ---------------------------------------------------------------------------------------------
// Categories, banners, lottery

export type CategoryRow = {
  id: string;
  parent_id: string | null;
  names: LocalizedColumn;
  icon_img: string;
  sort: number;
  is_recommend: boolean;
};

export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    select id, parent_id, names, icon_img, sort, is_recommend from categories
    where enabled order by sort asc, id asc`);
  return result.rows;
}

export async function categoryPage(
  db: DbOrTx,
  options: { parentId?: string; limit: number; offset: number },
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = options.parentId
    ? sql`enabled and parent_id = ${options.parentId}`
    : sql`enabled and parent_id is null`;
  const [rows, total] = await Promise.all([
    db.execute<CategoryRow>(sql`select id, parent_id, names, icon_img, sort, is_recommend
      from categories where ${where} order by sort asc, id asc
      limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from categories where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function recommendedCategories(db: DbOrTx, limit: number): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(sql`
    select id, parent_id, names, icon_img, sort, is_recommend from categories
    where enabled and is_recommend order by sort asc, id asc limit ${limit}`);
  return result.rows;
}

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from categories where id = ${id} and enabled`);
  return result.rows.length > 0;
}

export type BannerRow = {
  id: string;
  titles: LocalizedColumn;
  img_url: string;
  link_type: string;
  link: string;
  sort: number;
};

/** The banners a brand's storefront shows now: its own and those for every brand. */
export async function activeBanners(
  db: DbOrTx,
  position: string,
  brand: string,
  now: Date,
): Promise<BannerRow[]> {
  const result = await db.execute<BannerRow>(sql`
    select id, titles, img_url, link_type, link, sort from banners
    where enabled and position = ${position} and (brand is null or brand = ${brand})
      and (starts_at is null or starts_at <= ${now.toISOString()}::timestamptz)
      and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
    order by sort asc, id asc`);
  return result.rows;
}

export type LotteryRow = {
  id: string;
  titles: LocalizedColumn;
  detail_url: string;
  starts_at: Date;
  ends_at: Date;
};

export async function currentLottery(db: DbOrTx, now: Date): Promise<LotteryRow | undefined> {
  const result = await db.execute<LotteryRow>(sql`
    select id, titles, detail_url, starts_at, ends_at from lottery_activities
    where enabled and starts_at <= ${now.toISOString()}::timestamptz
      and ends_at > ${now.toISOString()}::timestamptz
    order by starts_at desc, id asc limit 1`);
  return result.rows[0];
}

// ---------------------------------------------------------------------------------------------
// Reviews and subscriptions

export type EvaluationRow = {
  id: string;
  seller_goods_id: string;
  user_name: string;
  avatar: number;
  rating: 'good' | 'medium' | 'bad';
  content: string;
  img_urls: string[];
  is_default: boolean;
  check_attr_name: string;
  order_id: string | null;
  reply: string | null;
  reply_at: Date | null;
  created_at: Date;
};

export async function listEvaluations(
  db: DbOrTx,
  options: {
    sellerGoodsId: string;
    rating?: string;
    withImages?: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: EvaluationRow[]; total: number; all: number }> {
  const conditions: SQL[] = [sql`seller_goods_id = ${options.sellerGoodsId}`];
  // A tier filter lists written reviews; 'default' lists the system's default ones.
  if (options.rating === 'default') conditions.push(sql`is_default`);
  else if (options.rating) conditions.push(sql`rating = ${options.rating} and not is_default`);
  if (options.withImages === true) conditions.push(sql`jsonb_array_length(img_urls) > 0`);
  if (options.withImages === false) conditions.push(sql`jsonb_array_length(img_urls) = 0`);
  const where = join(conditions, ' and ');
  const [rows, total, all] = await Promise.all([
    db.execute<EvaluationRow>(sql`select id, seller_goods_id, user_name, avatar, rating, content,
      img_urls, is_default, check_attr_name, order_id, reply, reply_at, created_at
      from evaluations where ${where}
      order by created_at desc, id desc limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from evaluations where ${where}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from evaluations where seller_goods_id = ${options.sellerGoodsId}`,
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0, all: all.rows[0]?.n ?? 0 };
}

export type StoreEvaluationRow = EvaluationRow & { goods_name: string; img: string | null };

/** Written reviews of the stores' listings, newest first; `unanswered` keeps those without reply. */
export async function listStoreEvaluations(
  db: DbOrTx,
  options: {
    sellerIds: readonly string[];
    unanswered: boolean;
    lang: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: StoreEvaluationRow[]; total: number }> {
  const conditions: SQL[] = [
    sql`e.seller_id in (${join(
      options.sellerIds.map((id) => sql`${id}`),
      ', ',
    )})`,
    sql`not e.is_default`,
  ];
  if (options.unanswered) conditions.push(sql`e.reply is null`);
  const where = join(conditions, ' and ');
  const [rows, total] = await Promise.all([
    db.execute<StoreEvaluationRow>(sql`
      select e.id, e.seller_goods_id, e.user_name, e.avatar, e.rating, e.content, e.img_urls,
        e.is_default, e.check_attr_name, e.order_id, e.reply, e.reply_at, e.created_at,
        ${localizedSql(sql`g.names`, options.lang)} as goods_name, g.images->>0 as img
      from evaluations e join seller_goods sg on sg.id = e.seller_goods_id
      join goods g on g.id = sg.goods_id
      where ${where}
      order by e.created_at desc, e.id desc limit ${options.limit} offset ${options.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from evaluations e where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findEvaluation(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; seller_id: string; is_default: boolean } | undefined> {
  const result = await db.execute<{ id: string; seller_id: string; is_default: boolean }>(
    sql`select id, seller_id, is_default from evaluations where id = ${id}`,
  );
  return result.rows[0];
}

/** Fills the review's reply when it has none; false when it already had one. */
export async function setEvaluationReply(
  db: DbOrTx,
  id: string,
  reply: string,
  at: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    update evaluations set reply = ${reply}, reply_at = ${at.toISOString()}::timestamptz
    where id = ${id} and reply is null returning id`);
  return result.rows.length > 0;
}

export async function countEvaluationTypes(db: DbOrTx, sellerGoodsId: string) {
  const result = await db.execute<{
    all: number;
    good: number;
    medium: number;
    bad: number;
    defaults: number;
    with_images: number;
  }>(sql`select count(*)::int as all,
      count(*) filter (where rating = 'good' and not is_default)::int as good,
      count(*) filter (where rating = 'medium' and not is_default)::int as medium,
      count(*) filter (where rating = 'bad' and not is_default)::int as bad,
      count(*) filter (where is_default)::int as defaults,
      count(*) filter (where jsonb_array_length(img_urls) > 0)::int as with_images
    from evaluations where seller_goods_id = ${sellerGoodsId}`);
  return result.rows[0] ?? { all: 0, good: 0, medium: 0, bad: 0, defaults: 0, with_images: 0 };
}

/** Inserts a subscription; false when the address is already subscribed. */
export async function insertSubscription(
  db: DbOrTx,
  row: { id: string; email: string; userId?: string; brand: string; at: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into subscriptions (id, email, user_id, brand, created_at)
    values (${row.id}, ${row.email}, ${row.userId ?? null}, ${row.brand}, ${row.at.toISOString()}::timestamptz)
    on conflict (email) do nothing returning id`);
  return result.rows.length > 0;
}
