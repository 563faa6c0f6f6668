// The address book through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressItem } from '../../../domain/api/address.ts';
import { MAX_ADDRESSES } from '../../../domain/address/address-rules.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { callAs, loginAs, type TestUser } from '../../testing/users.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let buyer: TestUser;
let other: TestUser;

const address = {
  contacts: 'Li Wei',
  email: 'li.wei@example.com',
  areaCode: '+86',
  phone: '13800138000',
  country: 'CN',
  province: 'GD',
  city: 'Shenzhen',
  postcode: '518000',
  address: '1 Keji Road, Nanshan',
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await loginAs(t);
  other = await loginAs(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (user: TestUser) =>
  (await callAs<{ pageList: AddressItem[] }>(t, user, 'address!list', {}, 'GET')).data.pageList;

describe('address book', () => {
  it('needs login', async () => {
    const res = await callAs(t, null, 'address!list', {}, 'GET');
    expect(res.status).toBe(403);
    expect(res.code).toBe('403');
  });

  it('makes the first address the default and stores the state name from the dataset', async () => {
    const res = await callAs<AddressItem>(t, buyer, 'address!add', address);
    expect(res.code).toBe('0');
    expect(res.data).toMatchObject({
      use: 1,
      province: 'Guangdong',
      country: 'CN',
      countryName: 'China',
      areaCode: '86',
    });
  });

  it('moves the default when another address is added with use=1, keeping exactly one', async () => {
    const second = await callAs<AddressItem>(t, buyer, 'address!add', {
      ...address,
      contacts: 'Wang Fang',
      use: 1,
    });
    expect(second.data.use).toBe(1);
    const all = await list(buyer);
    expect(all.filter((a) => a.use === 1).map((a) => a.id)).toEqual([second.data.id]);
    expect(all[0]!.id).toBe(second.data.id);
  });

  it('refuses invalid fields with param.invalid naming the field', async () => {
    for (const [field, value] of [
      ['contacts', 'x'.repeat(65)],
      ['email', 'nope'],
      ['phone', '1234567'],
      ['postcode', '1234'],
      ['postcode', '1'.repeat(33)],
    ] as const) {
      const res = await callAs(t, buyer, 'address!add', { ...address, [field]: value });
      expect(res.errorKey, field).toBe('param.invalid');
      expect(res.msg).toContain(field);
    }
    expect((await callAs(t, buyer, 'address!add', { ...address, country: 'ZZ' })).errorKey).toBe(
      'address.countryInvalid',
    );
    expect(
      (await callAs(t, buyer, 'address!add', { ...address, province: 'Atlantis' })).errorKey,
    ).toBe('address.stateInvalid');
  });

  it('edits and deletes only your own addresses, promoting a new default', async () => {
    const [first] = await list(buyer);
    const stranger = await callAs(t, other, 'address!edit', {
      ...address,
      id: first!.id,
      contacts: 'Hacker',
    });
    expect(stranger.errorKey).toBe('address.notFound');
    expect((await callAs(t, other, 'address!del', { id: first!.id })).errorKey).toBe(
      'address.notFound',
    );

    const edited = await callAs<AddressItem>(t, buyer, 'address!edit', {
      ...address,
      id: first!.id,
      city: 'Guangzhou',
    });
    expect(edited.data).toMatchObject({ city: 'Guangzhou', use: 1 });

    expect((await callAs(t, buyer, 'address!del', { id: first!.id })).code).toBe('0');
    const rest = await list(buyer);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.use).toBe(1);
  });

  it('caps the address book, also under parallel adds', async () => {
    const user = await loginAs(t);
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
        callAs(t, user, 'address!add', { ...address, contacts: `R${i}` }),
      ),
    );
    expect(results.filter((r) => r.code === '0')).toHaveLength(MAX_ADDRESSES);
    expect(results.filter((r) => r.errorKey === 'address.limitReached')).toHaveLength(5);
    const all = await list(user);
    expect(all).toHaveLength(MAX_ADDRESSES);
    expect(all.filter((a) => a.use === 1)).toHaveLength(1);
  });

  it('lists countries with calling codes, states and cities from the dataset', async () => {
    const countries = (
      await callAs<Array<{ code: string; areaCode: string }>>(
        t,
        null,
        'address!listCountry',
        {},
        'GET',
      )
    ).data;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === 'AE')?.areaCode).toBe('971');
    const states = (
      await callAs<Array<{ code: string; name: string }>>(
        t,
        null,
        'address!listState',
        { country: 'cn' },
        'GET',
      )
    ).data;
    expect(states.some((s) => s.name === 'Guangdong')).toBe(true);
    const cities = (
      await callAs<Array<{ name: string }>>(
        t,
        null,
        'address!listCity',
        { country: 'CN', state: 'GD' },
        'GET',
      )
    ).data;
    expect(cities.some((c) => c.name === 'Shenzhen')).toBe(true);
  });
});
