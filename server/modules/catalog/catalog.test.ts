// The catalogue and search API through HTTP against a real PostgreSQL with the small demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard } from '../../../domain/api/catalog.ts';
import { referencePrice } from '../../../domain/catalog/reference-price.ts';
import { platformTimeOfDay } from '../../platform/time.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call as apiCall } from '../../testing/calls.ts';
import { languageCodes } from '../../../domain/i18n/languages.ts';
import { seedDemo } from '../../demo/seed.ts';
import { demoCategories } from '../../demo/vocabulary/categories.ts';
import { recordEvaluation } from './counters.repository.ts';
import { ViewBuffer } from './view-buffer.ts';
import { countCards } from './catalog.repository.ts';
import { searchCards } from './search.repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const HOUR = 60 * 60 * 1000;

// Bodies are read loosely here: the harness already checks every answer against its schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

interface Envelope<T = Loose> {
  code: string;
  msg: string;
  errorKey?: string;
  data: T;
}

async function call<T = Loose>(
  name: string,
  params: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; body: Envelope<T> }> {
  const { status, ...body } = await apiCall<T>(t, name, params, { method });
  return { status, body };
}

async function ok<T = Loose>(name: string, params: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await call<T>(name, params);
  expect(status).toBe(200);
  expect(body.code, `${name}: ${body.msg}`).toBe('0');
  return body.data;
}

async function sql<T = Loose>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.pool.query(text, values)).rows as T[];
}

beforeAll(async () => {
  // Totals counted on every request, so tests can compare them with the database at once.
  // Page views are written as they come (no batching), so the tests read them at once; the
  // batching itself is tested on a ViewBuffer of its own.
  t = await createTestApp({ config: { catalogCacheTtlMs: 0, viewFlushMs: 0 } });
  await seedDemo(t.database, { scale: 'small', now: t.clock.now() });
});
afterAll(async () => {
  await t?.close();
});

describe('demo data', () => {
  it('loads two category levels, stores, goods with English and Chinese names, no counters', async () => {
    const [counts] = await sql(`select
      (select count(*)::int from categories) as categories,
      (select count(*)::int from categories where parent_id is null) as tops,
      (select count(*)::int from sellers) as sellers,
      (select count(*)::int from seller_goods) as listings,
      (select count(*)::int from goods where names ? 'cn' and names ? 'en') as bilingual,
      (select count(*)::int from goods where names ? 'ar') as arabic,
      (select coalesce(sum(sold_num + views_num + evaluation_num), 0)::int from seller_goods) as goods_counters,
      (select coalesce(sum(views_num + followers_num + evaluation_num), 0)::int from sellers)
        + (select coalesce(sum(sold_num), 0)::int from seller_sales) as seller_counters`);
    expect(counts.categories).toBeGreaterThanOrEqual(20);
    expect(counts.tops).toBeGreaterThan(1);
    expect(counts.sellers).toBe(8);
    expect(counts.listings).toBe(120);
    expect(counts.bilingual).toBeGreaterThan(0);
    expect(counts.arabic).toBeGreaterThan(0);
    expect(counts.goods_counters).toBe(0);
    expect(counts.seller_counters).toBe(0);
  });

  it('is deterministic for a seed', async () => {
    const first = await sql(
      `select id, selling_price, search_text from seller_goods order by id limit 5`,
    );
    expect(first[0].id).toBe('sg-000001');
    expect(first.length).toBe(5);
  });

  it('serves demo images as SVG with long cache headers', async () => {
    const [row] = await sql<{ img: string }>(`select images->>0 as img from goods limit 1`);
    const response = await t.app.inject({ method: 'GET', url: row!.img });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('<svg');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/demo/nothing-99-9.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('home, banners, downloads, lottery', () => {
  it('index!home answers every list', async () => {
    const data = await ok('index!home', { lang: 'cn' });
    expect(data.bannerList.length).toBeGreaterThan(0);
    expect(data.categoryList.length).toBeGreaterThan(0);
    expect(data.categoryList.every((c: { parentId: string }) => c.parentId === '')).toBe(true);
    expect(data.newList.every((g: GoodsCard) => g.isNew)).toBe(true);
    expect(data.recommendList.every((g: GoodsCard) => g.isRecommend)).toBe(true);
    expect(
      data.discountList.every(
        (g: GoodsCard) => g.discountPrice !== null && g.price === g.discountPrice,
      ),
    ).toBe(true);
    expect(data.sellerList.length).toBeGreaterThan(0);
    // Chinese names for lang=cn.
    expect(data.newList[0].name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('banner!bannerList answers home banners in order, by GET and POST', async () => {
    const list = await ok('banner!bannerList');
    expect(list.map((b: { sort: number }) => b.sort)).toEqual(
      [...list.map((b: { sort: number }) => b.sort)].sort((a, b) => a - b),
    );
    const posted = await call('banner!bannerList', { position: 'discount' }, 'POST');
    expect(posted.body.code).toBe('0');
    expect(posted.body.data.length).toBe(1);
  });

  it('index!download-url answers empty strings until configured', async () => {
    expect(await ok('index!download-url')).toEqual({ downloadUrl: '', sellerDownloadUrl: '' });
    await sql(
      `insert into system_parameters (code, value, public) values ('app_download_url', 'https://example.com/app', true)`,
    );
    expect((await ok('index!download-url')).downloadUrl).toBe('https://example.com/app');
  });

  it('activity/lottery!getCurrentActivity: empty detailUrl when none runs, the URL when one does', async () => {
    expect((await ok('activity/lottery!getCurrentActivity')).detailUrl).toBe('');
    const now = t.clock.now();
    await sql(
      `insert into lottery_activities (id, titles, detail_url, starts_at, ends_at) values
       ('lot-old', '{"en":"Old"}', 'https://example.com/old', $1, $2),
       ('lot-now', '{"en":"Spring draw","cn":"春季抽奖"}', 'https://example.com/draw', $2, $3)`,
      [
        new Date(now.getTime() - 10 * 86400000).toISOString(),
        new Date(now.getTime() - 86400000).toISOString(),
        new Date(now.getTime() + 86400000).toISOString(),
      ],
    );
    const data = await ok('activity/lottery!getCurrentActivity', { lang: 'cn' });
    expect(data.detailUrl).toBe('https://example.com/draw');
    expect(data.title).toBe('春季抽奖');
    expect(data.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('categories', () => {
  it('category!tree has two levels with localized names', async () => {
    const tree = await ok('category!tree', { lang: 'cn' });
    expect(tree.length).toBeGreaterThan(3);
    const clothing = tree.find((c: { id: string }) => c.id === 'cat-clothing');
    expect(clothing.name).toBe('服装');
    expect(clothing.children.length).toBeGreaterThan(1);
    expect(
      clothing.children.every((c: { parentId: string }) => c.parentId === 'cat-clothing'),
    ).toBe(true);
    const de = await ok('category!tree', { lang: 'de' });
    expect(de.find((c: { id: string }) => c.id === 'cat-clothing').name).toBe('Bekleidung');
  });

  it('category!tree names every demo category in the language asked for', async () => {
    for (const lang of languageCodes) {
      const tree: Array<{
        id: string;
        name: string;
        children: Array<{ id: string; name: string }>;
      }> = await ok('category!tree', { lang });
      for (const top of demoCategories) {
        const served = tree.find((c) => c.id === `cat-${top.key}`);
        expect(served?.name, `${top.key} in ${lang}`).toBe(top.name[lang]);
        for (const child of top.children) {
          const leaf = served?.children.find((c) => c.id === `cat-${child.key}`);
          expect(leaf?.name, `${child.key} in ${lang}`).toBe(child.name[lang]);
        }
      }
    }
  });

  it('category!list pages one level', async () => {
    const top = await ok('category!list', { pageSize: 3, pageNum: 2 });
    expect(top.pageList.length).toBe(3);
    expect(top.pageInfo.pageNum).toBe(2);
    expect(top.pageInfo.totalElements).toBe(9);
    expect(top.pageInfo.totalPages).toBe(3);
    const children = await ok('category!list', { parentId: 'cat-electronics' });
    expect(
      children.pageList.every((c: { parentId: string }) => c.parentId === 'cat-electronics'),
    ).toBe(true);
    const unknown = await call('category!list', { parentId: 'nope' });
    expect(unknown.body.errorKey).toBe('category.notFound');
  });

  it('category!recommend answers recommended categories only', async () => {
    const list = await ok('category!recommend');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c: { isRecommend: boolean }) => c.isRecommend)).toBe(true);
  });

  it('category!sellerTree keeps only categories the store sells in', async () => {
    const [row] = await sql(`select seller_id from seller_goods where on_shelf limit 1`);
    const used = new Set(
      (
        await sql(
          `select distinct category_id from seller_goods where seller_id = $1 and on_shelf`,
          [row.seller_id],
        )
      ).map((r) => String(r.category_id)),
    );
    const tree = await ok('category!sellerTree', { sellerId: row.seller_id });
    const leaves = tree.flatMap((c: { children: Array<{ id: string }> }) =>
      c.children.map((x) => x.id),
    );
    expect(new Set(leaves)).toEqual(used);
    expect((await call('category!sellerTree', { sellerId: 'seller-999' })).body.errorKey).toBe(
      'seller.notFound',
    );
  });
});

describe('sellerGoods!list', () => {
  it('pages with a correct pageInfo', async () => {
    const [{ n }] = await sql(`select count(*)::int as n from seller_goods where on_shelf`);
    const first = await ok('sellerGoods!list', { pageSize: 24 });
    expect(first.pageList.length).toBe(24);
    expect(first.pageInfo).toEqual({
      pageNum: 1,
      pageSize: 24,
      totalElements: n,
      totalPages: Math.ceil(n / 24),
    });
    const last = await ok('sellerGoods!list', { pageSize: 24, pageNum: Math.ceil(n / 24) });
    expect(last.pageList.length).toBe(n - 24 * (Math.ceil(n / 24) - 1));
    const beyond = await ok('sellerGoods!list', { pageSize: 24, pageNum: 99 });
    expect(beyond.pageList).toEqual([]);
    expect(beyond.pageInfo.totalElements).toBe(n);
    // Pages do not overlap.
    const second = await ok('sellerGoods!list', { pageSize: 24, pageNum: 2 });
    const ids = new Set(first.pageList.map((g: GoodsCard) => g.id));
    expect(second.pageList.some((g: GoodsCard) => ids.has(g.id))).toBe(false);
  });

  it('sorts by price both ways, sold and new', async () => {
    const asc = (await ok('sellerGoods!list', { sort: 'price_asc', pageSize: 50 })).pageList;
    const prices = asc.map((g: GoodsCard) => Number(g.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await ok('sellerGoods!list', { sort: 'price_desc', pageSize: 50 })).pageList;
    const descPrices = desc.map((g: GoodsCard) => Number(g.price));
    expect(descPrices).toEqual([...descPrices].sort((a, b) => b - a));
    const [{ max }] = await sql(`select max(price)::text as max from seller_goods where on_shelf`);
    expect(Number(desc[0].price)).toBe(Number(max));
    const fresh = (await ok('sellerGoods!list', { sort: 'new', pageSize: 10 })).pageList;
    const [newest] = await sql(
      `select id from seller_goods where on_shelf order by up_time desc, id desc limit 1`,
    );
    expect(fresh[0].id).toBe(newest.id);
    const sold = await ok('sellerGoods!list', { sort: 'sold' });
    expect(sold.pageList.length).toBeGreaterThan(0);
  });

  it('filters by category (incl. subcategories), seller, flags, discount and price range', async () => {
    const electronics = await ok('sellerGoods!list', {
      categoryId: 'cat-electronics',
      pageSize: 100,
    });
    const leafIds = (
      await sql(`select id from categories where parent_id = 'cat-electronics'`)
    ).map((r) => String(r.id));
    expect(electronics.pageList.length).toBeGreaterThan(0);
    expect(electronics.pageList.every((g: GoodsCard) => leafIds.includes(g.categoryId))).toBe(true);

    const phones = await ok('sellerGoods!list', { categoryId: 'cat-phones', pageSize: 100 });
    expect(phones.pageList.every((g: GoodsCard) => g.categoryId === 'cat-phones')).toBe(true);

    const [{ seller_id }] = await sql(`select seller_id from seller_goods limit 1`);
    const bySeller = await ok('sellerGoods!list', { sellerId: seller_id, pageSize: 100 });
    expect(bySeller.pageList.every((g: GoodsCard) => g.seller.id === seller_id)).toBe(true);

    const isNew = await ok('sellerGoods!list', { isNew: 1, pageSize: 100 });
    expect(isNew.pageList.every((g: GoodsCard) => g.isNew)).toBe(true);
    const rec = await ok('sellerGoods!list', { isRecommend: 'true', pageSize: 100 });
    expect(rec.pageList.every((g: GoodsCard) => g.isRecommend)).toBe(true);

    const discounted = await ok('sellerGoods!list', { discounted: 1, pageSize: 100 });
    expect(discounted.pageList.length).toBeGreaterThan(0);
    expect(
      discounted.pageList.every(
        (g: GoodsCard) =>
          g.discountPrice !== null &&
          Number(g.discountPrice) < Number(g.sellingPrice) &&
          // The demo's history: the regular price held for over a week before each discount.
          g.referencePrice === g.sellingPrice,
      ),
    ).toBe(true);

    const ranged = await ok('sellerGoods!list', {
      minPrice: '10',
      maxPrice: '50.5',
      pageSize: 100,
    });
    const [{ n }] = await sql(
      `select count(*)::int as n from seller_goods where on_shelf and price between 10 and 50.5`,
    );
    expect(ranged.pageInfo.totalElements).toBe(n);
    expect(
      ranged.pageList.every((g: GoodsCard) => Number(g.price) >= 10 && Number(g.price) <= 50.5),
    ).toBe(true);
  });

  it('hides listings off shelf', async () => {
    const [off] = await sql(
      `update seller_goods set on_shelf = false where id = 'sg-000002' returning id`,
    );
    expect(off).toBeDefined();
    const all = await ok('sellerGoods!list', { pageSize: 100, sort: 'new' });
    const second = await ok('sellerGoods!list', { pageSize: 100, sort: 'new', pageNum: 2 });
    const ids = [...all.pageList, ...second.pageList].map((g: GoodsCard) => g.id);
    expect(ids).not.toContain('sg-000002');
    const info = await call('sellerGoods!info', { sellerGoodsId: 'sg-000002' });
    expect(info.body.errorKey).toBe('goods.notFound');
    await sql(`update seller_goods set on_shelf = true where id = 'sg-000002'`);
  });

  it('answers cards with the contract field names and a valid unit price', async () => {
    const card: GoodsCard = (await ok('sellerGoods!list', { discounted: 1 })).pageList[0];
    expect(card.sellerGoodsId).toBe(card.id);
    expect(card.imgUrl1).toMatch(/^\/uploads\/demo\/.+\.svg$/);
    expect(card.zoomImg).toBe(card.imgUrl1);
    expect(card.buyMin).toBeGreaterThanOrEqual(1);
    expect(card.price).toBe(card.discountPrice);
    expect(card.price).not.toMatch(/\.\d*0$/); // no NUMERIC padding
    expect(card.seller.id).toBeTruthy();
    expect(card.seller.name).toBeTruthy();
  });
});

describe('demo price history', () => {
  it('gives every demo discount a reference price by the rule, from back-dated rows', async () => {
    const rows = await sql<{
      id: string;
      selling_price: string;
      discount_price: string | null;
      reference_price: string | null;
      history: { selling_price: string; discount_price: string | null; effective_at: string }[];
    }>(`select sg.id, sg.selling_price, sg.discount_price, sg.reference_price,
        (select json_agg(h order by h.effective_at, h.id) from listing_price_history h
          where h.seller_goods_id = sg.id) as history
      from seller_goods sg`);
    expect(rows.filter((row) => row.discount_price !== null).length).toBeGreaterThan(10);
    for (const row of rows) {
      const history = row.history.map((h) => ({
        at: new Date(h.effective_at),
        sellingPrice: String(h.selling_price),
        discountPrice: h.discount_price === null ? null : String(h.discount_price),
      }));
      // The latest row is the listing's prices now, and the stored reference is the rule's.
      expect(Number(history.at(-1)!.sellingPrice)).toBe(Number(row.selling_price));
      expect(Number(history.at(-1)!.discountPrice ?? 0)).toBe(Number(row.discount_price ?? 0));
      const expected = referencePrice(history);
      expect(row.reference_price === null ? null : Number(row.reference_price), row.id).toBe(
        expected === null ? null : Number(expected),
      );
      expect(row.reference_price !== null, row.id).toBe(row.discount_price !== null);
    }
  });
});

describe('bad input answers a clear envelope, never a 500', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['sellerGoods!list', { pageNum: -1 }, 'pageNum'],
    ['sellerGoods!list', { pageNum: 0 }, 'pageNum'],
    ['sellerGoods!list', { pageSize: 100000 }, 'pageSize'],
    ['sellerGoods!list', { pageSize: 'abc' }, 'pageSize'],
    ['sellerGoods!list', { sort: 'price; drop table seller_goods' }, 'sort'],
    ['sellerGoods!list', { minPrice: '-5' }, 'minPrice'],
    ['sellerGoods!list', { minPrice: "1' or '1'='1" }, 'minPrice'],
    ['sellerGoods!list', { categoryId: "x' or 1=1 --" }, 'categoryId'],
    ['sellerGoods!list', { isNew: 'maybe' }, 'isNew'],
    ['sellerGoods!search', { keyword: 'a'.repeat(2000) }, 'keyword'],
    ['sellerGoods!search', { keyword: '' }, 'keyword'],
    ['sellerGoods!search', { keyword: 'ab\u0000cd' }, 'keyword'],
    ['sellerGoods!list', { keyword: 'x\u0007' }, 'keyword'],
    ['sellerGoods!search', {}, 'keyword'],
    ['sellerGoods!search-keyword', { keyword: '键'.repeat(2000) }, 'keyword'],
    ['sellerGoods!info', {}, 'sellerGoodsId'],
    ['sellerGoods!info', { sellerGoodsId: '1; drop table goods' }, 'sellerGoodsId'],
    ['seller!info', { sellerId: 'x'.repeat(500) }, 'sellerId'],
    ['seller!list', { pageSize: -3 }, 'pageSize'],
    ['evaluation!list', { sellerGoodsId: 'sg-000001', rating: 'great' }, 'rating'],
    ['subscribe!add', {}, 'email'],
  ];
  it.each(
    cases.map(
      ([name, params, field]) =>
        [`${name} ${JSON.stringify(params).slice(0, 60)}`, name, params, field] as const,
    ),
  )('%s -> param.invalid', async (_label, name, params, field) => {
    const method = name === 'subscribe!add' ? 'POST' : 'GET';
    const { status, body } = await call(name, params, method);
    expect(status).toBe(200);
    expect(body.code).toBe('1');
    expect(body.errorKey).toBe('param.invalid');
    expect(body.msg).toContain(field);
    expect(body.data).toBeNull();
  });

  it('JSON bodies with wrong types are refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sellerGoods!list.action',
      payload: { pageNum: { $gt: 1 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errorKey).toBe('param.invalid');
  });

  it('unknown ids answer not-found keys', async () => {
    expect((await call('sellerGoods!info', { sellerGoodsId: 'sg-999999' })).body.errorKey).toBe(
      'goods.notFound',
    );
    expect((await call('seller!info', { sellerId: 'seller-999' })).body.errorKey).toBe(
      'seller.notFound',
    );
    expect((await call('evaluation!list', { sellerGoodsId: 'nope' })).body.errorKey).toBe(
      'goods.notFound',
    );
  });

  it('SQL-looking keywords are plain text', async () => {
    for (const keyword of ["'; drop table seller_goods; --", '100%', 'a_b', '\\', "' or 1=1 --"]) {
      const { status, body } = await call('sellerGoods!search', { keyword });
      expect(status).toBe(200);
      expect(body.code).toBe('0');
    }
    const percent = await ok('sellerGoods!search', { keyword: '%%%' });
    expect(percent.pageInfo.totalElements).toBe(0);
    const [{ n }] = await sql(`select count(*)::int as n from seller_goods`);
    expect(n).toBe(120);
  });
});

describe('capped counts', () => {
  it('counts lists and searches only up to the cap and says when it stopped there', async () => {
    const [{ n }] = await sql(`select count(*)::int as n from seller_goods where on_shelf`);
    expect(n).toBeGreaterThan(10);
    expect(await countCards(t.database.db, {}, 10)).toEqual({ total: 10, capped: true });
    expect(await countCards(t.database.db, {}, n)).toEqual({ total: n, capped: false });
    const [{ name }] = await sql(`select names->>'en' as name from goods order by id limit 1`);
    const keyword = String(name).toLowerCase().split(/\s+/)[0] ?? '';
    const [{ m }] = await sql(
      `select count(*)::int as m from seller_goods where on_shelf and search_text like $1`,
      [`%${keyword}%`],
    );
    const search = (cap: number) =>
      searchCards(t.database.db, {
        keyword,
        fuzzy: false,
        filter: {},
        sort: 'relevance',
        lang: 'en',
        limit: 20,
        offset: 0,
        cap,
      });
    // The keyword must match several listings, or the capped case below would not be reached.
    expect(m, keyword).toBeGreaterThan(1);
    expect(await search(m)).toMatchObject({ total: m, capped: false });
    expect(await search(m - 1)).toMatchObject({ total: m - 1, capped: true });
    // The API answers exact totals below the cap, without the flag.
    const page = await ok('sellerGoods!list', { pageSize: 5 });
    expect(page.pageInfo.totalElements).toBe(n);
    expect(page.pageInfo.totalCapped).toBeUndefined();
  });
});

describe('search', () => {
  it('finds exact names first, then prefixes, then contained', async () => {
    const [row] = await sql<{ name: string }>(
      `select g.names->>'en' as name from seller_goods sg join goods g on g.id = sg.goods_id
       where sg.on_shelf order by sg.id limit 1`,
    );
    const name = row!.name;
    const result = await ok('sellerGoods!search', { keyword: name, pageSize: 50 });
    expect(result.pageList[0].name.toLowerCase()).toBe(name.toLowerCase());

    // A noun that is also the end of longer names: prefix matches rank above contained ones.
    const kw = 'smartphone';
    const hits = (await ok('sellerGoods!search', { keyword: kw, pageSize: 100 }))
      .pageList as GoodsCard[];
    expect(hits.length).toBeGreaterThan(0);
    const tiers = hits.map((g) => {
      const n = g.name.toLowerCase();
      return n === kw ? 0 : n.startsWith(kw) ? 1 : n.includes(kw) ? 2 : 3;
    });
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
  });

  it('ranks an exact match above a prefix match above a substring', async () => {
    await sql(`insert into goods (id, category_id, names, descriptions, images) values
      ('g-x1', 'cat-mugs', '{"en":"Zebra Mug Deluxe"}', '{}', '[]'),
      ('g-x2', 'cat-mugs', '{"en":"Zebra Mug"}', '{}', '[]'),
      ('g-x3', 'cat-mugs', '{"en":"Big Zebra Mug"}', '{}', '[]')`);
    await sql(`insert into seller_goods (id, goods_id, seller_id, category_id, selling_price, search_text, sold_num)
      values ('sg-x1', 'g-x1', 'seller-001', 'cat-mugs', 5, E'\\nzebra mug deluxe\\n', 0),
             ('sg-x2', 'g-x2', 'seller-001', 'cat-mugs', 5, E'\\nzebra mug\\n', 0),
             ('sg-x3', 'g-x3', 'seller-001', 'cat-mugs', 5, E'\\nbig zebra mug\\n', 0)`);
    const hits = await ok('sellerGoods!search', { keyword: 'Zebra Mug' });
    expect(hits.pageList.map((g: GoodsCard) => g.id)).toEqual(['sg-x2', 'sg-x1', 'sg-x3']);
    expect(hits.pageInfo.totalElements).toBe(3);
  });

  it('tolerates typos', async () => {
    for (const typo of ['headphnes', 'smartfone', 'backpak', 'sunglases']) {
      const result = await ok('sellerGoods!search', { keyword: typo });
      expect(result.pageList.length, typo).toBeGreaterThan(0);
    }
    const hits = (await ok('sellerGoods!search', { keyword: 'headphnes' })).pageList as GoodsCard[];
    expect(hits[0]!.name.toLowerCase()).toContain('headphones');
  });

  it('matches inside Chinese names, also with one or two characters', async () => {
    // '纯' may or may not occur in the demo names: one listing that has it is added here.
    await sql(`insert into goods (id, category_id, names, descriptions, images) values
      ('g-pure', 'cat-mugs', '{"en":"Plain White Mug","cn":"纯白杯"}', '{}', '[]')`);
    await sql(`insert into seller_goods (id, goods_id, seller_id, category_id, selling_price, search_text)
      values ('sg-pure', 'g-pure', 'seller-001', 'cat-mugs', 5, E'\\nplain white mug\\n纯白杯\\n')`);
    for (const kw of ['手机', '耳', '双肩包', '纯']) {
      const result = await ok('sellerGoods!search', { keyword: kw, lang: 'cn' });
      expect(result.pageList.length, kw).toBeGreaterThan(0);
      expect(result.pageList.every((g: GoodsCard) => g.name.includes(kw))).toBe(true);
    }
  });

  it('finds a rare one or two character keyword through the character index', async () => {
    await sql(`insert into goods (id, category_id, names, descriptions, images) values
      ('g-rare', 'cat-mugs', '{"en":"Dragon Mug","cn":"龙纹杯"}', '{}', '[]')`);
    await sql(`insert into seller_goods (id, goods_id, seller_id, category_id, selling_price, search_text)
      values ('sg-rare', 'g-rare', 'seller-001', 'cat-mugs', 5, E'\\ndragon mug\\n龙纹杯\\n')`);
    for (const kw of ['龙', '龙纹', '纹杯']) {
      const result = await ok('sellerGoods!search', { keyword: kw, lang: 'cn' });
      expect(
        result.pageList.map((g: GoodsCard) => g.id),
        kw,
      ).toEqual(['sg-rare']);
    }
    expect((await ok('sellerGoods!search', { keyword: '鳯' })).pageList).toEqual([]);
  });

  it('matches inside Thai text without word breaks', async () => {
    await sql(`insert into goods (id, category_id, names, descriptions, images) values
      ('g-th', 'cat-mugs', '{"en":"Ceramic Elephant Cup","th":"แก้วเซรามิกลายช้างสีฟ้า"}', '{}', '[]')`);
    await sql(`insert into seller_goods (id, goods_id, seller_id, category_id, selling_price, search_text)
      values ('sg-th', 'g-th', 'seller-001', 'cat-mugs', 5, E'\\nceramic elephant cup\\nแก้วเซรามิกลายช้างสีฟ้า\\n')`);
    const result = await ok('sellerGoods!search', { keyword: 'ลายช้าง', lang: 'th' });
    expect(result.pageList.map((g: GoodsCard) => g.id)).toContain('sg-th');
    expect(result.pageList[0].name).toBe('แก้วเซรามิกลายช้างสีฟ้า');
  });

  it('applies filters and sorts to search results', async () => {
    const result = await ok('sellerGoods!search', {
      keyword: 'phone',
      sort: 'price_asc',
      maxPrice: '1000',
      pageSize: 50,
    });
    const prices = result.pageList.map((g: GoodsCard) => Number(g.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const inCategory = await ok('sellerGoods!search', {
      keyword: 'phone',
      categoryId: 'cat-audio',
    });
    expect(inCategory.pageList.every((g: GoodsCard) => g.categoryId === 'cat-audio')).toBe(true);
    const paged = await ok('sellerGoods!search', { keyword: 'phone', pageSize: 2, pageNum: 2 });
    expect(paged.pageInfo.pageNum).toBe(2);
    expect(paged.pageInfo.totalElements).toBeGreaterThan(0);
    const beyond = await ok('sellerGoods!search', { keyword: 'phone', pageSize: 2, pageNum: 999 });
    expect(beyond.pageList).toEqual([]);
    expect(beyond.pageInfo.totalElements).toBe(paged.pageInfo.totalElements);
  });

  it('sellerGoods!list accepts a keyword too', async () => {
    const result = await ok('sellerGoods!list', { keyword: 'backpack' });
    expect(result.pageList.length).toBeGreaterThan(0);
    expect(result.pageList.every((g: GoodsCard) => /backpack/i.test(g.name))).toBe(true);
  });

  it('sellerGoods!searchSellerGoods stays inside one store', async () => {
    const [{ seller_id }] = await sql(
      `select seller_id from seller_goods where on_shelf group by seller_id order by count(*) desc limit 1`,
    );
    const all = await ok('sellerGoods!searchSellerGoods', { sellerId: seller_id, pageSize: 100 });
    const [{ n }] = await sql(
      `select count(*)::int as n from seller_goods where on_shelf and seller_id = $1`,
      [seller_id],
    );
    expect(all.pageInfo.totalElements).toBe(n);
    const word = all.pageList[0].name.split(' ').at(-1);
    const matched = await ok('sellerGoods!searchSellerGoods', {
      sellerId: seller_id,
      keyword: word,
    });
    expect(matched.pageList.length).toBeGreaterThan(0);
    expect(matched.pageList.every((g: GoodsCard) => g.seller.id === seller_id)).toBe(true);
  });

  it('sellerGoods!search-keyword suggests stores and distinct goods names', async () => {
    const data = await ok('sellerGoods!search-keyword', { keyword: 'phone' });
    expect(data.goodsList.length).toBeGreaterThan(0);
    const names = data.goodsList.map((g: { name: string }) => g.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const item of data.goodsList) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
    const [{ name }] = await sql(`select name from sellers where id = 'seller-001'`);
    const stores = await ok('sellerGoods!search-keyword', { keyword: name.split(' ')[0] });
    expect(stores.sellerList.map((s: { id: string }) => s.id)).toContain('seller-001');
    const chinese = await ok('sellerGoods!search-keyword', { keyword: '批发' });
    expect(chinese.sellerList.length).toBeGreaterThan(0);
  });
});

describe('recommendations', () => {
  it('recommend_new answers new listings newest first', async () => {
    const data = await ok('sellerGoods!recommend_new', { pageSize: 12 });
    expect(data.pageList.every((g: GoodsCard) => g.isNew)).toBe(true);
    const [{ n }] = await sql(
      `select count(*)::int as n from seller_goods where on_shelf and is_new`,
    );
    expect(data.pageInfo.totalElements).toBe(n);
  });

  it('recommend_like answers the same category without the listing itself', async () => {
    const [row] = await sql(`select id, category_id from seller_goods where on_shelf limit 1`);
    const data = await ok('sellerGoods!recommend_like', { sellerGoodsId: row.id });
    expect(data.pageList.length).toBeGreaterThan(0);
    expect(data.pageList.every((g: GoodsCard) => g.categoryId === row.category_id)).toBe(true);
    expect(data.pageList.map((g: GoodsCard) => g.id)).not.toContain(row.id);
    const fallback = await ok('sellerGoods!recommend_like');
    expect(fallback.pageList.every((g: GoodsCard) => g.isRecommend)).toBe(true);
  });
});

describe('page views count only pages on screen, once per viewer per day', () => {
  const views = async (kind: 'goods' | 'seller', id: string) =>
    (
      await sql<{ views_num: number; events: number }>(
        kind === 'goods'
          ? `select views_num, (select count(*)::int from catalog_view_events where kind = 'goods' and seller_goods_id = $1) as events from seller_goods where id = $1`
          : `select views_num, (select count(*)::int from catalog_view_events where kind = 'seller' and seller_id = $1) as events from sellers where id = $1`,
        [id],
      )
    )[0]!;
  const see = async (params: Record<string, unknown>, user: Party | null = null) => {
    const answer = await apiCall(t, 'pageView!add', params, { token: user?.token });
    expect(answer.code, answer.msg).toBe('0');
  };

  it('sellerGoods!info answers the full listing without counting a view', async () => {
    const [row] = await sql(`select id, views_num from seller_goods where id = 'sg-000003'`);
    expect(row.views_num).toBe(0);
    const first = await ok('sellerGoods!info', { sellerGoodsId: 'sg-000003', lang: 'cn' });
    expect(first.viewsNum).toBe(0);
    expect(first.images.length).toBeGreaterThan(0);
    expect(first.attributes.length).toBeGreaterThan(0);
    expect(first.attributes[0].name).toBe('颜色');
    expect(first.description).toMatch(/[\u4e00-\u9fff]/);
    expect(first.categoryName).toMatch(/[\u4e00-\u9fff]/);
    expect(first.evaluationNum).toBe(0);
    expect(first.goodReviewRate).toBeNull();
    expect(first.upTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A route preload reads the same call: no view, however often.
    await call('sellerGoods!info', { sellerGoodsId: 'sg-000003' }, 'POST');
    await ok('seller!info', { sellerId: 'seller-002' });
    // Lists and search do not count views either.
    await ok('sellerGoods!list', { pageSize: 100 });
    await ok('sellerGoods!search', { keyword: first.name });
    expect(await views('goods', 'sg-000003')).toEqual({ views_num: 0, events: 0 });
    expect(await views('seller', 'seller-002')).toEqual({ views_num: 0, events: 0 });
  });

  it('pageView!add counts a viewer once per page per platform day', async () => {
    // Half an hour before a platform midnight, so the next day comes within the session's life.
    const { startOfDay } = platformTimeOfDay(t.clock.now(), t.config.platformTimeZone);
    let lateEvening = startOfDay.getTime() + 23.5 * HOUR;
    if (lateEvening <= t.clock.now().getTime()) lateEvening += 24 * HOUR;
    t.clock.set(new Date(lateEvening));
    const buyer = await createParty(t);
    const device = 'device-aaaaaaaaaaaaaaaa';
    const other = 'device-bbbbbbbbbbbbbbbb';
    // The signed-in buyer twice (a reload), then on a second device: still the same viewer.
    await see({ kind: 'goods', id: 'sg-000004' }, buyer);
    await see({ kind: 'goods', id: 'sg-000004' }, buyer);
    await see({ kind: 'goods', id: 'sg-000004', deviceId: other }, buyer);
    // A guest device twice, another guest device once; a guest without a device id is not counted.
    await see({ kind: 'goods', id: 'sg-000004', deviceId: device });
    await see({ kind: 'goods', id: 'sg-000004', deviceId: device });
    await see({ kind: 'goods', id: 'sg-000004', deviceId: other });
    await see({ kind: 'goods', id: 'sg-000004' });
    await see({ kind: 'seller', id: 'seller-003', deviceId: device });
    await see({ kind: 'seller', id: 'seller-003', deviceId: device });
    expect(await views('goods', 'sg-000004')).toEqual({ views_num: 3, events: 3 });
    expect(await views('seller', 'seller-003')).toEqual({ views_num: 1, events: 1 });
    // The page shows the recorded count.
    expect((await ok('sellerGoods!info', { sellerGoodsId: 'sg-000004' })).viewsNum).toBe(3);
    expect((await ok('seller!info', { sellerId: 'seller-003' })).viewsNum).toBe(1);

    // The next platform day the same viewers count again, once.
    t.clock.advance(HOUR);
    await see({ kind: 'goods', id: 'sg-000004' }, buyer);
    await see({ kind: 'goods', id: 'sg-000004', deviceId: device });
    await see({ kind: 'goods', id: 'sg-000004', deviceId: device });
    expect(await views('goods', 'sg-000004')).toEqual({ views_num: 5, events: 5 });
    // A repeat that reaches the database in a later flush is still skipped there.
    await see({ kind: 'goods', id: 'sg-000004', deviceId: device });
    expect(await views('goods', 'sg-000004')).toEqual({ views_num: 5, events: 5 });
  });

  it('refuses a malformed device id and unknown kinds', async () => {
    const bad = await apiCall(t, 'pageView!add', {
      kind: 'goods',
      id: 'sg-000004',
      deviceId: 'x',
    });
    expect(bad.code).not.toBe('0');
    const kind = await apiCall(t, 'pageView!add', { kind: 'order', id: 'sg-000004' });
    expect(kind.code).not.toBe('0');
  });

  it('writes buffered views in one flush, counters equal to events, none lost on close', async () => {
    const [goods] = await sql(
      `select id, seller_id, views_num from seller_goods where on_shelf and id not in ('sg-000003', 'sg-000004') order by id limit 1`,
    );
    const offShelfOf = async () =>
      (
        await sql<{ views_num: number; events: number }>(
          `select views_num, (select count(*)::int from catalog_view_events where seller_goods_id = 'sg-000005') as events
           from seller_goods where id = 'sg-000005'`,
        )
      )[0];
    const offShelfBefore = await offShelfOf();
    await sql(`update seller_goods set on_shelf = false where id = 'sg-000005'`);
    const eventsOf = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from catalog_view_events where seller_goods_id = $1 or (kind = 'seller' and seller_id = 'seller-004')`,
          [goods.id],
        )
      )[0]?.n ?? 0;
    const [store] = await sql(`select views_num from sellers where id = 'seller-004'`);
    const eventsBefore = await eventsOf();
    // No timer: only flush() and close() write.
    const buffer = new ViewBuffer(t.database.db, 0);
    const at = t.clock.now();
    const day = '2026-01-01';
    const view = (kind: 'goods' | 'seller', id: string, viewer: string) => ({
      kind,
      id,
      viewer,
      day,
      at,
    });
    const queued = [];
    for (let i = 0; i < 5; i++) queued.push(buffer.record(view('goods', goods.id, `d:v${i}`)));
    // The same viewer again while the first is waiting: not queued.
    queued.push(buffer.record(view('goods', goods.id, 'd:v0')));
    expect(queued).toEqual([true, true, true, true, true, false]);
    buffer.record({ ...view('seller', 'seller-004', 'u:u-1'), userId: 'u-1' });
    // An off-shelf listing's view is not counted when written.
    buffer.record(view('goods', 'sg-000005', 'd:v0'));
    expect(await eventsOf()).toBe(eventsBefore);
    await buffer.flush();
    const [after] = await sql(`select views_num from seller_goods where id = $1`, [goods.id]);
    expect(after.views_num).toBe(goods.views_num + 5);
    expect(await eventsOf()).toBe(eventsBefore + 6);
    expect(await offShelfOf()).toEqual(offShelfBefore);
    // A view after the last flush is written by close().
    expect(buffer.record(view('seller', 'seller-004', 'd:v9'))).toBe(true);
    await buffer.close();
    const [storeAfter] = await sql(`select views_num from sellers where id = 'seller-004'`);
    expect(storeAfter.views_num).toBe(store.views_num + 2);
    expect(await eventsOf()).toBe(eventsBefore + 7);
    await sql(`update seller_goods set on_shelf = true where id = 'sg-000005'`);
  });

  it('seller!list pages, filters and sorts stores', async () => {
    const page = await ok('seller!list', { pageSize: 3 });
    expect(page.pageInfo).toEqual({ pageNum: 1, pageSize: 3, totalElements: 8, totalPages: 3 });
    const byViews = await ok('seller!list', { sort: 'views' });
    expect(byViews.pageList[0].viewsNum).toBeGreaterThanOrEqual(byViews.pageList[1].viewsNum);
    const recommended = await ok('seller!list', { isRecommend: 1 });
    expect(recommended.pageInfo.totalElements).toBeGreaterThan(0);
    const [{ name }] = await sql(`select name from sellers where id = 'seller-003'`);
    const found = await ok('seller!list', { keyword: name.toUpperCase() });
    expect(found.pageList.map((s: { id: string }) => s.id)).toContain('seller-003');
  });
});

describe('reviews', () => {
  it('evaluation!list answers the real list, empty at first', async () => {
    const data = await ok('evaluation!list', { sellerGoodsId: 'sg-000004' });
    expect(data).toEqual({
      pageList: [],
      pageInfo: { pageNum: 1, pageSize: 20, totalElements: 0, totalPages: 0 },
      evaluationNum: 0,
    });
  });

  it('lists recorded reviews with filters, counts and the rate', async () => {
    const at = t.clock.now();
    await t.database.db.transaction(async (tx) => {
      const base = { sellerGoodsId: 'sg-000004', userName: 'buyer123', avatar: 2, at };
      await recordEvaluation(tx, {
        ...base,
        id: 'ev-1',
        rating: 'good',
        content: 'Great',
        imgUrls: ['/a.png'],
        isDefault: false,
      });
      await recordEvaluation(tx, {
        ...base,
        id: 'ev-2',
        rating: 'bad',
        content: 'Late',
        imgUrls: [],
        isDefault: false,
      });
      await recordEvaluation(tx, {
        ...base,
        id: 'ev-3',
        rating: 'good',
        content: '',
        imgUrls: [],
        isDefault: true,
      });
    });
    const all = await ok('evaluation!list', { sellerGoodsId: 'sg-000004' });
    expect(all.evaluationNum).toBe(3);
    expect(all.pageList[0].userName).toBe('bu***23');
    // The good filter lists written good reviews; the default one has a filter of its own.
    const good = await ok('evaluation!list', { sellerGoodsId: 'sg-000004', rating: 'good' });
    expect(good.pageInfo.totalElements).toBe(1);
    expect(good.evaluationNum).toBe(3);
    expect(good.pageList.some((e: { isDefault: boolean }) => e.isDefault)).toBe(false);
    const defaults = await ok('evaluation!list', { sellerGoodsId: 'sg-000004', rating: 'default' });
    expect(defaults.pageList.map((e: { id: string }) => e.id)).toEqual(['ev-3']);
    const pictures = await ok('evaluation!list', { sellerGoodsId: 'sg-000004', withImages: 1 });
    expect(pictures.pageList.map((e: { id: string }) => e.id)).toEqual(['ev-1']);
    expect(await ok('evaluation!countType', { sellerGoodsId: 'sg-000004' })).toEqual({
      all: 3,
      good: 1,
      medium: 0,
      bad: 1,
      defaults: 1,
      withImages: 1,
    });
    const info = await ok('sellerGoods!info', { sellerGoodsId: 'sg-000004' });
    expect(info.evaluationNum).toBe(3);
    expect(info.defaultEvaluationNum).toBe(1);
    // Written good over written: 1 of 2 (the default review is no opinion).
    expect(info.goodReviewRate).toBe('50');
  });
});

describe('subscribe!add', () => {
  it('subscribes once; a second time says already subscribed', async () => {
    const first = await call('subscribe!add', { email: 'Buyer.One@Example.com' }, 'POST');
    expect(first.body).toMatchObject({ code: '0', data: null });
    const again = await call('subscribe!add', { email: 'buyer.one@example.com' }, 'POST');
    expect(again.body.code).toBe('1');
    expect(again.body.errorKey).toBe('subscribe.alreadySubscribed');
    expect(again.body.msg.length).toBeGreaterThan(0);
  });

  it('stores the subscription under the brand of the Host it was made on', async () => {
    const subscribe = (email: string, host: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribe!add.action',
        payload: { email },
        ...(host ? { headers: { host } } : {}),
      });
    const second = await subscribe('second.brand@example.com', 'meridian.test:8080');
    expect(second.json<Envelope>().code).toBe('0');
    const first = await subscribe('first.brand@example.com', undefined);
    expect(first.json<Envelope>().code).toBe('0');
    const rows = await sql<{ email: string; brand: string }>(
      `select email, brand from subscriptions where email in ($1, $2) order by email`,
      ['first.brand@example.com', 'second.brand@example.com'],
    );
    expect(rows).toEqual([
      { email: 'first.brand@example.com', brand: 'wholesale' },
      { email: 'second.brand@example.com', brand: 'meridian' },
    ]);
  });

  it('refuses addresses outside the spec rule', async () => {
    for (const email of ['ab@example.com', 'abc@x.com', 'abc@example.c', 'not-an-email']) {
      const { body } = await call('subscribe!add', { email }, 'POST');
      expect(body.errorKey, email).toBe('subscribe.emailInvalid');
    }
  });

  it('is a write call: GET is refused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/subscribe!add.action?email=abc@example.com',
    });
    expect(response.statusCode).toBe(405);
  });
});
