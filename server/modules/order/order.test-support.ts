// Fixtures for the order tests: logged-in buyers, sellers (a 'seller' account owning a store) and an
// operator through the accounts service and login call; stores and listings as catalogue rows
// (catalogue data, not counters or balances); delivery addresses through `address!add`; wallet funds
// as a ledger deposit from a clearing account. Everything else goes through the API.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clearing, userAvailable } from '../../../domain/ledger/accounts.ts';
import type { Database } from '../../db/client.ts';
import { categories, goods, sellerGoods, sellers } from '../../db/schema/catalog.ts';
import { newId } from '../../platform/ids.ts';
import type { TestClock } from '../../testing/test-app.ts';
import { hashSecret } from '../account/password-hash.ts';
import { createUserAccount } from '../account/users.service.ts';
import { upsertParameter } from '../settings/settings.repository.ts';
import { checkLedger, postTransfer } from '../ledger/index.ts';

export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  errorKey?: string;
  data: T;
}

/** Every party's login password. */
export const PARTY_PASSWORD = 'secret123';
const PASSWORD = PARTY_PASSWORD;

/** Every party's fund password: paying an order and moving store earnings ask for it. */
export const FUND_PASSWORD = '123456';

// One scrypt hash for every party (its own salt is not what these tests are about).
let fundPasswordHash: Promise<string> | undefined;

/** Answers are read field by field in the tests; the output schemas are checked by the app itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface Party {
  userId: string;
  username: string;
  token: string;
}

export async function call<T = Loose>(
  app: FastifyInstance,
  name: string,
  payload: Record<string, unknown> = {},
  options: { token?: string; key?: string; method?: 'GET' | 'POST' } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await app.inject({
    method: options.method ?? 'POST',
    url: `/api/${name}.action`,
    headers,
    ...(options.method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
  });
  return response.json<Envelope<T>>();
}

/** Expects success and returns data. */
export async function okCall<T = Loose>(
  app: FastifyInstance,
  name: string,
  payload: Record<string, unknown>,
  options: { token?: string; key?: string; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const body = await call<T>(app, name, payload, options);
  expect(body, `${name}: ${body.msg}`).toMatchObject({ code: '0' });
  return body.data;
}

export async function createParty(
  app: FastifyInstance,
  database: Database,
  roles: string[] = ['user'],
): Promise<Party> {
  const username = `u${randomBytes(5).toString('hex')}`;
  const created = await createUserAccount(database.db, { username, password: PASSWORD, roles });
  if (!created.ok) throw new Error(`cannot create user: ${created.key}`);
  fundPasswordHash ??= hashSecret(FUND_PASSWORD);
  await database.pool.query('update users set safeword_hash = $1 where id = $2', [
    await fundPasswordHash,
    created.data.id,
  ]);
  const party = { userId: created.data.id, username, token: '' };
  await relogin(app, party);
  return party;
}

/** Moves the test clock; the parties' sessions, idle past the limit by then, are renewed. */
export async function moveClock(
  t: { app: FastifyInstance; clock: TestClock },
  parties: readonly Party[],
  time: string,
): Promise<void> {
  t.clock.set(time);
  for (const party of parties) await relogin(t.app, party);
}

/** A fresh session (after the test clock moved past the session's idle limit). */
export async function relogin(app: FastifyInstance, party: Party): Promise<void> {
  const session = await okCall<{ token: string }>(app, 'user!newlogin', {
    username: party.username,
    password: PASSWORD,
  });
  party.token = session.token;
}

export async function addAddress(app: FastifyInstance, buyer: Party): Promise<string> {
  const address = await okCall<{ id: string }>(
    app,
    'address!add',
    {
      contacts: 'Ada Buyer',
      email: 'ada@example.com',
      areaCode: '1',
      phone: '5551234567',
      country: 'US',
      province: 'CA',
      city: 'Los Angeles',
      postcode: '90001',
      address: '1 Main Street',
    },
    { token: buyer.token },
  );
  return address.id;
}

export interface Store {
  sellerId: string;
  name: string;
}

export async function createStore(
  database: Database,
  owner: Party | null,
  name = `Store ${randomBytes(3).toString('hex')}`,
): Promise<Store> {
  const sellerId = newId();
  await database.db.insert(sellers).values({
    id: sellerId,
    ownerUserId: owner?.userId ?? null,
    name,
    searchText: name.toLowerCase(),
  });
  return { sellerId, name };
}

export async function createListing(
  database: Database,
  store: Store,
  values: {
    sellingPrice: string;
    discountPrice?: string | null;
    stock?: number;
    buyMin?: number;
    onShelf?: boolean;
  },
): Promise<string> {
  const categoryId = newId();
  await database.db
    .insert(categories)
    .values({ id: categoryId, names: { en: 'Category' } })
    .onConflictDoNothing();
  const goodsId = newId();
  await database.db.insert(goods).values({
    id: goodsId,
    categoryId,
    names: { en: 'Widget', cn: '小部件' },
    descriptions: { en: 'A widget' },
    images: ['/uploads/widget.png'],
  });
  const id = newId();
  await database.db.insert(sellerGoods).values({
    id,
    goodsId,
    sellerId: store.sellerId,
    categoryId,
    sellingPrice: values.sellingPrice,
    discountPrice: values.discountPrice ?? null,
    buyMin: values.buyMin ?? 1,
    stock: values.stock ?? 100,
    onShelf: values.onShelf ?? true,
    searchText: 'widget',
  });
  return id;
}

/** Money in from outside (as a confirmed deposit would bring it), through the ledger. */
export async function fund(database: Database, userId: string, amount: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const posted = await postTransfer(tx, {
      kind: 'test.deposit',
      reference: newId(),
      legs: [
        { account: clearing('test'), amount: `-${amount}` },
        { account: userAvailable(userId), amount },
      ],
      now: new Date(),
    });
    if (!posted.ok) throw new Error('funding failed');
  });
}

/** Order parameters are private; the storefront's `mall_*` settings are public. */
export async function setParameter(database: Database, code: string, value: string): Promise<void> {
  await upsertParameter(database.db, { code, value, public: code.startsWith('mall_') });
}

/**
 * Lets a buyer's receipt release the escrow at once (`order_receipt_hold_minutes` 0), for tests of
 * what follows a release; the hold of a quick first receipt has its own test
 * (payment-step-up.test.ts).
 */
export async function releaseOnReceipt(database: Database): Promise<void> {
  await setParameter(database, 'order_receipt_hold_minutes', '0');
}

export async function expectLedgerClean(database: Database): Promise<void> {
  expect(await checkLedger(database.db)).toEqual([]);
}

export async function balanceOf(app: FastifyInstance, party: Party): Promise<string> {
  const data = await okCall<{ money: string }>(app, 'wallet!getUsdt', {}, { token: party.token });
  return data.money;
}

export async function stockOf(database: Database, sellerGoodsId: string): Promise<number> {
  const rows = await database.pool.query<{ stock: number }>(
    'select stock from seller_goods where id = $1',
    [sellerGoodsId],
  );
  return rows.rows[0]?.stock ?? -1;
}

/** The steps of a buyer's orders through the API, each answering the order id. */
export interface OrderSteps {
  placed(listing: string, num?: number): Promise<string>;
  paid(listing: string, num?: number): Promise<string>;
  ship(orderId: string, owner: Party): Promise<void>;
  receive(orderId: string): Promise<void>;
  /** Placed, paid, shipped by the store's owner and received: released to the store. */
  released(listing: string, owner: Party, num?: number): Promise<string>;
}

export function orderSteps(app: FastifyInstance, buyer: Party, addressId: string): OrderSteps {
  const steps: OrderSteps = {
    async placed(listing, num = 1) {
      const answer = await okCall<{ orders: Array<{ orderId: string }> }>(
        app,
        'order!submit',
        { addressId, items: [{ sellerGoodsId: listing, num }] },
        { token: buyer.token },
      );
      return answer.orders[0]!.orderId;
    },
    async paid(listing, num = 1) {
      const orderId = await steps.placed(listing, num);
      await okCall(
        app,
        'order!pay',
        { orderId, payMethod: 'balance', safeword: FUND_PASSWORD },
        { token: buyer.token },
      );
      return orderId;
    },
    async ship(orderId, owner) {
      await okCall(
        app,
        'seller/order!ship',
        { orderId, carrier: 'Post', trackingNumber: `T-${orderId}` },
        { token: owner.token },
      );
    },
    async receive(orderId) {
      await okCall(app, 'order!receipt', { orderId }, { token: buyer.token });
    },
    async released(listing, owner, num = 1) {
      const orderId = await steps.paid(listing, num);
      await steps.ship(orderId, owner);
      await steps.receive(orderId);
      return orderId;
    },
  };
  return steps;
}
