// The operator console's rules on a real PostgreSQL through HTTP: the audit log is append-only in
// the database itself and filterable; every decision takes a reason (required on reject) that the
// affected user reads in their language (standard reasons) or verbatim (free text); no operator
// decides on their own deposit, withdrawal, refund, order or store application; and every
// `admin/...` call is checked against the caller's roles (buyer, seller, support, admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../domain/api/endpoints.ts';
import { reasonTexts } from '../../../domain/operator/reasons.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/operator.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { addAddress, createListing, createStore } from '../order/order.test-support.ts';
import {
  call,
  expectOk,
  expectRefused,
  fund,
  makeUser,
  PROOF,
  randomXpub,
  relogin,
  type TestApp,
  type TestUser,
} from '../wallet/wallet.testing.ts';

let t: TestApp;
let admin: TestUser;
let admin2: TestUser;
let support: TestUser;
// 10:00 in Shanghai.
const START = '2026-03-02T02:00:00Z';
const clock = testClock(START);
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: {
          code: 'ERC20',
          coin: 'USDT',
          chainId: 31337,
          rpcUrl: 'http://127.0.0.1:9',
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          decimals: 6,
          confirmations: 3,
          depositMin: '1',
          depositXpub: randomXpub().xpub,
          hotWalletKey: undefined,
          startBlock: undefined,
          pollMs: 0,
          testNetwork: false,
        },
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        withdraw: { ...base.wallet.withdraw, min: '10', max: '5000', window: '00:00-00:00' },
      },
    },
  });
  admin = await makeUser(t, { roles: ['user', 'admin'] });
  admin2 = await makeUser(t, { roles: ['user', 'admin'] });
  support = await makeUser(t, { roles: ['user', 'support'] });
});

afterAll(async () => {
  await t?.close();
});

async function proofDeposit(user: TestUser, amount = '40'): Promise<string> {
  const open = expectOk(
    await call<{ session_token: string }>(
      t,
      'rechargeBlockchain!recharge_open',
      {},
      { token: user.token },
    ),
  );
  return expectOk(
    await call<{ id: string }>(
      t,
      'rechargeBlockchain!recharge',
      { session_token: open.session_token, symbol: 'USDT', amount, img: PROOF },
      { token: user.token },
    ),
  ).id;
}

async function withdrawal(user: TestUser, amount = '20', funded = false): Promise<string> {
  if (!funded) await fund(t, user, admin, '100');
  expectOk(
    await call(
      t,
      'user!bindWithdrawAddress',
      { channel: 'ERC20', address: ADDRESS, safeword: '123456' },
      { token: user.token },
    ),
  );
  const open = expectOk(
    await call<{ session_token: string }>(t, 'withdraw!withdraw_open', {}, { token: user.token }),
  );
  return expectOk(
    await call<{ id: string }>(
      t,
      'withdraw!apply',
      { channel: 'ERC20', amount, safeword: '123456', session_token: open.session_token },
      { token: user.token },
    ),
  ).id;
}

const party = (user: TestUser) => ({ userId: user.id, username: user.username, token: user.token });

/** A paid order of `buyer` from a store owned by `storeOwner` (or nobody), with a refund asked. */
async function refundRequested(buyer: TestUser, storeOwner: TestUser | null): Promise<string> {
  const store = await createStore(t.database, storeOwner ? party(storeOwner) : null);
  const listing = await createListing(t.database, store, { sellingPrice: '10' });
  await fund(t, buyer, admin, '50');
  const addressId = await addAddress(t.app, party(buyer));
  const placed = expectOk(
    await call<{ orders: Array<{ orderId: string }> }>(
      t,
      'order!submit',
      { addressId, items: JSON.stringify([{ sellerGoodsId: listing, num: 1 }]) },
      { token: buyer.token },
    ),
  );
  const orderId = placed.orders[0]!.orderId;
  expectOk(await call(t, 'order!pay', { orderId, payMethod: 'balance' }, { token: buyer.token }));
  expectOk(
    await call(
      t,
      'order!returns',
      { orderId, reason: 'dislike', content: 'Changed my mind', imgUrls: '[]' },
      { token: buyer.token },
    ),
  );
  return orderId;
}

async function storeApplication(user: TestUser): Promise<string> {
  const [category] = (
    await t.database.pool.query<{ id: string }>('select id from categories limit 1')
  ).rows;
  return expectOk(
    await call<{ id: string }>(
      t,
      'seller/store!apply',
      {
        name: 'Harbour Lights Trading',
        description: 'Lamps and lanterns by the carton.',
        logo: `/uploads/store/${'1'.padStart(26, '0')}.png`,
        contactEmail: 'sales@harbour.example',
        contactPhone: '+852 5555 0101',
        country: 'hk',
        categoryIds: JSON.stringify([category!.id]),
        companyName: 'Harbour Lights Trading Ltd',
        registrationNumber: 'HK-778812',
      },
      { token: user.token },
    ),
  ).id;
}

describe('the audit log', () => {
  it('records a decision with who, what, before / after, reason and address; the database refuses to rewrite it', async () => {
    const user = await makeUser(t);
    const id = await proofDeposit(user);
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id, reasonCode: 'amount_mismatch', reason: 'Received 4, not 40.' },
        { token: admin.token },
      ),
    );
    const rows = await t.database.pool.query<{
      actor_id: string;
      action: string;
      before: { status: string };
      after: { status: string };
      reason_code: string;
      reason: string;
      ip: string;
    }>('select * from audit_log where target_id = $1', [id]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({
      actor_id: admin.id,
      action: 'deposit.reject',
      before: { status: 'pending_review' },
      after: { status: 'rejected' },
      reason_code: 'amount_mismatch',
      reason: 'Received 4, not 40.',
      ip: '127.0.0.1',
    });

    // Append-only, whatever the code does: UPDATE, DELETE and TRUNCATE all fail.
    await expect(
      t.database.pool.query(`update audit_log set reason = 'tampered' where target_id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.pool.query('delete from audit_log where target_id = $1', [id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.database.pool.query('truncate audit_log')).rejects.toThrow(/append-only/);
    const after = await t.database.db.select().from(auditLog);
    expect(after.find((row) => row.targetId === id)?.reason).toBe('Received 4, not 40.');
  });

  it('admin/audit!list filters by actor, action, target and platform days, paged on the server', async () => {
    const user = await makeUser(t);
    // Moving the clock by days ends sessions (idle limit): everyone logs in again.
    const moveTo = async (time: string) => {
      clock.set(time);
      for (const who of [user, admin, admin2, support]) await relogin(t, who);
    };
    await moveTo('2026-03-10T03:00:00Z'); // 11:00 on 10 March in Shanghai
    const first = await proofDeposit(user, '11');
    expectOk(
      await call(t, 'admin/deposit!approve', { id: first, reason: 'ok' }, { token: admin.token }),
    );
    const second = await proofDeposit(user, '12');
    await moveTo('2026-03-11T15:30:00Z'); // 23:30 on 11 March in Shanghai
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: second, reasonCode: 'proof_unclear' },
        { token: admin2.token },
      ),
    );

    type Page = {
      pageList: Array<{ targetId: string; action: string; actorName: string; createTime: string }>;
      pageInfo: { totalElements: number; totalPages: number };
    };
    const list = async (params: Record<string, unknown>) =>
      expectOk(
        await call<Page>(t, 'admin/audit!list', params, { token: support.token, method: 'GET' }),
      );

    const april = await list({ from: '2026-03-10', to: '2026-03-11' });
    expect(april.pageList.map((e) => e.targetId)).toEqual([second, first]);
    expect(april.pageList[0]).toMatchObject({
      action: 'deposit.reject',
      actorName: admin2.username,
      createTime: '2026-03-11 23:30:00',
    });
    expect((await list({ from: '2026-03-11', to: '2026-03-11' })).pageList).toHaveLength(1);
    expect((await list({ from: '2026-03-12' })).pageList).toEqual([]);
    expect(
      (await list({ actor: admin2.username, action: 'deposit.reject' })).pageList.map(
        (e) => e.targetId,
      ),
    ).toContain(second);
    expect(
      (await list({ actor: admin.username, from: '2026-03-10', to: '2026-03-11' })).pageList.map(
        (e) => e.targetId,
      ),
    ).toEqual([first]);
    expect((await list({ actor: 'nobody-at-all' })).pageInfo.totalElements).toBe(0);
    expect(
      (await list({ targetKind: 'deposit', targetId: first })).pageList.map((e) => e.action),
    ).toEqual(['deposit.approve']);
    const paged = await list({ from: '2026-03-10', to: '2026-03-11', pageSize: 1, pageNum: 2 });
    expect(paged.pageList.map((e) => e.targetId)).toEqual([first]);
    expect(paged.pageInfo).toMatchObject({ totalElements: 2, totalPages: 2 });
    await moveTo(START);
  });
});

describe('reasons on every decision', () => {
  it('a rejection without a reason is refused and changes nothing', async () => {
    const user = await makeUser(t);
    const id = await proofDeposit(user);
    for (const params of [{ id }, { id, reasonCode: 'other' }, { id, reason: '   ' }]) {
      expectRefused(
        await call(t, 'admin/deposit!reject', params, { token: admin.token }),
        'param.missing',
      );
    }
    const records = expectOk(
      await call<{ pageList: Array<{ id: string; statusDetail: string }> }>(
        t,
        'rechargeBlockchain!list',
        {},
        { token: user.token, method: 'GET' },
      ),
    );
    expect(records.pageList.find((r) => r.id === id)?.statusDetail).toBe('pending_review');
  });

  it('deposits and withdrawals: a standard reason in the user language, free text verbatim', async () => {
    const user = await makeUser(t);
    const standard = await proofDeposit(user);
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: standard, reasonCode: 'payment_not_received' },
        { token: admin.token },
      ),
    );
    const verbatim = await proofDeposit(user);
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: verbatim, reasonCode: 'other', reason: 'Ваш банк вернул перевод.' },
        { token: admin.token },
      ),
    );
    const read = async (lang: string) =>
      expectOk(
        await call<{ pageList: Array<{ id: string; failureReason: string }> }>(
          t,
          'rechargeBlockchain!list',
          { lang },
          { token: user.token, method: 'GET' },
        ),
      ).pageList;
    for (const lang of ['cn', 'ar', 'de'] as const) {
      const list = await read(lang);
      expect(list.find((r) => r.id === standard)?.failureReason).toBe(
        reasonTexts.payment_not_received[lang],
      );
      expect(list.find((r) => r.id === verbatim)?.failureReason).toBe('Ваш банк вернул перевод.');
    }

    const payout = await withdrawal(user);
    expectOk(
      await call(
        t,
        'admin/withdraw!reject',
        { id: payout, reasonCode: 'address_invalid' },
        { token: admin.token },
      ),
    );
    const withdrawals = expectOk(
      await call<{ pageList: Array<{ id: string; failureReason: string }> }>(
        t,
        'withdraw!list',
        { lang: 'ja' },
        { token: user.token, method: 'GET' },
      ),
    );
    expect(withdrawals.pageList.find((r) => r.id === payout)?.failureReason).toBe(
      reasonTexts.address_invalid.ja,
    );
  });

  it('refunds: the buyer reads the operator reason on the order', async () => {
    const buyer = await makeUser(t);
    const orderId = await refundRequested(buyer, null);
    expectRefused(
      await call(t, 'admin/order!rejectRefund', { orderId }, { token: admin.token }),
      'param.missing',
    );
    expectOk(
      await call(
        t,
        'admin/order!rejectRefund',
        { orderId, reasonCode: 'outside_policy' },
        { token: admin.token },
      ),
    );
    const info = expectOk(
      await call<{ orderInfo: { refund: { remark: string } } }>(
        t,
        'order!info',
        { orderId, lang: 'ar' },
        { token: buyer.token, method: 'GET' },
      ),
    );
    expect(info.orderInfo.refund.remark).toBe(reasonTexts.outside_policy.ar);
  });

  it('store applications: the applicant reads the reason in their language', async () => {
    const user = await makeUser(t);
    await t.database.pool.query(
      `insert into categories (id, names) values ('cat-lighting', '{"en":"Lighting"}') on conflict do nothing`,
    );
    const id = await storeApplication(user);
    expectOk(
      await call(
        t,
        'admin/store!reject',
        { id, reasonCode: 'documents_incomplete', reason: 'Page 2 is missing.' },
        { token: admin.token },
      ),
    );
    const mine = expectOk(
      await call<{ reason: string; status: string }>(
        t,
        'seller/store!application',
        { lang: 'fr' },
        { token: user.token, method: 'GET' },
      ),
    );
    expect(mine).toMatchObject({
      status: 'rejected',
      reason: `${reasonTexts.documents_incomplete.fr} Page 2 is missing.`,
    });
  });
});

describe('no operator decides on their own records', () => {
  it('deposit, withdrawal, refund, order of their store and store application are refused', async () => {
    const operator = await makeUser(t, { roles: ['user', 'admin'] });
    const deposit = await proofDeposit(operator, '100');
    expectRefused(
      await call(t, 'admin/deposit!approve', { id: deposit }, { token: operator.token }),
      'operator.ownRecord',
    );
    // Another operator may decide it.
    expectOk(await call(t, 'admin/deposit!approve', { id: deposit }, { token: admin.token }));
    const payout = await withdrawal(operator, '20', true);
    expectRefused(
      await call(t, 'admin/withdraw!approve', { id: payout }, { token: operator.token }),
      'operator.ownRecord',
    );
    expectOk(
      await call(
        t,
        'admin/withdraw!reject',
        { id: payout, reasonCode: 'security_review' },
        { token: admin.token },
      ),
    );
    // A refund of an order they bought.
    const bought = await refundRequested(operator, null);
    expectRefused(
      await call(t, 'admin/order!approveRefund', { orderId: bought }, { token: operator.token }),
      'operator.ownRecord',
    );
    // Their store application (before they run a store).
    await t.database.pool.query(
      `insert into categories (id, names) values ('cat-lighting', '{"en":"Lighting"}') on conflict do nothing`,
    );
    const application = await storeApplication(operator);
    expectRefused(
      await call(t, 'admin/store!approve', { id: application }, { token: operator.token }),
      'operator.ownRecord',
    );
    // A refund of an order their own store sold.
    const buyer = await makeUser(t);
    const sold = await refundRequested(buyer, operator);
    expectRefused(
      await call(
        t,
        'admin/order!rejectRefund',
        { orderId: sold, reasonCode: 'outside_policy' },
        { token: operator.token },
      ),
      'operator.ownRecord',
    );
    expectOk(await call(t, 'admin/order!approveRefund', { orderId: sold }, { token: admin.token }));
    const own = await t.database.pool.query(
      `select count(*)::int as n from audit_log where actor_id = $1`,
      [operator.id],
    );
    expect(own.rows[0]).toEqual({ n: 0 });
  });
});

describe('roles on every admin call', () => {
  it('buyer and seller are refused everything; support reads only; admin may call all', async () => {
    const buyer = await makeUser(t);
    const seller = await makeUser(t, { roles: ['user', 'seller'] });
    const adminCalls = Object.values(endpoints).filter((e) => e.name.startsWith('admin/'));
    expect(adminCalls.length).toBeGreaterThan(10);
    const refused = (answer: { errorKey?: string }) => answer.errorKey === 'auth.noPermission';
    for (const endpoint of adminCalls) {
      const method = endpoint.method === 'read' ? 'GET' : 'POST';
      const as = async (user: TestUser) =>
        call(t, endpoint.name, {}, { token: user.token, method });
      expect(refused(await as(buyer)), `${endpoint.name} as buyer`).toBe(true);
      expect(refused(await as(seller)), `${endpoint.name} as seller`).toBe(true);
      expect(refused(await as(support)), `${endpoint.name} as support`).toBe(
        endpoint.method === 'write',
      );
      expect(refused(await as(admin)), `${endpoint.name} as admin`).toBe(false);
      expect((await call(t, endpoint.name, {}, { method })).status).toBe(403);
    }
  });
});
