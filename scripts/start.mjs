// `npm start`: builds the PWA and the server when their builds are missing or older than their
// sources, then runs the compiled server (embedded PostgreSQL, migrations, demo data) in this
// process so Ctrl-C stops it cleanly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist', 'index.html');
const sources = [
  'src',
  'sw',
  'domain',
  'locales',
  'brand-assets',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const hasWebApp =
  fs.existsSync(path.join(root, 'index.html')) && fs.existsSync(path.join(root, 'vite.config.ts'));
if (hasWebApp && process.env.SKIP_BUILD !== '1') {
  // Both halves of the web build: the PWA and the server's renderer of the catalogue pages.
  const built = Math.min(
    ...[distIndex, path.join(root, 'dist-ssr', 'entry-server.js')].map((file) =>
      fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0,
    ),
  );
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (changed > built) {
    console.log('[caravan] building the PWA (sources changed since the last build)…');
    const result = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error('[caravan] the PWA build failed; see above');
      process.exit(result.status ?? 1);
    }
  }
}

// The server runs as compiled JavaScript (no TypeScript transform on the start path); it is
// rebuilt here, in well under a second, when a server or domain source is newer than the build
// (always checked, SKIP_BUILD or not: a stale server must never answer).
const { buildServer, serverBuild, serverSources } = await import('./build-server.mjs');
const serverBuilt = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
if (Math.max(...serverSources.map(newestMtime)) > serverBuilt) await buildServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBuild).href);
