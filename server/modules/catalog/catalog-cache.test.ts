// Micro-caching of catalogue reads: lists and search are reused for the configured time, while
// detail pages (stock, price, counters a buyer decides on) are never served from the cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

async function data(name: string, query: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: `/api/${name}.action`, query });
  // Bodies are read loosely: the harness already checks every answer against its schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return response.json<{ code: string; data: any; errorKey?: string }>();
}

beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheTtlMs: 60_000 } });
  await seedDemo(t.database, { scale: 'small', now: t.clock.now() });
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue micro-cache', () => {
  it('reuses a list answer, per input and language', async () => {
    const first = await data('sellerGoods!list', { pageSize: '5', sort: 'new' });
    const top = first.data.pageList[0].id as string;
    await t.database.pool.query('update seller_goods set on_shelf = false where id = $1', [top]);
    const again = await data('sellerGoods!list', { pageSize: '5', sort: 'new' });
    expect(again.data.pageList[0].id).toBe(top);
    // Another input is a fresh read.
    const other = await data('sellerGoods!list', { pageSize: '6', sort: 'new' });
    expect(other.data.pageList.map((g: { id: string }) => g.id)).not.toContain(top);
    const chinese = await data('sellerGoods!list', { pageSize: '5', sort: 'new', lang: 'cn' });
    expect(chinese.data.pageList[0].id).not.toBe(top);
  });

  it('never caches detail pages: a change shows on the next read', async () => {
    const id = 'sg-000010';
    const stock = [];
    for (let i = 0; i < 3; i++) {
      await t.database.pool.query('update seller_goods set stock = $2 where id = $1', [id, 40 + i]);
      stock.push((await data('sellerGoods!info', { sellerGoodsId: id })).data.stock);
    }
    expect(stock).toEqual([40, 41, 42]);
    const views = [];
    for (let i = 0; i < 2; i++) {
      await t.database.pool.query('update sellers set views_num = $2 where id = $1', [
        'seller-001',
        7 + i,
      ]);
      views.push((await data('seller!info', { sellerId: 'seller-001' })).data.viewsNum);
    }
    expect(views).toEqual([7, 8]);
  });

  it('does not keep refusals', async () => {
    const before = await data('category!sellerTree', { sellerId: 'seller-new' });
    expect(before.errorKey).toBe('seller.notFound');
    await t.database.pool.query(
      `insert into sellers (id, name, search_text) values ('seller-new', 'New Store', E'\\nnew store\\n')`,
    );
    const after = await data('category!sellerTree', { sellerId: 'seller-new' });
    expect(after.code).toBe('0');
  });
});
