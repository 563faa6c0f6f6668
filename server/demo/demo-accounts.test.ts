// Demo accounts of a fresh install: real accounts that log in through the normal login, own the
// demo stores, and whose password is made per install and kept only in a private file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { callAs } from '../testing/users.ts';
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

const login = async (username: string, password = accounts.password) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user!newlogin.action',
    payload: { username, password },
  });
  return res.json<{ code: string; data: { token: string } | null }>();
};

describe('demo accounts', () => {
  it('gives every demo store an owner who can log in and read its orders', async () => {
    const stores = await t.database.pool.query(
      'select count(*)::int as n from sellers where owner_user_id is null',
    );
    expect(stores.rows[0].n).toBe(0);
    expect(accounts.sellers.length).toBeGreaterThan(0);
    const session = await login(accounts.sellers[0]!.username);
    expect(session.code).toBe('0');
    const orders = await callAs(t, session.data, 'seller/order!list', {}, 'GET');
    expect(orders.code).toBe('0');
  });

  it('creates an operator and a buyer with the roles they need, and nothing more', async () => {
    const operator = await login(accounts.operator);
    expect((await callAs(t, operator.data, 'admin/deposit!list', {}, 'GET')).code).toBe('0');
    const buyer = await login(accounts.buyer);
    expect((await callAs(t, buyer.data, 'admin/deposit!list', {}, 'GET')).errorKey).toBe(
      'auth.noPermission',
    );
    expect((await callAs(t, buyer.data, 'seller/order!list', {}, 'GET')).errorKey).toBe(
      'auth.noPermission',
    );
  });

  it('makes a password per install, valid for the login rule, kept in an owner-only file', async () => {
    expect(accounts.password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z\d]{10}$/);
    const file = path.join(dir, DEMO_ACCOUNTS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(accounts);
    expect((await login(accounts.buyer, 'wrongpass1')).code).toBe('1');
  });
});
