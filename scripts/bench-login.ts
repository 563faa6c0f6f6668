// `npm run bench:login`: how long a wrong login takes for an existing account and for a name that
// does not exist, on a scratch embedded PostgreSQL (temporary DATA_DIR). Both must cost one scrypt
// verification (account.test.ts asserts that mechanism; this prints the times it leads to, which a
// test on a shared machine cannot assert). Logins alternate existing / unknown, one at a time, a
// name of each kind taking three (two wrong, then locked). Prints the median and p90 of each kind
// and the ratio of the medians. Timings never fail.
//   --logins N   wrong logins of each kind (default 40)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connect, runMigrations } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { createUserAccount } from '../server/modules/account/users.service.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main(): Promise<void> {
  const logins = option('logins', 40);
  const say = (message: string) => console.log(`[bench:login] ${message}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-login-'));
  const embedded = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  const database = connect(embedded.url, { max: 4 });
  try {
    await runMigrations(database);
    const config = { ...loadConfig({}), dataDir, rateLimitPerMinute: 0, logLevel: 'error' };
    config.account = { ...config.account, sliderCheck: false };
    const app = await buildApp({ config, database, logger: false });
    const attempt = async (username: string): Promise<number> => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/user!newlogin.action',
        payload: { username, password: 'not-the-password1' },
      });
      const ms = performance.now() - started;
      if (res.json<{ code: string }>().code === '0') throw new Error('a wrong password was taken');
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // A first login of each kind warms the pool, the statements and the dummy hash: not counted.
    const warm = `benchwarm${Date.now().toString(36)}`;
    await createUserAccount(database.db, {
      username: warm,
      password: 'secret123',
      roles: ['user'],
    });
    await attempt(warm);
    await attempt(`${warm}ghost`);
    // Each name takes three wrong logins (two wrong, then locked), existing and unknown alike, so
    // both kinds go the same ways through the lockout.
    const run = Date.now().toString(36);
    for (let i = 0; i < logins; i++) {
      const group = Math.floor(i / 3);
      if (i % 3 === 0)
        await createUserAccount(database.db, {
          username: `bench${run}k${group}`,
          password: 'secret123',
          roles: ['user'],
        });
      known.push(await attempt(`bench${run}k${group}`));
      unknown.push(await attempt(`bench${run}u${group}`));
    }
    await app.close();
    const row = (label: string, ms: number[]) => ({
      logins: label,
      'median ms': Number(percentile(ms, 50).toFixed(1)),
      'p90 ms': Number(percentile(ms, 90).toFixed(1)),
    });
    console.table([row('existing account', known), row('unknown name', unknown)]);
    say(
      `unknown / existing (medians): ${(percentile(unknown, 50) / percentile(known, 50)).toFixed(2)}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
  } finally {
    await database.pool.end();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
