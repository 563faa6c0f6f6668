// The marketplace around a test's parties: stores and listings as catalogue rows (catalogue data,
// not counters or balances), delivery addresses through `address!add`, wallet funds either as a
// ledger deposit from a clearing account or through the real deposit review, parameters, the
// ledger check, and a buyer's order steps through the API.
import { randomBytes } from 'node:crypto';
import { clearing, userAvailable } from '../../domain/ledger/accounts.ts';
import type { Database } from '../db/client.ts';
import { categories, goods, sellerGoods, sellers } from '../db/schema/catalog.ts';
import { checkLedger, postTransfer } from '../modules/ledger/index.ts';
import { upsertParameter } from '../modules/settings/settings.repository.ts';
import { newId } from '../platform/ids.ts';
import { okCall, type Target } from './calls.ts';
import { createParty, FUND_PASSWORD, type Party } from './parties.ts';
import type { TestApp } from './test-app.ts';

/** A payment proof's URL, of the shape `uploadimg!execute` answers. */
export const PROOF = '/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png';

/** Credits `amount` to the party through a proof deposit the operator approves; its id. */
export async function fundThroughReview(
  target: Target,
  party: Party,
  operator: Party,
  amount: string,
): Promise<string> {
  const open = await okCall<{ session_token: string }>(
    target,
    'rechargeBlockchain!recharge_open',
    {},
    { token: party.token },
  );
  const deposit = await okCall<{ id: string }>(
    target,
    'rechargeBlockchain!recharge',
    { session_token: open.session_token, symbol: 'USDT', amount, img: PROOF },
    { token: party.token },
  );
  await okCall(target, 'admin/deposit!approve', { id: deposit.id }, { token: operator.token });
  return deposit.id;
}

/** A delivery address `address!add` accepts (the API tests' buyers all live here). */
export const TEST_ADDRESS = {
  contacts: 'Ada Buyer',
  email: 'ada@example.com',
  areaCode: '1',
  phone: '5551234567',
  country: 'US',
  province: 'CA',
  city: 'Los Angeles',
  postcode: '90001',
  address: '1 Main Street',
};

export async function addAddress(app: Target, buyer: Party): Promise<string> {
  const address = await okCall<{ id: string }>(app, 'address!add', TEST_ADDRESS, {
    token: buyer.token,
  });
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

/** Money in from outside (as a confirmed deposit would bring it), straight through the ledger. */
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

/** Every posting balances and every balance is its postings' sum; throws with the problems. */
export async function expectLedgerClean(database: Database): Promise<void> {
  const problems = await checkLedger(database.db);
  if (problems.length > 0) throw new Error(`ledger problems: ${JSON.stringify(problems)}`);
}

export async function balanceOf(app: Target, party: Party): Promise<string> {
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

export function orderSteps(app: Target, buyer: Party, addressId: string): OrderSteps {
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

/**
 * The cast of an order test: a buyer with an address and funds, a seller's store with one listing,
 * an admin; orders release the escrow on receipt.
 */
export async function orderCast(
  t: TestApp,
  listing: { sellingPrice: string; stock: number },
  funds: string,
) {
  await releaseOnReceipt(t.database);
  const buyer = await createParty(t);
  const seller = await createParty(t, { roles: ['user', 'seller'] });
  const operator = await createParty(t, { roles: ['user', 'admin'] });
  const listingId = await createListing(t.database, await createStore(t.database, seller), listing);
  const addressId = await addAddress(t.app, buyer);
  await fund(t.database, buyer.userId, funds);
  return { buyer, seller, operator, listing: listingId, addressId };
}
