// A store's own listings through HTTP: add, edit, shelf, delete and CSV import by the store that
// owns them and by nobody else; new and changed listings searchable at once (with the read cache
// on); discounts with a time window; stock edits that never overwrite what orders took; and
// parallel checkouts on stock 1 with a parallel stock edit that never oversell.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, goods, sellerGoods } from '../../db/schema/catalog.ts';
import { newId } from '../../platform/ids.ts';
import { multipart } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createStore,
  expectLedgerClean,
  fund,
  setParameter,
  stockOf,
  type Store,
} from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { applyDiscountWindows } from './listing.repository.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let seller: Party;
let store: Store;
let rival: Party;
let rivalStore: Store;
let buyer: Party;
let addressId: string;
let leafId: string;

const picture = () => `/uploads/goods/${randomBytes(13).toString('hex')}.jpg`;
const word = () => `zq${randomBytes(4).toString('hex')}`;

function listingOf(name: string, overrides: Record<string, unknown> = {}) {
  return {
    texts: JSON.stringify([
      { lang: 'en', name, description: 'Solid oak, sold by the pallet' },
      { lang: 'cn', name: `${name} 橡木桌`, description: '实心橡木' },
    ]),
    categoryId: leafId,
    images: JSON.stringify([picture(), picture()]),
    attributes: JSON.stringify([{ name: 'Finish', values: ['Oiled', 'Lacquered'] }]),
    sellingPrice: '120.50',
    stock: '40',
    buyMin: '2',
    onShelf: '1',
    ...overrides,
  };
}

async function searchIds(keyword: string, lang = 'en'): Promise<string[]> {
  const found = await okCall<{ pageList: { id: string }[] }>(t.app, 'sellerGoods!search', {
    keyword,
    lang,
  });
  return found.pageList.map((card) => card.id);
}

beforeAll(async () => {
  // The read cache is on, long: a listing write must clear it to be searchable at once.
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 }, catalogCacheTtlMs: 60_000 } });
  seller = await createParty(t, { roles: ['user', 'seller'] });
  rival = await createParty(t, { roles: ['user', 'seller'] });
  buyer = await createParty(t);
  store = await createStore(t.database, seller);
  rivalStore = await createStore(t.database, rival);
  const topId = newId();
  leafId = newId();
  await t.database.db.insert(categories).values([
    { id: topId, names: { en: 'Furniture' } },
    { id: leafId, parentId: topId, names: { en: 'Tables', cn: '桌子' } },
  ]);
  addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, '100000');
  await setParameter(t.database, 'order_max_unpaid', '100');
});

afterAll(async () => {
  await t?.close();
});

describe('seller/goods!add', () => {
  it('creates a listing the buyer finds by search in each of its languages at once', async () => {
    const name = word();
    // A search before the listing exists puts "nothing found" in the cache.
    expect(await searchIds(name)).toEqual([]);
    const added = await okCall<{ sellerGoodsId: string; texts: unknown[]; price: string }>(
      t.app,
      'seller/goods!add',
      listingOf(name),
      { token: seller.token },
    );
    expect(added.texts).toHaveLength(2);
    expect(added.price).toBe('120.5');
    expect(await searchIds(name)).toEqual([added.sellerGoodsId]);
    expect(await searchIds(`${name} 橡木桌`, 'cn')).toEqual([added.sellerGoodsId]);
    const detail = await okCall<{ name: string; seller: { id: string }; attributes: unknown[] }>(
      t.app,
      'sellerGoods!info',
      { sellerGoodsId: added.sellerGoodsId, lang: 'cn' },
    );
    expect(detail.name).toBe(`${name} 橡木桌`);
    expect(detail.seller.id).toBe(store.sellerId);
    expect(detail.attributes).toEqual([{ name: 'Finish', values: ['Oiled', 'Lacquered'] }]);
    // A buyer of another language reads the first written text, never an empty name.
    const inGerman = await okCall<{ name: string }>(t.app, 'sellerGoods!info', {
      sellerGoodsId: added.sellerGoodsId,
      lang: 'de',
    });
    expect(inGerman.name).toBe(name);
  });

  it('refuses bad input with a localized reason and writes nothing', async () => {
    const before = await t.database.pool.query('select count(*)::int as n from seller_goods');
    const cases: [Record<string, unknown>, string][] = [
      [{ texts: '[]' }, 'param.invalid'],
      [{ images: '[]' }, 'param.invalid'],
      [{ images: JSON.stringify(['https://elsewhere.example/x.jpg']) }, 'param.invalid'],
      [{ sellingPrice: '0' }, 'param.invalid'],
      [{ sellingPrice: '1.234' }, 'param.invalid'],
      [{ stock: '-1' }, 'param.invalid'],
      [{ discountPrice: '200' }, 'listing.discountInvalid'],
      [{ discountStart: '2030-01-01 10:00' }, 'listing.discountInvalid'],
      [
        { discountPrice: '99', discountStart: '2030-01-02 10:00', discountEnd: '2030-01-01 10:00' },
        'listing.discountInvalid',
      ],
      [{ categoryId: 'nope' }, 'listing.categoryInvalid'],
    ];
    for (const [overrides, key] of cases) {
      const body = await call(t.app, 'seller/goods!add', listingOf(word(), overrides), {
        token: seller.token,
      });
      expect(body, JSON.stringify(overrides)).toMatchObject({ errorKey: key });
      expect(body.msg).not.toBe('');
    }
    const cn = await call(
      t.app,
      'seller/goods!add',
      { ...listingOf(word(), { discountPrice: '500' }), lang: 'cn' },
      { token: seller.token },
    );
    expect(cn.msg).toBe('折扣价必须低于售价，且结束时间晚于开始时间');
    const after = await t.database.pool.query('select count(*)::int as n from seller_goods');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('is only for a seller with a store', async () => {
    const body = await call(t.app, 'seller/goods!add', listingOf(word()), { token: buyer.token });
    expect(body.errorKey).toBe('auth.noPermission');
    const storeless = await createParty(t, { roles: ['user', 'seller'] });
    const none = await call(t.app, 'seller/goods!add', listingOf(word()), {
      token: storeless.token,
    });
    expect(none.errorKey).toBe('auth.noPermission');
  });
});

describe('seller/goods!edit, !shelf, !delete', () => {
  it("changes this store's words only, even when another store sells the same goods", async () => {
    const added = await okCall<{ sellerGoodsId: string; goodsId: string }>(
      t.app,
      'seller/goods!add',
      listingOf(word()),
      { token: seller.token },
    );
    // Another store lists the same goods (as the demo catalogue does).
    const rivalListing = newId();
    await t.database.db.insert(sellerGoods).values({
      id: rivalListing,
      goodsId: added.goodsId,
      sellerId: rivalStore.sellerId,
      categoryId: leafId,
      sellingPrice: '100',
      searchText: 'rival',
    });
    const renamed = word();
    const edited = await okCall<{ goodsId: string; name: string; stock: number }>(
      t.app,
      'seller/goods!edit',
      {
        ...listingOf(renamed, { stock: '7' }),
        sellerGoodsId: added.sellerGoodsId,
        stockExpected: 40,
      },
      { token: seller.token },
    );
    expect(edited.name).toBe(renamed);
    expect(edited.stock).toBe(7);
    expect(edited.goodsId).not.toBe(added.goodsId);
    const [shared] = await t.database.db
      .select({ names: goods.names })
      .from(goods)
      .where(eq(goods.id, added.goodsId));
    expect(shared?.names.en).not.toBe(renamed);
    expect(await searchIds(renamed)).toEqual([added.sellerGoodsId]);
  });

  it('refuses a stock edit when orders changed the stock since the seller read it', async () => {
    const added = await okCall<{ sellerGoodsId: string }>(
      t.app,
      'seller/goods!add',
      listingOf(word(), { stock: '10', buyMin: '1' }),
      { token: seller.token },
    );
    await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: added.sellerGoodsId, num: 3 }] },
      { token: buyer.token },
    );
    const body = await call(
      t.app,
      'seller/goods!edit',
      {
        ...listingOf(word(), { stock: '50' }),
        sellerGoodsId: added.sellerGoodsId,
        stockExpected: 10,
      },
      { token: seller.token },
    );
    expect(body).toMatchObject({ errorKey: 'listing.stockChanged' });
    expect(body.msg).toContain('7');
    expect(await stockOf(t.database, added.sellerGoodsId)).toBe(7);
  });

  it('takes a listing off the shelf and back; buyers cannot see it meanwhile', async () => {
    const name = word();
    const added = await okCall<{ sellerGoodsId: string }>(
      t.app,
      'seller/goods!add',
      listingOf(name),
      { token: seller.token },
    );
    await okCall(
      t.app,
      'seller/goods!shelf',
      { sellerGoodsId: added.sellerGoodsId, onShelf: '0' },
      { token: seller.token },
    );
    expect(await searchIds(name)).toEqual([]);
    const hidden = await call(t.app, 'sellerGoods!info', { sellerGoodsId: added.sellerGoodsId });
    expect(hidden.errorKey).toBe('goods.notFound');
    const offList = await okCall<{ pageList: { sellerGoodsId: string }[] }>(
      t.app,
      'seller/goods!list',
      { filter: 'offShelf' },
      { token: seller.token },
    );
    expect(offList.pageList.map((l) => l.sellerGoodsId)).toContain(added.sellerGoodsId);
    await okCall(
      t.app,
      'seller/goods!shelf',
      { sellerGoodsId: added.sellerGoodsId, onShelf: '1' },
      { token: seller.token },
    );
    expect(await searchIds(name)).toEqual([added.sellerGoodsId]);
  });

  it('refuses to delete a listing unfinished orders hold, and deletes it once they are done', async () => {
    const name = word();
    const added = await okCall<{ sellerGoodsId: string }>(
      t.app,
      'seller/goods!add',
      listingOf(name, { buyMin: '1' }),
      { token: seller.token },
    );
    const placed = await okCall<{ orders: { orderId: string }[] }>(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: added.sellerGoodsId, num: 1 }] },
      { token: buyer.token },
    );
    const refused = await call(
      t.app,
      'seller/goods!delete',
      { sellerGoodsId: added.sellerGoodsId },
      { token: seller.token },
    );
    expect(refused.errorKey).toBe('listing.inOpenOrders');
    await okCall(
      t.app,
      'order!cancel',
      { orderId: placed.orders[0]!.orderId, reason: '1' },
      { token: buyer.token },
    );
    await okCall(
      t.app,
      'seller/goods!delete',
      { sellerGoodsId: added.sellerGoodsId },
      { token: seller.token },
    );
    expect(await searchIds(name)).toEqual([]);
    const gone = await call(
      t.app,
      'seller/goods!info',
      { sellerGoodsId: added.sellerGoodsId },
      { token: seller.token },
    );
    expect(gone.errorKey).toBe('goods.notFound');
    // The order that named it still reads its line.
    const order = await okCall<{ pageList: unknown[] }>(
      t.app,
      'order!listGoods',
      { orderId: placed.orders[0]!.orderId },
      { token: buyer.token },
    );
    expect(order).toBeTruthy();
  });

  it("never lets one store read or change another store's listing", async () => {
    const added = await okCall<{ sellerGoodsId: string }>(
      t.app,
      'seller/goods!add',
      listingOf(word()),
      { token: seller.token },
    );
    const ref = { sellerGoodsId: added.sellerGoodsId };
    for (const [name, payload] of [
      ['seller/goods!info', ref],
      ['seller/goods!edit', { ...listingOf(word()), ...ref }],
      ['seller/goods!shelf', { ...ref, onShelf: '0' }],
      ['seller/goods!delete', ref],
    ] as const) {
      const body = await call(t.app, name, payload, { token: rival.token });
      expect(body.errorKey, name).toBe('goods.notFound');
    }
    const rivalList = await okCall<{ pageList: { sellerGoodsId: string }[] }>(
      t.app,
      'seller/goods!list',
      {},
      { token: rival.token },
    );
    expect(rivalList.pageList.map((l) => l.sellerGoodsId)).not.toContain(added.sellerGoodsId);
    const mine = await okCall<{ sellerGoodsId: string; onShelf: boolean }>(
      t.app,
      'seller/goods!info',
      ref,
      { token: seller.token },
    );
    expect(mine.onShelf).toBe(true);
  });
});

describe('discounts with a time window', () => {
  it('runs the discount only inside its window', async () => {
    const added = await okCall<{ sellerGoodsId: string; price: string; discountActive: boolean }>(
      t.app,
      'seller/goods!add',
      listingOf(word(), {
        discountPrice: '99.90',
        discountStart: '2099-01-01 00:00',
        discountEnd: '2099-01-08 00:00',
      }),
      { token: seller.token },
    );
    expect(added.discountActive).toBe(false);
    expect(added.price).toBe('120.5');
    // Asia/Shanghai (the platform zone in tests): 2099-01-03 noon local is 04:00 UTC.
    await applyDiscountWindows(t.database.db, new Date('2099-01-03T04:00:00Z'));
    const running = await okCall<{ price: string; discountActive: boolean; discountPrice: string }>(
      t.app,
      'seller/goods!info',
      { sellerGoodsId: added.sellerGoodsId },
      { token: seller.token },
    );
    expect(running).toMatchObject({ price: '99.9', discountActive: true, discountPrice: '99.9' });
    await applyDiscountWindows(t.database.db, new Date('2099-01-09T00:00:00Z'));
    const over = await okCall<{ price: string; discountActive: boolean; discountPrice: string }>(
      t.app,
      'seller/goods!info',
      { sellerGoodsId: added.sellerGoodsId },
      { token: seller.token },
    );
    expect(over).toMatchObject({ price: '120.5', discountActive: false, discountPrice: '99.9' });
  });
});

describe('seller/goods!import', () => {
  const header =
    'name:en,description:en,name:cn,category_id,selling_price,discount_price,stock,buy_min,on_shelf,images,attributes';

  async function importCsv(csv: string, options: { key?: string; lang?: string } = {}) {
    const body = multipart(options.lang ? { lang: options.lang } : {}, {
      name: 'listings.csv',
      type: 'text/csv',
      data: Buffer.from(csv),
    });
    const headers: Record<string, string> = {
      'content-type': body.contentType,
      authorization: `Bearer ${seller.token}`,
    };
    if (options.key) headers['idempotency-key'] = options.key;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/seller/goods!import.action',
      headers,
      payload: body.payload,
    });
    return response.json<{
      code: string;
      errorKey?: string;
      msg: string;
      data: {
        imported: boolean;
        created: number;
        refused: number;
        rows: { line: number; sellerGoodsId: string; errors: string[] }[];
      } | null;
    }>();
  }

  const count = async () =>
    (await t.database.pool.query('select count(*)::int as n from seller_goods')).rows[0]
      .n as number;

  it('creates every row, searchable at once, and once for a replayed key', async () => {
    const [a, b] = [word(), word()];
    const csv = [
      header,
      `${a},"Oak, oiled",${a} 桌,${leafId},10.5,,100,5,yes,${picture()} ${picture()},Size=S|M; Colour=Red`,
      `${b},,,${leafId},3,2.5,20,,no,${picture()},`,
    ].join('\n');
    const before = await count();
    const key = `import-${word()}`;
    const report = await importCsv(csv, { key });
    expect(report.code).toBe('0');
    expect(report.data).toMatchObject({ imported: true, created: 2, refused: 0 });
    expect(await count()).toBe(before + 2);
    expect(await searchIds(a)).toEqual([report.data!.rows[0]!.sellerGoodsId]);
    // The second row was imported off the shelf: buyers do not find it.
    expect(await searchIds(b)).not.toContain(report.data!.rows[1]!.sellerGoodsId);
    const replay = await importCsv(csv, { key });
    expect(replay.data).toEqual(report.data);
    expect(await count()).toBe(before + 2);
  });

  it('creates nothing when any row is refused, and says why per row in the caller language', async () => {
    const csv = [
      header,
      `${word()},,,${leafId},10,,5,,,${picture()},`,
      `${word()},,,${leafId},-4,,5,,,${picture()},`,
      `${word()},,,no-such-category,10,,5,,,${picture()},`,
      `${word()},,,${leafId},10,12,5,,,${picture()},`,
    ].join('\n');
    const before = await count();
    const report = await importCsv(csv, { lang: 'cn' });
    expect(report.code).toBe('0');
    expect(report.data).toMatchObject({ imported: false, created: 0, refused: 3 });
    const rows = report.data!.rows;
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5]);
    expect(rows[0]!.errors).toEqual([]);
    expect(rows[1]!.errors.join()).toContain('selling_price');
    expect(rows[2]!.errors).toEqual(['请从列表中选择分类']);
    expect(rows[3]!.errors).toEqual(['折扣价必须低于售价，且结束时间晚于开始时间']);
    expect(rows.every((row) => row.sellerGoodsId === '')).toBe(true);
    expect(await count()).toBe(before);
  });

  it('refuses an empty or unreadable file', async () => {
    expect((await importCsv(`${header}\n`)).errorKey).toBe('listing.importEmpty');
    expect((await importCsv(`${header}\n"unclosed,quote\n`)).errorKey).toBe(
      'listing.importUnreadable',
    );
  });
});

describe('stock under parallel checkouts and a parallel stock edit', () => {
  it('never oversells and never loses an order', async () => {
    for (let round = 0; round < 4; round++) {
      const added = await okCall<{ sellerGoodsId: string }>(
        t.app,
        'seller/goods!add',
        listingOf(word(), { stock: '1', buyMin: '1', sellingPrice: '5' }),
        { token: seller.token },
      );
      const id = added.sellerGoodsId;
      const buyers = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const party = await createParty(t);
          return { party, address: await addAddress(t.app, party) };
        }),
      );
      const [edit, ...orders] = await Promise.all([
        call(
          t.app,
          'seller/goods!edit',
          {
            ...listingOf(word(), { stock: '3', buyMin: '1', sellingPrice: '5' }),
            sellerGoodsId: id,
            stockExpected: 1,
          },
          { token: seller.token },
        ),
        ...buyers.map(({ party, address }) =>
          call(
            t.app,
            'order!submit',
            { addressId: address, items: [{ sellerGoodsId: id, num: 1 }] },
            { token: party.token },
          ),
        ),
      ]);
      const placed = orders.filter((body) => body.code === '0').length;
      const stock = await stockOf(t.database, id);
      expect(stock).toBeGreaterThanOrEqual(0);
      // Either the edit came first (3 units to sell) or an order did (then the edit was refused).
      const supply = edit.code === '0' ? 3 : 1;
      if (edit.code !== '0') expect(edit.errorKey).toBe('listing.stockChanged');
      expect(placed + stock).toBe(supply);
      const held = await t.database.pool.query<{ n: number }>(
        'select coalesce(sum(quantity), 0)::int as n from order_items where seller_goods_id = $1',
        [id],
      );
      expect(held.rows[0]!.n).toBe(placed);
    }
    await expectLedgerClean(t.database);
  });
});
