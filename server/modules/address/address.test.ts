// The address book through HTTP on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressItem } from '../../../domain/api/address.ts';
import { MAX_ADDRESSES } from '../../../domain/address/address-rules.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call } from '../../testing/calls.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let buyer: Party;
let other: Party;

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
  buyer = await createParty(t);
  other = await createParty(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (user: Party) =>
  (
    await call<{ pageList: AddressItem[] }>(
      t,
      'address!list',
      {},
      { token: user.token, method: 'GET' },
    )
  ).data.pageList;

describe('address book', () => {
  it('needs login', async () => {
    const res = await call(t, 'address!list', {}, { method: 'GET' });
    expect(res.status).toBe(403);
    expect(res.code).toBe('403');
  });

  it('makes the first address the default and stores the state name from the dataset', async () => {
    const res = await call<AddressItem>(t, 'address!add', address, { token: buyer.token });
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
    const second = await call<AddressItem>(
      t,
      'address!add',
      {
        ...address,
        contacts: 'Wang Fang',
        use: 1,
      },
      { token: buyer.token },
    );
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
      const res = await call(
        t,
        'address!add',
        { ...address, [field]: value },
        { token: buyer.token },
      );
      expect(res.errorKey, field).toBe('param.invalid');
      expect(res.msg).toContain(field);
    }
    expect(
      (await call(t, 'address!add', { ...address, country: 'ZZ' }, { token: buyer.token }))
        .errorKey,
    ).toBe('address.countryInvalid');
    expect(
      (await call(t, 'address!add', { ...address, province: 'Atlantis' }, { token: buyer.token }))
        .errorKey,
    ).toBe('address.stateInvalid');
  });

  it('edits and deletes only your own addresses, promoting a new default', async () => {
    const [first] = await list(buyer);
    const stranger = await call(
      t,
      'address!edit',
      {
        ...address,
        id: first!.id,
        contacts: 'Hacker',
      },
      { token: other.token },
    );
    expect(stranger.errorKey).toBe('address.notFound');
    expect((await call(t, 'address!del', { id: first!.id }, { token: other.token })).errorKey).toBe(
      'address.notFound',
    );

    const edited = await call<AddressItem>(
      t,
      'address!edit',
      {
        ...address,
        id: first!.id,
        city: 'Guangzhou',
      },
      { token: buyer.token },
    );
    expect(edited.data).toMatchObject({ city: 'Guangzhou', use: 1 });

    expect((await call(t, 'address!del', { id: first!.id }, { token: buyer.token })).code).toBe(
      '0',
    );
    const rest = await list(buyer);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.use).toBe(1);
  });

  it('caps the address book, also under parallel adds', async () => {
    const user = await createParty(t);
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) =>
        call(t, 'address!add', { ...address, contacts: `R${i}` }, { token: user.token }),
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
      await call<Array<{ code: string; areaCode: string }>>(
        t,
        'address!listCountry',
        {},
        { method: 'GET' },
      )
    ).data;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries.find((c) => c.code === 'AE')?.areaCode).toBe('971');
    const states = (
      await call<Array<{ code: string; name: string }>>(
        t,
        'address!listState',
        { country: 'cn' },
        { method: 'GET' },
      )
    ).data;
    expect(states.some((s) => s.name === 'Guangdong')).toBe(true);
    const cities = (
      await call<Array<{ name: string }>>(
        t,
        'address!listCity',
        { country: 'CN', state: 'GD' },
        { method: 'GET' },
      )
    ).data;
    expect(cities.some((c) => c.name === 'Shenzhen')).toBe(true);
  });
});
