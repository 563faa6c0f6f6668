// Test helpers for logged-in callers: create an account through the accounts service and log in
// through the real login endpoint, so tests hold genuine session tokens.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createUserAccount } from '../modules/account/users.service.ts';

export interface TestUser {
  id: string;
  usercode: string;
  username: string;
  token: string;
}

let counter = 0;

export async function loginAs(
  t: { app: FastifyInstance; database: Database },
  options: { username?: string; password?: string; roles?: string[] } = {},
): Promise<TestUser> {
  counter += 1;
  const username = options.username ?? `buyer${String(Date.now()).slice(-6)}${counter}`;
  const password = options.password ?? 'secret123';
  const created = await createUserAccount(t.database.db, {
    username,
    password,
    roles: options.roles,
  });
  if (!created.ok) throw new Error(`could not create ${username}: ${created.key}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user!newlogin.action',
    payload: { username, password },
  });
  const body = res.json<{ code: string; msg: string; data: { token: string } | null }>();
  if (body.code !== '0' || !body.data) throw new Error(`login of ${username} failed: ${body.msg}`);
  return { ...created.data, token: body.data.token };
}

/** Calls an endpoint as a user; answers the parsed envelope. */
export async function callAs<T = unknown>(
  t: { app: FastifyInstance },
  user: Pick<TestUser, 'token'> | null,
  name: string,
  params: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; code: string; msg: string; errorKey?: string; data: T }> {
  const headers = user ? { authorization: `Bearer ${user.token}` } : {};
  const res =
    method === 'GET'
      ? await t.app.inject({
          method,
          url: `/api/${name}.action?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
          headers,
        })
      : await t.app.inject({ method, url: `/api/${name}.action`, payload: params, headers });
  const body = res.json<{ code: string; msg: string; errorKey?: string; data: T }>();
  return { status: res.statusCode, ...body };
}
