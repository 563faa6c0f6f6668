// The seller's store profile on a real PostgreSQL through HTTP: approval carries the application's
// contact into the store, the owner reads and replaces the profile (description per language), the
// product page, the store page, search and cached lists follow at once, refusals are localized and
// change nothing, and only the owner reaches the store (the store comes from the caller, never from
// the input). The catalogue cache is on (a long time to live) to show that changes are not served stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import { createListing } from '../../testing/marketplace.ts';
import { createParty, type Party, relogin } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let operator: Party;
let categoryId: string;

const picture = (n: number) => `/uploads/store/${String(n).padStart(26, '0')}.png`;

/** A user applies, an operator approves: the user now runs a store (a fresh session has the role). */
async function openStore(name: string): Promise<{ owner: Party; sellerId: string }> {
  const owner = await createParty(t);
  const applied = await okCall(
    t.app,
    'seller/store!apply',
    {
      name,
      description: 'Lamps and lanterns by the carton.',
      logo: picture(1),
      banner: picture(2),
      contactEmail: 'sales@harbour.example',
      contactPhone: '+852 5555 0101',
      country: 'hk',
      categoryIds: [categoryId],
      companyName: `${name} Ltd`,
      registrationNumber: 'HK-778812',
    },
    { token: owner.token },
  );
  const approved = await okCall(
    t.app,
    'admin/store!approve',
    { id: applied.id },
    { token: operator.token },
  );
  await relogin(t.app, owner);
  return { owner, sellerId: approved.sellerId as string };
}

function profile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Northwind Lanterns',
    description: 'Paper lanterns and LED strings, shipped by the pallet.',
    logo: picture(3),
    banner: picture(4),
    contactEmail: 'orders@northwind.example',
    contactPhone: '+852 5555 0202',
    country: 'sg',
    handlingDays: 5,
    ...overrides,
  };
}

const info = (party: Party, lang = 'en') =>
  call(t.app, 'seller/store!info', { lang }, { token: party.token, method: 'GET' });

beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheTtlMs: 60_000 } });
  operator = await createParty(t, { roles: ['user', 'admin'] });
  categoryId = newId();
  await t.database.db.insert(categories).values({ id: categoryId, names: { en: 'Lighting' } });
});

afterAll(async () => {
  await t?.close();
});

describe('store profile', () => {
  it('the approved store carries the contact of its application; the owner reads it', async () => {
    const { owner, sellerId } = await openStore('Harbour Lights Trading');
    const store = await info(owner);
    expect(store).toMatchObject({ code: '0' });
    expect(store.data).toMatchObject({
      id: sellerId,
      name: 'Harbour Lights Trading',
      description: 'Lamps and lanterns by the carton.',
      logo: picture(1),
      banner: picture(2),
      contactEmail: 'sales@harbour.example',
      contactPhone: '+852 5555 0101',
      country: 'HK',
      handlingDays: 1,
    });
    expect(store.data.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('an update shows at once on the product page, the store page, search and cached lists', async () => {
    const { owner, sellerId } = await openStore('Harbour Lamps Depot');
    const listing = await createListing(
      t.database,
      { sellerId, name: 'Harbour Lamps Depot' },
      { sellingPrice: '12.5' },
    );
    const storeGoods = () =>
      okCall(t.app, 'sellerGoods!searchSellerGoods', { sellerId }, { method: 'GET' });
    const product = () =>
      okCall(t.app, 'sellerGoods!info', { sellerGoodsId: listing }, { method: 'GET' });
    // Read (and cached) before the change.
    expect((await storeGoods()).pageList[0].seller.name).toBe('Harbour Lamps Depot');
    expect((await product()).seller.handlingDays).toBe(1);

    const saved = await okCall(t.app, 'seller/store!update', profile(), { token: owner.token });
    expect(saved).toMatchObject({ ...profile(), id: sellerId, country: 'SG' });
    expect((await info(owner)).data).toEqual(saved);

    expect((await product()).seller).toMatchObject({
      id: sellerId,
      name: 'Northwind Lanterns',
      logo: picture(3),
      handlingDays: 5,
    });
    expect(await okCall(t.app, 'seller!info', { sellerId }, { method: 'GET' })).toMatchObject({
      name: 'Northwind Lanterns',
      description: 'Paper lanterns and LED strings, shipped by the pallet.',
      banner: picture(4),
      handlingDays: 5,
    });
    expect((await storeGoods()).pageList[0].seller.name).toBe('Northwind Lanterns');
    // The search text follows the name.
    const found = async (keyword: string) => {
      const stores = await okCall<{ pageList: Array<{ id: string }> }>(
        t.app,
        'seller!list',
        { keyword },
        { method: 'GET' },
      );
      return stores.pageList.map((store) => store.id);
    };
    expect(await found('northwind')).toContain(sellerId);
    expect(await found('harbour lamps')).not.toContain(sellerId);

    // No banner: the store has none.
    const { banner: _banner, ...withoutBanner } = profile();
    expect(
      await okCall(t.app, 'seller/store!update', withoutBanner, { token: owner.token }),
    ).toMatchObject({ banner: '' });
  });

  it('the description is written for the request language; the others keep theirs', async () => {
    const { owner } = await openStore('Lantern Row');
    await okCall(
      t.app,
      'seller/store!update',
      { ...profile({ name: 'Lantern Row' }), description: '纸灯笼批发', lang: 'cn' },
      { token: owner.token },
    );
    expect((await info(owner, 'cn')).data.description).toBe('纸灯笼批发');
    // English keeps the application's text; a language without its own text falls back to it.
    expect((await info(owner, 'en')).data.description).toBe('Lamps and lanterns by the carton.');
    expect((await info(owner, 'de')).data.description).toBe('Lamps and lanterns by the carton.');
  });

  it('refuses bad input with the field named, in the caller language, and changes nothing', async () => {
    const { owner } = await openStore('Careful Lamps');
    const before = (await info(owner)).data;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ handlingDays: 0 }, 'handlingDays'],
      [{ handlingDays: 31 }, 'handlingDays'],
      [{ handlingDays: 2.5 }, 'handlingDays'],
      [{ handlingDays: 'soon' }, 'handlingDays'],
      [{ contactEmail: 'not-mail' }, 'contactEmail'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ country: 'Singapore' }, 'country'],
      [{ name: ' ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ description: '' }, 'description'],
      [{ logo: 'https://elsewhere.example/logo.png' }, 'logo'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call(t.app, 'seller/store!update', profile(overrides), {
        token: owner.token,
      });
      expect(answer, field).toMatchObject({ code: '1', errorKey: 'param.invalid', data: null });
      expect(answer.msg).toContain(field);
    }
    const english = await call(t.app, 'seller/store!update', profile({ handlingDays: 0 }), {
      token: owner.token,
    });
    const chinese = await call(
      t.app,
      'seller/store!update',
      { ...profile({ handlingDays: 31 }), lang: 'cn' },
      { token: owner.token },
    );
    expect(chinese).toMatchObject({ errorKey: 'param.invalid' });
    expect(chinese.msg).toContain('handlingDays');
    expect(chinese.msg).not.toBe(english.msg);
    expect(chinese.msg.replace('handlingDays', '')).not.toMatch(/[A-Za-z]{4,}/);
    expect((await info(owner)).data).toEqual(before);
  });

  it('is for sellers only: a buyer gets the no-permission refusal, a guest the login one', async () => {
    const buyer = await createParty(t);
    expect(await info(buyer)).toMatchObject({ code: '1', errorKey: 'auth.noPermission' });
    expect(
      await call(t.app, 'seller/store!update', profile(), { token: buyer.token }),
    ).toMatchObject({ code: '1', errorKey: 'auth.noPermission' });
    expect(await call(t.app, 'seller/store!update', profile())).toMatchObject({ code: '403' });
    // The seller role without a store is refused the same way.
    const storeless = await createParty(t, { roles: ['user', 'seller'] });
    expect(await info(storeless)).toMatchObject({ errorKey: 'auth.noPermission' });
    expect(
      await call(t.app, 'seller/store!update', profile(), { token: storeless.token }),
    ).toMatchObject({ errorKey: 'auth.noPermission' });
  });

  it("one seller cannot change another's store: the store is always the caller's", async () => {
    const first = await openStore('First Light');
    const second = await openStore('Second Light');
    const firstBefore = (await info(first.owner)).data;
    // Naming the other store changes nothing there; the caller's own store is the one updated.
    const answer = await okCall(
      t.app,
      'seller/store!update',
      { ...profile({ name: 'Taken Over' }), id: first.sellerId, sellerId: first.sellerId },
      { token: second.owner.token },
    );
    expect(answer).toMatchObject({ id: second.sellerId, name: 'Taken Over' });
    expect((await info(first.owner)).data).toEqual(firstBefore);
    expect(
      await okCall(t.app, 'seller!info', { sellerId: first.sellerId }, { method: 'GET' }),
    ).toMatchObject({ name: 'First Light' });
  });
});
