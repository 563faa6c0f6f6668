// The slider puzzle through HTTP with SLIDER_CHECK on: one-time challenges, tolerance, expiry,
// single-use tickets, and where registration and login require them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sliderChallenges } from '../../db/schema/account.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const clock = testClock('2026-03-02T02:00:00Z');

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    config: { account: { ...base.account, mailCodeIpDailyCap: 3 } },
  });
  expect(t.config.account.sliderCheck).toBe(true);
});
afterAll(async () => {
  await t.close();
});

async function call(name: string, params: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/${name}.action`, payload: params });
  return res.json<{ code: string; errorKey?: string; data: Record<string, unknown> | null }>();
}

async function challenge() {
  const res = await call('captcha!slider');
  expect(res.code).toBe('0');
  const id = String(res.data?.challengeId);
  const [row] = await t.database.db
    .select({ offset: sliderChallenges.offset })
    .from(sliderChallenges)
    .where(eq(sliderChallenges.id, id));
  return { id, offset: Number(row?.offset), data: res.data };
}

async function ticket(): Promise<string> {
  const { id, offset } = await challenge();
  const res = await call('captcha!check', { challengeId: id, offset: offset + 3 });
  expect(res.code).toBe('0');
  return String(res.data?.ticket);
}

let n = 0;
const name = () => `slider${Date.now().toString(36)}${n++}`;

describe('slider challenge', () => {
  it('issues PNG pictures of the stated size and keeps the gap offset on the server', async () => {
    const { data } = await challenge();
    expect(String(data?.background)).toMatch(/^data:image\/png;base64,/);
    expect(String(data?.piece)).toMatch(/^data:image\/png;base64,/);
    expect(data).toMatchObject({ width: 300, height: 160, pieceSize: 48, expiresInSeconds: 120 });
    expect(JSON.stringify(data)).not.toContain('offset');
  });

  it('refuses an answer outside the tolerance and burns the challenge', async () => {
    const { id, offset } = await challenge();
    expect((await call('captcha!check', { challengeId: id, offset: offset + 20 })).errorKey).toBe(
      'verify.sliderFailed',
    );
    expect((await call('captcha!check', { challengeId: id, offset })).errorKey).toBe(
      'verify.sliderFailed',
    );
  });

  it('expires after 2 minutes', async () => {
    const { id, offset } = await challenge();
    clock.advance(121_000);
    expect((await call('captcha!check', { challengeId: id, offset })).errorKey).toBe(
      'verify.sliderFailed',
    );
    clock.set('2026-03-02T02:00:00Z');
  });
});

describe('where the slider is required', () => {
  it('registration needs a ticket, and a ticket is spent once', async () => {
    const base = { password: 'secret1', re_password: 'secret1' };
    expect(
      (await call('localuser!registerNoVerifcode', { ...base, username: name() })).errorKey,
    ).toBe('verify.sliderRequired');
    const pass = await ticket();
    const first = await call('localuser!registerNoVerifcode', {
      ...base,
      username: name(),
      sliderTicket: pass,
    });
    expect(first.code).toBe('0');
    const reuse = await call('localuser!registerNoVerifcode', {
      ...base,
      username: name(),
      sliderTicket: pass,
    });
    expect(reuse.errorKey).toBe('verify.sliderFailed');
  });

  it('login needs a ticket after a failed attempt, for known and unknown names alike', async () => {
    const username = name();
    await call('localuser!registerNoVerifcode', {
      username,
      password: 'secret1',
      re_password: 'secret1',
      sliderTicket: await ticket(),
    });
    expect((await call('user!newlogin', { username, password: 'secret1' })).code).toBe('0');
    for (const who of [username, name()]) {
      expect((await call('user!newlogin', { username: who, password: 'wrong1' })).errorKey).toBe(
        'auth.wrongPassword',
      );
      expect((await call('user!newlogin', { username: who, password: 'secret1' })).errorKey).toBe(
        'verify.sliderRequired',
      );
    }
    const ok = await call('user!newlogin', {
      username,
      password: 'secret1',
      sliderTicket: await ticket(),
    });
    expect(ok.code).toBe('0');
  });

  it('login needs a ticket from an address with three wrong logins today, whatever names it tried', async () => {
    const from = async (remoteAddress: string, username: string, password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user!newlogin.action',
        payload: { username, password },
        remoteAddress,
      });
      return res.json<{ code: string; errorKey?: string }>();
    };
    const guesser = '198.51.100.7';
    // Each made-up name fails once: none of them alone would ask for the puzzle again.
    for (let i = 0; i < 3; i++) {
      expect((await from(guesser, name(), 'wrong1')).errorKey).toBe('auth.wrongPassword');
    }
    // The fourth name, never tried, already needs the puzzle from that address ...
    expect((await from(guesser, name(), 'wrong1')).errorKey).toBe('verify.sliderRequired');
    // ... while another address trying a fresh name does not.
    expect((await from('198.51.100.8', name(), 'wrong1')).errorKey).toBe('auth.wrongPassword');
    // The next platform day starts clean.
    clock.advance(24 * 3600_000);
    expect((await from(guesser, name(), 'wrong1')).errorKey).toBe('auth.wrongPassword');
  });

  it('spaces e-mail codes to one a minute per address, and caps one client per day', async () => {
    const target = `${name()}@example.com`;
    expect((await call('jscode!execute', { target })).code).toBe('0');
    expect((await call('jscode!execute', { target })).errorKey).toBe('request.tooFrequent');
    clock.advance(61_000);
    expect((await call('jscode!execute', { target })).code).toBe('0');
    // This client has asked 2 codes today; the cap is 3 whatever the address.
    expect((await call('jscode!execute', { target: `${name()}@example.com` })).code).toBe('0');
    expect((await call('jscode!execute', { target: `${name()}@example.com` })).errorKey).toBe(
      'verify.codeLimit',
    );
    clock.set('2026-03-02T02:00:00Z');
  });
});
