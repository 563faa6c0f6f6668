// The table of distinct listing words behind the typo pass (migration 0021) and the bounded
// candidate sets of search, through HTTP and the repository against a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '../../../domain/api/catalog.ts';
import { seedDemo } from '../../demo/seed.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sql as dsql } from 'drizzle-orm';
import { candidateScanRows, expectedMatches } from '../../../domain/catalog/search.ts';
import { exactPassDecision } from './search-planner.ts';
import { correctWords, searchCards } from './search.repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []) {
  return (await t.database.pool.query(text, values)).rows as T[];
}

async function search(keyword: string, params: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/sellerGoods!search.action',
    query: { keyword, pageSize: '50', ...params },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    code: string;
    data: { pageList: GoodsCard[]; pageInfo: { totalElements: number } };
  }>();
  expect(body.code).toBe('0');
  return body.data;
}

/** A listing of seller-001 with one English name; `onShelf` as given. */
async function addListing(id: string, name: string, onShelf = true, soldNum = 0) {
  await sql(
    `insert into goods (id, category_id, names, descriptions, images)
     values ($1, 'cat-mugs', jsonb_build_object('en', $2::text), '{}', '[]')`,
    [`g-${id}`, name],
  );
  await sql(
    `insert into seller_goods (id, goods_id, seller_id, category_id, selling_price, search_text, on_shelf, sold_num)
     values ($1, $2, 'seller-001', 'cat-mugs', 5, $3, $4, $5)`,
    [id, `g-${id}`, `\n${name.toLowerCase()}\n`, onShelf, soldNum],
  );
}

const count = async (text: string) => (await sql<{ n: number }>(text))[0]!.n;

const listingsOf = async (word: string) =>
  (await sql<{ listings: number }>(`select listings from search_words where word = $1`, [word]))[0]
    ?.listings;

const corrections = async (word: string) =>
  (await correctWords(t.database.db, [word]))[0]!.map((choice) => choice.word);

beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheTtlMs: 0, viewFlushMs: 0 } });
  await seedDemo(t.database, { scale: 'small', now: t.clock.now() });
});
afterAll(async () => {
  await t?.close();
});

describe('search words', () => {
  it('finds a listing whose every word the query misspells, through the corrected words', async () => {
    await addListing('sg-quokka', 'Quokka Lantern Velvet');
    await addListing('sg-lantern', 'Paper Lantern');
    // No listing contains "quoka" or "lantren": the exact pass finds nothing.
    expect(await corrections('quoka')).toEqual(['quokka']);
    expect(await corrections('lantren')).toContain('lantern');
    const found = await search('Quoka Lantren');
    expect(found.pageList[0]?.id).toBe('sg-quokka');
    // Both words together only in that listing; "Paper Lantern" has one of them.
    expect(found.pageList.map((card) => card.id)).not.toContain('sg-lantern');
    // A word nothing resembles is left out rather than emptying the result.
    expect((await search('qokka lantern xqzvw')).pageList[0]?.id).toBe('sg-quokka');
    // Also when the other words are as typed: those together, not any one of them.
    expect((await search('quokka lantern xqzvw')).pageList.map((card) => card.id)).toEqual([
      'sg-quokka',
    ]);
    // Words no listing has together: listings with any of them, those with more words first.
    const apart = await search('velvet papr');
    expect(apart.pageList.map((card) => card.id)).toEqual(
      expect.arrayContaining(['sg-quokka', 'sg-lantern']),
    );
  });

  it('follows listing writes: new words, edits, shelf changes and removals', async () => {
    await addListing('sg-zeph-1', 'Zephyrine Kettle');
    expect(await listingsOf('zephyrine')).toBe(1);
    await addListing('sg-zeph-2', 'Zephyrine Teapot');
    expect(await listingsOf('zephyrine')).toBe(2);
    expect(await corrections('zefyrine')).toEqual(['zephyrine']);

    // One of two listings loses the word: still there, counted once.
    await sql(`update seller_goods set search_text = $2 where id = $1`, [
      'sg-zeph-2',
      '\ncopper teapot\n',
    ]);
    expect(await listingsOf('zephyrine')).toBe(1);
    expect(await listingsOf('copper')).toBeGreaterThanOrEqual(1);
    expect((await search('zefyrine')).pageList.map((card) => card.id)).toEqual(['sg-zeph-1']);

    // Off the shelf, the last listing with it takes the word away: nothing is corrected to it.
    await sql(`update seller_goods set on_shelf = false where id = 'sg-zeph-1'`);
    expect(await listingsOf('zephyrine')).toBeUndefined();
    expect(await corrections('zefyrine')).toEqual([]);
    expect((await search('zefyrine')).pageList).toEqual([]);
    // Back on the shelf, back in the table.
    await sql(`update seller_goods set on_shelf = true where id = 'sg-zeph-1'`);
    expect(await corrections('zefyrine')).toEqual(['zephyrine']);

    // Stock, sales and views do not touch it; removing the row does.
    await sql(`update seller_goods set stock = stock + 1, views_num = views_num + 1
      where id = 'sg-zeph-1'`);
    expect(await listingsOf('zephyrine')).toBe(1);
    await sql(`delete from seller_goods where id = 'sg-zeph-1'`);
    expect(await listingsOf('zephyrine')).toBeUndefined();
    expect(await corrections('zefyrine')).toEqual([]);
  });

  it('holds exactly the words of the on-shelf listings, with their counts', async () => {
    // After the demo seed (one statement per 5,000 rows) and the edits above.
    const drift = await sql(`
      (select w as word, count(*)::int as listings from seller_goods sg,
         unnest(search_text_words(sg.search_text)) w where sg.on_shelf group by w
       except select word, listings from search_words)
      union all
      (select word, listings from search_words
       except select w, count(*)::int from seller_goods sg,
         unnest(search_text_words(sg.search_text)) w where sg.on_shelf group by w)`);
    expect(drift).toEqual([]);
    expect(await count(`select count(*)::int as n from search_words`)).toBeGreaterThan(50);
  });
});

describe('bounded candidates', () => {
  const base = {
    keyword: 'phone',
    fuzzy: false as const,
    filter: {},
    lang: 'en',
    limit: 3,
    offset: 0,
  };

  it('reads a common keyword in sort order: the first matches of that order, total capped', async () => {
    const m = await count(
      `select count(*)::int as n from seller_goods where on_shelf and search_text like '%phone%'`,
    );
    expect(m).toBeGreaterThan(5);
    const cheapest = await sql<{ id: string }>(
      `select id from seller_goods where on_shelf and search_text like '%phone%'
       order by price asc, id asc limit 3`,
    );
    const inOrder = await searchCards(t.database.db, {
      ...base,
      sort: 'price_asc',
      cap: 5,
      scanRows: 100_000,
    });
    expect(inOrder).toMatchObject({ total: 5, capped: true });
    // The candidates are the first matches in price order, so the page is the true cheapest.
    expect(inOrder.rows.map((row) => row.id)).toEqual(cheapest.map((row) => row.id));
  });

  it('falls back to the text indexes when the rows read in order hold too few matches', async () => {
    const m = await count(
      `select count(*)::int as n from seller_goods where on_shelf and search_text like '%phone%'`,
    );
    const exact = { ...base, sort: 'relevance' as const, cap: m };
    const byIndex = await searchCards(t.database.db, exact);
    // Two rows read in order cannot hold every match: the same answer as the text indexes.
    const fellBack = await searchCards(t.database.db, { ...exact, scanRows: 2 });
    expect(fellBack).toMatchObject({ total: m, capped: false });
    expect(fellBack.rows.map((row) => row.id)).toEqual(byIndex.rows.map((row) => row.id));
  });

  it('decides in SQL as candidateScanRows and expectedMatches decide', async () => {
    const cap = 1001;
    const cases: Array<[number[], number]> = [];
    for (const listings of [0, 120, 5_000, 100_000, 1_000_000])
      for (const counts of [
        [0],
        [40],
        [5_800],
        [21_000],
        [60_000],
        [900_000],
        [5_800, 3_400],
        [21_000, 60_000],
        [60_000, 90_000, 0],
      ])
        cases.push([counts, listings]);
    for (const [counts, listings] of cases) {
      const answerable = counts.map(() => true);
      const decision = exactPassDecision({ answerable, scanCap: cap });
      const [row] = (
        await t.database.db.execute<{ absent: boolean; scan_rows: number | null }>(
          dsql`with word_counts as (select ${`{${counts.join(',')}}`}::int[] as words, ${listings}::float8 as listings) ${decision}`,
        )
      ).rows;
      const expected = candidateScanRows(
        expectedMatches(counts, listings, counts.length),
        listings,
        cap,
      );
      expect(row?.scan_rows ?? undefined, `${counts.join()} of ${listings}`).toBe(expected);
      expect(row?.absent, counts.join()).toBe(counts.includes(0));
    }
  });
});
