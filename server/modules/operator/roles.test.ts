// Operator roles with permissions (issue 37) on a real PostgreSQL through HTTP: every operator
// endpoint of the endpoint table, called by a role holding each single permission, is allowed
// exactly where it names that permission and refused elsewhere with the reason; roles are made,
// changed and deleted by an admin, audited, the built-ins stay as they were, and a change applies
// to the holder's open session at its next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../domain/api/define.ts';
import { endpoints } from '../../../domain/api/endpoints.ts';
import { allPermissions, isOperatorAuth } from '../../../domain/operator/permissions.ts';
import { errorMessage } from '../../platform/messages.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { expectOk, expectRefused } from '../../testing/answers.ts';
import { call } from '../../testing/calls.ts';

let t: TestApp;
let admin: Party;
let support: Party;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createParty(t, { roles: ['user', 'admin'] });
  support = await createParty(t, { roles: ['user', 'support'] });
});

afterAll(async () => {
  await t?.close();
});

interface Role {
  code: string;
  name: string;
  permissions: string[];
  builtIn: boolean;
  holders: number;
}

let named = 0;
async function makeRole(permissions: string[], by: Party = admin): Promise<Role> {
  named += 1;
  return expectOk(
    await call<Role>(
      t,
      'admin/role!save',
      { name: `role ${named} ${permissions.join(' ')}`, permissions, reason: 'team set-up' },
      { token: by.token },
    ),
  );
}

async function assign(user: Party, roles: string[], by: Party = admin) {
  return call(
    t,
    'admin/user!setRoles',
    { id: user.userId, roles, reason: 'new job' },
    {
      token: by.token,
    },
  );
}

/** An operator holding one role made of these permissions, logged in. */
async function operatorWith(permissions: string[]): Promise<{ party: Party; role: Role }> {
  const role = await makeRole(permissions);
  const party = await createParty(t);
  expectOk(await assign(party, [role.code]));
  return { party, role };
}

const operatorCalls = (Object.values(endpoints) as Endpoint[]).filter((endpoint) =>
  isOperatorAuth(endpoint.auth),
);

async function callAs(endpoint: Endpoint, party: Party, lang?: string) {
  return call(
    t,
    endpoint.name,
    {},
    { token: party.token, method: endpoint.method === 'read' ? 'GET' : 'POST', lang },
  );
}

describe('every operator endpoint against each single permission', () => {
  it('names known permissions on every operator endpoint, and its API description shows them', async () => {
    expect(operatorCalls.length).toBeGreaterThan(50);
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-action': string; 'x-permissions'?: string[] }>>;
    }>();
    const described = new Map(
      Object.values(document.paths)
        .flatMap((path) => Object.values(path))
        .map((operation) => [operation['x-action'], operation['x-permissions']]),
    );
    for (const endpoint of operatorCalls) {
      expect(endpoint.permissions?.length, endpoint.name).toBeGreaterThan(0);
      for (const permission of endpoint.permissions ?? [])
        expect(allPermissions, endpoint.name).toContain(permission);
      expect(described.get(endpoint.name), endpoint.name).toEqual(endpoint.permissions);
    }
    // Every permission admits at least one call: none is a checkbox that grants nothing.
    for (const permission of allPermissions)
      expect(
        operatorCalls.some((endpoint) => endpoint.permissions?.includes(permission)),
        permission,
      ).toBe(true);
  });

  it('allows exactly where the endpoint names the permission, refuses elsewhere with the reason', async () => {
    for (const permission of allPermissions) {
      const { party } = await operatorWith([permission]);
      for (const endpoint of operatorCalls) {
        const declared = endpoint.permissions?.includes(permission) ?? false;
        const answer = await callAs(endpoint, party);
        const where = `${endpoint.name} with ${permission}`;
        expect(answer.status, where).toBe(200);
        if (declared) {
          expect(answer.errorKey, where).not.toBe('operator.permissionMissing');
          expect(answer.errorKey, where).not.toBe('auth.noPermission');
        } else {
          expectRefused(answer, 'operator.permissionMissing');
          expect(answer.msg, where).toBe(
            errorMessage('en', 'operator.permissionMissing', {
              permission: (endpoint.permissions ?? []).join(', '),
            }),
          );
        }
      }
    }
  });

  it('gives the reason in the caller’s language', async () => {
    const { party } = await operatorWith(['credit.kyc']);
    const answer = await call(t, 'admin/deposit!list', { lang: 'ar' }, { token: party.token });
    expectRefused(answer, 'operator.permissionMissing');
    expect(answer.msg).toBe(
      errorMessage('ar', 'operator.permissionMissing', { permission: 'finance.deposits' }),
    );
    expect(answer.msg).toContain('finance.deposits');
    expect(answer.msg).not.toBe(
      errorMessage('en', 'operator.permissionMissing', { permission: 'finance.deposits' }),
    );
  });
});

describe('built-in roles', () => {
  it('admin may call everything and support every operator read and chat, as before', async () => {
    for (const endpoint of operatorCalls) {
      const byAdmin = await callAs(endpoint, admin);
      expect(byAdmin.errorKey, endpoint.name).not.toBe('auth.noPermission');
      expect(byAdmin.errorKey, endpoint.name).not.toBe('operator.permissionMissing');
      const bySupport = await callAs(endpoint, support);
      if (endpoint.auth === 'operator') {
        expect(bySupport.errorKey, endpoint.name).not.toBe('auth.noPermission');
      } else {
        // The refusal support always had (no permission named: its grant is not a role's list).
        expectRefused(bySupport, 'auth.noPermission');
      }
    }
  });

  it('are listed, and cannot be changed, emptied or deleted', async () => {
    const { list } = expectOk(
      await call<{ list: Role[] }>(t, 'admin/role!list', {}, { token: admin.token }),
    );
    const builtIns = list.filter((role) => role.builtIn).map((role) => role.code);
    expect(builtIns).toEqual(['admin', 'support']);
    expect(list.find((role) => role.code === 'admin')?.permissions).toEqual([...allPermissions]);
    for (const code of ['admin', 'support']) {
      expectRefused(
        await call(
          t,
          'admin/role!save',
          { code, name: code, permissions: ['support.chat'] },
          { token: admin.token },
        ),
        'operator.roleBuiltIn',
      );
      expectRefused(
        await call(t, 'admin/role!delete', { code }, { token: admin.token }),
        'operator.roleBuiltIn',
      );
    }
    const rows = await t.database.pool.query(
      `select code, permissions, built_in from operator_roles where built_in order by code`,
    );
    expect(rows.rows).toEqual([
      { code: 'admin', permissions: [], built_in: true },
      { code: 'support', permissions: [], built_in: true },
    ]);
  });
});

describe('roles made by an admin', () => {
  it('are created, changed and deleted, each change audited with who, what and why', async () => {
    // The test clock stands still: a second between steps orders the audit entries.
    const tick = () => t.clock.advance(1000);
    const role = await makeRole(['finance.deposits', 'finance.withdrawals']);
    tick();
    expect(role).toMatchObject({
      code: expect.stringMatching(/^op_/),
      permissions: ['finance.deposits', 'finance.withdrawals'],
      builtIn: false,
      holders: 0,
    });
    // Names are unique (case aside); a role grants something.
    expectRefused(
      await call(
        t,
        'admin/role!save',
        { name: role.name.toUpperCase(), permissions: ['credit.kyc'] },
        { token: admin.token },
      ),
      'operator.roleNameTaken',
    );
    expectRefused(
      await call(t, 'admin/role!save', { name: 'empty', permissions: [] }, { token: admin.token }),
      'param.invalid',
    );
    expectRefused(
      await call(
        t,
        'admin/role!save',
        { name: 'made up', permissions: ['finance.everything'] },
        { token: admin.token },
      ),
      'param.invalid',
    );
    const changed = expectOk(
      await call<Role>(
        t,
        'admin/role!save',
        {
          code: role.code,
          name: 'Cashier',
          permissions: ['finance.withdrawals'],
          reason: 'deposits moved to the bank team',
        },
        { token: admin.token },
      ),
    );
    expect(changed).toMatchObject({ name: 'Cashier', permissions: ['finance.withdrawals'] });
    tick();

    // Held, it is not deleted; taken back, it is.
    const clerk = await createParty(t);
    expectOk(await assign(clerk, [changed.code]));
    tick();
    expectRefused(
      await call(t, 'admin/role!delete', { code: changed.code }, { token: admin.token }),
      'operator.roleInUse',
    );
    expectOk(await assign(clerk, []));
    tick();
    expectOk(
      await call(
        t,
        'admin/role!delete',
        { code: changed.code, reason: 'no cashiers any more' },
        { token: admin.token },
      ),
    );
    expectRefused(
      await call(t, 'admin/role!delete', { code: changed.code }, { token: admin.token }),
      'operator.roleNotFound',
    );
    expectRefused(await assign(clerk, [changed.code]), 'operator.roleNotFound');

    const audit = await t.database.pool.query(
      `select actor_id, action, before, after, reason from audit_log
       where target_kind = 'role' and target_id = $1 order by created_at, id`,
      [role.code],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: admin.userId,
        action: 'role.create',
        before: null,
        after: { name: role.name, permissions: ['finance.deposits', 'finance.withdrawals'] },
        reason: 'team set-up',
      },
      {
        actor_id: admin.userId,
        action: 'role.update',
        before: { name: role.name, permissions: ['finance.deposits', 'finance.withdrawals'] },
        after: { name: 'Cashier', permissions: ['finance.withdrawals'] },
        reason: 'deposits moved to the bank team',
      },
      {
        actor_id: admin.userId,
        action: 'role.delete',
        before: { name: 'Cashier', permissions: ['finance.withdrawals'] },
        after: null,
        reason: 'no cashiers any more',
      },
    ]);
    const assigned = await t.database.pool.query(
      `select action, before, after, reason from audit_log
       where target_kind = 'user' and target_id = $1 order by created_at, id`,
      [clerk.userId],
    );
    expect(assigned.rows).toEqual([
      {
        action: 'user.setRoles',
        before: { roles: ['user'] },
        after: { roles: ['user', changed.code] },
        reason: 'new job',
      },
      {
        action: 'user.setRoles',
        before: { roles: ['user', changed.code] },
        after: { roles: ['user'] },
        reason: 'new job',
      },
    ]);
  });

  it('four eyes: nobody changes a role they hold, nor their own roles', async () => {
    const { party: rolesClerk, role } = await operatorWith(['platform.roles']);
    // They manage other people's roles...
    const other = await createParty(t);
    const kyc = await makeRole(['credit.kyc'], rolesClerk);
    expectOk(await assign(other, [kyc.code], rolesClerk));
    // ...but not the role that gives them that power, nor their own account.
    expectRefused(
      await call(
        t,
        'admin/role!save',
        { code: role.code, name: role.name, permissions: allPermissions },
        { token: rolesClerk.token },
      ),
      'operator.ownRecord',
    );
    expectRefused(await assign(rolesClerk, ['admin'], rolesClerk), 'operator.ownRecord');
  });

  it('apply to the holder’s open session at its next call, both ways', async () => {
    const { party, role } = await operatorWith(['finance.deposits']);
    const deposits = () => call(t, 'admin/deposit!list', {}, { token: party.token });
    const kyc = () => call(t, 'admin/kyc!list', {}, { token: party.token });
    expectOk(await deposits());
    expectRefused(await kyc(), 'operator.permissionMissing');

    // The role's permissions change: the same token has the new rights only.
    expectOk(
      await call(
        t,
        'admin/role!save',
        { code: role.code, name: role.name, permissions: ['credit.kyc'] },
        { token: admin.token },
      ),
    );
    expectRefused(await deposits(), 'operator.permissionMissing');
    expectOk(await kyc());

    // The role is taken from them: nothing operator is left on that session.
    expectOk(await assign(party, []));
    expectRefused(await kyc(), 'auth.noPermission');
    expectRefused(await deposits(), 'auth.noPermission');
  });

  it('filter the users list: a role made in the console finds exactly its holders', async () => {
    const { party, role } = await operatorWith(['support.users']);
    await createParty(t);
    type Page = { pageList: Array<{ id: string; roles: string[] }> };
    const list = (params: Record<string, unknown>) =>
      call<Page>(t, 'admin/user!list', params, { token: admin.token, method: 'GET' });
    const holders = expectOk(await list({ role: role.code })).pageList;
    expect(holders.map((user) => user.id)).toEqual([party.userId]);
    expect(holders[0]!.roles).toContain(role.code);
    expect(expectOk(await list({ role: 'op_nobody' })).pageList).toEqual([]);
    expect(expectOk(await list({ role: 'admin' })).pageList.map((u) => u.id)).toContain(
      admin.userId,
    );
    // Not a role code at all: refused, naming the field.
    const refused = await list({ role: 'root' });
    expectRefused(refused, 'param.invalid');
    expect(refused.msg).toContain('role');
  });

  it('split the system parameters: finance changes rates and fees, the platform the rest', async () => {
    const { party: finance } = await operatorWith(['finance.rates']);
    const { party: platform } = await operatorWith(['platform.parameters']);
    const update = (party: Party, code: string, value: string) =>
      call(t, 'admin/syspara!update', { code, value }, { token: party.token });
    expectOk(await update(finance, 'order_commission_rate', '0.05'));
    expectOk(await update(finance, 'wallet_withdraw_fee_min', '1'));
    expectRefused(await update(finance, 'order_max_unpaid', '5'), 'operator.permissionMissing');
    expectOk(await update(platform, 'order_max_unpaid', '5'));
    expectRefused(
      await update(platform, 'order_commission_rate', '0.06'),
      'operator.permissionMissing',
    );
    // Both read the whole list.
    expectOk(await call(t, 'admin/syspara!list', {}, { token: finance.token }));
  });
});
