// `npm run bench:api`: seeds 100,000 listings into a scratch embedded PostgreSQL (temporary DATA_DIR),
// then measures with autocannon, in a separate process, `sellerGoods!info`, `sellerGoods!list`
// (24 per page), `sellerGoods!search`, and a bare Fastify route answering the list's JSON from
// memory; list and search again with the read cache off, and search with the cache off on harder
// keywords (rare 1-2 character ones, misspelled and multi-word ones that fall through to the
// fuzzy pass). Prints requests per second, p50 / p99 latency, the load average and the list / bare
// ratio, and the CPU milliseconds per request of the server process and of PostgreSQL's backends
// (the figure that stays comparable on a shared machine, where rates and p99 follow the load), with
// PostgreSQL's background work (checkpoints, autovacuum: a fresh seed's) apart. Timings never fail.
// The uncached searches are then measured keyword by keyword (each alone, `--keyword-requests`
// requests, 4 at a time): CPU per search of node and PostgreSQL per keyword, so a regression in one
// keyword class shows. Nothing is vacuumed or warmed beyond what the seed leaves: a scratch run
// measures the first run on a fresh catalogue, what a new catalogue gets (issue 39).
//   --listings N   catalogue size (default 100000; 1000000 is the large run, seeding takes minutes)
//   --data-dir D   a DATA_DIR seeded before (by a bench run, or a copy of one: `cp -a`): not seeded
//                  again and kept afterwards; requests change it (views), so measure on a copy
//   --duration S   seconds per run (default 10)     --connections C  concurrent connections (default 16)
//   --only K,K     run only these calls (keys: bare, list, search, info, list-raw, search-raw, hard),
//                  e.g. `--only info` to iterate on one path; the ratios need bare, list and search
//   --keyword-requests N  requests per keyword in the per-keyword table (default 150; 0: no table)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemo } from '../server/demo/seed.ts';
import { openDatabase } from '../server/platform/database.ts';
import { cpuSnapshot, cpuSplit, postmasterOf } from './bench-cpu.ts';

interface RunResult {
  name: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  /** Requests answered (CPU per request is divided by it). */
  requests: number;
}

interface ClientJob {
  /** What `--only` selects it by. */
  key: string;
  name: string;
  base: string;
  /** Paths to rotate through, one per request. */
  paths: string[];
  duration: number;
  connections: number;
  /** Requests to send, instead of running for `duration`. */
  amount?: number;
}

/** The calls `--only` selects (all when absent). */
function onlyKeys(): Set<string> | undefined {
  const index = process.argv.indexOf('--only');
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  return value ? new Set(value.split(',').map((key) => key.trim())) : undefined;
}

function stringOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function option(name: string, fallback: number, allowZero = false): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && (value > 0 || (allowZero && value === 0)) ? value : fallback;
}

/** Client mode: runs one autocannon measurement and prints its summary as JSON. */
async function runClient(job: ClientJob): Promise<void> {
  // autocannon ships no types; the specifier is a variable so the compiler does not look for them.
  const specifier = 'autocannon';
  const { default: autocannon } = (await import(specifier)) as {
    default: (options: Record<string, unknown>) => Promise<{
      requests: { average: number; total: number };
      latency: { p99: number; p50: number };
      errors: number;
      non2xx: number;
    }>;
  };
  let next = 0;
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.duration }),
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          request.path = job.paths[next++ % job.paths.length];
          return request;
        },
      },
    ],
  });
  const summary: RunResult = {
    name: job.name,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
  process.stdout.write(JSON.stringify(summary));
}

/** Runs the client in its own process so the load generator does not share the server's loop. */
function measure(job: ClientJob, scratch: string): Promise<RunResult> {
  const self = fileURLToPath(import.meta.url);
  // The job goes through a file: thousands of paths exceed the argument size limit.
  const jobFile = path.join(scratch, 'bench-job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, self, '--client', jobFile], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon client exited with ${code}`));
      try {
        resolve(JSON.parse(output.slice(output.indexOf('{'))) as RunResult);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

async function main(): Promise<void> {
  const listings = option('listings', 100_000);
  const duration = option('duration', 10);
  const connections = option('connections', 16);
  const keywordRequests = option('keyword-requests', 150, true);
  const say = (message: string) => console.log(`[bench:api] ${message}`);
  const seeded = stringOption('data-dir');
  const dataDir = seeded
    ? path.resolve(seeded)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-bench-'));
  say(seeded ? `seeded DATA_DIR ${dataDir}` : `scratch DATA_DIR ${dataDir}`);
  // A scratch folder of our own: no instance lock needed.
  const opened = await openDatabase({
    dataDir,
    databaseUrl: undefined,
    log: () => undefined,
    max: 20,
    lockDataDir: Boolean(seeded),
  });
  const { database } = opened;
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    let summary: { listings: number; sellers: number };
    if (seeded) {
      const counted = await database.pool.query<{ listings: number; sellers: number }>(
        `select (select count(*)::int from seller_goods) as listings,
          (select count(*)::int from sellers) as sellers`,
      );
      summary = counted.rows[0]!;
      say(`${summary.listings} listings, ${summary.sellers} stores already there`);
    } else {
      const started = Date.now();
      summary = await seedDemo(database, {
        scale: { listings, sellers: Math.max(40, Math.round(listings / 250)) },
      });
      say(
        `seeded ${summary.listings} listings, ${summary.sellers} stores in ${Date.now() - started} ms`,
      );
    }
    // No vacuum here: the catalogue is measured as the seed leaves it (the seed vacuums and analyzes
    // its tables itself), which is what a new catalogue gets. A vacuum of our own here hid that
    // the seed left the words table unvacuumed, its index entries in pending lists (issue 39).
    const postmaster = postmasterOf(dataDir);

    const config = { ...loadConfig({}), dataDir, rateLimitPerMinute: 0, logLevel: 'error' };
    const serve = async (cacheTtlMs: number) => {
      const app = await buildApp({
        config: { ...config, catalogCacheTtlMs: cacheTtlMs },
        database,
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      cleanups.push(() => app.close());
      return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    };
    // The app as configured (catalogue reads micro-cached) and the same app with the cache off,
    // which measures the database queries themselves.
    const base = await serve(config.catalogCacheTtlMs);
    const uncached = await serve(0);

    // The bare route answers exactly what the list answers for page 1, from memory.
    const listPath = '/api/sellerGoods!list.action?pageSize=24';
    const listJson = await (await fetch(`${base}${listPath}`)).text();
    const bare = Fastify({ logger: false });
    bare.get('/bare', async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(listJson),
    );
    await bare.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => bare.close());
    const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const ids = (
      await database.pool.query<{ id: string }>(
        'select id from seller_goods where on_shelf order by id limit 5000',
      )
    ).rows.map((row) => row.id);
    const infoPaths = shuffle(ids, 7).map(
      (id) => `/api/sellerGoods!info.action?sellerGoodsId=${id}`,
    );
    const sorts = ['default', 'price_asc', 'price_desc', 'sold', 'new'];
    const listPaths = Array.from(
      { length: 100 },
      (_, i) =>
        `/api/sellerGoods!list.action?pageSize=24&pageNum=${(i % 20) + 1}&sort=${sorts[i % sorts.length]}`,
    );
    const keywords = [
      'phone',
      'leather boots',
      'headphnes',
      'smart watch',
      'ceramic mug',
      'backpak',
      '手机',
      '耳机',
      '双肩包',
      'sunglasses',
      'coral',
      'premium tote',
    ];
    const searchPath = (keyword: string) =>
      `/api/sellerGoods!search.action?pageSize=20&keyword=${encodeURIComponent(keyword)}`;
    const searchPaths = keywords.map(searchPath);
    // What the rotating keywords above miss: rare and absent short keywords (no trigram), CJK,
    // misspellings and word pairs no listing has together (both run the fuzzy pass).
    const hardKeywords = [
      '龙',
      'zq',
      '鞋',
      'q',
      '裤子',
      'leather phone',
      'watch leather strap blue',
      'smartfone',
      'sunglases',
      'ceramc mug',
      'xyzzy',
      '手表',
    ];
    const hardPaths = hardKeywords.map(searchPath);

    const allJobs: ClientJob[] = [
      {
        key: 'bare',
        name: 'bare route (list JSON from memory)',
        base: bareBase,
        paths: ['/bare'],
        duration,
        connections,
      },
      {
        key: 'list',
        name: 'sellerGoods!list (24 per page)',
        base,
        paths: listPaths,
        duration,
        connections,
      },
      {
        key: 'search',
        name: 'sellerGoods!search',
        base,
        paths: searchPaths,
        duration,
        connections,
      },
      { key: 'info', name: 'sellerGoods!info', base, paths: infoPaths, duration, connections },
      {
        key: 'list-raw',
        name: 'sellerGoods!list, cache off',
        base: uncached,
        paths: listPaths,
        duration,
        connections,
      },
      {
        key: 'search-raw',
        name: 'sellerGoods!search, cache off',
        base: uncached,
        paths: searchPaths,
        duration,
        connections,
      },
      {
        key: 'hard',
        name: 'sellerGoods!search, cache off, hard keywords',
        base: uncached,
        paths: hardPaths,
        duration,
        connections,
      },
    ];
    const only = onlyKeys();
    const jobs = only ? allJobs.filter((job) => only.has(job.key)) : allJobs;
    if (jobs.length === 0)
      throw new Error(`--only selects none of ${allJobs.map((j) => j.key).join(', ')}`);
    // A short warm-up fills the database cache and JIT before measuring.
    say('warming up');
    for (const job of jobs.filter((j) => j.key !== 'bare'))
      await measure({ ...job, duration: 2 }, dataDir);
    const results: RunResult[] = [];
    const loads: number[] = [];
    const cpu: Array<{ node: number; db: number; background: number }> = [];
    for (const job of jobs) {
      say(`measuring ${job.name} for ${duration} s with ${connections} connections`);
      const before = cpuSnapshot(postmaster);
      const result = await measure(job, dataDir);
      const used = cpuSplit(before, cpuSnapshot(postmaster));
      results.push(result);
      loads.push(os.loadavg()[0]!);
      // This process is the server (the load generator runs in its own).
      const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests);
      cpu.push({
        node: perRequest(used.node),
        db: perRequest(used.backends),
        background: perRequest(used.background),
      });
    }

    console.log('');
    console.log(
      `Catalogue: ${summary.listings} listings; ${os.cpus().length} CPUs (load average ${os.loadavg()[0]!.toFixed(1)}); ${connections} connections, ${duration} s each; read cache ${config.catalogCacheTtlMs} ms`,
    );
    // The machine may be shared: the load average after each run goes beside its figures.
    console.log(
      '| call | req/s | p50 ms | p99 ms | CPU ms/req node | CPU ms/req PostgreSQL | PostgreSQL background | errors | non-2xx | load avg |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    results.forEach((r, i) =>
      console.log(
        `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${cpu[i]!.node.toFixed(2)} | ${cpu[i]!.db.toFixed(2)} | ${cpu[i]!.background.toFixed(2)} | ${r.errors} | ${r.non2xx} | ${loads[i]!.toFixed(1)} |`,
      ),
    );
    const result = (key: string) => results[jobs.findIndex((job) => job.key === key)];
    const bareResult = result('bare');
    const listResult = result('list');
    const searchResult = result('search');
    const bareRate = Math.max(1, bareResult?.requestsPerSecond ?? 0);
    console.log('');
    if (bareResult && listResult)
      console.log(
        `list / bare ratio: ${(listResult.requestsPerSecond / bareRate).toFixed(2)} (target >= 0.5)`,
      );
    if (searchResult) console.log(`search p99: ${searchResult.p99} ms (target <= 50 ms)`);
    const rawList = result('list-raw');
    const rawSearch = result('search-raw');
    const hard = result('hard');
    if (bareResult && rawList && rawSearch && hard)
      console.log(
        `cache off: list / bare ${(rawList.requestsPerSecond / bareRate).toFixed(2)}, search p99 ${rawSearch.p99} ms, hard keywords p99 ${hard.p99} ms`,
      );

    // Each uncached keyword alone: CPU per search of node and PostgreSQL (a keyword class's
    // regression is lost in the rotation's average), after the rotating runs above.
    const perKeyword = [
      ...(jobs.some((job) => job.key === 'search-raw') ? keywords : []),
      ...(jobs.some((job) => job.key === 'hard') ? hardKeywords : []),
    ];
    if (keywordRequests > 0 && perKeyword.length > 0) {
      say(`measuring ${perKeyword.length} keywords alone, ${keywordRequests} searches each`);
      const rows: string[] = [];
      for (const keyword of perKeyword) {
        const before = cpuSnapshot(postmaster);
        const run = await measure(
          {
            key: 'keyword',
            name: keyword,
            base: uncached,
            paths: [searchPath(keyword)],
            duration,
            connections: 4,
            amount: keywordRequests,
          },
          dataDir,
        );
        const used = cpuSplit(before, cpuSnapshot(postmaster));
        const per = (seconds: number) => (seconds * 1000) / Math.max(1, run.requests);
        const node = per(used.node);
        const db = per(used.backends);
        rows.push(
          `| ${keyword} | ${run.requests} | ${node.toFixed(2)} | ${db.toFixed(2)} | ${(node + db).toFixed(2)} | ${per(used.background).toFixed(2)} | ${run.errors + run.non2xx} | ${os.loadavg()[0]!.toFixed(1)} |`,
        );
      }
      console.log('');
      console.log('Uncached search, each keyword alone (4 connections), CPU ms per search:');
      console.log(
        '| keyword | searches | node | PostgreSQL | total | PostgreSQL background | errors | load avg |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      for (const row of rows) console.log(row);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await opened.close();
    if (!seeded) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const clientIndex = process.argv.indexOf('--client');
if (clientIndex >= 0) {
  runClient(
    JSON.parse(fs.readFileSync(process.argv[clientIndex + 1] ?? '', 'utf8')) as ClientJob,
  ).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error('[bench:api] failed:', error);
    process.exit(1);
  });
}
