// Exchange rates of bank deposits (issue 36) through HTTP on a real PostgreSQL: an operator with
// finance.rates sets the rate per currency the bank account takes (audited, typed refusals), a
// buyer sees only currencies with a fresh rate, a bank deposit in one credits fiat / rate rounded
// down to 10 decimals on approval, by the rate it was made at however the rate moved since.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/operator.ts';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { expectLedgerClean } from '../../testing/marketplace.ts';
import { createParty, moveClock, type Party } from '../../testing/parties.ts';

let t: TestApp;
let admin: Party;
const START = '2026-03-02T02:00:00Z';
const clock = testClock(START);

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: testChain(),
        manualBankAccount: 'Caravan Trading Ltd, Example Bank, IBAN GB00 EXMP 0000 0000 0000 00',
        // A euro and a rupiah account; GBP is taken too but never gets a rate here.
        bankCurrencies: ['EUR', 'IDR', 'GBP'],
        rateMaxAgeHours: 24,
      },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await expectLedgerClean(t.database);
});

interface Offered {
  currency: string;
  rate: string;
  rateTime: string;
}

async function offered(user: Party): Promise<Offered[]> {
  const fee = expectOk(
    await call<{ bankEnabled: boolean; bankCurrencies: Offered[] }>(
      t,
      'rechargeBlockchain!fee',
      { symbol: 'USDT' },
      { token: user.token, method: 'GET' },
    ),
  );
  expect(fee.bankEnabled).toBe(true);
  return fee.bankCurrencies;
}

async function setRate(currency: string, rate: string, by: Party = admin, reason = 'bank board') {
  return call<Record<string, unknown>>(
    t,
    'admin/rate!save',
    { currency, rate, note: 'Example Bank board 10:00', reason },
    { token: by.token },
  );
}

async function bankDeposit(user: Party, symbol: string, amount: string) {
  const open = expectOk(
    await call<{ session_token: string }>(
      t,
      'rechargeBlockchain!recharge_open',
      {},
      { token: user.token },
    ),
  );
  return call<Record<string, string>>(
    t,
    'rechargeBlockchain!recharge',
    {
      session_token: open.session_token,
      symbol,
      amount,
      bank_name: 'Example Bank',
      card_number: '4242',
    },
    { token: user.token },
  );
}

async function money(user: Party) {
  return expectOk(
    await call<{ money: string }>(t, 'wallet!getUsdt', {}, { token: user.token, method: 'GET' }),
  ).money;
}

describe('exchange rates of bank deposits', () => {
  it('a bank deposit in EUR credits fiat / rate rounded down to 10 decimals, by the rate it was made at', async () => {
    clock.set(START);
    const buyer = await createParty(t);
    expectOk(await setRate('EUR', '0.92'));
    const eur = (await offered(buyer)).find((entry) => entry.currency === 'EUR');
    expect(eur).toEqual({ currency: 'EUR', rate: '0.92', rateTime: '2026-03-02 10:00:00' });

    const record = expectOk(await bankDeposit(buyer, 'EUR', '100'));
    // 100 / 0.92 = 108.695652173913...: cut, never rounded up.
    expect(record).toMatchObject({
      method: 'bank',
      currency: 'USDT',
      amount: '108.6956521739',
      fiatCurrency: 'EUR',
      fiatAmount: '100',
      rate: '0.92',
      rateTime: '2026-03-02 10:00:00',
    });

    // The rate moves before the operator approves: the deposit keeps the rate it was quoted at.
    clock.advance(60_000);
    expectOk(await setRate('EUR', '0.5'));
    const approved = expectOk(
      await call<Record<string, string>>(
        t,
        'admin/deposit!approve',
        { id: record.id },
        { token: admin.token },
      ),
    );
    expect(approved).toMatchObject({ arrivalAmount: '108.6956521739', rate: '0.92' });
    expect(await money(buyer)).toBe('108.6956521739');

    // The buyer's own record shows the rate applied (the spec's "current rate").
    const mine = expectOk(
      await call<Record<string, string>>(
        t,
        'rechargeBlockchain!get',
        { id: record.id },
        { token: buyer.token, method: 'GET' },
      ),
    );
    expect(mine).toMatchObject({ rate: '0.92', fiatAmount: '100', fiatCurrency: 'EUR' });
  });

  it('a stale rate hides the currency and refuses a deposit in it; the maximum age is a parameter', async () => {
    await moveClock(t, [admin], '2026-03-05T02:00:00Z');
    const buyer = await createParty(t);
    expectOk(await setRate('IDR', '16250.5'));
    expectOk(await setRate('EUR', '0.93'));
    expect((await offered(buyer)).map((entry) => entry.currency)).toEqual(['EUR', 'IDR']);
    // GBP (no rate ever) and USDT (not taken by this account) are not offered.
    expectRefused(await bankDeposit(buyer, 'GBP', '100'), 'wallet.currencyNotOffered');
    expectRefused(await bankDeposit(buyer, 'USDT', '100'), 'wallet.currencyNotOffered');

    // 24 hours and one minute later both rates are too old: nothing is offered.
    await moveClock(t, [buyer, admin], '2026-03-06T02:01:00Z');
    expect(await offered(buyer)).toEqual([]);
    const refused = await bankDeposit(buyer, 'IDR', '1000000');
    expectRefused(refused, 'wallet.currencyNotOffered');
    expect(refused.msg).toContain('IDR');

    // A longer maximum age set by finance offers them again; a fresh EUR rate offers EUR.
    expectOk(
      await call(
        t,
        'admin/syspara!update',
        { code: 'wallet_rate_max_age_hours', value: '48', reason: 'weekend' },
        { token: admin.token },
      ),
    );
    expect((await offered(buyer)).map((entry) => entry.currency)).toEqual(['EUR', 'IDR']);
    const deposit = expectOk(await bankDeposit(buyer, 'IDR', '1000000'));
    expect(deposit).toMatchObject({ amount: '61.5365681055', rate: '16250.5' });
    expectOk(
      await call(
        t,
        'admin/syspara!update',
        { code: 'wallet_rate_max_age_hours', value: '24', reason: 'back to a day' },
        { token: admin.token },
      ),
    );
    expectOk(
      await call(
        t,
        'admin/deposit!reject',
        { id: deposit.id, reason: 'test' },
        { token: admin.token },
      ),
    );
  });

  it('admin/rate!save is audited with its reason, refuses bad rates with their reason, and needs finance.rates', async () => {
    await moveClock(t, [admin], '2026-03-08T02:00:00Z');
    expectRefused(await setRate('EUR', '0'), 'wallet.rateNotPositive');
    expectRefused(await setRate('EUR', '1.123456789'), 'wallet.rateFormat');
    expectRefused(await setRate('EUR', '-1'), 'wallet.rateFormat');
    expectRefused(await setRate('EUR', '1e3'), 'wallet.rateFormat');
    expectRefused(await setRate('USD', '1'), 'wallet.rateCurrencyNotAccepted');
    expectRefused(await setRate('USDT', '1'), 'wallet.rateCurrencyNotAccepted');
    const withoutReason = await call(
      t,
      'admin/rate!save',
      { currency: 'EUR', rate: '0.9' },
      { token: admin.token },
    );
    expectRefused(withoutReason, 'param.invalid');

    const saved = expectOk(await setRate('eur', '0.91', admin, 'morning rate'));
    expect(saved).toMatchObject({
      currency: 'EUR',
      rate: '0.91',
      note: 'Example Bank board 10:00',
      setBy: admin.userId,
      setByName: admin.username,
      setTime: '2026-03-08 10:00:00',
      fresh: true,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rate.set'), eq(auditLog.reason, 'morning rate')));
    expect(entry).toMatchObject({
      actorId: admin.userId,
      targetKind: 'exchange_rate',
      targetId: 'EUR',
      after: { rate: '0.91', note: 'Example Bank board 10:00' },
    });
    expect(entry?.before).toMatchObject({ rate: '0.93' });

    const list = expectOk(
      await call<{
        maxAgeHours: number;
        currencies: Array<{ currency: string; current: { rate: string } | null }>;
        history: Array<{ currency: string; rate: string }>;
      }>(t, 'admin/rate!list', {}, { token: admin.token, method: 'GET' }),
    );
    expect(list.maxAgeHours).toBe(24);
    expect(list.currencies).toEqual([
      { currency: 'EUR', current: expect.objectContaining({ rate: '0.91', fresh: true }) },
      { currency: 'IDR', current: expect.objectContaining({ rate: '16250.5', fresh: false }) },
      { currency: 'GBP', current: null },
    ]);
    // History keeps every rate set, newest first.
    expect(list.history.filter((row) => row.currency === 'EUR').map((row) => row.rate)).toEqual([
      '0.91',
      '0.93',
      '0.5',
      '0.92',
    ]);

    // An operator whose role grants deposits review but not rates is refused; with rates, allowed.
    const roleWith = async (permissions: string[]) => {
      const role = expectOk(
        await call<{ code: string }>(
          t,
          'admin/role!save',
          { name: `rates ${permissions.join(' ')}`, permissions, reason: 'team' },
          { token: admin.token },
        ),
      );
      const party = await createParty(t);
      expectOk(
        await call(
          t,
          'admin/user!setRoles',
          { id: party.userId, roles: [role.code], reason: 'new job' },
          { token: admin.token },
        ),
      );
      return party;
    };
    const reviewer = await roleWith(['finance.deposits']);
    expectRefused(await setRate('EUR', '0.95', reviewer), 'operator.permissionMissing');
    expectRefused(
      await call(t, 'admin/rate!list', {}, { token: reviewer.token, method: 'GET' }),
      'operator.permissionMissing',
    );
    const treasurer = await roleWith(['finance.rates']);
    expectOk(await setRate('EUR', '0.95', treasurer));
    const buyer = await createParty(t);
    expectRefused(await setRate('EUR', '0.96', buyer), 'auth.noPermission');
  });
});
