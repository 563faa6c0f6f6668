// `npm run bench:lighthouse`: Lighthouse (mobile preset, 5 runs each) against the production
// server in Debian Chromium, printing the median performance score, LCP, TBT and CLS for /index,
// /commodity and /productDetails. It only reports (target: score >= 95), it never fails a build.
// BASE_URL=http://host:port uses a running server; otherwise it builds the PWA if needed and starts
// one on a free port with its own DATA_DIR under .bench/ (embedded PostgreSQL + demo data).
// Beside Lighthouse's TBT it prints "TBT cpu": the same sum over the run's own trace, from the
// CPU time of each main-thread task after the first paint (times 4, as Lighthouse's simulated
// CPU), which a busy machine does not stretch the way it stretches wall time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer() {
  const port = await freePort();
  const dataDir = path.join(root, '.bench', 'lighthouse-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://localhost:${port}`;
  await waitFor(`${base}/healthz`, 300_000);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Blocking time (each task's time over 50 ms, summed) of the main-thread tasks after the first
 * contentful paint, from their CPU time x4 rather than their wall time.
 */
function cpuBlockingTime(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  return traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts &&
        event.tdur !== undefined,
    )
    .reduce((sum, task) => sum + Math.max(0, (task.tdur / 1000) * 4 - 50), 0);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function firstProductId(base) {
  const response = await fetch(`${base}/api/sellerGoods!list.action?pageSize=1&lang=en`);
  const body = await response.json();
  return body.data?.pageList?.[0]?.sellerGoodsId ?? '';
}

const server = process.env.BASE_URL
  ? { base: process.env.BASE_URL, stop: async () => {} }
  : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const productId = await firstProductId(server.base);
  const pages = {
    '/index': '/index',
    '/commodity': '/commodity',
    '/productDetails': `/productDetails?id=${productId}`,
  };
  const rows = [];
  for (const [name, pathname] of Object.entries(pages)) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const options = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        screenEmulation: {
          mobile: true,
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          disabled: false,
        },
        throttlingMethod: 'simulate',
        // Every run starts cold: no HTTP cache, no service worker, no stored query cache.
        disableStorageReset: false,
      };
      let result = await lighthouse(`${server.base}${pathname}`, options);
      // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, seen on a busy
      // machine) has no figures: it is run again, at most twice, rather than counted as zero.
      for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++)
        result = await lighthouse(`${server.base}${pathname}`, options);
      if (result.lhr.runtimeError) throw new Error(`${name}: ${result.lhr.runtimeError.message}`);
      const { audits, categories } = result.lhr;
      // The slowest run's full report is kept for reading (.bench/lighthouse-<page>.json).
      if (
        !runs.length ||
        audits['largest-contentful-paint'].numericValue > Math.max(...runs.map((r) => r.lcp))
      ) {
        fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
        fs.writeFileSync(
          path.join(root, '.bench', `lighthouse-${name.slice(1)}.json`),
          JSON.stringify(result.lhr),
        );
      }
      runs.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbtCpu: cpuBlockingTime(result.artifacts?.Trace?.traceEvents ?? []),
      });
      process.stdout.write('.');
    }
    rows.push({
      page: name,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      tbtCpu: median(runs.map((r) => r.tbtCpu)),
      // A busy machine stretches the CPU part of the simulation (TBT above all): printed beside.
      load: os.loadavg()[0],
    });
  }
  console.log(`\n\nLighthouse, mobile, median of ${RUNS} runs (${server.base}):`);
  console.log('page              score    LCP ms    TBT ms TBT cpu ms     CLS  load avg');
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(16)} ${String(row.score).padStart(6)} ${row.lcp.toFixed(0).padStart(9)} ${row.tbt.toFixed(0).padStart(9)} ${row.tbtCpu.toFixed(0).padStart(10)} ${row.cls.toFixed(3).padStart(7)} ${row.load.toFixed(1).padStart(9)}`,
    );
  }
  const weak = rows.filter((row) => row.score < 95).map((row) => row.page);
  console.log(
    weak.length ? `\nbelow the 95 target: ${weak.join(', ')}` : '\nall pages meet the 95 target',
  );
} finally {
  await chrome.kill();
  await server.stop();
}
