// Stock hoarding: a buyer's unpaid orders together hold at most what one order may buy of a
// listing; cancelling (or paying) one frees the room, and the refusal names the limit.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import {
  addAddress,
  createListing,
  createStore,
  setParameter,
  stockOf,
} from '../../testing/marketplace.ts';
import { createParty, type Party } from '../../testing/parties.ts';

let t: TestApp;
let buyer: Party;
let other: Party;
let listing: string;
let addressId: string;
let otherAddressId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { order: { sweepIntervalMs: 0 } } });
  buyer = await createParty(t);
  other = await createParty(t);
  const store = await createStore(t.database, null);
  listing = await createListing(t.database, store, { sellingPrice: '2', stock: 1000 });
  addressId = await addAddress(t.app, buyer);
  otherAddressId = await addAddress(t.app, other);
  await setParameter(t.database, 'order_max_unpaid', '100');
  await setParameter(t.database, 'mall_max_goods_number_in_order', '10');
});

afterAll(async () => {
  await t?.close();
});

const submit = (party: Party, address: string, num: number) =>
  call<{ orders: { orderId: string }[] }>(
    t.app,
    'order!submit',
    { addressId: address, items: [{ sellerGoodsId: listing, num }] },
    { token: party.token },
  );

it("one buyer's unpaid orders hold at most one order's maximum of a listing", async () => {
  const first = await submit(buyer, addressId, 6);
  expect(first.code).toBe('0');
  expect((await submit(buyer, addressId, 4)).code).toBe('0');
  // 10 units are held: one more unit is refused, with the limit in the reason.
  const refused = await submit(buyer, addressId, 1);
  expect(refused).toMatchObject({ code: '1', errorKey: 'order.holdLimit' });
  expect(refused.msg).toContain('10');
  expect(await stockOf(t.database, listing)).toBe(990);
  // Another buyer is not affected.
  expect((await submit(other, otherAddressId, 10)).code).toBe('0');
  // Cancelling an unpaid order gives its units back to the buyer's room.
  await okCall(
    t.app,
    'order!cancel',
    { orderId: first.data.orders[0]!.orderId, reason: 0 },
    { token: buyer.token },
  );
  expect((await submit(buyer, addressId, 6)).code).toBe('0');
  expect((await submit(buyer, addressId, 1)).errorKey).toBe('order.holdLimit');
});
