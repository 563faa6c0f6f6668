// SQL of the search: the typo pass's corrections, the ranked search of listings and the
// suggestions of names and stores, run with the search settings. The statements are built by
// search-planner.ts.
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_SETTINGS, type Db, type DbOrTx } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import {
  isShortKeyword,
  searchWords,
  SIMILARITY_THRESHOLD,
} from '../../../domain/catalog/search.ts';
import {
  cardColumns,
  filterConditions,
  localizedSql,
  orderBy,
  type CardRow,
  type SearchRow,
} from './catalog.repository.ts';
import { storeSoldSql } from './counters.repository.ts';
import {
  candidateRows,
  contains,
  CORRECTIONS_PER_WORD,
  exactPassPlan,
  keywordMatch,
  listingsWith,
  rankTier,
  ranked,
  relevanceOrder,
  RELEVANCE_ORDER,
  type CardSearch,
  type FuzzyMatch,
  type WordChoices,
} from './search-planner.ts';

const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

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
