// System parameters through the console on a real PostgreSQL: the list names every parameter the
// server reads with its value and default; a change is checked by type and range (refused with a
// localized reason, nothing stored), audited with old and new value, and read by the next call —
// the next order's pay-by deadline, the withdrawal limits, the public customer-service link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminParameter } from '../../../domain/api/operator.ts';
import { parameterRules } from '../../../domain/system-parameters.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp, testClock } from '../../testing/test-app.ts';
import { testChain } from '../../testing/test-chain.ts';
import { addAddress, createListing, createStore } from '../../testing/marketplace.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';
import { createParty, type Party } from '../../testing/parties.ts';

let t: TestApp;
let admin: Party;
let support: Party;
const clock = testClock('2026-06-01T02:00:00Z');

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    config: {
      account: { ...base.account, sliderCheck: false },
      wallet: {
        ...base.wallet,
        chain: testChain(),
        withdraw: { ...base.wallet.withdraw, min: '10', max: '5000' },
      },
    },
  });
  admin = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
});

afterAll(async () => {
  await t?.close();
});

const list = async () =>
  expectOk(
    await call<{ list: AdminParameter[] }>(
      t,
      'admin/syspara!list',
      {},
      {
        token: support.token,
        method: 'GET',
      },
    ),
  ).list;

const update = (code: string, value: string, lang = 'en') =>
  call<AdminParameter>(t, 'admin/syspara!update', { code, value, lang }, { token: admin.token });

describe('system parameters', () => {
  it('lists every parameter the server reads, with the default until one is set', async () => {
    const parameters = await list();
    expect(parameters.map((p) => p.code)).toEqual(parameterRules.map((rule) => rule.code));
    expect(parameters.find((p) => p.code === 'order_unpaid_timeout_minutes')).toMatchObject({
      group: 'orders',
      kind: 'integer',
      min: '1',
      max: '43200',
      value: '180',
      defaultValue: '180',
      stored: false,
    });
    // Wallet parameters default to the server configuration.
    expect(parameters.find((p) => p.code === 'wallet_withdraw_min')).toMatchObject({
      value: '10',
      stored: false,
    });
  });

  it('refuses values out of type or range with a localized reason and stores nothing', async () => {
    const cases: Array<[string, string, string]> = [
      ['order_unpaid_timeout_minutes', '0', 'syspara.outOfRange'],
      ['order_unpaid_timeout_minutes', 'soon', 'syspara.outOfRange'],
      ['order_commission_rate', '1.5', 'syspara.outOfRange'],
      ['customer_service_url', 'javascript:alert(1)', 'syspara.notUrl'],
      ['wallet_withdraw_window', '9-5', 'param.invalid'],
      ['no_such_parameter', '1', 'syspara.unknown'],
      // Not a parameter's name: refused by the schema, never echoed in the answer.
      ["1' UNION SELECT password_hash FROM users --", '1', 'param.invalid'],
    ];
    for (const [code, value, key] of cases) {
      const answer = await update(code, value);
      expectRefused(answer, key);
      expect(answer.msg).not.toContain('UNION');
    }
    const refused = await update('order_commission_rate', '2', 'cn');
    expect(refused.msg).toBe('order_commission_rate 必须是 0 到 1 之间的数字');
    expect((await list()).every((p) => !p.stored)).toBe(true);
    const rows = await t.database.pool.query('select count(*)::int as n from audit_log');
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('the unpaid-order timeout applies to the next order, with old and new value audited', async () => {
    const buyer = await createParty(t);
    const store = await createStore(t.database, null);
    const listing = await createListing(t.database, store, { sellingPrice: '5' });
    const addressId = await addAddress(t.app, buyer);
    const place = async () => {
      const placed = expectOk(
        await call<{ orders: Array<{ orderId: string }> }>(
          t,
          'order!submit',
          { addressId, items: JSON.stringify([{ sellerGoodsId: listing, num: 1 }]) },
          { token: buyer.token },
        ),
      );
      const info = expectOk(
        await call<{ orderInfo: { createTime: string; deadline: { kind: string; time: string } } }>(
          t,
          'order!info',
          { orderId: placed.orders[0]!.orderId },
          { token: buyer.token, method: 'GET' },
        ),
      );
      return info.orderInfo;
    };
    const before = await place();
    expect(before).toMatchObject({
      createTime: '2026-06-01 10:00:00',
      deadline: { kind: 'pay', time: '2026-06-01 13:00:00' },
    });

    const changed = expectOk(await update('order_unpaid_timeout_minutes', ' 30 '));
    expect(changed).toMatchObject({ value: '30', stored: true, updateTime: '2026-06-01 10:00:00' });
    const after = await place();
    expect(after.deadline).toEqual({ kind: 'pay', time: '2026-06-01 10:30:00' });

    const trail = expectOk(
      await call<{ pageList: Array<{ action: string; before: unknown; after: unknown }> }>(
        t,
        'admin/audit!list',
        { targetKind: 'syspara', targetId: 'order_unpaid_timeout_minutes' },
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(trail.pageList).toEqual([
      expect.objectContaining({
        action: 'syspara.update',
        before: { value: '180', stored: false },
        after: { value: '30' },
      }),
    ]);
  });

  it('wallet limits and the public customer-service link apply at the next call', async () => {
    const buyer = await createParty(t);
    const fee = async () =>
      expectOk(
        await call<{ min: string; max: string; feeRate: string }>(
          t,
          'withdraw!fee',
          { channel: 'ERC20' },
          { token: buyer.token, method: 'GET' },
        ),
      );
    expect(await fee()).toMatchObject({ min: '10', max: '5000' });
    expectOk(await update('wallet_withdraw_min', '25'));
    expectOk(await update('wallet_withdraw_fee_rate', '0.002'));
    expect(await fee()).toMatchObject({ min: '25', max: '5000', feeRate: '0.002' });

    expectOk(await update('customer_service_url', 'https://help.example.com/chat'));
    const link = await t.app.inject({
      method: 'GET',
      url: '/api/syspara!getSyspara.action?code=customer_service_url',
    });
    expect(link.json()).toMatchObject({
      data: { customer_service_url: 'https://help.example.com/chat' },
    });
  });
});
