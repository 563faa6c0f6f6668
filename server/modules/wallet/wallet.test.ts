// The wallet through HTTP on a real PostgreSQL: manual deposits with operator review, address
// binding, withdrawals, concurrency (50 parallel applies), idempotency, privacy between users,
// and the ledger check after every test.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/operator.ts';
import { withdrawals } from '../../db/schema/wallet.ts';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { wireTime } from '../../platform/time.ts';
import { checkLedger } from '../ledger/index.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { expectLedgerClean, fundThroughReview, PROOF } from '../../testing/marketplace.ts';
import { createParty, type Party, relogin } from '../../testing/parties.ts';

let t: TestApp;
let admin: Party;
// 10:00 in Shanghai.
const START = '2026-03-02T02:00:00Z';
const clock = testClock(START);
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    poolSize: 60,
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        // A network without a node: nothing here talks to a chain (jobs off with pollMs 0).
        chain: testChain(),
        manualDepositAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        manualBankAccount: 'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
        withdraw: {
          ...base.wallet.withdraw,
          min: '10',
          max: '5000',
          feeRate: '0.001',
          feeMin: '1',
          maxPerDay: 3,
          window: '00:00-00:00',
          // Withdrawals here go out at once; the binding hold is tested with the stored parameter.
          addressHoldHours: 0,
        },
      },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  clock.set(START);
  await expectLedgerClean(t.database);
});

async function balance(user: Party) {
  return expectOk(
    await call<{ money: string; frozen: string }>(
      t,
      'wallet!getUsdt',
      {},
      { token: user.token, method: 'GET' },
    ),
  );
}

async function withdrawToken(user: Party) {
  return expectOk(
    await call<{ session_token: string }>(t, 'withdraw!withdraw_open', {}, { token: user.token }),
  ).session_token;
}

async function bind(user: Party, address = ADDRESS) {
  return call<{ holdUntil: string }>(
    t,
    'user!bindWithdrawAddress',
    { channel: 'ERC20', address, safeword: '123456' },
    { token: user.token },
  );
}

async function apply(user: Party, amount: string, key?: string, sessionToken?: string) {
  return call<Record<string, unknown>>(
    t,
    'withdraw!apply',
    {
      channel: 'ERC20',
      amount,
      safeword: '123456',
      session_token: sessionToken ?? (await withdrawToken(user)),
    },
    { token: user.token, ...(key ? { idempotencyKey: key } : {}) },
  );
}

describe('balance and deposits', () => {
  it('a new user has a zero balance; login is required', async () => {
    const user = await createParty(t);
    expect(await balance(user)).toMatchObject({ money: '0', frozen: '0' });
    const anonymous = await call(t, 'wallet!getUsdt', {});
    expect(anonymous.status).toBe(403);
  });

  it('a proof deposit waits for review, is credited on approval once, and shows in history', async () => {
    const user = await createParty(t);
    const open = expectOk(
      await call<{ session_token: string }>(
        t,
        'rechargeBlockchain!recharge_open',
        {},
        { token: user.token },
      ),
    );
    const record = expectOk(
      await call<Record<string, unknown>>(
        t,
        'rechargeBlockchain!recharge',
        {
          session_token: open.session_token,
          symbol: 'USDT',
          amount: '25.5',
          img: PROOF,
        },
        { token: user.token },
      ),
    );
    expect(record).toMatchObject({
      type: 'recharge',
      status: 0,
      statusDetail: 'pending_review',
      amount: '25.5',
      method: 'proof',
    });
    expect(String(record.serialNo)).toMatch(/^R\d{20}$/);
    expect((await balance(user)).money).toBe('0');

    const pending = expectOk(
      await call<{ pageList: Array<{ id: string; username: string }> }>(
        t,
        'admin/deposit!list',
        {},
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(pending.pageList.find((r) => r.id === record.id)?.username).toBe(user.username);

    const approved = expectOk(
      await call<Record<string, unknown>>(
        t,
        'admin/deposit!approve',
        { id: record.id, note: 'proof ok' },
        { token: admin.token },
      ),
    );
    expect(approved).toMatchObject({ status: 1, arrivalAmount: '25.5' });
    expect((await balance(user)).money).toBe('25.5');
    expectRefused(
      await call(t, 'admin/deposit!approve', { id: record.id }, { token: admin.token }),
      'wallet.statusNotOperable',
    );
    expect((await balance(user)).money).toBe('25.5');

    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(record.id)));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      actorId: admin.userId,
      action: 'deposit.approve',
      reason: 'proof ok',
      before: { status: 'pending_review', amount: '25.5000000000', userId: user.userId },
      after: { status: 'success', credited: '25.5000000000' },
    });

    const history = expectOk(
      await call<{ pageList: Array<Record<string, unknown>> }>(
        t,
        'wallet!history',
        {},
        { token: user.token, method: 'GET' },
      ),
    );
    expect(history.pageList[0]).toMatchObject({
      type: 'deposit',
      amount: '25.5',
      balanceAfter: '25.5',
      balance: 'available',
      record: { serialNo: record.serialNo, status: 1 },
    });

    const list = expectOk(
      await call<{
        pageList: unknown[];
        pageSize: number;
        thisPageNumber: number;
        totalElements: number;
      }>(t, 'rechargeBlockchain!list', {}, { token: user.token, method: 'GET' }),
    );
    expect(list).toMatchObject({ pageSize: 8, thisPageNumber: 1, totalElements: 1 });
  });

  it('a bank-card deposit needs bank name and card number, and a rejection credits nothing', async () => {
    const user = await createParty(t);
    const token = async () =>
      expectOk(
        await call<{ session_token: string }>(
          t,
          'rechargeBlockchain!recharge_open',
          {},
          { token: user.token },
        ),
      ).session_token;
    expectRefused(
      await call(
        t,
        'rechargeBlockchain!recharge',
        { session_token: await token(), symbol: 'USDT', amount: '10', bank_name: 'Bank' },
        { token: user.token },
      ),
      'wallet.bankDetailsRequired',
    );
    const record = expectOk(
      await call<Record<string, unknown>>(
        t,
        'rechargeBlockchain!recharge',
        {
          session_token: await token(),
          symbol: 'USDT',
          amount: '10',
          bank_name: 'Bank',
          card_number: '6222 0000 1111 2222',
        },
        { token: user.token },
      ),
    );
    expect(record).toMatchObject({ method: 'bank', bankName: 'Bank', cardNumber: '**** 2222' });
    // Only the last four digits are stored.
    const stored = await t.database.pool.query<{ card_number: string }>(
      'select card_number from deposits where id = $1',
      [record.id],
    );
    expect(stored.rows[0]?.card_number).toBe('2222');
    const rejected = expectOk(
      await call<Record<string, unknown>>(
        t,
        'admin/deposit!reject',
        { id: record.id, note: 'no payment received' },
        { token: admin.token },
      ),
    );
    expect(rejected).toMatchObject({
      status: 2,
      statusDetail: 'rejected',
      failureReason: 'no payment received',
    });
    expect((await balance(user)).money).toBe('0');
  });

  it('enforces the manual deposit amount rules, the currency, the session token and one unfinished order', async () => {
    const user = await createParty(t);
    const open = async () =>
      expectOk(
        await call<{ session_token: string }>(
          t,
          'rechargeBlockchain!recharge_open',
          {},
          { token: user.token },
        ),
      ).session_token;
    const deposit = async (params: Record<string, unknown>, sessionToken?: string) =>
      call(
        t,
        'rechargeBlockchain!recharge',
        { session_token: sessionToken ?? (await open()), symbol: 'USDT', img: PROOF, ...params },
        { token: user.token },
      );
    expectRefused(await deposit({ amount: '0.99' }), 'wallet.amountOutOfRange');
    expectRefused(await deposit({ amount: '1.001' }), 'wallet.amountTooPrecise');
    expectRefused(await deposit({ amount: 'abc' }), 'wallet.amountInvalid');
    expectRefused(await deposit({ amount: '5', symbol: '' }), 'wallet.currencyRequired');
    expectRefused(await deposit({ amount: '5', img: '' }), 'wallet.proofRequired');
    expectRefused(
      await deposit({ amount: '5', img: 'https://evil.example/x.png' }),
      'param.invalid',
    );
    expectRefused(await deposit({ amount: '5' }, 'made-up-token'), 'wallet.sessionTokenInvalid');
    const sessionToken = await open();
    expectOk(await deposit({ amount: '5' }, sessionToken));
    // The token is single-use, and a second unfinished order is refused.
    expectRefused(await deposit({ amount: '5' }, sessionToken), 'wallet.sessionTokenInvalid');
    expectRefused(await deposit({ amount: '6' }), 'wallet.unfinishedOrder');
  });

  it('a manual deposit method is open only once the platform said where buyers pay', async () => {
    const base = loadConfig({});
    const bare = await createTestApp({
      config: { account: { ...base.account, sliderCheck: false }, wallet: base.wallet },
    });
    try {
      const user = await createParty(bare);
      const fee = expectOk(
        await call<Record<string, unknown>>(
          bare,
          'rechargeBlockchain!fee',
          {},
          { token: user.token },
        ),
      );
      expect(fee).toMatchObject({
        manualEnabled: false,
        proofEnabled: false,
        bankEnabled: false,
        manualAddress: '',
        bankAccount: '',
      });
      const token = expectOk(
        await call<{ session_token: string }>(
          bare,
          'rechargeBlockchain!recharge_open',
          {},
          { token: user.token },
        ),
      ).session_token;
      expectRefused(
        await call(
          bare,
          'rechargeBlockchain!recharge',
          {
            session_token: token,
            symbol: 'USDT',
            amount: '5',
            bank_name: 'Bank',
            card_number: '1234',
          },
          { token: user.token },
        ),
        'wallet.channelNotOpened',
      );
    } finally {
      await bare.close();
    }
    // Here both are configured: the deposit screen shows where to pay.
    const user = await createParty(t);
    expect(
      expectOk(
        await call<Record<string, unknown>>(t, 'rechargeBlockchain!fee', {}, { token: user.token }),
      ),
    ).toMatchObject({
      proofEnabled: true,
      bankEnabled: true,
      manualAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      bankAccount: expect.stringContaining('IBAN'),
    });
  });

  it('the third-party channel answers "channel not opened" while no provider is configured', async () => {
    const user = await createParty(t);
    for (const name of [
      'thirdPartyRecharge!getCoinList',
      'thirdPartyRecharge!recharge',
      'thirdPartyRecharge!PHP_recharge3',
    ]) {
      expectRefused(
        await call(t, name, { amount: '10' }, { token: user.token }),
        'wallet.channelNotOpened',
      );
    }
  });

  it('each user gets their own deposit address, stable across calls', async () => {
    const a = await createParty(t);
    const b = await createParty(t);
    const first = expectOk(
      await call<Array<{ address: string }>>(
        t,
        'channelBlockchain!list',
        {},
        { token: a.token, method: 'GET' },
      ),
    );
    const again = expectOk(
      await call<Array<{ address: string }>>(
        t,
        'channelBlockchain!list',
        {},
        { token: a.token, method: 'GET' },
      ),
    );
    const other = expectOk(
      await call<Array<{ address: string }>>(
        t,
        'channelBlockchain!list',
        {},
        { token: b.token, method: 'GET' },
      ),
    );
    expect(first[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(again[0]?.address).toBe(first[0]?.address);
    expect(other[0]?.address).not.toBe(first[0]?.address);
  });
});

describe('withdrawal address', () => {
  it('requires an EIP-55 address and the fund password; the first binding and every change start a 24-hour hold', async () => {
    const holdHours = (hours: string) =>
      call(
        t,
        'admin/syspara!update',
        { code: 'wallet_address_hold_hours', value: hours },
        { token: admin.token },
      );
    expectOk(await holdHours('24'));
    try {
      await bindingHolds();
    } finally {
      await relogin(t, admin);
      expectOk(await holdHours('0'));
    }
  });

  async function bindingHolds() {
    const user = await createParty(t);
    expectRefused(await bind(user, ADDRESS.toLowerCase()), 'wallet.addressInvalid');
    expectRefused(
      await call(
        t,
        'user!bindWithdrawAddress',
        { channel: 'ERC20', address: ADDRESS, safeword: '654321' },
        { token: user.token },
      ),
      'safeword.wrong',
    );
    const noSafeword = await createParty(t, { fundPassword: false });
    expectRefused(await bind(noSafeword), 'safeword.notSet');

    const first = expectOk(await bind(user));
    expect(first.holdUntil).toBe('2026-03-03 10:00:00');
    await fundThroughReview(t, user, admin, '100');
    expectRefused(await apply(user, '10'), 'wallet.addressOnHold');
    // Binding the same address again does not restart the hold.
    expect(expectOk(await bind(user)).holdUntil).toBe('2026-03-03 10:00:00');
    clock.advance(24 * 3_600_000);
    await relogin(t, user);
    await relogin(t, admin);
    expect(expectOk(await bind(user)).holdUntil).toBe('');
    const changed = expectOk(await bind(user, OTHER_ADDRESS));
    expect(changed.holdUntil).toBe('2026-03-04 10:00:00');
    expectRefused(await apply(user, '10'), 'wallet.addressOnHold');
    clock.advance(24 * 3_600_000);
    await relogin(t, user);
    await relogin(t, admin);
    const record = expectOk(await apply(user, '10'));
    expect(record.address).toBe(OTHER_ADDRESS);
  }

  it('a change of the hold parameter applies to addresses already held; the review shows when the address was bound', async () => {
    const holdHours = async (hours: string) => {
      await relogin(t, admin);
      expectOk(
        await call(
          t,
          'admin/syspara!update',
          { code: 'wallet_address_hold_hours', value: hours },
          { token: admin.token },
        ),
      );
    };
    const fee = async (user: Party) =>
      expectOk(
        await call<{ holdUntil: string }>(
          t,
          'withdraw!fee',
          { channel: 'ERC20' },
          { token: user.token, method: 'GET' },
        ),
      );
    await holdHours('24');
    try {
      const user = await createParty(t);
      const boundAt = clock.now();
      const at = (hours: number) =>
        wireTime(new Date(boundAt.getTime() + hours * 3_600_000), t.config.platformTimeZone);
      expect(expectOk(await bind(user)).holdUntil).toBe(at(24));
      await fundThroughReview(t, user, admin, '100');
      // Lowered to 2 hours: the address bound under 24 is held 2 hours from its binding.
      await holdHours('2');
      expect((await fee(user)).holdUntil).toBe(at(2));
      clock.advance(3 * 3_600_000);
      await relogin(t, user);
      expect((await fee(user)).holdUntil).toBe('');
      // Raised to 48: the same address is held again until 48 hours after its binding.
      await holdHours('48');
      expect((await fee(user)).holdUntil).toBe(at(48));
      expectRefused(await apply(user, '10'), 'wallet.addressOnHold');
      await holdHours('2');
      await relogin(t, user);
      const record = expectOk(await apply(user, '10'));
      await relogin(t, admin);
      const queue = expectOk(
        await call<{ pageList: Array<{ id: string; addressBoundTime?: string }> }>(
          t,
          'admin/withdraw!list',
          { status: 'pending' },
          { token: admin.token, method: 'GET' },
        ),
      );
      expect(queue.pageList.find((row) => row.id === record.id)?.addressBoundTime).toBe(at(0));
    } finally {
      await holdHours('0');
    }
  });
});

describe('withdrawal address on an account with a confirmed e-mail', () => {
  it('needs the mailed wallet code as well as the fund password', async () => {
    const user = await createParty(t);
    const email = `${user.username}@example.com`;
    await t.database.pool.query(
      'update users set email = $2, email_verified = true where id = $1',
      [user.userId, email],
    );
    expectRefused(await bind(user), 'verify.codeEmpty');
    expectOk(
      await call(
        t,
        'jscode!execute',
        { target: email, purpose: 'wallet' },
        { token: user.token, method: 'GET' },
      ),
    );
    const mailed = await t.database.pool.query<{ body: string }>(
      'select body from mail_outbox where "to" = $1 order by created_at desc limit 1',
      [email],
    );
    const code = /\b(\d{6})\b/.exec(mailed.rows[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expectRefused(
      await call(
        t,
        'user!bindWithdrawAddress',
        { channel: 'ERC20', address: ADDRESS, safeword: '123456', verifcode: '000000' },
        { token: user.token },
      ),
      'verify.codeWrong',
    );
    expectOk(
      await call(
        t,
        'user!bindWithdrawAddress',
        { channel: 'ERC20', address: ADDRESS, safeword: '123456', verifcode: code },
        { token: user.token },
      ),
    );
  });
});

describe('withdrawals', () => {
  it('apply holds amount + fee in one step; the record shows fee and arrival; rejection releases once', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '100');
    expectOk(await bind(user));
    const fee = expectOk(
      await call<Record<string, unknown>>(
        t,
        'withdraw!fee',
        { channel: 'ERC20', amount: '50' },
        { token: user.token, method: 'GET' },
      ),
    );
    expect(fee).toMatchObject({
      withdraw_fee: '1',
      totalDebit: '51',
      arrivalAmount: '50',
      address: ADDRESS,
    });
    const record = expectOk(await apply(user, '50'));
    expect(record).toMatchObject({
      type: 'withdraw',
      status: 0,
      statusDetail: 'pending_review',
      amount: '50',
      fee: '1',
      arrivalAmount: '50',
    });
    expect(await balance(user)).toMatchObject({ money: '49', frozen: '51' });
    expectRefused(await apply(user, '10'), 'wallet.unfinishedOrder');

    expectOk(
      await call(
        t,
        'admin/withdraw!reject',
        { id: record.id, note: 'suspicious' },
        { token: admin.token },
      ),
    );
    expect(await balance(user)).toMatchObject({ money: '100', frozen: '0' });
    expectRefused(
      await call(
        t,
        'admin/withdraw!reject',
        { id: record.id, note: 'again' },
        { token: admin.token },
      ),
      'wallet.statusNotOperable',
    );
    expectRefused(
      await call(t, 'admin/withdraw!approve', { id: record.id }, { token: admin.token }),
      'wallet.statusNotOperable',
    );
    expect(await balance(user)).toMatchObject({ money: '100', frozen: '0' });

    const got = expectOk(
      await call<Record<string, unknown>>(
        t,
        'withdraw!get',
        { id: record.id },
        { token: user.token, method: 'GET' },
      ),
    );
    expect(got).toMatchObject({ status: 2, statusDetail: 'rejected', failureReason: 'suspicious' });
    const list = expectOk(
      await call<{ pageList: unknown[]; pageInfo: { pageSize: number } }>(
        t,
        'withdraw!list',
        {},
        { token: user.token, method: 'GET' },
      ),
    );
    expect(list.pageInfo.pageSize).toBe(20);
    expect(list.pageList).toHaveLength(1);
    const history = expectOk(
      await call<{ pageList: Array<{ type: string; amount: string; balance: string }> }>(
        t,
        'wallet!history',
        {},
        { token: user.token, method: 'GET' },
      ),
    );
    expect(history.pageList.map((h) => `${h.type}:${h.balance}:${h.amount}`)).toEqual([
      'withdraw_release:available:51',
      'withdraw_release:held:-51',
      'withdraw_hold:held:51',
      'withdraw_hold:available:-51',
      'deposit:available:100',
    ]);
  });

  it('a balance below the minimum can leave whole and without a fee, never in part', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '3.5');
    expectOk(await bind(user));
    const quote = (amount?: string) =>
      call<Record<string, unknown>>(
        t,
        'withdraw!fee',
        amount ? { channel: 'ERC20', amount } : { channel: 'ERC20' },
        { token: user.token, method: 'GET' },
      );
    expect(expectOk(await quote())).toMatchObject({ closingAmount: '3.5', min: '10' });
    expect(expectOk(await quote('3.5'))).toMatchObject({ withdraw_fee: '0', totalDebit: '3.5' });
    expect(expectOk(await quote('3'))).toMatchObject({ withdraw_fee: '1' });
    expectRefused(await apply(user, '3'), 'wallet.amountOutOfRange');
    expectRefused(await apply(user, '3.49'), 'wallet.amountOutOfRange');
    const record = expectOk(await apply(user, '3.5'));
    expect(record).toMatchObject({ fee: '0', arrivalAmount: '3.5' });
    const balances = expectOk(
      await call<{ money: string; frozen: string }>(
        t,
        'wallet!getUsdt',
        {},
        { token: user.token, method: 'GET' },
      ),
    );
    expect(balances).toMatchObject({ money: '0', frozen: '3.5' });
    // With 12 on the account the usual minimum applies again: 3.5 is refused.
    const richer = await createParty(t);
    await fundThroughReview(t, richer, admin, '12');
    expectOk(await bind(richer));
    expect(
      expectOk(
        await call<Record<string, unknown>>(
          t,
          'withdraw!fee',
          { channel: 'ERC20' },
          { token: richer.token, method: 'GET' },
        ),
      ).closingAmount,
    ).toBe('');
    expectRefused(await apply(richer, '3.5'), 'wallet.amountOutOfRange');
  });

  it('enforces amount rules, minimum and maximum, balance and the fund password', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '30');
    expectOk(await bind(user));
    expectRefused(await apply(user, '9.99'), 'wallet.amountOutOfRange');
    expectRefused(await apply(user, '5000.01'), 'wallet.amountOutOfRange');
    expectRefused(await apply(user, '10.1234567'), 'wallet.amountTooPrecise');
    expectRefused(await apply(user, '0'), 'wallet.amountInvalid');
    expectRefused(await apply(user, '29.5'), 'wallet.insufficientBalance');
    expectRefused(
      await call(
        t,
        'withdraw!apply',
        {
          channel: 'ERC20',
          amount: '10',
          safeword: '000000',
          session_token: await withdrawToken(user),
        },
        { token: user.token },
      ),
      'safeword.wrong',
    );
    expectRefused(await apply(user, '10', undefined, 'stale'), 'wallet.sessionTokenInvalid');
    expectRefused(
      await call(
        t,
        'withdraw!apply',
        {
          channel: 'TRC20',
          amount: '10',
          safeword: '123456',
          session_token: await withdrawToken(user),
        },
        { token: user.token },
      ),
      'wallet.channelNotOpened',
    );
    expect(await balance(user)).toMatchObject({ money: '30', frozen: '0' });
  });

  it('needs a bound address, and respects the daily count', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '200');
    expectRefused(await apply(user, '10'), 'wallet.addressNotBound');
    expectOk(await bind(user));
    for (let i = 0; i < 3; i++) {
      const record = expectOk(await apply(user, '10'));
      expectOk(
        await call(
          t,
          'admin/withdraw!reject',
          { id: record.id, reasonCode: 'security_review' },
          { token: admin.token },
        ),
      );
    }
    expectRefused(await apply(user, '10'), 'wallet.withdrawDailyLimit');
    // The next platform day opens again.
    clock.advance(24 * 3_600_000);
    await relogin(t, user);
    expectOk(await apply(user, '10'));
  });

  it('another user can neither read nor act on these records; buyers cannot review', async () => {
    const owner = await createParty(t);
    const stranger = await createParty(t);
    await fundThroughReview(t, owner, admin, '40');
    expectOk(await bind(owner));
    const record = expectOk(await apply(owner, '10'));
    const deposits = expectOk(
      await call<{ pageList: Array<{ id: string }> }>(
        t,
        'rechargeBlockchain!list',
        {},
        { token: owner.token, method: 'GET' },
      ),
    );
    expectRefused(
      await call(t, 'withdraw!get', { id: record.id }, { token: stranger.token }),
      'resource.notFound',
    );
    expectRefused(
      await call(
        t,
        'rechargeBlockchain!get',
        { id: deposits.pageList[0]!.id },
        { token: stranger.token },
      ),
      'resource.notFound',
    );
    expect(
      expectOk(
        await call<{ pageList: unknown[] }>(
          t,
          'withdraw!list',
          {},
          { token: stranger.token, method: 'GET' },
        ),
      ).pageList,
    ).toEqual([]);
    expectRefused(
      await call(t, 'admin/withdraw!reject', { id: record.id }, { token: stranger.token }),
      'auth.noPermission',
    );
    expectRefused(
      await call(t, 'admin/withdraw!list', {}, { token: owner.token }),
      'auth.noPermission',
    );
    expect((await call(t, 'admin/withdraw!list', {})).status).toBe(403);
    // An operator cannot review their own deposit.
    const operator = await createParty(t, { roles: ['user', 'admin'] });
    const open = expectOk(
      await call<{ session_token: string }>(
        t,
        'rechargeBlockchain!recharge_open',
        {},
        { token: operator.token },
      ),
    );
    const own = expectOk(
      await call<{ id: string }>(
        t,
        'rechargeBlockchain!recharge',
        { session_token: open.session_token, symbol: 'USDT', amount: '1000', img: PROOF },
        { token: operator.token },
      ),
    );
    expectRefused(
      await call(t, 'admin/deposit!approve', { id: own.id }, { token: operator.token }),
      'operator.ownRecord',
    );
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: own.id, reasonCode: 'proof_unclear' },
        { token: admin.token },
      ),
    );
    expect(await balance(owner)).toMatchObject({ money: '29', frozen: '11' });
  });
});

describe('concurrency and idempotency', () => {
  it('50 parallel withdrawals of the full balance: exactly one is accepted', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '1001');
    expectOk(await bind(user));
    const tokens = await Promise.all(Array.from({ length: 50 }, () => withdrawToken(user)));
    const answers = await Promise.all(
      tokens.map((sessionToken, i) => apply(user, '1000', `full-${i}`, sessionToken)),
    );
    const accepted = answers.filter((a) => a.code === '0');
    expect(accepted).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== '0'))
      expect(['wallet.unfinishedOrder', 'wallet.insufficientBalance']).toContain(refused.errorKey);
    expect(await balance(user)).toMatchObject({ money: '0', frozen: '1001' });
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('50 parallel applies with one idempotency key: one effect, identical answers', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '100');
    expectOk(await bind(user));
    const sessionToken = await withdrawToken(user);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => apply(user, '20', 'same-key', sessionToken)),
    );
    for (const answer of answers) expect(answer.code, answer.msg).toBe('0');
    const first = JSON.stringify(answers[0]);
    for (const answer of answers) expect(JSON.stringify(answer)).toBe(first);
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, user.userId)));
    expect(rows).toHaveLength(1);
    expect(await balance(user)).toMatchObject({ money: '79', frozen: '21' });
    // Same key, different payload: refused, nothing moves.
    expectRefused(await apply(user, '30', 'same-key', sessionToken), 'request.idempotencyMismatch');
    expect(await balance(user)).toMatchObject({ money: '79', frozen: '21' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('deposit idempotency and the decision log', () => {
  it('the same deposit request twice with one key creates one deposit and answers the same', async () => {
    const user = await createParty(t);
    const open = expectOk(
      await call<{ session_token: string }>(
        t,
        'rechargeBlockchain!recharge_open',
        {},
        { token: user.token },
      ),
    );
    const params = { session_token: open.session_token, symbol: 'USDT', amount: '8', img: PROOF };
    const first = await call(t, 'rechargeBlockchain!recharge', params, {
      token: user.token,
      idempotencyKey: 'dep-1',
    });
    const again = await call(t, 'rechargeBlockchain!recharge', params, {
      token: user.token,
      idempotencyKey: 'dep-1',
    });
    expect(first.code).toBe('0');
    expect(again).toEqual(first);
    const list = expectOk(
      await call<{ totalElements: number }>(
        t,
        'rechargeBlockchain!list',
        {},
        { token: user.token },
      ),
    );
    expect(list.totalElements).toBe(1);
    // The key is private to its user: another user's request with it is their own.
    const other = await createParty(t);
    const otherOpen = expectOk(
      await call<{ session_token: string }>(
        t,
        'rechargeBlockchain!recharge_open',
        {},
        { token: other.token },
      ),
    );
    const theirs = await call<{ id: string }>(
      t,
      'rechargeBlockchain!recharge',
      { ...params, session_token: otherOpen.session_token },
      { token: other.token, idempotencyKey: 'dep-1' },
    );
    expect(theirs.code).toBe('0');
    expect(theirs.data.id).not.toBe((first.data as { id: string }).id);

    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: theirs.data.id, note: 'test' },
        { token: admin.token },
      ),
    );
    const decisions = expectOk(
      await call<{ pageList: Array<Record<string, unknown>> }>(
        t,
        'admin/wallet!decisions',
        { targetId: theirs.data.id },
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(decisions.pageList).toHaveLength(1);
    expect(decisions.pageList[0]).toMatchObject({
      operatorId: admin.userId,
      targetKind: 'deposit',
      decision: 'reject',
      note: 'test',
      createTime: '2026-03-02 10:00:00',
    });
  });
});

describe('ledger check and constraints', () => {
  it('the database refuses a negative user balance whatever the code does', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '5');
    await expect(
      t.database.db.execute(
        sql`update ledger_accounts set balance = -1 where owner_id = ${user.userId} and kind = 'user_available'`,
      ),
    ).rejects.toThrow();
    expect((await balance(user)).money).toBe('5');
  });

  it('ledger:check reports a balance that drifted from its entries and an unbalanced transfer', async () => {
    const user = await createParty(t);
    await fundThroughReview(t, user, admin, '5');
    const drift = sql`update ledger_accounts set balance = balance + 1 where owner_id = ${user.userId} and kind = 'user_available'`;
    await t.database.db.execute(drift);
    const problems = await checkLedger(t.database.db);
    expect(problems.some((p) => p.includes(`user:${user.userId}:available:USDT`))).toBe(true);
    await t.database.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where owner_id = ${user.userId} and kind = 'user_available'`,
    );
    await t.database.db.execute(
      sql`update ledger_entries set amount = amount + 1 where transfer_id = (select id from ledger_transfers where kind = 'deposit' order by created_at desc limit 1) and amount > 0`,
    );
    const unbalanced = await checkLedger(t.database.db);
    expect(unbalanced.some((p) => p.includes('does not balance'))).toBe(true);
    await t.database.db.execute(
      sql`update ledger_entries set amount = amount - 1 where transfer_id = (select id from ledger_transfers where kind = 'deposit' order by created_at desc limit 1) and amount > 0`,
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
