// The operator console's rules on a real PostgreSQL through HTTP: the audit log is append-only in
// the database itself and filterable; every decision takes a reason (required on reject) that the
// affected user reads in their language (standard reasons) or verbatim (free text); no operator
// decides on their own deposit, withdrawal, refund, order or store application; and every
// `admin/...` call is checked against the caller's roles (buyer, seller, support, admin).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../domain/api/endpoints.ts';
import { reasonTexts } from '../../../domain/operator/reasons.ts';
import { sellerCallsUnderWay } from '../../../domain/operator/user-status.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/operator.ts';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import {
  addAddress,
  createListing,
  createStore,
  fundThroughReview,
  PROOF,
} from '../../testing/marketplace.ts';
import { createParty, FUND_PASSWORD, type Party, relogin } from '../../testing/parties.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';

let t: TestApp;
let admin: Party;
let admin2: Party;
let support: Party;
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
        chain: testChain(),
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        withdraw: {
          ...base.wallet.withdraw,
          min: '10',
          max: '5000',
          window: '00:00-00:00',
          // Bound addresses may be paid at once here (the hold is tested in wallet.test.ts).
          addressHoldHours: 0,
        },
      },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  admin2 = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
});

afterAll(async () => {
  await t?.close();
});

async function proofDeposit(user: Party, amount = '40'): Promise<string> {
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

async function withdrawal(user: Party, amount = '20', funded = false): Promise<string> {
  if (!funded) await fundThroughReview(t, user, admin, '100');
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

/** A paid order of `buyer` from a store owned by `storeOwner` (or nobody), with a refund asked. */
async function refundRequested(buyer: Party, storeOwner: Party | null): Promise<string> {
  const store = await createStore(t.database, storeOwner ? storeOwner : null);
  const listing = await createListing(t.database, store, { sellingPrice: '10' });
  await fundThroughReview(t, buyer, admin, '50');
  const addressId = await addAddress(t.app, buyer);
  const placed = expectOk(
    await call<{ orders: Array<{ orderId: string }> }>(
      t,
      'order!submit',
      { addressId, items: JSON.stringify([{ sellerGoodsId: listing, num: 1 }]) },
      { token: buyer.token },
    ),
  );
  const orderId = placed.orders[0]!.orderId;
  expectOk(
    await call(
      t,
      'order!pay',
      { safeword: FUND_PASSWORD, orderId, payMethod: 'balance' },
      { token: buyer.token },
    ),
  );
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

async function storeApplication(user: Party): Promise<string> {
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
    const user = await createParty(t);
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
      actor_id: admin.userId,
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
    const user = await createParty(t);
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
      pageList: Array<{
        targetId: string;
        targetName: string;
        action: string;
        actorName: string;
        createTime: string;
      }>;
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
    // The record is named, not only identified: the deposit's serial number and its owner.
    const serials = await t.database.pool.query<{ id: string; serial_no: string }>(
      'select id, serial_no from deposits where id = any($1)',
      [[first, second]],
    );
    const serialOf = new Map(serials.rows.map((row) => [row.id, row.serial_no]));
    expect(april.pageList.map((e) => e.targetName)).toEqual([
      `${serialOf.get(second)} · ${user.username}`,
      `${serialOf.get(first)} · ${user.username}`,
    ]);
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
    const user = await createParty(t);
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
    const user = await createParty(t);
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
    const buyer = await createParty(t);
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
    const user = await createParty(t);
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
    const operator = await createParty(t, { roles: ['user', 'admin'] });
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
    const buyer = await createParty(t);
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
      [operator.userId],
    );
    expect(own.rows[0]).toEqual({ n: 0 });
  });
});

describe('roles on every admin call', () => {
  it('buyer and seller are refused everything; support reads and answers chat only; admin may call all', async () => {
    const buyer = await createParty(t);
    const seller = await createParty(t, { roles: ['user', 'seller'] });
    const adminCalls = Object.values(endpoints).filter((e) => e.name.startsWith('admin/'));
    expect(adminCalls.length).toBeGreaterThan(10);
    const refused = (answer: { errorKey?: string }) => answer.errorKey === 'auth.noPermission';
    for (const endpoint of adminCalls) {
      const method = endpoint.method === 'read' ? 'GET' : 'POST';
      const as = async (user: Party) => call(t, endpoint.name, {}, { token: user.token, method });
      expect(refused(await as(buyer)), `${endpoint.name} as buyer`).toBe(true);
      expect(refused(await as(seller)), `${endpoint.name} as seller`).toBe(true);
      // Writes are the admin's, except what support is for: answering customer-service chat.
      expect(refused(await as(support)), `${endpoint.name} as support`).toBe(
        endpoint.method === 'write' && !endpoint.name.startsWith('admin/chat!'),
      );
      expect(refused(await as(admin)), `${endpoint.name} as admin`).toBe(false);
      expect((await call(t, endpoint.name, {}, { method })).status).toBe(403);
    }
  });
});

describe('users', () => {
  type UserPage = {
    pageList: Array<{ id: string; username: string; roles: string[]; status: string }>;
    pageInfo: { totalElements: number };
  };
  const list = async (params: Record<string, unknown>) =>
    expectOk(
      await call<UserPage>(t, 'admin/user!list', params, { token: support.token, method: 'GET' }),
    );

  it('admin/user!list searches name, e-mail, user code and phone and filters role and status', async () => {
    const user = await createParty(t);
    await t.database.pool.query(`update users set email = $2, phone = $3 where id = $1`, [
      user.userId,
      `${user.username}@mail.example`,
      `+1555${user.userId.slice(-6)}`,
    ]);
    const [row] = (
      await t.database.pool.query<{ usercode: string; phone: string }>(
        'select usercode, phone from users where id = $1',
        [user.userId],
      )
    ).rows;
    for (const q of [
      user.username.slice(2, 10).toUpperCase(),
      `${user.username}@MAIL.example`,
      row!.usercode,
      row!.phone.slice(2),
    ]) {
      expect(
        (await list({ q })).pageList.map((u) => u.id),
        q,
      ).toContain(user.userId);
    }
    expect((await list({ q: '%' })).pageList.map((u) => u.id)).not.toContain(user.userId);
    const supports = await list({ role: 'support' });
    expect(supports.pageList.map((u) => u.id)).toContain(support.userId);
    expect(supports.pageList.every((u) => u.roles.includes('support'))).toBe(true);
    const paged = await list({ pageSize: 2 });
    expect(paged.pageList).toHaveLength(2);
    const count = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from users',
    );
    expect(paged.pageInfo.totalElements).toBe(count.rows[0]!.n);
  });

  it('admin/user!info shows balances from the ledger, wallet records, orders, sessions and login attempts', async () => {
    const buyer = await createParty(t);
    const wrong = await call(t, 'user!newlogin', { username: buyer.username, password: 'nope999' });
    expect(wrong.errorKey).toBe('auth.wrongPassword');
    const orderId = await refundRequested(buyer, null); // funds 50, pays 10
    const info = expectOk(
      await call<{
        user: { username: string };
        balances: { available: string; held: string };
        orders: Array<{ orderId: string; total: string }>;
        deposits: Array<{ amount: string; status: string }>;
        sessions: Array<{ revokeTime: string }>;
        loginAttempts: Array<{ success: boolean; outcome: string }>;
      }>(t, 'admin/user!info', { id: buyer.userId }, { token: support.token, method: 'GET' }),
    );
    const ledger = await t.database.pool.query<{ code: string; balance: string }>(
      `select code, balance::text from ledger_accounts where owner_id = $1`,
      [buyer.userId],
    );
    const available = ledger.rows.find((r) => r.code.includes('available'))?.balance ?? '0';
    expect(Number(info.balances.available)).toBe(Number(available));
    expect(info.balances.available).toBe('40');
    expect(info.orders.map((o) => o.orderId)).toEqual([orderId]);
    expect(info.orders[0]!.total).toBe('10');
    expect(info.deposits).toEqual([expect.objectContaining({ amount: '50', status: 'success' })]);
    expect(info.sessions.length).toBeGreaterThanOrEqual(1);
    expect(info.loginAttempts.map((a) => a.success)).toEqual(expect.arrayContaining([true, false]));
    // Reading a person's record is audited: who looked at whom, when (issue 34).
    const views = await t.database.pool.query(
      `select actor_id, target_kind from audit_log where action = 'user.view' and target_id = $1`,
      [buyer.userId],
    );
    expect(views.rows).toEqual([{ actor_id: support.userId, target_kind: 'user' }]);
    expect(
      (
        await call(
          t,
          'admin/user!info',
          { id: 'no-such-user' },
          { token: admin.token, method: 'GET' },
        )
      ).errorKey,
    ).toBe('auth.userNotFound');
  });

  it('disabling takes a reason, ends the sessions at once, and the login refusal states it in the user language', async () => {
    const user = await createParty(t);
    expectRefused(
      await call(
        t,
        'admin/user!setStatus',
        { id: user.userId, status: 'disabled' },
        { token: admin.token },
      ),
      'param.missing',
    );
    expectRefused(
      await call(
        t,
        'admin/user!setStatus',
        { id: admin.userId, status: 'disabled', reasonCode: 'terms_violation' },
        { token: admin.token },
      ),
      'operator.ownRecord',
    );
    const disabled = expectOk(
      await call<{ status: string; statusReason: string }>(
        t,
        'admin/user!setStatus',
        { id: user.userId, status: 'disabled', reasonCode: 'terms_violation', lang: 'de' },
        { token: admin.token },
      ),
    );
    expect(disabled).toMatchObject({
      status: 'disabled',
      statusReason: reasonTexts.terms_violation.de,
    });
    // The session in hand stops at once.
    expect((await call(t, 'wallet!getUsdt', {}, { token: user.token })).status).toBe(403);
    const refused = await call(t, 'user!newlogin', {
      username: user.username,
      password: user.password,
      lang: 'cn',
    });
    expect(refused.errorKey).toBe('auth.accountDisabledReason');
    expect(refused.msg).toContain(reasonTexts.terms_violation.cn);

    // Business-locked with the operator's own words, shown verbatim.
    clock.advance(1000);
    expectOk(
      await call(
        t,
        'admin/user!setStatus',
        {
          id: user.userId,
          status: 'business_locked',
          reasonCode: 'other',
          reason: 'KYC #4411 pending',
        },
        { token: admin.token },
      ),
    );
    // A business-locked user signs in and reads, but starts no new business: each such call is
    // refused with the operator's words.
    const locked = await call<{ token: string }>(t, 'user!newlogin', {
      username: user.username,
      password: user.password,
      lang: 'es',
    });
    expect(locked.code).toBe('0');
    const lockedToken = locked.data.token;
    const me = expectOk(
      await call<{ businessLock: { reason: string } | null }>(
        t,
        'localuser!get',
        {},
        { token: lockedToken, method: 'GET' },
      ),
    );
    expect(me.businessLock).toEqual({ reason: 'KYC #4411 pending' });
    expect((await call(t, 'wallet!getUsdt', {}, { token: lockedToken })).code).toBe('0');
    for (const name of [
      'order!submit',
      'order!pay',
      'withdraw!apply',
      'rechargeBlockchain!recharge',
    ]) {
      const refusedCall = await call(t, name, { lang: 'es' }, { token: lockedToken });
      expect(refusedCall.errorKey, name).toBe('auth.businessLockedReason');
      expect(refusedCall.msg, name).toContain('KYC #4411 pending');
    }

    clock.advance(1000);
    expectOk(
      await call(
        t,
        'admin/user!setStatus',
        { id: user.userId, status: 'active' },
        { token: admin.token },
      ),
    );
    expect(
      (await call(t, 'user!newlogin', { username: user.username, password: user.password })).code,
    ).toBe('0');
    const trail = expectOk(
      await call<{
        pageList: Array<{
          action: string;
          after: { status: string };
          reason: string;
          targetName: string;
        }>;
      }>(
        t,
        'admin/audit!list',
        { targetKind: 'user', targetId: user.userId },
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(new Set(trail.pageList.map((e) => e.targetName))).toEqual(new Set([user.username]));
    expect(trail.pageList.map((e) => e.after.status)).toEqual([
      'active',
      'business_locked',
      'disabled',
    ]);
    clock.set(START);
  });

  it('operator roles: support reads, then loses access when removed; other roles stay; not on oneself', async () => {
    const user = await createParty(t, { roles: ['user', 'seller'] });
    expectRefused(
      await call(t, 'admin/user!list', {}, { token: user.token, method: 'GET' }),
      'auth.noPermission',
    );
    const granted = expectOk(
      await call<{ roles: string[] }>(
        t,
        'admin/user!setRoles',
        { id: user.userId, roles: JSON.stringify(['support']) },
        { token: admin.token },
      ),
    );
    expect(granted.roles.sort()).toEqual(['seller', 'support', 'user']);
    expectOk(await call(t, 'admin/user!list', {}, { token: user.token, method: 'GET' }));
    expectRefused(
      await call(
        t,
        'admin/user!setStatus',
        { id: support.userId, status: 'disabled', reasonCode: 'owner_request' },
        { token: user.token },
      ),
      'auth.noPermission',
    );
    expectOk(
      await call(
        t,
        'admin/user!setRoles',
        { id: user.userId, roles: '[]' },
        { token: admin.token },
      ),
    );
    expectRefused(
      await call(t, 'admin/user!list', {}, { token: user.token, method: 'GET' }),
      'auth.noPermission',
    );
    expectRefused(
      await call(
        t,
        'admin/user!setRoles',
        { id: admin.userId, roles: '[]' },
        { token: admin.token },
      ),
      'operator.ownRecord',
    );
  });
});

describe('stores and listings', () => {
  it('suspending a store takes a reason, takes its listings off the storefront, lets open orders go on, and the owner reads why', async () => {
    const owner = await createParty(t, { roles: ['user', 'seller'] });
    const store = await createStore(t.database, owner);
    const listing = await createListing(t.database, store, { sellingPrice: '10' });
    const buyer = await createParty(t);
    await fundThroughReview(t, buyer, admin, '50');
    const addressId = await addAddress(t.app, buyer);
    const submit = () =>
      call<{ orders: Array<{ orderId: string }> }>(
        t,
        'order!submit',
        { addressId, items: JSON.stringify([{ sellerGoodsId: listing, num: 1 }]) },
        { token: buyer.token },
      );
    const open = expectOk(await submit()).orders[0]!.orderId;
    const goods = () => call(t, 'sellerGoods!info', { sellerGoodsId: listing }, { method: 'GET' });
    expectOk(await goods());

    expectRefused(
      await call(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'suspended' },
        { token: admin.token },
      ),
      'param.missing',
    );
    const suspended = expectOk(
      await call<{ status: string; suspendReason: string; openOrders: number }>(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'suspended', reasonCode: 'prohibited_item' },
        { token: admin.token },
      ),
    );
    expect(suspended).toMatchObject({
      status: 'suspended',
      suspendReason: reasonTexts.prohibited_item.en,
      openOrders: 1,
    });
    expectRefused(await goods(), 'goods.notFound');
    expectRefused(await submit(), 'goods.notFound');
    // The order placed before goes on.
    expectOk(
      await call(
        t,
        'order!pay',
        { safeword: FUND_PASSWORD, orderId: open, payMethod: 'balance' },
        { token: buyer.token },
      ),
    );
    const profile = expectOk(
      await call<{ suspended: boolean; suspendReason: string }>(
        t,
        'seller/store!info',
        { lang: 'tr' },
        { token: owner.token, method: 'GET' },
      ),
    );
    expect(profile).toEqual(
      expect.objectContaining({ suspended: true, suspendReason: reasonTexts.prohibited_item.tr }),
    );
    const listed = expectOk(
      await call<{ pageList: Array<{ sellerId: string; status: string }> }>(
        t,
        'admin/store!list',
        { status: 'suspended' },
        { token: support.token, method: 'GET' },
      ),
    );
    expect(listed.pageList.map((s) => s.sellerId)).toContain(store.sellerId);

    expectOk(
      await call(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'active' },
        { token: admin.token },
      ),
    );
    expectOk(await goods());
  });

  it("a suspended store, or a business-locked owner's: every seller call but reads and finishing open orders is refused, its money frozen", async () => {
    const owner = await createParty(t, { roles: ['user', 'seller'] });
    const store = await createStore(t.database, owner);
    // Every seller call of the endpoint table, whatever is added later.
    const sellerCalls = Object.values(
      endpoints as Record<string, { name: string; method: string; auth: string }>,
    ).filter((endpoint) => endpoint.auth === 'seller');
    expect(sellerCalls.length).toBeGreaterThan(20);
    const writes = sellerCalls.filter(
      (endpoint) => endpoint.method === 'write' && !sellerCallsUnderWay.includes(endpoint.name),
    );
    expect(writes.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['seller/wallet!transfer', 'seller/goods!add', 'seller/store!update']),
    );
    const answers = async () =>
      new Map(
        await Promise.all(
          [...sellerCalls, { name: 'withdraw!apply', method: 'write' }].map(
            async (endpoint) =>
              [
                endpoint.name,
                await call(
                  t,
                  endpoint.name,
                  {},
                  { token: owner.token, method: endpoint.method === 'read' ? 'GET' : 'POST' },
                ),
              ] as const,
          ),
        ),
      );
    const restriction = (answer: { errorKey?: string | undefined }) =>
      /^(store\.suspended|auth\.businessLocked)/.test(answer.errorKey ?? '');
    // Before: nothing is refused for a restriction (most answer that parameters are missing).
    for (const [name, answer] of await answers()) expect(restriction(answer), name).toBe(false);

    expectOk(
      await call(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'suspended', reasonCode: 'prohibited_item' },
        { token: admin.token },
      ),
    );
    const suspended = await answers();
    for (const [name, answer] of suspended) {
      const refused =
        name === 'withdraw!apply' || writes.some((endpoint) => endpoint.name === name);
      expect(restriction(answer), name).toBe(refused);
      if (refused) {
        expect(answer.errorKey, name).toBe('store.suspendedReason');
        expect(answer.msg, name).toContain(reasonTexts.prohibited_item.en);
      }
    }
    // Reads and what finishes buyers' open orders still pass (here refused for their parameters).
    expect(suspended.get('seller/store!info')?.code).toBe('0');
    expect(suspended.get('seller/order!ship')?.errorKey).toMatch(/^param\./);

    expectOk(
      await call(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'active' },
        { token: admin.token },
      ),
    );
    for (const [name, answer] of await answers()) expect(restriction(answer), name).toBe(false);

    // An owner business-locked: the same calls of the store are refused with the lock's reason.
    expectOk(
      await call(
        t,
        'admin/user!setStatus',
        { id: owner.userId, status: 'business_locked', reasonCode: 'other', reason: 'Audit 77' },
        { token: admin.token },
      ),
    );
    for (const [name, answer] of await answers()) {
      const refused =
        name === 'withdraw!apply' || writes.some((endpoint) => endpoint.name === name);
      expect(restriction(answer), name).toBe(refused);
      if (refused) expect(answer.msg, name).toContain('Audit 77');
    }
    expectOk(
      await call(
        t,
        'admin/user!setStatus',
        { id: owner.userId, status: 'active' },
        { token: admin.token },
      ),
    );
  });

  it('hiding a listing takes a reason the store reads; the store cannot shelve it; restoring puts it back as it was', async () => {
    const owner = await createParty(t, { roles: ['user', 'seller'] });
    const store = await createStore(t.database, owner);
    const listing = await createListing(t.database, store, { sellingPrice: '8' });
    expectRefused(
      await call(t, 'admin/goods!hide', { sellerGoodsId: listing }, { token: admin.token }),
      'param.missing',
    );
    const hidden = expectOk(
      await call<{ hidden: boolean; onShelf: boolean; hiddenReason: string }>(
        t,
        'admin/goods!hide',
        {
          sellerGoodsId: listing,
          reasonCode: 'misleading_listing',
          reason: 'Photos show another item.',
        },
        { token: admin.token },
      ),
    );
    expect(hidden).toMatchObject({ hidden: true, onShelf: false });
    expectRefused(
      await call(t, 'sellerGoods!info', { sellerGoodsId: listing }, { method: 'GET' }),
      'goods.notFound',
    );
    const mine = expectOk(
      await call<{
        pageList: Array<{ sellerGoodsId: string; hidden: boolean; hiddenReason: string }>;
      }>(t, 'seller/goods!list', { lang: 'ja' }, { token: owner.token, method: 'GET' }),
    );
    expect(mine.pageList.find((l) => l.sellerGoodsId === listing)).toMatchObject({
      hidden: true,
      hiddenReason: `${reasonTexts.misleading_listing.ja} Photos show another item.`,
    });
    expectRefused(
      await call(
        t,
        'seller/goods!shelf',
        { sellerGoodsId: listing, onShelf: true },
        { token: owner.token },
      ),
      'listing.hiddenByOperator',
    );
    const restored = expectOk(
      await call<{ hidden: boolean; onShelf: boolean }>(
        t,
        'admin/goods!restore',
        { sellerGoodsId: listing },
        { token: admin.token },
      ),
    );
    expect(restored).toMatchObject({ hidden: false, onShelf: true });
    expectOk(await call(t, 'sellerGoods!info', { sellerGoodsId: listing }, { method: 'GET' }));
    const trail = expectOk(
      await call<{ pageList: Array<{ action: string; targetName: string }> }>(
        t,
        'admin/audit!list',
        { targetKind: 'goods', targetId: listing },
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(trail.pageList.map((e) => e.action).sort()).toEqual(['goods.hide', 'goods.restore']);
    // The listing is named in the reader's language (the test listing is a 'Widget').
    expect(trail.pageList.map((e) => e.targetName)).toEqual(['Widget', 'Widget']);
  });

  it('nobody moderates a store they own', async () => {
    const operator = await createParty(t, { roles: ['user', 'admin', 'seller'] });
    const store = await createStore(t.database, operator);
    const listing = await createListing(t.database, store, { sellingPrice: '3' });
    expectRefused(
      await call(
        t,
        'admin/store!setStatus',
        { sellerId: store.sellerId, status: 'suspended', reasonCode: 'terms_violation' },
        { token: operator.token },
      ),
      'operator.ownRecord',
    );
    expectRefused(
      await call(
        t,
        'admin/goods!hide',
        { sellerGoodsId: listing, reasonCode: 'prohibited_item' },
        { token: operator.token },
      ),
      'operator.ownRecord',
    );
  });
});
