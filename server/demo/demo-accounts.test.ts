// Demo accounts of a fresh install: real accounts that log in through the normal login, own the
// demo stores, and whose password is made per install and kept only in a private file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { call } from '../testing/calls.ts';
import { createDemoAccounts, DEMO_ACCOUNTS_FILE, type DemoAccounts } from './demo-accounts.ts';
import { seedDemo } from './seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let dir: string;
let accounts: DemoAccounts;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-demo-'));
  await seedDemo(t.database, { scale: 'small' });
  accounts = await createDemoAccounts(t.database, dir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const login = (username: string, password = accounts.password) =>
  call<{ token: string }>(t, 'user!newlogin', { username, password });

describe('demo accounts', () => {
  it('gives every demo store an owner who can log in and read its orders', async () => {
    const stores = await t.database.pool.query(
      'select count(*)::int as n from sellers where owner_user_id is null',
    );
    expect(stores.rows[0].n).toBe(0);
    expect(accounts.sellers.length).toBeGreaterThan(0);
    const session = await login(accounts.sellers[0]!.username);
    expect(session.code).toBe('0');
    const orders = await call(
      t,
      'seller/order!list',
      {},
      { token: session.data.token, method: 'GET' },
    );
    expect(orders.code).toBe('0');
  });

  it('creates an operator and a buyer with the roles they need, and nothing more', async () => {
    const operator = await login(accounts.operator);
    expect(
      (await call(t, 'admin/deposit!list', {}, { token: operator.data.token, method: 'GET' })).code,
    ).toBe('0');
    const buyer = await login(accounts.buyer);
    expect(
      (await call(t, 'admin/deposit!list', {}, { token: buyer.data.token, method: 'GET' }))
        .errorKey,
    ).toBe('auth.noPermission');
    expect(
      (await call(t, 'seller/order!list', {}, { token: buyer.data.token, method: 'GET' })).errorKey,
    ).toBe('auth.noPermission');
  });

  it('makes a password per install, valid for the login rule, kept in an owner-only file', async () => {
    expect(accounts.password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{10}$/);
    const file = path.join(dir, DEMO_ACCOUNTS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(accounts);
    expect((await login(accounts.buyer, 'wrongpass1')).code).toBe('1');
  });
});
