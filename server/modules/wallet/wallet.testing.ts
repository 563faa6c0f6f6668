// Helpers of the wallet's API tests: users logged in through the accounts endpoints, calls through
// HTTP, a deposit credited through the real operator review, and the ledger check.
import { HDKey } from 'viem/accounts';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { createTestApp } from '../../testing/test-app.ts';
import { createUserAccount } from '../account/users.service.ts';
import { checkLedger } from '../ledger/index.ts';
import type { ChainNetworkConfig } from './wallet.config.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  code: string;
  msg: string;
  errorKey?: string;
  data: T;
}

export interface TestUser {
  id: string;
  username: string;
  token: string;
}

export async function call<T = Record<string, unknown>>(
  t: TestApp,
  name: string,
  params: Record<string, unknown> = {},
  options: { token?: string; idempotencyKey?: string; method?: 'GET' | 'POST' } = {},
): Promise<Answer<T>> {
  const method = options.method ?? 'POST';
  const query = new URLSearchParams({ lang: 'en' });
  if (method === 'GET') for (const [k, v] of Object.entries(params)) query.set(k, String(v));
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const res = await t.app.inject({
    method,
    url: `/api/${name}.action?${query.toString()}`,
    headers,
    ...(method === 'POST' ? { payload: params } : {}),
  });
  return { status: res.statusCode, ...res.json<Omit<Answer<T>, 'status'>>() };
}

let counter = 0;

/** A proof image URL of the shape uploadimg!execute answers. */
export const PROOF = '/uploads/recharge/06earhgn02m53edjpk5jjmjnp0.png';

/** A user created through the accounts service, logged in, with fund password 123456. */
export async function makeUser(
  t: TestApp,
  options: { roles?: string[]; safeword?: string | null } = {},
): Promise<TestUser> {
  const username = `wal${Date.now().toString(36)}${counter++}`;
  const password = 'secret1';
  const created = await createUserAccount(t.database.db, {
    username,
    password,
    roles: options.roles ?? ['user'],
  });
  if (!created.ok) throw new Error(`cannot create user: ${created.key}`);
  const login = await call<{ token: string }>(t, 'user!newlogin', { username, password });
  expect(login.code, login.msg).toBe('0');
  const token = login.data.token;
  const safeword = options.safeword === undefined ? '123456' : options.safeword;
  if (safeword) {
    const set = await call(
      t,
      'user!setSafewordReg',
      { password, safeword, re_safeword: safeword },
      { token },
    );
    expect(set.code, set.msg).toBe('0');
  }
  return { id: created.data.id, username, token };
}

export function expectOk<T>(answer: Answer<T>): T {
  expect(answer.code, `${answer.errorKey ?? ''} ${answer.msg}`).toBe('0');
  return answer.data;
}

export function expectRefused(answer: Answer<unknown>, key: string): void {
  expect(answer.code).toBe('1');
  expect(answer.errorKey, answer.msg).toBe(key);
}

/** Credits `amount` to the user through a proof deposit approved by the operator. */
export async function fund(t: TestApp, user: TestUser, admin: TestUser, amount: string) {
  const open = expectOk(
    await call<{ session_token: string }>(
      t,
      'rechargeBlockchain!recharge_open',
      {},
      { token: user.token },
    ),
  );
  const deposit = expectOk(
    await call<{ id: string }>(
      t,
      'rechargeBlockchain!recharge',
      {
        session_token: open.session_token,
        symbol: 'USDT',
        amount,
        img: PROOF,
      },
      { token: user.token },
    ),
  );
  expectOk(await call(t, 'admin/deposit!approve', { id: deposit.id }, { token: admin.token }));
  return deposit.id;
}

export async function expectLedgerClean(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

/** A fresh extended public key (the matching private key is thrown away, as in production). */
export function randomXpub(): { xpub: string; root: HDKey } {
  const root = HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'/0");
  return { xpub: root.publicExtendedKey, root };
}

/** Logs the user in again (after the test clock jumped past the session's idle limit). */
export async function relogin(t: TestApp, user: TestUser): Promise<void> {
  const login = await call<{ token: string }>(t, 'user!newlogin', {
    username: user.username,
    password: 'secret1',
  });
  expect(login.code, login.msg).toBe('0');
  user.token = login.data.token;
}

/**
 * A withdrawal network without a node (jobs off): manual deposits open only where money has a way
 * out, so tests of manual deposits configure one even when nothing talks to a chain.
 */
export function offlineChain(): ChainNetworkConfig {
  return {
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
  };
}
