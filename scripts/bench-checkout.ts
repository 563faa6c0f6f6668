// `npm run bench:checkout`: buyers with funded wallets check out concurrently for a while on a
// scratch embedded PostgreSQL: each request pair is `order!submit` (1-3 units of a random listing
// with little stock) then `order!pay` from the balance, through HTTP. Prints paid orders per
// second, p50 / p99 of submit and pay, how many submissions were refused for stock, then checks
// the ledger (every transfer balanced, balances equal their entries) and the stock (for every
// listing: stock now + units in orders not cancelled = stock at the start, so nothing oversold).
// Also counts the statements the server sends per paid order (BEGIN and COMMIT included).
// Timings never fail; a ledger or stock mismatch exits with code 1.
//   --duration S    seconds of load (default 60)       --connections C  concurrent buyers (default 32)
//   --buyers N      funded buyer accounts (default 200) --listings L     listings under load (default 100)
//   --stock K       units per listing at the start (default 500)
//   --pool P        the server's PostgreSQL connections (default 40)
//   --cpu-prof F    write a V8 CPU profile of the server's process during the load to file F
//   --statements    load pg_stat_statements and print the statements by total time of the load
import { fork } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { connect, runMigrations } from '../server/db/client.ts';
import { startEmbeddedPostgres } from '../server/db/embedded.ts';
import { seedDemo } from '../server/demo/seed.ts';
import { checkLedger } from '../server/modules/ledger/index.ts';
import { addAddress, fund } from '../server/testing/marketplace.ts';
import { createParty, FUND_PASSWORD } from '../server/testing/parties.ts';
import type { LoadPlan, LoadResult } from './bench-checkout-load.ts';
import { cpuSeconds, postmasterOf } from './bench-cpu.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const duration = option('duration', 60);
  const connections = option('connections', 32);
  const buyerCount = option('buyers', 200);
  const listingCount = option('listings', 100);
  const initialStock = option('stock', 500);
  const say = (message: string) => console.log(`[bench:checkout] ${message}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-checkout-'));
  say(`scratch DATA_DIR ${dataDir}`);
  const profileFile = textOption('cpu-prof');
  const statementStats = process.argv.includes('--statements');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    log: () => undefined,
    ...(statementStats
      ? {
          settings: {
            shared_preload_libraries: 'pg_stat_statements',
            'pg_stat_statements.track_planning': 'on',
          },
        }
      : {}),
  });
  const admin = statementStats ? new pg.Client({ connectionString: embedded.adminUrl }) : undefined;
  const database = connect(embedded.url, { max: option('pool', 40) });
  try {
    await runMigrations(database);
    await seedDemo(database, { scale: 'full' });

    // The listings under load: a few units each, so buyers compete for the last ones.
    const listings = (
      await database.pool.query<{ id: string }>(
        `update seller_goods set stock = $1, buy_min = 1
         where id in (select id from seller_goods where on_shelf order by id limit $2)
         returning id`,
        [initialStock, listingCount],
      )
    ).rows.map((row) => row.id);

    const config = {
      ...loadConfig({}),
      dataDir,
      rateLimitPerMinute: 0,
      logLevel: 'error',
    };
    config.account = { ...config.account, sliderCheck: false };
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    say(`creating ${buyerCount} funded buyers with an address`);
    // The API tests' kit (server/testing): accounts through the accounts service with the fund
    // password paying asks for, money in through the ledger, the address through `address!add`.
    const buyers: Array<{ token: string; addressId: string }> = [];
    for (let i = 0; i < buyerCount; i += 1) {
      const buyer = await createParty({ app, database });
      await fund(database, buyer.userId, '1000000');
      buyers.push({ token: buyer.token, addressId: await addAddress(app, buyer) });
    }

    say(`load: ${connections} concurrent buyers for ${duration} s on ${listings.length} listings`);
    // The load runs in its own process (scripts/bench-checkout-load.ts): this process's CPU is then
    // the server's alone.
    const loader = fork(path.join(import.meta.dirname, 'bench-checkout-load.ts'), [], {
      execArgv: process.execArgv.filter((arg) => !arg.startsWith('--cpu-prof')),
    });
    const loadDone = new Promise<LoadResult>((resolve, reject) => {
      loader.once('message', (result) => resolve(result as LoadResult));
      loader.once('exit', (code) => reject(new Error(`the load process exited with ${code}`)));
    });
    // What the database sessions wait on during the load (sampled every 500 ms): the lock or the
    // resource that limits checkout shows at the top.
    const waits = new Map<string, number>();
    const sampler = setInterval(() => {
      void database.pool
        .query<{ wait: string; query: string }>(
          `select coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait,
             left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70) as query
           from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()`,
        )
        .then((result) => {
          for (const row of result.rows) {
            const key = `${row.wait} | ${row.query}`;
            waits.set(key, (waits.get(key) ?? 0) + 1);
          }
        })
        .catch(() => undefined);
    }, 500);
    // Every statement of the run goes through a pooled client's query(): counted here (the few
    // of the wait sampler above are left out).
    let statements = 0;
    const { query } = pg.Client.prototype as unknown as {
      query: (this: pg.Client, ...args: unknown[]) => unknown;
    };
    const counting = function (this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    (pg.Client.prototype as unknown as { query: typeof counting }).query = counting;
    if (admin) {
      await admin.connect();
      await admin.query('create extension if not exists pg_stat_statements');
      await admin.query('select pg_stat_statements_reset()');
    }
    const profiler = profileFile ? new inspector.Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const postmaster = postmasterOf(dataDir);
    const cpuBefore = cpuSeconds(postmaster);
    const plan: LoadPlan = {
      base,
      buyers,
      listings,
      connections,
      duration,
      safeword: FUND_PASSWORD,
    };
    loader.send(plan);
    const load = await loadDone;
    clearInterval(sampler);
    const { paid, submitMs, payMs, seconds } = load;
    const refusals = new Map(load.refusals);
    const cpuAfter = cpuSeconds(postmaster);
    (pg.Client.prototype as unknown as { query: typeof query }).query = query;
    if (profiler && profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
      profiler.disconnect();
      say(`CPU profile of the server during the load written to ${profileFile}`);
    }
    if (admin) {
      const top = await admin.query<Record<string, unknown>>(
        `select calls, round(total_exec_time::numeric, 0) as exec_ms,
           plans, round(total_plan_time::numeric, 0) as plan_ms,
           round((total_exec_time / greatest(calls, 1))::numeric, 3) as ms_per_call,
           left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 90) as query
         from pg_stat_statements where query not like '%pg_stat%'
         order by total_exec_time + total_plan_time desc limit 25`,
      );
      console.table(top.rows);
    }
    const samples = Math.ceil((seconds * 1000) / 500);
    await app.close();

    submitMs.sort((a, b) => a - b);
    payMs.sort((a, b) => a - b);
    console.log('');
    console.table([
      {
        'paid orders': paid,
        'paid orders/s': Number((paid / seconds).toFixed(1)),
        'submit p50 ms': Number(percentile(submitMs, 50).toFixed(1)),
        'submit p99 ms': Number(percentile(submitMs, 99).toFixed(1)),
        'pay p50 ms': Number(percentile(payMs, 50).toFixed(1)),
        'pay p99 ms': Number(percentile(payMs, 99).toFixed(1)),
      },
    ]);
    const perOrder = (cpu: number) => Number(((cpu * 1000) / Math.max(1, paid)).toFixed(2));
    console.table([
      {
        'CPU ms per paid order, server (node)': perOrder(cpuAfter.node - cpuBefore.node),
        'CPU ms per paid order, PostgreSQL': perOrder(cpuAfter.db - cpuBefore.db),
        'CPU ms per paid order, load generator': perOrder(load.cpu),
        'statements per paid order': Number(
          ((statements - samples) / Math.max(1, paid)).toFixed(1),
        ),
        'load average (1 min)': Number(os.loadavg()[0]!.toFixed(1)),
        CPUs: os.cpus().length,
      },
    ]);
    if (refusals.size > 0) console.table(Object.fromEntries(refusals));
    say('database sessions, most frequent wait | statement:');
    for (const [key, n] of [...waits].sort((a, b) => b[1] - a[1]).slice(0, 8))
      say(`  ${String(n).padStart(5)}  ${key}`);

    // Row versions written during the run: an update that changes no indexed column and finds room
    // on its page is HOT (no index entries written), the cheap kind.
    const churn = await database.pool.query<{ table: string; updates: number; hot: number }>(
      `select relname as table, n_tup_upd::int as updates, n_tup_hot_upd::int as hot
       from pg_stat_user_tables where relname in ('seller_goods', 'ledger_accounts', 'orders', 'seller_sales')
       order by relname`,
    );
    console.table(churn.rows);
    const ledger = await checkLedger(database.db);
    const stock = await database.pool.query<{ id: string; stock: number; held: number }>(
      `select sg.id, sg.stock,
         coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                   where oi.seller_goods_id = sg.id and o.status <> -1), 0)::int as held
       from seller_goods sg where sg.id = any($1)`,
      [listings],
    );
    const oversold = stock.rows.filter((row) => row.stock + row.held !== initialStock);
    const negative = stock.rows.filter((row) => row.stock < 0);
    say(`ledger check: ${ledger.length === 0 ? 'clean' : `${ledger.length} problems`}`);
    for (const problem of ledger.slice(0, 10)) say(`  ${problem}`);
    say(
      `stock check: ${oversold.length === 0 && negative.length === 0 ? 'sold + stock = initial for every listing' : `${oversold.length} listings off, ${negative.length} negative`}`,
    );
    if (ledger.length > 0 || oversold.length > 0 || negative.length > 0) process.exitCode = 1;
  } finally {
    await admin?.end();
    await database.pool.end();
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
