// Store onboarding on a real PostgreSQL through HTTP: validation with localized refusals, one open
// application per user (also under parallel submits), the operator's queue, approval that opens
// the store, makes the applicant a seller and logs the decision in one transaction, rejection
// with a reason the applicant reads in their language, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { newId } from '../../platform/ids.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { call, okCall } from '../../testing/calls.ts';
import { createParty, type Party, relogin } from '../../testing/parties.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let t: TestApp;
let operator: Party;
let categoryId: string;

const picture = (n: number) => `/uploads/store/${String(n).padStart(26, '0')}.png`;

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Harbour Lights Trading',
    description: 'Lamps and lanterns by the carton.',
    logo: picture(1),
    banner: picture(2),
    contactEmail: 'sales@harbour.example',
    contactPhone: '+852 5555 0101',
    country: 'hk',
    categoryIds: [categoryId],
    companyName: 'Harbour Lights Trading Ltd',
    registrationNumber: 'HK-778812',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  operator = await createParty(t, { roles: ['user', 'admin'] });
  categoryId = newId();
  await t.database.db.insert(categories).values({ id: categoryId, names: { en: 'Lighting' } });
});

afterAll(async () => {
  await t?.close();
});

describe('store onboarding', () => {
  it('refuses bad input with the field named, in the caller language, and stores nothing', async () => {
    const user = await createParty(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name'],
      [{ logo: 'https://elsewhere.example/logo.png' }, 'logo'],
      [{ contactEmail: 'not-mail' }, 'contactEmail'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ country: 'Hong Kong' }, 'country'],
      [{ categoryIds: [] }, 'categoryIds'],
      [{ categoryIds: ['no-such-category'] }, 'categoryIds'],
      [{ registrationNumber: '  ' }, 'registrationNumber'],
    ];
    for (const [overrides, field] of cases) {
      const answer = await call(t.app, 'seller/store!apply', application(overrides), {
        token: user.token,
      });
      expect(answer, field).toMatchObject({ code: '1', errorKey: 'param.invalid' });
      expect(answer.msg).toContain(field);
    }
    const cn = await call(
      t.app,
      'seller/store!apply',
      { ...application({ name: '' }), lang: 'cn' },
      {
        token: user.token,
      },
    );
    expect(cn.msg).not.toMatch(/[A-Za-z]{6,}/);
    expect(
      await okCall(t.app, 'seller/store!application', {}, { token: user.token, method: 'GET' }),
    ).toBeNull();
  });

  it('one open application per user, also when two arrive at once', async () => {
    const user = await createParty(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'seller/store!apply', application(), { token: user.token })),
    );
    expect(answers.filter((a) => a.code === '0')).toHaveLength(1);
    expect(answers.filter((a) => a.errorKey === 'store.applicationOpen')).toHaveLength(2);
    const mine = await okCall(
      t.app,
      'seller/store!application',
      {},
      {
        token: user.token,
        method: 'GET',
      },
    );
    expect(mine).toMatchObject({
      status: 'pending',
      name: 'Harbour Lights Trading',
      country: 'HK',
    });
  });

  it('approval opens the store, makes the applicant a seller and logs the decision, once', async () => {
    const user = await createParty(t);
    const applied = await okCall(t.app, 'seller/store!apply', application(), {
      token: user.token,
    });
    // Only operators decide, and nobody decides their own application.
    expect(
      await call(t.app, 'admin/store!approve', { id: applied.id }, { token: user.token }),
    ).toMatchObject({ errorKey: 'auth.noPermission' });
    const queue = await okCall(
      t.app,
      'admin/store!applications',
      { status: 'pending' },
      {
        token: operator.token,
        method: 'GET',
      },
    );
    expect(queue.pageList.map((a: { id: string }) => a.id)).toContain(applied.id);
    expect(queue.pageList.find((a: { id: string }) => a.id === applied.id).username).toBe(
      user.username,
    );

    const approved = await okCall(
      t.app,
      'admin/store!approve',
      { id: applied.id },
      {
        token: operator.token,
      },
    );
    expect(approved).toMatchObject({ status: 'approved', reason: '' });
    expect(approved.sellerId).not.toBe('');
    expect(
      await call(
        t.app,
        'admin/store!reject',
        { id: applied.id, reason: 'late' },
        {
          token: operator.token,
        },
      ),
    ).toMatchObject({ errorKey: 'store.notPending' });

    // The store is in the catalogue and its owner has the seller role (seller calls now answer).
    const store = await okCall(
      t.app,
      'seller!info',
      { sellerId: approved.sellerId },
      {
        method: 'GET',
      },
    );
    expect(store).toMatchObject({ name: 'Harbour Lights Trading' });
    await relogin(t.app, user);
    expect(
      await call(t.app, 'seller/order!list', {}, { token: user.token, method: 'GET' }),
    ).toMatchObject({ code: '0' });
    const log = await okCall(
      t.app,
      'admin/wallet!decisions',
      { targetId: applied.id },
      {
        token: operator.token,
        method: 'GET',
      },
    );
    expect(log.pageList).toHaveLength(1);
    expect(log.pageList[0]).toMatchObject({
      targetKind: 'store_application',
      decision: 'approve',
      operatorId: operator.userId,
    });
    // A store owner cannot apply for a second store.
    expect(
      await call(t.app, 'seller/store!apply', application(), { token: user.token }),
    ).toMatchObject({ errorKey: 'store.alreadyOwner' });
  });

  it('rejection needs a reason, which the applicant reads; then they may apply again', async () => {
    const user = await createParty(t);
    const applied = await okCall(t.app, 'seller/store!apply', application(), {
      token: user.token,
    });
    expect(
      await call(
        t.app,
        'admin/store!reject',
        { id: applied.id, reason: ' ' },
        {
          token: operator.token,
        },
      ),
    ).toMatchObject({ errorKey: 'param.missing' });
    await okCall(
      t.app,
      'admin/store!reject',
      { id: applied.id, reason: 'The registration number does not match the certificate.' },
      { token: operator.token },
    );
    const mine = await okCall(
      t.app,
      'seller/store!application',
      {},
      {
        token: user.token,
        method: 'GET',
      },
    );
    expect(mine).toMatchObject({
      status: 'rejected',
      reason: 'The registration number does not match the certificate.',
    });
    expect(mine.decideTime).not.toBe('');
    expect(
      await call(t.app, 'seller/order!list', {}, { token: user.token, method: 'GET' }),
    ).toMatchObject({ errorKey: 'auth.noPermission' });
    await okCall(t.app, 'seller/store!apply', application(), { token: user.token });
  });
});
