// Lockout records of failed logins (also for names that do not exist) are forgotten after the
// retention period, but never while a lock is still running.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { authGuards } from '../../db/schema/account.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { GUARD_RETENTION_DAYS, pruneAuthGuards } from './cancellation.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({ config: { account: { ...base.account, sliderCheck: false } } });
});
afterAll(async () => {
  await t.close();
});

const failLogin = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user!newlogin.action',
    payload: { username, password: 'wrong123' },
  });
const guards = async () =>
  (await t.database.db.select({ key: authGuards.key }).from(authGuards)).length;

describe('lockout record cleanup', () => {
  it('keeps recent records and forgets stale ones whose lock has ended', async () => {
    await failLogin('nobody0001');
    await failLogin('nobody0002');
    // One record per name and one for the client address (counted with the slider off too).
    expect(await guards()).toBe(3);

    expect(await pruneAuthGuards(t.database.db, new Date())).toBe(0);
    expect(await guards()).toBe(3);

    // One record is still locked far in the future: it must survive the cleanup.
    const [first] = await t.database.db
      .select({ key: authGuards.key })
      .from(authGuards)
      .where(eq(authGuards.key, 'login:name:nobody0001'));
    await t.database.db
      .update(authGuards)
      .set({ lockedUntil: new Date(Date.now() + 400 * DAY) })
      .where(eq(authGuards.key, first!.key));

    const later = new Date(Date.now() + (GUARD_RETENTION_DAYS + 1) * DAY);
    expect(await pruneAuthGuards(t.database.db, later)).toBe(2);
    expect(await guards()).toBe(1);
  });
});
