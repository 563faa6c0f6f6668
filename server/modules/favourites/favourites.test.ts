// Favourite products and followed stores through HTTP on a real PostgreSQL: idempotent adds, deletes
// of what is not there, paging with the price now against the saved one, the off-shelf mark, counts,
// the SPEC 6 refusals, and a store's follower count that equals its follow rows, recounted here from
// the rows after a mix of follows and unfollows (repeats and concurrent calls included).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedSellerItem, KeptGoodsItem } from '../../../domain/api/favourites.ts';
import { sellerGoods, sellers } from '../../db/schema/catalog.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call } from '../../testing/calls.ts';
import { createListing, createStore, type Store } from '../../testing/marketplace.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
interface Paged<T> {
  pageList: T[];
  pageInfo: { pageNum: number; pageSize: number; totalElements: number; totalPages: number };
}

let t: TestApp;
let buyer: Party;
let seller: Party;
let store: Store;
let sellerStore: Store;
let listings: string[];

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  store = await createStore(t.database, null);
  sellerStore = await createStore(t.database, seller);
  listings = [];
  for (const price of ['10', '20', '30'])
    listings.push(await createListing(t.database, store, { sellingPrice: price }));
});
afterAll(async () => {
  await t?.close();
});

const keep = (user: Party, sellerGoodsId: string) =>
  call<{ sellerGoodsId: string; kept: boolean }>(
    t,
    'keepGoods!add',
    { sellerGoodsId },
    { token: user.token },
  );
const unkeep = (user: Party, sellerGoodsId: string) =>
  call<{ sellerGoodsId: string; kept: boolean }>(
    t,
    'keepGoods!del',
    { sellerGoodsId },
    { token: user.token },
  );
const keptCount = async (user: Party) =>
  (await call<{ count: number }>(t, 'keepGoods!count', {}, { token: user.token, method: 'GET' }))
    .data.count;
const keptList = async (user: Party, pageNum = 1, pageSize = 20) =>
  (
    await call<Paged<KeptGoodsItem>>(
      t,
      'keepGoods!list',
      { pageNum, pageSize },
      { token: user.token, method: 'GET' },
    )
  ).data;
const follow = (user: Party, sellerId: string) =>
  call<{ sellerId: string; followed: boolean; followers: number }>(
    t,
    'focusSeller!add',
    {
      sellerId,
    },
    { token: user.token },
  );
const unfollow = (user: Party, params: { sellerId?: string; focusSellerId?: string }) =>
  call<{ sellerId: string; followed: boolean; followers: number }>(t, 'focusSeller!del', params, {
    token: user.token,
  });

/** The store's follower counter and its follow rows, counted from the rows themselves. */
async function followers(sellerId: string): Promise<{ counter: number; rows: number }> {
  const [row] = await t.database.db
    .select({ counter: sellers.followersNum })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  const counted = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from focus_sellers where seller_id = ${sellerId}`,
  );
  return { counter: row!.counter, rows: counted.rows[0]!.n };
}

describe('favourite products', () => {
  it('needs login', async () => {
    for (const [name, method] of [
      ['keepGoods!list', 'GET'],
      ['keepGoods!count', 'GET'],
      ['keepGoods!add', 'POST'],
      ['keepGoods!del', 'POST'],
      ['focusSeller!list', 'GET'],
      ['focusSeller!count', 'GET'],
      ['focusSeller!add', 'POST'],
      ['focusSeller!del', 'POST'],
    ] as const) {
      const res = await call(
        t,
        name,
        { sellerGoodsId: listings[0]!, sellerId: store.sellerId },
        { method: method },
      );
      expect(res.status, name).toBe(403);
      expect(res.code, name).toBe('403');
    }
  });

  it('adds once however often it is added, keeping the price when first saved', async () => {
    const first = await keep(buyer, listings[0]!);
    expect(first.code).toBe('0');
    expect(first.data).toEqual({ sellerGoodsId: listings[0], kept: true });
    await t.database.db
      .update(sellerGoods)
      .set({ sellingPrice: '8.5' })
      .where(eq(sellerGoods.id, listings[0]!));
    expect((await keep(buyer, listings[0]!)).code).toBe('0');
    expect(await keptCount(buyer)).toBe(1);
    const rows = await t.database.db.execute<{ n: number; saved: string }>(
      sql`select count(*)::int as n, min(saved_price)::text as saved from keep_goods where user_id = ${buyer.userId}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1, saved: '10.0000000000' });
  });

  it('deleting what is not kept changes nothing', async () => {
    const res = await unkeep(buyer, listings[2]!);
    expect(res.code).toBe('0');
    expect(res.data.kept).toBe(false);
    expect(await keptCount(buyer)).toBe(1);
    expect((await unkeep(buyer, 'no-such-listing')).code).toBe('0');
    expect(await keptCount(buyer)).toBe(1);
  });

  it('refuses listings that are not on sale or do not exist', async () => {
    const off = await createListing(t.database, store, { sellingPrice: '5', onShelf: false });
    expect((await keep(buyer, off)).errorKey).toBe('goods.offShelf');
    expect((await keep(buyer, 'missing')).errorKey).toBe('goods.notFound');
    expect(await keptCount(buyer)).toBe(1);
  });

  it('lists newest first in pages, with the price now against the saved price and the off-shelf mark', async () => {
    t.clock.advance(1000);
    await keep(buyer, listings[1]!);
    t.clock.advance(1000);
    await keep(buyer, listings[2]!);
    await t.database.db
      .update(sellerGoods)
      .set({ onShelf: false })
      .where(eq(sellerGoods.id, listings[2]!));

    const page1 = await keptList(buyer, 1, 2);
    expect(page1.pageInfo).toEqual({ pageNum: 1, pageSize: 2, totalElements: 3, totalPages: 2 });
    expect(page1.pageList.map((item) => item.sellerGoodsId)).toEqual([listings[2], listings[1]]);
    expect(page1.pageList[0]).toMatchObject({ offShelf: true, price: '30', savedPrice: '30' });
    expect(page1.pageList[1]).toMatchObject({ offShelf: false, name: 'Widget' });
    const page2 = await keptList(buyer, 2, 2);
    expect(page2.pageList).toHaveLength(1);
    expect(page2.pageList[0]).toMatchObject({
      sellerGoodsId: listings[0],
      price: '8.5',
      savedPrice: '10',
      offShelf: false,
      seller: { id: store.sellerId, name: store.name },
    });
    // Another buyer's favourites are their own.
    const other = await createParty(t);
    expect((await keptList(other)).pageList).toEqual([]);
    expect(await keptCount(other)).toBe(0);
  });

  it('says which of the shown listings are kept', async () => {
    const res = await call<{ sellerGoodsIds: string[] }>(
      t,
      'keepGoods!status',
      { sellerGoodsIds: `${listings[0]},nothing,${listings[1]}` },
      { token: buyer.token, method: 'GET' },
    );
    expect(res.data.sellerGoodsIds.sort()).toEqual([listings[0], listings[1]].sort());
    await unkeep(buyer, listings[1]!);
    expect(await keptCount(buyer)).toBe(2);
  });
});

describe('followed stores', () => {
  it('follows once and unfollows once, the counter moving only with the rows', async () => {
    const first = await follow(buyer, store.sellerId);
    expect(first.data).toEqual({ sellerId: store.sellerId, followed: true, followers: 1 });
    expect((await follow(buyer, store.sellerId)).data.followers).toBe(1);
    expect(await followers(store.sellerId)).toEqual({ counter: 1, rows: 1 });

    const status = await call(
      t,
      'focusSeller!status',
      { sellerId: store.sellerId },
      { token: buyer.token, method: 'GET' },
    );
    expect(status.data).toEqual({ sellerId: store.sellerId, followed: true, followers: 1 });
    const guest = await call(
      t,
      'focusSeller!status',
      { sellerId: store.sellerId },
      { method: 'GET' },
    );
    expect(guest.data).toEqual({ sellerId: store.sellerId, followed: false, followers: 1 });

    const list = await call<Paged<FollowedSellerItem>>(
      t,
      'focusSeller!list',
      {},
      { token: buyer.token, method: 'GET' },
    );
    expect(list.data.pageList).toHaveLength(1);
    expect(list.data.pageList[0]).toMatchObject({
      sellerId: store.sellerId,
      name: store.name,
      followers: 1,
      closed: false,
    });
    const focusSellerId = list.data.pageList[0]!.focusSellerId;

    expect((await unfollow(buyer, { focusSellerId })).data.followers).toBe(0);
    expect((await unfollow(buyer, { sellerId: store.sellerId })).data).toEqual({
      sellerId: store.sellerId,
      followed: false,
      followers: 0,
    });
    expect((await unfollow(buyer, { focusSellerId })).errorKey).toBe('resource.notFound');
    expect((await unfollow(buyer, {})).errorKey).toBe('param.invalid');
    expect(await followers(store.sellerId)).toEqual({ counter: 0, rows: 0 });
    const count = await call<{ count: number }>(
      t,
      'focusSeller!count',
      {},
      { token: buyer.token, method: 'GET' },
    );
    expect(count.data.count).toBe(0);
  });

  it('keeps the counter equal to the rows after repeats and concurrent calls from many buyers', async () => {
    const target = await createStore(t.database, null);
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createParty(t)));
    // Every buyer follows five times at once; then half of them unfollow three times at once.
    await Promise.all(
      buyers.flatMap((b) => Array.from({ length: 5 }, () => follow(b, target.sellerId))),
    );
    expect(await followers(target.sellerId)).toEqual({ counter: 8, rows: 8 });
    await Promise.all(
      buyers
        .slice(0, 4)
        .flatMap((b) =>
          Array.from({ length: 3 }, () => unfollow(b, { sellerId: target.sellerId })),
        ),
    );
    expect(await followers(target.sellerId)).toEqual({ counter: 4, rows: 4 });
    // Mixed follows and unfollows racing each other still end with counter == rows.
    await Promise.all(
      buyers.flatMap((b, i) => [
        follow(b, target.sellerId),
        unfollow(b, { sellerId: target.sellerId }),
        i % 2 === 0 ? follow(b, target.sellerId) : unfollow(b, { sellerId: target.sellerId }),
      ]),
    );
    const after = await followers(target.sellerId);
    expect(after.counter).toBe(after.rows);
    for (const b of buyers) {
      const count = await call<{ count: number }>(
        t,
        'focusSeller!count',
        {},
        { token: b.token, method: 'GET' },
      );
      const rows = await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from focus_sellers where user_id = ${b.userId}`,
      );
      expect(count.data.count).toBe(rows.rows[0]!.n);
    }
  });

  it('refuses a seller, and anyone following their own store', async () => {
    expect((await follow(seller, store.sellerId)).errorKey).toBe('focus.sellerCannotFollow');
    const own = await follow(seller, sellerStore.sellerId);
    expect(own.errorKey).toBe('focus.ownStore');
    expect(own.msg).toBe('You cannot follow your own store');
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/focusSeller!add.action?lang=ar',
      headers: { authorization: `Bearer ${seller.token}` },
      payload: { sellerId: store.sellerId },
    });
    expect(ar.json<{ msg: string }>().msg).toBe('لا يمكن للبائعين متابعة المتاجر');
    expect(await followers(sellerStore.sellerId)).toEqual({ counter: 0, rows: 0 });
    expect(await followers(store.sellerId)).toEqual({ counter: 0, rows: 0 });
  });

  it('refuses unknown and suspended stores but lets a follower leave a suspended one', async () => {
    expect((await follow(buyer, 'missing')).errorKey).toBe('seller.notFound');
    const closing = await createStore(t.database, null);
    await follow(buyer, closing.sellerId);
    await t.database.db
      .update(sellers)
      .set({ enabled: false })
      .where(eq(sellers.id, closing.sellerId));
    expect((await follow(buyer, closing.sellerId)).errorKey).toBe('seller.notFound');
    const list = await call<Paged<FollowedSellerItem>>(
      t,
      'focusSeller!list',
      {},
      { token: buyer.token, method: 'GET' },
    );
    expect(list.data.pageList.find((s) => s.sellerId === closing.sellerId)?.closed).toBe(true);
    expect((await unfollow(buyer, { sellerId: closing.sellerId })).code).toBe('0');
    expect(await followers(closing.sellerId)).toEqual({ counter: 0, rows: 0 });
  });
});
