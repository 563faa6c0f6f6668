// Catalogue furniture through the console on a real PostgreSQL: categories (two levels, English
// name required, not deleted while listings use them or subcategories hang below), banners (shown
// on the storefront within their period, cached answers dropped on change) and the lucky-draw activity (what the storefront's
// current-activity call answers); every change audited, support may only read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { createListing, createStore } from '../../testing/marketplace.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { createParty, type Party } from '../../testing/parties.ts';

let t: TestApp;
let admin: Party;
let support: Party;
// 10:00 on 1 July in Shanghai.
const clock = testClock('2026-07-01T02:00:00Z');

beforeAll(async () => {
  // A long cache: every change must drop the storefront's cached answers itself.
  t = await createTestApp({ clock, config: { catalogCacheTtlMs: 60_000 } });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
});

afterAll(async () => {
  await t?.close();
});

const save = <T>(name: string, params: Record<string, unknown>, user = admin) =>
  call<T>(t, name, params, { token: user.token });

describe('categories', () => {
  it('two levels with names per language; in-use and parent categories are not deleted', async () => {
    const top = expectOk(
      await save<{ id: string; parentId: string; name: string }>('admin/category!save', {
        names: JSON.stringify({ en: 'Garden', cn: '园艺' }),
        sort: 3,
        lang: 'cn',
      }),
    );
    expect(top).toMatchObject({ parentId: '', name: '园艺' });
    const leaf = expectOk(
      await save<{ id: string; parentId: string }>('admin/category!save', {
        parentId: top.id,
        names: JSON.stringify({ en: 'Hoses' }),
      }),
    );
    expect(leaf.parentId).toBe(top.id);
    // Two levels only; an English name is required.
    expectRefused(
      await save('admin/category!save', {
        parentId: leaf.id,
        names: JSON.stringify({ en: 'Too deep' }),
      }),
      'category.parentInvalid',
    );
    expectRefused(
      await save('admin/category!save', { names: JSON.stringify({ cn: '无英文' }) }),
      'param.invalid',
    );
    expectRefused(
      await save('admin/category!save', { names: JSON.stringify({ en: 'x' }) }, support),
      'auth.noPermission',
    );

    const listed = expectOk(
      await call<{ list: Array<{ id: string; children: number; names: Record<string, string> }> }>(
        t,
        'admin/category!list',
        {},
        { token: support.token, method: 'GET' },
      ),
    ).list;
    expect(listed.find((c) => c.id === top.id)).toMatchObject({
      children: 1,
      names: { en: 'Garden', cn: '园艺' },
    });

    expectRefused(await save('admin/category!delete', { id: top.id }), 'category.hasChildren');
    const store = await createStore(t.database, null);
    const listing = await createListing(t.database, store, { sellingPrice: '2' });
    await t.database.pool.query('update seller_goods set category_id = $1 where id = $2', [
      leaf.id,
      listing,
    ]);
    expectRefused(await save('admin/category!delete', { id: leaf.id }), 'category.inUse');
    const spare = expectOk(
      await save<{ id: string }>('admin/category!save', {
        parentId: top.id,
        names: JSON.stringify({ en: 'Spare' }),
      }),
    );
    expectOk(await save('admin/category!delete', { id: spare.id }));
    const trail = await t.database.pool.query<{ action: string }>(
      `select action from audit_log where target_kind = 'category' order by created_at, id`,
    );
    expect(trail.rows.map((r) => r.action).sort()).toEqual([
      'category.create',
      'category.create',
      'category.create',
      'category.delete',
    ]);
  });
});

describe('banners and the lucky draw', () => {
  it('a banner shows on the storefront within its period only; deleting it removes it', async () => {
    const banner = expectOk(
      await save<{ id: string; startTime: string }>('admin/banner!save', {
        position: 'discount',
        titles: JSON.stringify({ en: 'Summer sale' }),
        imgUrl: '/uploads/banner/summer.png',
        linkType: 'url',
        link: 'https://example.com/summer',
        startTime: '2026-07-01 09:00:00',
        endTime: '2026-07-02 09:00:00',
      }),
    );
    expect(banner.startTime).toBe('2026-07-01 09:00:00');
    const shown = async () =>
      expectOk(
        await call<Array<{ title?: string; imgUrl?: string }>>(
          t,
          'banner!bannerList',
          { position: 'discount' },
          { method: 'GET' },
        ),
      );
    expect(JSON.stringify(await shown())).toContain('summer.png');
    // A banner whose period is over is not shown.
    expectOk(
      await save('admin/banner!save', {
        position: 'discount',
        titles: JSON.stringify({ en: 'Spring sale' }),
        imgUrl: '/uploads/banner/spring.png',
        linkType: 'none',
        startTime: '2026-04-01 00:00:00',
        endTime: '2026-06-30 23:59:59',
      }),
    );
    const now = JSON.stringify(await shown());
    expect(now).toContain('summer.png');
    expect(now).not.toContain('spring.png');
    expectRefused(
      await save('admin/banner!save', {
        position: 'home',
        titles: JSON.stringify({ en: 'Backwards' }),
        imgUrl: '/uploads/banner/b.png',
        linkType: 'none',
        startTime: '2026-07-03 00:00:00',
        endTime: '2026-07-02 00:00:00',
      }),
      'param.invalid',
    );
    // The link fits its type: an https page, a record id, or nothing.
    for (const [linkType, link] of [
      ['url', 'javascript:alert(1)'],
      ['url', 'http://example.com'],
      ['goods', ''],
      ['none', 'https://example.com'],
    ])
      expectRefused(
        await save('admin/banner!save', {
          position: 'home',
          titles: JSON.stringify({ en: 'Bad link' }),
          imgUrl: '/uploads/catalog/b.png',
          linkType,
          link,
        }),
        'param.invalid',
      );
    expectOk(await save('admin/banner!delete', { id: banner.id }));
    expect(JSON.stringify(await shown())).not.toContain('summer.png');
  });

  it('a banner for one brand shows on that brand’s storefront only; one for every brand on all', async () => {
    const listed = expectOk(
      await call<{ brands: Array<{ code: string }> }>(
        t,
        'admin/banner!list',
        {},
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(listed.brands.map((brand) => brand.code).sort()).toEqual(['meridian', 'wholesale']);
    const add = (brand: string, img: string) =>
      save<{ id: string; brand: string }>('admin/banner!save', {
        position: 'category',
        brand,
        titles: JSON.stringify({ en: `For ${brand || 'all'}` }),
        imgUrl: `/uploads/catalog/${img}`,
        linkType: 'none',
      });
    expect(expectOk(await add('meridian', 'meridian-only.png')).brand).toBe('meridian');
    expect(expectOk(await add('', 'every-brand.png')).brand).toBe('');
    expectRefused(await add('nosuchbrand', 'x.png'), 'param.invalid');
    const shownOn = async (host: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/banner!bannerList.action?position=category',
        headers: { host },
      });
      return JSON.stringify(res.json());
    };
    const meridian = await shownOn('meridian.localhost');
    expect(meridian).toContain('meridian-only.png');
    expect(meridian).toContain('every-brand.png');
    const wholesale = await shownOn('127.0.0.1');
    expect(wholesale).not.toContain('meridian-only.png');
    expect(wholesale).toContain('every-brand.png');
  });

  it('the lucky-draw activity saved here is what the storefront answers', async () => {
    const saved = expectOk(
      await save<{ id: string }>('admin/lottery!save', {
        titles: JSON.stringify({ en: 'July draw' }),
        detailUrl: 'https://draw.example.com/july',
        startTime: '2026-07-01 00:00:00',
        endTime: '2026-07-31 23:59:59',
      }),
    );
    const current = expectOk(
      await call<{ detailUrl: string; activityId: string }>(
        t,
        'activity/lottery!getCurrentActivity',
        {},
        { method: 'GET' },
      ),
    );
    expect(current).toMatchObject({
      detailUrl: 'https://draw.example.com/july',
      activityId: saved.id,
    });
    expectOk(
      await save('admin/lottery!save', {
        id: saved.id,
        titles: JSON.stringify({ en: 'July draw' }),
        detailUrl: 'https://draw.example.com/july',
        startTime: '2026-07-01 00:00:00',
        endTime: '2026-07-31 23:59:59',
        enabled: '0',
      }),
    );
    expect(
      expectOk(
        await call<{ detailUrl: string }>(
          t,
          'activity/lottery!getCurrentActivity',
          {},
          { method: 'GET' },
        ),
      ).detailUrl,
    ).toBe('');
    const listed = expectOk(
      await call<{ list: Array<{ id: string; enabled: boolean }> }>(
        t,
        'admin/lottery!list',
        {},
        { token: support.token, method: 'GET' },
      ),
    ).list;
    expect(listed.find((l) => l.id === saved.id)?.enabled).toBe(false);
  });
});
