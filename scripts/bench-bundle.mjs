// `npm run bench:bundle`: gzip bytes of the JavaScript the buyer PWA needs for the first render
// of /index (the entry script, its static imports and every modulepreload in index.html), and of
// each route chunk beyond that. Fails (exit 1) when the first render needs more than 150 KB gzip.
// A file's bytes are those of the `.gz` sibling the build wrote and the server sends (Zopfli,
// scripts/precompress.mjs); the same total with zlib's level 9 is printed beside it, so a change
// in the code's size is told apart from the encoder's share.
// Reads the last build (`dist/`, with `.vite/manifest.json`); run `npm run build:web` first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_DIST ?? 'dist');
const BUDGET = 150 * 1024;
const TARGET = 130 * 1024;

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`no build at ${dist} (missing .vite/manifest.json): run npm run build:web first`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

function zlibBytes(file) {
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
}

const gzipCache = new Map();
/** What the server sends a gzip client: the precompressed sibling, else zlib's level 9. */
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const sibling = path.join(dist, `${file}.gz`);
    gzipCache.set(file, fs.existsSync(sibling) ? fs.statSync(sibling).size : zlibBytes(file));
  }
  return gzipCache.get(file);
}

/** The chunk files a manifest key needs statically (itself and its `imports`, transitively). */
function staticClosure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    staticClosure(chunk.imports ?? [], into);
  }
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstRender = staticClosure([entryKey]);
for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g))
  firstRender.add(match[1]);
// The first route's component chunk is loaded before /index can paint.
const homeKeys = Object.keys(manifest).filter((key) =>
  /src\/routes\/\[index\]\.tsx\?tsr-split=component$/.test(key),
);
const homeRoute = staticClosure(homeKeys);
// So is the catalog of the default language (English).
if (manifest['locales/en/messages.ts']) homeRoute.add(manifest['locales/en/messages.ts'].file);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);

console.log('First render of /index (entry + static imports + modulepreloads), gzip:');
for (const file of [...firstRender].sort((a, b) => gzipBytes(b) - gzipBytes(a)))
  console.log(`  ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
const entryTotal = total(firstRender);
const homeExtra = new Set([...homeRoute].filter((file) => !firstRender.has(file)));
const homeTotal = entryTotal + total(homeExtra);
console.log(`  ${kb(entryTotal).padStart(9)}  = shell`);
console.log(
  `  ${kb(homeTotal).padStart(9)}  = shell + /index route chunk + English catalog (${[...homeExtra].join(', ') || 'none'})`,
);

console.log('\nRoute chunks (gzip, beyond the shell):');
const routes = Object.keys(manifest)
  .filter(
    (key) =>
      key.startsWith('src/routes/') ||
      key.startsWith('src/app/') ||
      key.startsWith('src/components/'),
  )
  .sort();
for (const key of routes) {
  const files = staticClosure([key]);
  const extra = [...files].filter((file) => !firstRender.has(file));
  const name = key.replace(/^src\//, '').replace('?tsr-split=', ' #');
  console.log(`  ${kb(total(extra)).padStart(9)}  ${name}`);
}
const locales = Object.keys(manifest).filter((key) => key.startsWith('locales/'));
if (locales.length) {
  const sizes = locales.map((key) => gzipBytes(manifest[key].file));
  console.log(
    `\nLanguage catalogs: ${locales.length}, ${kb(Math.min(...sizes))} .. ${kb(Math.max(...sizes))} gzip each (one loaded per page)`,
  );
}

const verdict =
  homeTotal > BUDGET
    ? 'OVER BUDGET'
    : homeTotal > TARGET
      ? 'within budget, above the 130 KB target'
      : 'within the 130 KB target';
const homeZlib = [...firstRender, ...homeExtra].reduce((sum, file) => sum + zlibBytes(file), 0);
console.log(
  `\nFirst render of /index: ${kb(homeTotal)} gzip as sent (${kb(homeZlib)} with zlib level 9; budget ${kb(BUDGET)}): ${verdict}`,
);
process.exit(homeTotal > BUDGET ? 1 : 0);
