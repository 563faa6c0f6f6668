// The footer's figure is counted from recorded orders: orders the buyer received in two countries
// (one of them twice) and a paid, unreceived order in a third make "delivered to 2 countries and
// regions"; before any delivery the figure is 0 and the footer says nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { okCall } from '../../testing/calls.ts';
import {
  createListing,
  createStore,
  fund,
  releaseOnReceipt,
  setParameter,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let buyer: Party;
let seller: Party;
let listing: string;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  await releaseOnReceipt(t.database);
  buyer = await createParty(t);
  seller = await createParty(t, { roles: ['user', 'seller'] });
  listing = await createListing(t.database, await createStore(t.database, seller), {
    sellingPrice: '10',
    stock: 100,
  });
  await fund(t.database, buyer.userId, '1000');
  await setParameter(t.database, 'order_max_unpaid', '100');
});

afterAll(async () => {
  await t?.close();
});

async function addressIn(country: string, province: string): Promise<string> {
  const address = await okCall<{ id: string }>(
    t.app,
    'address!add',
    {
      contacts: 'Ada Buyer',
      email: 'ada@example.com',
      areaCode: '1',
      phone: '5551234567',
      country,
      province,
      city: 'Somewhere',
      postcode: '10001',
      address: '1 Main Street',
    },
    { token: buyer.token },
  );
  return address.id;
}

/** An order shipped to `addressId`, paid and shipped; received by the buyer when `receive`. */
async function orderTo(addressId: string, receive: boolean): Promise<void> {
  const placed = await okCall(
    t.app,
    'order!submit',
    { addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
    { token: buyer.token },
  );
  const orderId = placed.orders[0].orderId as string;
  await okCall(
    t.app,
    'order!pay',
    { safeword: FUND_PASSWORD, orderId, payMethod: 'balance' },
    { token: buyer.token },
  );
  await okCall(
    t.app,
    'seller/order!ship',
    { orderId, carrier: 'Post', trackingNumber: 'T1' },
    { token: seller.token },
  );
  if (receive) await okCall(t.app, 'order!receipt', { orderId }, { token: buyer.token });
}

const figures = () => okCall<{ deliveredCountries: number }>(t.app, 'brand!figures', {});

describe('brand!figures', () => {
  it('counts the countries and regions orders were delivered to, and nothing else', async () => {
    expect(await figures()).toEqual({ deliveredCountries: 0 });
    const us = await addressIn('US', 'CA');
    const de = await addressIn('DE', 'BE');
    const jp = await addressIn('JP', '13');
    await orderTo(us, true);
    await orderTo(us, true);
    await orderTo(de, true);
    await orderTo(jp, false);
    const received = new Set(['US', 'DE']);
    expect(await figures()).toEqual({ deliveredCountries: received.size });
  });
});
