// The people of a test: accounts made through the accounts service (so roles and password rules are
// the real ones) and logged in through the real login call, so every test holds a genuine session.
// One login password for everyone; the fund password is set too unless a test is about setting it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { hashSecret } from '../modules/account/password-hash.ts';
import { createUserAccount } from '../modules/account/users.service.ts';
import { okCall, type Target } from './calls.ts';
import type { TestClock } from './test-app.ts';

/** Every party's login password (unless a test names its own). */
export const PARTY_PASSWORD = 'secret123';

/** Every party's fund password: paying, withdrawing and moving store earnings ask for it. */
export const FUND_PASSWORD = '123456';

export interface Party {
  userId: string;
  usercode: string;
  username: string;
  password: string;
  token: string;
  /** The client address its logins come from (unset: the test app's default). */
  remoteAddress?: string;
}

export interface PartyOptions {
  /** Defaults to a buyer (`['user']`). */
  roles?: string[];
  username?: string;
  password?: string;
  /** Set the fund password (FUND_PASSWORD); false for tests of setting it. Default true. */
  fundPassword?: boolean;
  /** The client address its logins come from, e.g. apart from a test's hostile calls. */
  remoteAddress?: string;
}

// One scrypt hash for every party (its own salt is not what these tests are about).
let fundPasswordHash: Promise<string> | undefined;

export async function createParty(
  t: { app: FastifyInstance; database: Database },
  options: PartyOptions = {},
): Promise<Party> {
  const username = options.username ?? `u${randomBytes(5).toString('hex')}`;
  const password = options.password ?? PARTY_PASSWORD;
  const created = await createUserAccount(t.database.db, {
    username,
    password,
    roles: options.roles ?? ['user'],
  });
  if (!created.ok) throw new Error(`cannot create ${username}: ${created.key}`);
  if (options.fundPassword !== false) {
    fundPasswordHash ??= hashSecret(FUND_PASSWORD);
    await t.database.pool.query('update users set safeword_hash = $1 where id = $2', [
      await fundPasswordHash,
      created.data.id,
    ]);
  }
  const party: Party = {
    userId: created.data.id,
    usercode: created.data.usercode,
    username,
    password,
    token: '',
    remoteAddress: options.remoteAddress,
  };
  await relogin(t.app, party);
  return party;
}

/** A fresh session (after the test clock moved past the session's idle limit, or a logout). */
export async function relogin(app: Target, party: Party): Promise<void> {
  const session = await okCall<{ token: string }>(
    app,
    'user!newlogin',
    { username: party.username, password: party.password },
    { remoteAddress: party.remoteAddress },
  );
  party.token = session.token;
}

/** Moves the test clock; the parties' sessions, idle past the limit by then, are renewed. */
export async function moveClock(
  t: { app: FastifyInstance; clock: TestClock },
  parties: readonly Party[],
  time: string,
): Promise<void> {
  t.clock.set(time);
  for (const party of parties) await relogin(t.app, party);
}
