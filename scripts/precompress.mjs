// The precompressed siblings the server sends of the built PWA's text files: `.br` (brotli,
// quality 11) and `.gz`. The gzip is made with Zopfli, a slower deflate encoder whose output every
// gzip decoder reads: about 3.5% fewer bytes than zlib's level 9, for the browsers that are sent
// gzip (Chrome asks for brotli only over HTTPS). Zopfli takes about a second per 100 KB, so the
// files are compressed on worker threads, one per CPU, and both siblings are kept in a cache keyed
// by the file's content (node_modules/.cache): a rebuild compresses only what changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

/** @param {Buffer} source */
async function compressed(source) {
  const { gzipAsync } = await import('@gfx/zopfli');
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = Buffer.from(await gzipAsync(source, { numiterations: 15 }));
  return { brotli, gzip };
}

if (!isMainThread) {
  parentPort?.on('message', async ({ file, cached }) => {
    const { brotli, gzip } = await compressed(fs.readFileSync(file));
    // Written aside and renamed, so a build stopped halfway leaves no truncated entry behind.
    for (const [extension, bytes] of [
      ['br', brotli],
      ['gz', gzip],
    ]) {
      fs.writeFileSync(`${cached}.${extension}.${process.pid}`, bytes);
      fs.renameSync(`${cached}.${extension}.${process.pid}`, `${cached}.${extension}`);
    }
    parentPort?.postMessage(file);
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each of `files`, from the cache or compressed anew.
 * @param {string[]} files absolute paths
 * @param {string} cacheDir
 */
export async function precompressFiles(files, cacheDir) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const cachedPath = (file) =>
    path.join(cacheDir, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  const jobs = files.map((file) => ({ file, cached: cachedPath(file) }));
  const missing = jobs.filter(
    (job) => !fs.existsSync(`${job.cached}.gz`) || !fs.existsSync(`${job.cached}.br`),
  );
  const threads = Math.min(missing.length, os.availableParallelism());
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL(import.meta.url));
      try {
        for (let job = missing.pop(); job; job = missing.pop()) {
          const done = new Promise((resolve, reject) => {
            const failed = (error) => reject(error);
            worker.once('error', failed);
            worker.once('message', () => {
              worker.off('error', failed);
              resolve(undefined);
            });
          });
          worker.postMessage(job);
          await done;
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  const now = new Date();
  for (const { file, cached } of jobs) {
    fs.copyFileSync(`${cached}.br`, `${file}.br`);
    fs.copyFileSync(`${cached}.gz`, `${file}.gz`);
    fs.utimesSync(`${cached}.gz`, now, now);
  }
  // Entries no build has used for a fortnight are of files that changed since.
  const stale = now.getTime() - 14 * 24 * 3600_000;
  for (const name of fs.readdirSync(cacheDir).filter((each) => each.endsWith('.gz'))) {
    const entry = path.join(cacheDir, name.slice(0, -'.gz'.length));
    if (fs.statSync(`${entry}.gz`).mtimeMs >= stale) continue;
    fs.rmSync(`${entry}.br`, { force: true });
    fs.rmSync(`${entry}.gz`, { force: true });
  }
}
