// Accounts through HTTP on a real database: registration rules, lockout with a controllable clock,
// no account enumeration, e-mail codes, sessions, passwords, fund passwords and cancellation.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_COUNT } from '../../../domain/api/account.ts';
import { clearing, userAvailable, userHeld } from '../../../domain/ledger/accounts.ts';
import { loadConfig } from '../../config.ts';
import { authGuards, loginAttempts, mailOutbox, sessions, users } from '../../db/schema/account.ts';
import { createTestApp, testClock } from '../../testing/test-app.ts';
import { postTransfer } from '../ledger/index.ts';
import * as passwordHash from './password-hash.ts';
import { createUserAccount } from './users.service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const logLines: string[] = [];
// 10:00 in Shanghai (the platform zone).
const START = '2026-03-02T02:00:00Z';
const clock = testClock(START);

beforeAll(async () => {
  const base = loadConfig({});
  t = await createTestApp({
    clock,
    poolSize: 40,
    logStream: { write: (line) => void logLines.push(line) },
    config: {
      account: {
        ...base.account,
        sliderCheck: false,
        mailCodeDailyCap: 3,
        mailCodeIntervalSeconds: 0,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  code: string;
  msg: string;
  errorKey?: string;
  data: Record<string, unknown> | null;
}

async function call(
  name: string,
  params: Record<string, unknown> = {},
  options: { token?: string; lang?: string; method?: 'GET' | 'POST' } = {},
): Promise<Answer> {
  const method = options.method ?? 'POST';
  const query = new URLSearchParams({ lang: options.lang ?? 'en' });
  if (method === 'GET') {
    for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  }
  const res = await t.app.inject({
    method,
    url: `/api/${name}.action?${query.toString()}`,
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(method === 'POST' ? { payload: params } : {}),
  });
  return { status: res.statusCode, ...res.json<Omit<Answer, 'status'>>() };
}

let counter = 0;
const uniqueName = (prefix = 'buyer') => `${prefix}${Date.now().toString(36)}${counter++}`;

async function register(username = uniqueName(), password = 'secret1', extra = {}) {
  const res = await call('localuser!registerNoVerifcode', {
    username,
    password,
    re_password: password,
    ...extra,
  });
  expect(res.code, res.msg).toBe('0');
  return {
    username,
    password,
    token: String(res.data?.token),
    usercode: String(res.data?.usercode),
  };
}

const loginAs = (username: string, password: string) =>
  call('user!newlogin', { username, password });

async function latestMailCode(to: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('registration', () => {
  it('registers with a plain name and logs the new user in', async () => {
    const user = await register();
    expect(user.token.length).toBeGreaterThan(30);
    expect(user.usercode).toMatch(/^[A-Z0-9]{8}$/);
    const me = await call('localuser!get', {}, { token: user.token, method: 'GET' });
    expect(me.data).toMatchObject({ username: user.username, avatar: 1, safeword: false });
  });

  it('accepts a mobile number and masks it; accepts an e-mail as username', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const byPhone = await register(mobile);
    const me = await call('localuser!get', {}, { token: byPhone.token });
    expect(me.data?.phone).toBe(`${mobile.slice(0, 3)}*****${mobile.slice(-3)}`);
    const email = `${uniqueName('m')}@example.com`;
    const byMail = await register(email);
    expect((await call('localuser!get', {}, { token: byMail.token })).data?.email).toBe(email);
  });

  it('refuses each invalid field with param.invalid naming it', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ username: 'abc12', password: 'secret1', re_password: 'secret1' }, 'username'],
      [{ username: 'abc_123', password: 'secret1', re_password: 'secret1' }, 'username'],
      [{ username: 'a'.repeat(31), password: 'secret1', re_password: 'secret1' }, 'username'],
      [{ username: '1234567', password: 'secret', re_password: 'secret' }, ''],
      [{ username: uniqueName(), password: 'short', re_password: 'short' }, 'password'],
      [
        { username: uniqueName(), password: 'x'.repeat(65), re_password: 'x'.repeat(65) },
        'password',
      ],
      [{ username: uniqueName(), password: 'has space', re_password: 'has space' }, 'password'],
    ];
    for (const [params, field] of cases) {
      const res = await call('localuser!registerNoVerifcode', params);
      if (field === '') {
        // A 7-digit name is a valid plain name (6-30 digits and letters).
        expect(res.code, JSON.stringify(params)).toBe('0');
        continue;
      }
      expect(res.errorKey, JSON.stringify(params)).toBe('param.invalid');
      expect(res.msg).toContain(field);
    }
  });

  it('accepts a 64-character password from a password manager and logs in with it', async () => {
    const password = 'K7#qv!Lz2@Wm9$Rt'.repeat(4);
    const user = await register(uniqueName(), password);
    expect((await loginAs(user.username, password)).code).toBe('0');
    const changed = `${password.slice(0, 40)}x`;
    const res = await call(
      'user!updateOldAndNewPsw',
      { old_password: password, password: changed, comfirm_password: changed },
      { token: user.token },
    );
    expect(res.code, res.msg).toBe('0');
    expect((await loginAs(user.username, changed)).code).toBe('0');
  });

  it('refuses mismatched passwords, duplicate names (any case) and duplicate e-mails', async () => {
    const name = uniqueName();
    expect(
      (
        await call('localuser!registerNoVerifcode', {
          username: name,
          password: 'secret1',
          re_password: 'secret2',
        })
      ).errorKey,
    ).toBe('password.mismatch');
    await register(name);
    const dup = await call('localuser!registerNoVerifcode', {
      username: name.toUpperCase(),
      password: 'secret1',
      re_password: 'secret1',
    });
    expect(dup).toMatchObject({
      code: '1',
      errorKey: 'register.usernameTaken',
      msg: 'Duplicate username',
    });
    const email = `${uniqueName('d')}@example.com`;
    await register(email);
    const dupMail = await call('localuser!registerNoVerifcode', {
      username: email.toUpperCase(),
      password: 'secret1',
      re_password: 'secret1',
    });
    expect(dupMail.errorKey).toBe('register.usernameTaken');
    const cn = await call(
      'localuser!registerNoVerifcode',
      { username: name, password: 'secret1', re_password: 'secret1' },
      { lang: 'cn' },
    );
    expect(cn.msg).toBe('用户名重复');
  });

  it('records a valid referral code and refuses a wrong one', async () => {
    const referrer = await register();
    const referred = await register(uniqueName(), 'secret1', {
      usercode: referrer.usercode.toLowerCase(),
    });
    const rows = await t.database.db
      .select({ referrerId: users.referrerId })
      .from(users)
      .where(eq(users.username, referred.username));
    const [ref] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.usercode, referrer.usercode));
    expect(rows[0]?.referrerId).toBe(ref?.id);
    const wrong = await call('localuser!registerNoVerifcode', {
      username: uniqueName(),
      password: 'secret1',
      re_password: 'secret1',
      usercode: 'NOSUCH99',
    });
    expect(wrong.errorKey).toBe('register.referralInvalid');
  });

  it('tells the PWA there is no slider puzzle when SLIDER_CHECK=off', async () => {
    const res = await call('captcha!slider');
    expect(res.data).toMatchObject({ enabled: false, challengeId: '' });
  });

  it('works over GET as the spec marks it', async () => {
    const res = await call(
      'localuser!registerNoVerifcode',
      { username: uniqueName(), password: 'secret1', re_password: 'secret1' },
      { method: 'GET' },
    );
    expect(res.code).toBe('0');
  });
});

describe('e-mail codes', () => {
  it('registers with a mailed code; the code is single use', async () => {
    const email = `${uniqueName('c')}@example.com`;
    expect((await call('jscode!execute', { target: email }, { method: 'GET' })).code).toBe('0');
    const code = await latestMailCode(email);
    const first = await call('localuser!registerWithVerifcode', {
      username: email,
      password: 'secret1',
      re_password: 'secret1',
      verifcode: code,
    });
    expect(first.code, first.msg).toBe('0');
    const again = await call('localuser!registerWithVerifcode', {
      username: uniqueName(),
      email,
      password: 'secret1',
      re_password: 'secret1',
      verifcode: code,
    });
    // The e-mail is now taken; with another address the used code is simply wrong.
    expect(again.errorKey).toBe('register.emailTaken');
  });

  it('refuses an empty, wrong, reused or expired code', async () => {
    const email = `${uniqueName('e')}@example.com`;
    const base = { username: uniqueName(), email, password: 'secret1', re_password: 'secret1' };
    expect((await call('localuser!registerWithVerifcode', base)).errorKey).toBe('verify.codeEmpty');
    await call('jscode!execute', { target: email });
    const code = await latestMailCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(
      (await call('localuser!registerWithVerifcode', { ...base, verifcode: wrong })).errorKey,
    ).toBe('verify.codeWrong');
    clock.advance(10 * 60_000 + 1000);
    expect(
      (await call('localuser!registerWithVerifcode', { ...base, verifcode: code })).errorKey,
    ).toBe('verify.codeWrong');
    clock.set(START);
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = `${uniqueName('k')}@example.com`;
    const base = { username: uniqueName(), email, password: 'secret1', re_password: 'secret1' };
    await call('jscode!execute', { target: email });
    const code = await latestMailCode(email);
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect(
        (await call('localuser!registerWithVerifcode', { ...base, verifcode: wrong })).errorKey,
      ).toBe('verify.codeWrong');
    }
    expect(
      (await call('localuser!registerWithVerifcode', { ...base, verifcode: code })).errorKey,
    ).toBe('verify.codeWrong');
  });

  it('caps codes per address per platform day', async () => {
    const email = `${uniqueName('cap')}@example.com`;
    for (let i = 0; i < 3; i++) {
      expect((await call('jscode!execute', { target: email })).code).toBe('0');
    }
    const over = await call('jscode!execute', { target: email }, { lang: 'cn' });
    expect(over).toMatchObject({
      errorKey: 'verify.codeLimit',
      msg: '邮箱验证码发送次数过多，请明天再试',
    });
    // Midnight in Shanghai is 16:00 UTC.
    clock.set('2026-03-02T16:00:01Z');
    expect((await call('jscode!execute', { target: email })).code).toBe('0');
    clock.set(START);
  });

  it('answers a reset-code request the same for unknown addresses and mails nothing', async () => {
    const unknown = `${uniqueName('nobody')}@example.com`;
    const res = await call('jscode!execute', { target: unknown, purpose: 'resetPassword' });
    expect(res.code).toBe('0');
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown));
    expect(mails).toHaveLength(0);
  });
});

describe('login and lockout', () => {
  it('answers token, usercode and username', async () => {
    const user = await register();
    const res = await loginAs(user.username.toUpperCase(), user.password);
    expect(res.data).toMatchObject({ usercode: user.usercode, username: user.username });
    expect(typeof res.data?.token).toBe('string');
  });

  it('locks for 3 minutes after three wrong passwords: locked at 179 s, open at 181 s', async () => {
    const user = await register();
    expect((await loginAs(user.username, 'wrong1')).errorKey).toBe('auth.wrongPassword');
    expect((await loginAs(user.username, 'wrong2')).errorKey).toBe('auth.wrongPassword');
    const third = await loginAs(user.username, 'wrong3');
    expect(third).toMatchObject({
      errorKey: 'auth.lockedMinutes',
      msg: 'Three wrong entries in a row, please retry in 3 minutes',
    });
    clock.advance(179_000);
    expect((await loginAs(user.username, user.password)).errorKey).toBe('auth.lockedMinutes');
    clock.advance(2_000);
    expect((await loginAs(user.username, user.password)).code).toBe('0');
    // A wrong password later the same platform day locks until the next day.
    clock.advance(3600_000);
    const again = await loginAs(user.username, 'wrong4');
    expect(again).toMatchObject({
      errorKey: 'auth.lockedToday',
      msg: 'More than 3 wrong attempts, please retry tomorrow',
    });
    // 23:59:59 Shanghai is still locked; 00:00:01 the next day is open.
    clock.set('2026-03-02T15:59:59Z');
    expect((await loginAs(user.username, user.password)).errorKey).toBe('auth.lockedToday');
    clock.set('2026-03-02T16:00:01Z');
    expect((await loginAs(user.username, user.password)).code).toBe('0');
    clock.set(START);
  });

  it('a 3-minute lock late in the day does not carry the day rule past midnight', async () => {
    const user = await register();
    clock.set('2026-03-02T15:58:00Z'); // 23:58 Shanghai
    for (const pw of ['x1xxxx', 'x2xxxx']) await loginAs(user.username, pw);
    expect((await loginAs(user.username, 'x3xxxx')).errorKey).toBe('auth.lockedMinutes');
    clock.set('2026-03-02T16:01:30Z'); // 00:01:30 the next day, lock over
    expect((await loginAs(user.username, 'x4xxxx')).errorKey).toBe('auth.wrongPassword');
    expect((await loginAs(user.username, user.password)).code).toBe('0');
    clock.set(START);
  });

  it('counts 20 parallel wrong passwords as 20', async () => {
    const user = await register();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginAs(user.username, `wrong${i}x`)),
    );
    expect(answers.every((a) => a.code === '1')).toBe(true);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, user.username));
    const key = `login:user:${row?.id}`;
    const [guard] = await t.database.db.select().from(authGuards).where(eq(authGuards.key, key));
    expect(guard?.dayFailures).toBe(20);
    const [attempts] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginAttempts)
      .where(eq(loginAttempts.guardKey, key));
    expect(attempts?.n).toBe(20);
    expect(guard?.lockKind).toBe('day');
  });

  it('counts wrong logins per client address with the slider check off as well', async () => {
    const ip = '198.51.100.23';
    const user = await register();
    for (const username of [user.username, uniqueName('ghost')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user!newlogin.action?lang=en',
        remoteAddress: ip,
        payload: { username, password: 'wrong-pw1' },
      });
      expect(res.json<Answer>().errorKey).toBe('auth.wrongPassword');
    }
    const [guard] = await t.database.db
      .select()
      .from(authGuards)
      .where(eq(authGuards.key, `login:ip:${ip}`));
    expect(guard?.dayFailures).toBe(2);
  });

  it('does not reveal whether an account exists: same answers, same hashing work', async () => {
    const user = await register();
    const unknown = uniqueName('ghost');
    const known: Answer[] = [];
    const ghost: Answer[] = [];
    // The scrypt runs of each login, by their cost parameters (`scrypt$N$r$p`). Times are not
    // compared here (the machine is shared); `npm run bench:login` measures them.
    const knownWork: string[][] = [];
    const ghostWork: string[][] = [];
    const verify = vi.spyOn(passwordHash, 'verifySecret');
    const work = () =>
      verify.mock.calls.map(([, stored]) => stored.split('$').slice(0, 4).join('$'));
    try {
      for (let i = 0; i < 5; i++) {
        verify.mockClear();
        known.push(await loginAs(user.username, `nope${i}xx`));
        knownWork.push(work());
        verify.mockClear();
        ghost.push(await loginAs(unknown, `nope${i}xx`));
        ghostWork.push(work());
      }
    } finally {
      verify.mockRestore();
    }
    const strip = (answers: Answer[]) => answers.map((a) => [a.status, a.code, a.msg, a.errorKey]);
    expect(strip(ghost)).toEqual(strip(known));
    expect(known.map((a) => a.errorKey)).toEqual([
      'auth.wrongPassword',
      'auth.wrongPassword',
      'auth.lockedMinutes',
      'auth.lockedToday',
      'auth.lockedToday',
    ]);
    // Each login, locked or not, known name or not, runs exactly one scrypt verification at the
    // stored hashes' cost.
    const stored = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, user.username));
    const cost = stored[0]!.hash.split('$').slice(0, 4).join('$');
    expect(knownWork).toEqual(Array.from({ length: 5 }, () => [cost]));
    expect(ghostWork).toEqual(knownWork);
  });

  it('tells a disabled user so only after a correct password; a business-locked one signs in', async () => {
    const user = await register();
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.username, user.username));
    expect((await loginAs(user.username, 'wrongpw')).errorKey).toBe('auth.wrongPassword');
    expect((await loginAs(user.username, user.password)).errorKey).toBe('auth.accountDisabled');
    // A disabled user's existing session stops working too.
    expect((await call('localuser!get', {}, { token: user.token })).status).toBe(403);
    await t.database.db
      .update(users)
      .set({ status: 'business_locked' })
      .where(eq(users.username, user.username));
    const locked = await loginAs(user.username, user.password);
    expect(locked.code).toBe('0');
    const me = await call('localuser!get', {}, { token: String(locked.data?.token) });
    expect(me.data?.businessLock).toEqual({ reason: '' });
  });
});

describe('sessions', () => {
  it('answers 403 for a missing, unknown, revoked or idle token', async () => {
    const missing = await call('localuser!get');
    expect(missing).toMatchObject({ status: 403, code: '403' });
    expect((await call('localuser!get', {}, { token: 'not-a-token' })).status).toBe(403);

    const user = await register();
    expect((await call('user!logout', {}, { token: user.token, method: 'GET' })).code).toBe('0');
    expect((await call('localuser!get', {}, { token: user.token })).status).toBe(403);

    const idle = await loginAs(user.username, user.password);
    const token = String(idle.data?.token);
    clock.advance(121 * 60_000);
    expect((await call('localuser!get', {}, { token })).status).toBe(403);
    clock.set(START);
  });

  it('writes last-seen at most once a minute per session', async () => {
    const user = await register();
    const lastSeen = async () =>
      (
        await t.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(users.username, user.username))
      )[0]?.at.getTime();
    const first = await lastSeen();
    clock.advance(30_000);
    await call('localuser!get', {}, { token: user.token });
    expect(await lastSeen()).toBe(first);
    clock.advance(31_000);
    await call('localuser!get', {}, { token: user.token });
    expect(await lastSeen()).toBe(clock.now().getTime());
    clock.set(START);
  });

  it('heartbeat and calls keep a session alive past the idle limit', async () => {
    const user = await register();
    for (let i = 0; i < 3; i++) {
      clock.advance(100 * 60_000);
      expect((await call('user!heartbeat', {}, { token: user.token })).code).toBe('0');
    }
    expect((await call('localuser!get', {}, { token: user.token })).code).toBe('0');
    clock.set(START);
  });

  it('accepts the token from the query string and never writes it to the log', async () => {
    const user = await register(uniqueName(), 'Pa$$w0rd');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/localuser!get.action?token=${encodeURIComponent(user.token)}`,
    });
    expect(res.json().code).toBe('0');
    await t.app.inject({
      method: 'GET',
      url: `/api/user!newlogin.action?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    });
    await call('user!logout', {}, { token: user.token });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    expect(log).not.toContain(user.token);
    expect(log).not.toContain(encodeURIComponent(user.token));
    expect(log).not.toContain('Pa$$w0rd');
    expect(log).not.toContain(encodeURIComponent('Pa$$w0rd'));
  });

  it("another user's token reads and changes only its own user", async () => {
    const alice = await register(uniqueName(), 'alice-pw1');
    const bob = await register(uniqueName(), 'bob-pw22');
    const asBob = await call('localuser!get', {}, { token: bob.token });
    expect(asBob.data?.username).toBe(bob.username);
    // Bob cannot change Alice's password with Alice's old password: it is checked against Bob's.
    const change = await call(
      'user!updateOldAndNewPsw',
      { old_password: alice.password, password: 'hacked1', comfirm_password: 'hacked1' },
      { token: bob.token },
    );
    expect(change.errorKey).toBe('password.oldWrong');
    expect(
      (await call('localuser!refreshAvatar', { avatar: 7 }, { token: bob.token })).data,
    ).toEqual({ avatar: 7 });
    const aliceMe = await call('localuser!get', {}, { token: alice.token });
    expect(aliceMe.data?.avatar).toBe(1);
    expect((await loginAs(alice.username, alice.password)).code).toBe('0');
  });
});

describe('passwords', () => {
  it('changes the login password and revokes the other sessions', async () => {
    const user = await register();
    const other = String((await loginAs(user.username, user.password)).data?.token);
    expect(
      (
        await call(
          'user!updateOldAndNewPsw',
          { old_password: user.password, password: 'newpass1', confirm_password: 'other11' },
          { token: user.token },
        )
      ).errorKey,
    ).toBe('password.mismatch');
    const res = await call(
      'user!updateOldAndNewPsw',
      { old_password: user.password, password: 'newpass1', comfirm_password: 'newpass1' },
      { token: user.token },
    );
    expect(res.code, res.msg).toBe('0');
    expect((await call('localuser!get', {}, { token: user.token })).code).toBe('0');
    expect((await call('localuser!get', {}, { token: other })).status).toBe(403);
    expect((await loginAs(user.username, user.password)).errorKey).toBe('auth.wrongPassword');
    expect((await loginAs(user.username, 'newpass1')).code).toBe('0');
  });

  it('resets a forgotten password by e-mail code, clearing the lock and every session', async () => {
    const email = `${uniqueName('r')}@example.com`;
    const user = await register(email);
    for (const pw of ['bad1xx', 'bad2xx', 'bad3xx']) await loginAs(email, pw);
    expect((await loginAs(email, user.password)).errorKey).toBe('auth.lockedMinutes');
    await call('jscode!execute', { target: email, purpose: 'resetPassword' }, { method: 'GET' });
    const code = await latestMailCode(email);
    const reset = await call('user!resetPassword', {
      email,
      verifcode: code,
      password: 'fresh123',
      re_password: 'fresh123',
    });
    expect(reset.code, reset.msg).toBe('0');
    expect((await call('localuser!get', {}, { token: user.token })).status).toBe(403);
    expect((await loginAs(email, 'fresh123')).code).toBe('0');
    const reuse = await call('user!resetPassword', {
      email,
      verifcode: code,
      password: 'again123',
      re_password: 'again123',
    });
    expect(reuse.errorKey).toBe('verify.codeWrong');
  });
});

describe('fund password', () => {
  it('the first one needs the login password, not only a session', async () => {
    const user = await register();
    const opts = { token: user.token };
    const set = (extra: Record<string, string>) =>
      call('user!setSafewordReg', { safeword: '135790', re_safeword: '135790', ...extra }, opts);
    expect((await set({})).errorKey).toBe('param.invalid');
    expect((await set({ password: 'not-mine1' })).errorKey).toBe('password.loginWrong');
    expect((await call('localuser!get', {}, opts)).data?.safeword).toBe(false);
    expect((await set({ password: user.password })).code).toBe('0');
    expect((await call('localuser!get', {}, opts)).data?.safeword).toBe(true);
  });

  it('on an account with a confirmed e-mail, the first one needs the mailed wallet code too', async () => {
    const email = `${uniqueName('w')}@example.com`;
    expect((await call('jscode!execute', { target: email }, { method: 'GET' })).code).toBe('0');
    const registered = await call('localuser!registerWithVerifcode', {
      username: email,
      password: 'secret1',
      re_password: 'secret1',
      verifcode: await latestMailCode(email),
    });
    expect(registered.code, registered.msg).toBe('0');
    const opts = { token: String(registered.data?.token) };
    expect((await call('localuser!get', {}, opts)).data).toMatchObject({
      email,
      emailVerified: true,
    });
    const set = (extra: Record<string, string>) =>
      call(
        'user!setSafewordReg',
        { password: 'secret1', safeword: '135790', re_safeword: '135790', ...extra },
        opts,
      );
    expect((await set({})).errorKey).toBe('verify.codeEmpty');
    expect((await set({ verifcode: '000000' })).errorKey).toBe('verify.codeWrong');
    // A wallet code goes only to the caller's own address, and only to a caller.
    const wallet = (target: string, token?: string) =>
      call('jscode!execute', { target, purpose: 'wallet' }, { method: 'GET', token });
    expect((await wallet('someone@example.com', opts.token)).errorKey).toBe('param.invalid');
    expect((await wallet(email)).code).not.toBe('0');
    clock.advance(61_000);
    expect((await wallet(email, opts.token)).code).toBe('0');
    const code = await latestMailCode(email);
    expect((await set({ password: 'not-mine1', verifcode: code })).errorKey).toBe(
      'password.loginWrong',
    );
    expect((await set({ verifcode: code })).code).toBe('0');
    expect((await call('localuser!get', {}, opts)).data?.safeword).toBe(true);
  });

  it('is set once with exactly 6 digits and changed with the old one, with its own lockout', async () => {
    const user = await register();
    const opts = { token: user.token };
    expect(
      (
        await call(
          'user!setSafewordReg',
          { password: user.password, safeword: '12345', re_safeword: '12345' },
          opts,
        )
      ).errorKey,
    ).toBe('param.invalid');
    expect(
      (
        await call(
          'user!setSafewordReg',
          { password: user.password, safeword: '12345a', re_safeword: '12345a' },
          opts,
        )
      ).errorKey,
    ).toBe('param.invalid');
    expect(
      (
        await call(
          'user!setSafewordReg',
          { password: user.password, safeword: '123456', re_safeword: '654321' },
          opts,
        )
      ).errorKey,
    ).toBe('safeword.mismatch');
    expect(
      (
        await call(
          'user!setSafewordReg',
          { password: user.password, safeword: '123456', re_safeword: '123456' },
          opts,
        )
      ).code,
    ).toBe('0');
    expect(
      (
        await call(
          'user!setSafewordReg',
          { password: user.password, safeword: '111111', re_safeword: '111111' },
          opts,
        )
      ).errorKey,
    ).toBe('safeword.alreadySet');
    expect((await call('localuser!get', {}, opts)).data?.safeword).toBe(true);

    const change = (old: string) =>
      call(
        'user!updateOldAndNewSafeword',
        { old_safeword: old, safeword: '222222', re_safeword: '222222' },
        opts,
      );
    expect((await change('000000')).errorKey).toBe('safeword.wrong');
    expect((await change('000001')).errorKey).toBe('safeword.wrong');
    expect((await change('000002')).errorKey).toBe('auth.lockedMinutes');
    expect((await change('123456')).errorKey).toBe('auth.lockedMinutes');
    // The login password is not affected by fund-password failures.
    expect((await loginAs(user.username, user.password)).code).toBe('0');
    clock.advance(181_000);
    expect((await change('123456')).code).toBe('0');
    clock.set(START);
  });
});

describe('account cancellation', () => {
  it('requires a reason, refuses while a balance remains, then cancels and blocks re-registration', async () => {
    const user = await register();
    const opts = { token: user.token };
    expect((await call('user!logoff', {}, opts)).errorKey).toBe('cancel.reasonRequired');
    expect((await call('user!logoff', { reason: '   ' }, opts)).errorKey).toBe(
      'cancel.reasonRequired',
    );

    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, user.username));
    const userId = String(row?.id);
    await t.database.db.transaction(async (tx) => {
      await postTransfer(tx, {
        kind: 'test_credit',
        reference: `cancel-${userId}`,
        legs: [
          { account: clearing('TEST'), amount: '-5' },
          { account: userAvailable(userId), amount: '5' },
        ],
        now: clock.now(),
      });
    });
    // A stolen session alone cannot cancel: the login password again.
    expect((await call('user!logoff', { reason: 'moving on' }, opts)).errorKey).toBe(
      'password.required',
    );
    expect(
      (await call('user!logoff', { reason: 'moving on', password: 'wrong-one' }, opts)).errorKey,
    ).toBe('password.loginWrong');
    const withPassword = { reason: 'moving on', password: user.password };
    expect((await call('user!logoff', withPassword, opts)).errorKey).toBe('cancel.unsettled');
    // Held by a withdrawal in progress is still the user's money: still refused.
    await t.database.db.transaction(async (tx) => {
      await postTransfer(tx, {
        kind: 'test_hold',
        reference: `cancel-${userId}`,
        legs: [
          { account: userAvailable(userId), amount: '-5' },
          { account: userHeld(userId), amount: '5' },
        ],
        now: clock.now(),
      });
    });
    expect((await call('user!logoff', withPassword, opts)).errorKey).toBe('cancel.unsettled');
    await t.database.db.transaction(async (tx) => {
      await postTransfer(tx, {
        kind: 'test_debit',
        reference: `cancel-${userId}`,
        legs: [
          { account: userHeld(userId), amount: '-5' },
          { account: clearing('TEST'), amount: '5' },
        ],
        now: clock.now(),
      });
    });
    expect((await call('user!logoff', withPassword, opts)).code).toBe('0');
    expect((await call('localuser!get', {}, opts)).status).toBe(403);
    expect((await loginAs(user.username, user.password)).errorKey).toBe('auth.wrongPassword');
    const again = await call('localuser!registerNoVerifcode', {
      username: user.username,
      password: 'secret1',
      re_password: 'secret1',
    });
    expect(again.errorKey).toBe('register.blockedAfterCancellation');
    clock.advance(31 * 86_400_000);
    expect(
      (
        await call('localuser!registerNoVerifcode', {
          username: user.username,
          password: 'secret1',
          re_password: 'secret1',
        })
      ).code,
    ).toBe('0');
    clock.set(START);
  });

  it('refuses operator accounts', async () => {
    const created = await createUserAccount(t.database.db, {
      username: uniqueName('op'),
      password: 'operator1',
      roles: ['user', 'admin'],
    });
    if (!created.ok) throw new Error(created.key);
    const token = String((await loginAs(created.data.username, 'operator1')).data?.token);
    expect((await call('user!logoff', { reason: 'bye' }, { token })).errorKey).toBe(
      'cancel.notAllowed',
    );
  });
});

describe('avatar', () => {
  it('sets a chosen avatar or picks another one', async () => {
    const user = await register();
    expect(
      (await call('localuser!refreshAvatar', { avatar: 5 }, { token: user.token })).data,
    ).toEqual({ avatar: 5 });
    const next = await call('localuser!refreshAvatar', {}, { token: user.token });
    expect(next.code, next.msg).toBe('0');
    const picked = Number(next.data?.avatar);
    expect(picked).not.toBe(5);
    expect(picked).toBeGreaterThanOrEqual(1);
    expect(picked).toBeLessThanOrEqual(AVATAR_COUNT);
    expect((await call('localuser!get', {}, { token: user.token })).data?.avatar).toBe(picked);
    expect(
      (await call('localuser!refreshAvatar', { avatar: 99 }, { token: user.token })).errorKey,
    ).toBe('param.invalid');
  });
});

describe('an e-mail added after registration (issue 34)', () => {
  it('is added with the login password and a code to it, opens the password reset, and is replaced only with a code to the old one', async () => {
    // A day of its own: the per-address and per-client code budgets start afresh.
    clock.advance(3 * 86_400_000);
    const user = await register();
    const opts = { token: user.token };
    const me = async () => (await call('localuser!get', {}, opts)).data;
    expect(await me()).toMatchObject({ email: '', emailVerified: false });
    const first = `${uniqueName('add')}@example.com`;
    const code = (target: string, purpose: string, token?: string) =>
      call('jscode!execute', { target, purpose }, { method: 'GET', token });
    const bind = (fields: Record<string, string>) =>
      call('user!bindEmail', { password: user.password, ...fields }, opts);

    // A code for adding an address is for a signed-in account only.
    expect((await code(first, 'bindEmail')).code).not.toBe('0');
    expect((await code(first, 'bindEmail', user.token)).code).toBe('0');
    const added = await latestMailCode(first);
    expect((await bind({ email: first, verifcode: added, password: '' })).errorKey).toBe(
      'password.required',
    );
    expect((await bind({ email: first, verifcode: added, password: 'not-mine1' })).errorKey).toBe(
      'password.loginWrong',
    );
    expect((await bind({ email: first, verifcode: '000000' })).errorKey).toBe('verify.codeWrong');
    // The code is for the address it was mailed to, not another.
    expect(
      (await bind({ email: `${uniqueName('other')}@example.com`, verifcode: added })).errorKey,
    ).toBe('verify.codeWrong');
    const done = await bind({ email: first, verifcode: added });
    expect(done.code, done.msg).toBe('0');
    expect(done.data).toEqual({ email: first, emailVerified: true });
    expect(await me()).toMatchObject({ email: first, emailVerified: true });

    // The way back into a forgotten account now exists: a reset code to that address.
    expect((await code(first, 'resetPassword')).code).toBe('0');
    const reset = await call('user!resetPassword', {
      email: first,
      verifcode: await latestMailCode(first),
      password: 'secret2',
      re_password: 'secret2',
    });
    expect(reset.code, reset.msg).toBe('0');
    const again = await loginAs(user.username, 'secret2');
    expect(again.code).toBe('0');
    const token = String(again.data?.token);
    user.password = 'secret2';
    opts.token = token;

    // Replacing it: a code to the new address and one to the old, which goes only there.
    const second = `${uniqueName('new')}@example.com`;
    expect((await code(second, 'bindEmail', token)).code).toBe('0');
    const newCode = await latestMailCode(second);
    expect((await bind({ email: second, verifcode: newCode })).errorKey).toBe('param.missing');
    expect((await code(second, 'changeEmail', token)).errorKey).toBe('param.invalid');
    expect((await code(first, 'changeEmail')).code).not.toBe('0');
    expect((await code(first, 'changeEmail', token)).code).toBe('0');
    const oldCode = await latestMailCode(first);
    expect(
      (await bind({ email: second, verifcode: newCode, oldVerifcode: '000000' })).errorKey,
    ).toBe('email.oldCodeWrong');
    expect((await bind({ email: first, verifcode: newCode, oldVerifcode: oldCode })).errorKey).toBe(
      'email.same',
    );
    // The wrong try above spent nothing the right one needs: a code takes 5 wrong tries.
    const changed = await bind({ email: second, verifcode: newCode, oldVerifcode: oldCode });
    expect(changed.code, changed.msg).toBe('0');
    expect(await me()).toMatchObject({ email: second, emailVerified: true });

    // Another account cannot take an address in use.
    const other = await register();
    expect((await code(second, 'bindEmail', other.token)).code).toBe('0');
    const taken = await call(
      'user!bindEmail',
      { email: second, verifcode: await latestMailCode(second), password: other.password },
      { token: other.token },
    );
    expect(taken.errorKey).toBe('register.emailTaken');
    clock.set(START);
  });
});
