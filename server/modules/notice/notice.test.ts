// The notice feed through HTTP on a real PostgreSQL: the events write their notice in their own
// transaction (a shipped order, a deposit credited or rejected with its reason in the reader's
// language, a hidden listing) and a refused event writes none; announcements per brand; unread
// counts and marking read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeItem } from '../../../domain/api/chat.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { call, okCall } from '../../testing/calls.ts';
import { addAddress, createListing, createStore, fund, PROOF } from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: Party;
let seller: Party;

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    config: {
      order: { ...base.order, sweepIntervalMs: 0 },
      // Proof deposits are open where the platform names an address to pay to.
      wallet: {
        ...base.wallet,
        // Manual deposits open only where money can leave: a network (no node needed here).
        chain: testChain(),
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  seller = await createParty(t, { roles: ['user', 'seller'] });
});
afterAll(async () => {
  await t?.close();
});

const feed = async (user: Party, lang = 'en') =>
  (
    await okCall<{ pageList: NoticeItem[] }>(
      t.app,
      'notice!list',
      { lang },
      { token: user.token, method: 'GET' },
    )
  ).pageList;
const unread = async (user: Party) =>
  (
    await okCall<{ count: number }>(
      t.app,
      'notice!unread',
      {},
      { token: user.token, method: 'GET' },
    )
  ).count;

describe('notices written with their events', () => {
  it('reports a shipped order, linked to it; a refused ship writes nothing', async () => {
    const buyer = await createParty(t);
    const addressId = await addAddress(t.app, buyer);
    await fund(t.database, buyer.userId, '50');
    const store = await createStore(t.database, seller, 'Notice Store');
    const listing = await createListing(t.database, store, { sellingPrice: '10', stock: 5 });
    const submitted = await okCall(
      t.app,
      'order!submit',
      { addressId, items: [{ sellerGoodsId: listing, num: 1 }] },
      { token: buyer.token },
    );
    const { orderId, serialNumber } = submitted.orders[0];
    await okCall(t.app, 'order!pay', { safeword: FUND_PASSWORD, orderId }, { token: buyer.token });
    const early = await call(
      t.app,
      'seller/order!ship',
      { orderId: 'nope', carrier: 'DHL', trackingNumber: 'X1' },
      { token: seller.token },
    );
    expect(early.code).toBe('1');
    expect(await feed(buyer)).toEqual([]);
    await okCall(t.app, 'seller/order!confirm', { orderId }, { token: seller.token });
    await okCall(
      t.app,
      'seller/order!ship',
      { orderId, carrier: 'DHL', trackingNumber: 'JD123' },
      { token: seller.token },
    );
    const notices = await feed(buyer);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'order.shipped',
        params: { serialNumber, carrier: 'DHL', trackingNumber: 'JD123' },
        link: { kind: 'order', id: orderId },
        read: false,
      }),
    ]);
    expect(await unread(buyer)).toBe(1);
    expect(
      (await okCall(t.app, 'notice!read', { id: notices[0]!.id }, { token: buyer.token })).count,
    ).toBe(0);
    expect((await feed(buyer))[0]!.read).toBe(true);
  });

  it('reports a rejected deposit with the reason in the reader language, and a credited one', async () => {
    const user = await createParty(t);
    const deposit = async () => {
      const open = await okCall(
        t.app,
        'rechargeBlockchain!recharge_open',
        {},
        { token: user.token },
      );
      return okCall<{ id: string }>(
        t.app,
        'rechargeBlockchain!recharge',
        { session_token: open.session_token, symbol: 'USDT', amount: '20', img: PROOF },
        { token: user.token },
      );
    };
    const first = await deposit();
    await okCall(
      t.app,
      'admin/deposit!reject',
      { id: first.id, reasonCode: 'amount_mismatch' },
      { token: admin.token },
    );
    t.clock.advance(60_000);
    const second = await deposit();
    await okCall(t.app, 'admin/deposit!approve', { id: second.id }, { token: admin.token });
    const [credited, rejected] = await feed(user);
    expect(credited).toMatchObject({ kind: 'deposit.credited', params: { amount: '20' } });
    expect(rejected).toMatchObject({ kind: 'deposit.rejected', link: { id: first.id } });
    expect(String(rejected!.params.reason)).not.toBe('');
    const [, inChinese] = await feed(user, 'cn');
    expect(inChinese!.params.reason).not.toBe(rejected!.params.reason);
  });

  it('tells the store owner when an operator hides a listing', async () => {
    const owner = await createParty(t, { roles: ['user', 'seller'] });
    const store = await createStore(t.database, owner);
    const listing = await createListing(t.database, store, { sellingPrice: '8' });
    await okCall(
      t.app,
      'admin/goods!hide',
      { sellerGoodsId: listing, reasonCode: 'other', reason: 'Photos show another item.' },
      { token: admin.token },
    );
    expect(await feed(owner)).toEqual([
      expect.objectContaining({
        kind: 'listing.hidden',
        params: { reason: 'Photos show another item.' },
        link: { kind: 'listing', id: listing },
      }),
    ]);
  });
});

describe('announcements', () => {
  it('reach the users of one brand, count as unread, and read all at once', async () => {
    const user = await createParty(t);
    const brand = t.config.defaultBrand;
    const refused = await call(
      t.app,
      'admin/notice!announce',
      { brand, title: 'Hi', content: 'x' },
      { token: user.token },
    );
    expect(refused.errorKey).toBe('auth.noPermission');
    expect(
      (
        await call(
          t.app,
          'admin/notice!announce',
          { brand: 'no-such-brand', title: 'Hi', content: 'x' },
          { token: admin.token },
        )
      ).errorKey,
    ).toBe('param.invalid');
    const { id } = await okCall<{ id: string }>(
      t.app,
      'admin/notice!announce',
      { brand, title: 'Holiday hours', content: 'Support answers until 18:00.' },
      { token: admin.token },
    );
    // Who told every user of the brand what is in the audit log (issue 34).
    const audit = await t.database.pool.query(
      `select actor_id, after from audit_log where action = 'notice.announce' and target_id = $1`,
      [id],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: admin.userId,
        after: { brand, title: 'Holiday hours', content: 'Support answers until 18:00.' },
      },
    ]);
    expect(await feed(user)).toEqual([
      expect.objectContaining({ kind: 'announcement', title: 'Holiday hours', read: false }),
    ]);
    expect(await unread(user)).toBe(1);
    await okCall(t.app, 'notice!read', {}, { token: user.token });
    expect(await unread(user)).toBe(0);
  });
});
