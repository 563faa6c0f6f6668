// Reference prices through HTTP: every price change a store makes (add, edit, a discount window
// opening on the sweep) is appended to the listing's price history, and the storefront's answers
// carry the reference price the rule gives (domain/catalog/reference-price.ts) and nothing else.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsDetail } from '../../../domain/api/catalog.ts';
import { categories } from '../../db/schema/catalog.ts';
import { newId } from '../../platform/ids.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import { createStore } from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { applyDiscountWindows } from './listing.repository.ts';
import { priceHistoryOf } from './price-history.repository.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let seller: Party;
let storeId: string;
let leafId: string;

function listingOf(overrides: Record<string, unknown> = {}) {
  return {
    texts: JSON.stringify([{ lang: 'en', name: `zr${randomBytes(4).toString('hex')}` }]),
    categoryId: leafId,
    images: JSON.stringify([`/uploads/goods/${randomBytes(13).toString('hex')}.jpg`]),
    sellingPrice: '100',
    stock: '40',
    buyMin: '1',
    onShelf: '1',
    ...overrides,
  };
}

async function add(overrides: Record<string, unknown> = {}) {
  return okCall<{ sellerGoodsId: string; referencePrice: string | null }>(
    t.app,
    'seller/goods!add',
    listingOf(overrides),
    { token: seller.token },
  );
}

async function edit(id: string, overrides: Record<string, unknown>) {
  return okCall<{ referencePrice: string | null; discountActive: boolean }>(
    t.app,
    'seller/goods!edit',
    { ...listingOf(overrides), sellerGoodsId: id },
    { token: seller.token },
  );
}

/** The reference price the product page and the store's list answer for a listing. */
async function shown(id: string): Promise<{ info: string | null; list: string | null }> {
  const info = await okCall<GoodsDetail>(t.app, 'sellerGoods!info', { sellerGoodsId: id });
  const list = await okCall<{ pageList: GoodsCard[] }>(t.app, 'sellerGoods!list', {
    sellerId: storeId,
    pageSize: 100,
  });
  const card = list.pageList.find((item) => item.sellerGoodsId === id);
  expect(card, 'listed').toBeDefined();
  return { info: info.referencePrice, list: card!.referencePrice };
}

async function discountedIds(): Promise<string[]> {
  const list = await okCall<{ pageList: GoodsCard[] }>(t.app, 'sellerGoods!list', {
    sellerId: storeId,
    discounted: 1,
    pageSize: 100,
  });
  return list.pageList.map((card) => card.sellerGoodsId);
}

beforeAll(async () => {
  // The clock moves weeks between edits: the seller's session must outlive it.
  const account = { ...loadConfig({}).account, sessionIdleMinutes: 1e6, sessionMaxDays: 3650 };
  t = await createTestApp({
    config: { order: { sweepIntervalMs: 0 }, catalogCacheTtlMs: 0, account },
    clock: testClock('2031-03-01T00:00:00Z'),
  });
  seller = await createParty(t, { roles: ['user', 'seller'] });
  storeId = (await createStore(t.database, seller)).sellerId;
  const topId = newId();
  leafId = newId();
  await t.database.db.insert(categories).values([
    { id: topId, names: { en: 'Tools' } },
    { id: leafId, parentId: topId, names: { en: 'Saws' } },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('reference prices', () => {
  it('shows no reduction for a listing created with a discount', async () => {
    const added = await add({ discountPrice: '80' });
    expect(added.referencePrice).toBeNull();
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    expect(await discountedIds()).not.toContain(added.sellerGoodsId);
    // Still none weeks later: the discounted price was never measured against a price buyers had.
    t.clock.advance(20 * DAY);
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    const history = await priceHistoryOf(t.database.db, added.sellerGoodsId);
    expect(history).toHaveLength(1);
    expect(Number(history[0]!.discountPrice)).toBe(80);
  });

  it('measures against the lowest price held 7 days, ignoring shorter ones', async () => {
    const added = await add({ sellingPrice: '100' });
    t.clock.advance(3 * DAY);
    // 100 held 3 days: the discount is applied, but no reduction is shown.
    const first = await edit(added.sellerGoodsId, { sellingPrice: '100', discountPrice: '80' });
    expect(first).toMatchObject({ discountActive: true, referencePrice: null });
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    t.clock.advance(10 * DAY);
    // 80 held 10 days, 100 only 3: the reference is 80, not 100.
    const second = await edit(added.sellerGoodsId, { sellingPrice: '100', discountPrice: '70' });
    expect(second.referencePrice).toBe('80');
    expect(await shown(added.sellerGoodsId)).toEqual({ info: '80', list: '80' });
    expect(await discountedIds()).toContain(added.sellerGoodsId);
    // An edit that changes no price adds no history and keeps the reference.
    await edit(added.sellerGoodsId, { sellingPrice: '100', discountPrice: '70', stock: '9' });
    const history = await priceHistoryOf(t.database.db, added.sellerGoodsId);
    expect(history.map((row) => [Number(row.sellingPrice), Number(row.discountPrice)])).toEqual([
      [100, 0],
      [100, 80],
      [100, 70],
    ]);
    expect(await shown(added.sellerGoodsId)).toEqual({ info: '80', list: '80' });
    // Ending the discount ends the reduction.
    await edit(added.sellerGoodsId, { sellingPrice: '100' });
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    expect(await discountedIds()).not.toContain(added.sellerGoodsId);
  });

  it('takes the regular price held a week when a discount window opens on the sweep', async () => {
    const added = await add({
      sellingPrice: '250',
      discountPrice: '199.5',
      // Platform time (Asia/Shanghai in tests): midnight there is 16:00 UTC the day before.
      discountStart: '2031-05-01 00:00',
    });
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    // The regular price was on sale from before 2031-04-24: more than a week when the window opens.
    expect(t.clock.now().getTime()).toBeLessThan(Date.parse('2031-04-24T00:00:00Z'));
    t.clock.set('2031-04-30T16:00:00Z');
    expect(await applyDiscountWindows(t.database.db, t.clock.now())).toBeGreaterThan(0);
    expect(await shown(added.sellerGoodsId)).toEqual({ info: '250', list: '250' });
    const history = await priceHistoryOf(t.database.db, added.sellerGoodsId);
    expect(history.at(-1)).toMatchObject({ effectiveAt: new Date('2031-04-30T16:00:00Z') });
  });

  it('keeps the history append-only and never shows a reference after a price change it missed', async () => {
    const added = await add({ sellingPrice: '60' });
    t.clock.advance(9 * DAY);
    await edit(added.sellerGoodsId, { sellingPrice: '60', discountPrice: '45' });
    expect((await shown(added.sellerGoodsId)).info).toBe('60');
    const pool = t.database.pool;
    await expect(
      pool.query('update listing_price_history set selling_price = 1 where seller_goods_id = $1', [
        added.sellerGoodsId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      pool.query('delete from listing_price_history where seller_goods_id = $1', [
        added.sellerGoodsId,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(pool.query('truncate listing_price_history cascade')).rejects.toThrow(
      /append-only/,
    );
    // A write that changes a price without recording it shows no reduction rather than a stale one.
    await pool.query('update seller_goods set discount_price = 40 where id = $1', [
      added.sellerGoodsId,
    ]);
    expect(await shown(added.sellerGoodsId)).toEqual({ info: null, list: null });
    const refused = await call(t.app, 'sellerGoods!info', { sellerGoodsId: 'missing' });
    expect(refused.errorKey).toBe('goods.notFound');
  });
});
