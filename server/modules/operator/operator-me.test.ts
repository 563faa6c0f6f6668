// `admin/me!get` on a real PostgreSQL through HTTP: the console reads the signed-in operator's roles
// and permissions from it, so it must say what the router will allow — the built-ins' grants, a
// console-made role's own permissions, a change seen at the next read — and a buyer gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '../../../domain/operator/permissions.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';

let t: TestApp;
let admin: Party;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createParty(t, { roles: ['user', 'admin'] });
});

afterAll(async () => {
  await t?.close();
});

interface Grant {
  roles: string[];
  permissions: string[];
}

const me = async (party: Party) =>
  call<Grant>(t, 'admin/me!get', {}, { token: party.token, method: 'GET' });

describe('admin/me!get', () => {
  it('lists the built-ins’ grants: admin every permission, support its listed ones', async () => {
    expect(expectOk(await me(admin))).toEqual({
      roles: ['admin'],
      permissions: [...allPermissions],
    });
    const support = await createParty(t, { roles: ['user', 'support'] });
    expect(expectOk(await me(support))).toEqual({
      roles: ['support'],
      permissions: ['support.chat', 'support.users'],
    });
  });

  it('lists a console-made role’s permissions, and a change at the next read', async () => {
    const role = expectOk(
      await call<{ code: string }>(
        t,
        'admin/role!save',
        { name: 'Withdrawal clerk', permissions: ['finance.withdrawals'] },
        { token: admin.token },
      ),
    );
    const clerk = await createParty(t);
    expectOk(
      await call(
        t,
        'admin/user!setRoles',
        { id: clerk.userId, roles: [role.code] },
        { token: admin.token },
      ),
    );
    expect(expectOk(await me(clerk))).toEqual({
      roles: [role.code],
      permissions: ['finance.withdrawals'],
    });
    // The same session, after the role gained a permission: no new login needed.
    expectOk(
      await call(
        t,
        'admin/role!save',
        {
          code: role.code,
          name: 'Withdrawal clerk',
          permissions: ['finance.withdrawals', 'finance.deposits'],
        },
        { token: admin.token },
      ),
    );
    expect(expectOk(await me(clerk)).permissions).toEqual([
      'finance.deposits',
      'finance.withdrawals',
    ]);
    // The role taken away: the session is no operator's any more.
    expectOk(
      await call(t, 'admin/user!setRoles', { id: clerk.userId, roles: [] }, { token: admin.token }),
    );
    expectRefused(await me(clerk), 'auth.noPermission');
  });

  it('refuses a buyer', async () => {
    const buyer = await createParty(t);
    expectRefused(await me(buyer), 'auth.noPermission');
  });
});
