// `npm run release`: the folder a deployment runs, `release/` (the container image runs this same
// script, see Dockerfile): the built PWA and the server's renderer of the catalogue pages, the
// compiled server and its command-line tools, the migrations and the brand assets, and the
// production dependencies only, installed from the lockfile (`npm ci --omit=dev`). Run it with
// `node release/server.mjs` (or `npm start` inside it): NODE_ENV=production, always.
//   --skip-web   reuse the current dist/ and dist-ssr/ (they must be built from this tree)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'release');
const say = (message) => console.log(`[release] ${message}`);
const started = Date.now();

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[release] ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--skip-web')) {
  say('building the PWA and the page renderer');
  run('npm', ['run', 'build:web']);
}
for (const built of ['dist/index.html', 'dist-ssr/entry-server.js']) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`[release] ${built} is missing: run without --skip-web`);
    process.exit(1);
  }
}

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

say('compiling the server and its tools');
// The tools an operator runs against the release's database (docs/deploy.md).
const tools = {
  main: 'server/main.ts',
  'operator-create': 'scripts/create-operator.ts',
  'ledger-check': 'scripts/ledger-check.ts',
};
await buildServer({
  entryPoints: Object.fromEntries(
    Object.entries(tools).map(([name, source]) => [name, path.join(root, source)]),
  ),
  outdir: path.join(out, 'server'),
});

say('copying the PWA, the renderer, migrations and brand assets');
const copy = (from, to = from) =>
  fs.cpSync(path.join(root, from), path.join(out, to), { recursive: true });
copy('dist');
copy('dist-ssr');
copy('server/db/migrations');
copy('brand-assets');

// The lockfile decides every version; the package's own scripts are the release's.
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
pkg.scripts = {
  start: 'node server.mjs',
  'operator:create': 'node server/operator-create.mjs',
  'ledger:check': 'node server/ledger-check.mjs',
};
fs.writeFileSync(path.join(out, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(out, 'package-lock.json'));
fs.writeFileSync(
  path.join(out, 'server.mjs'),
  `// Starts the release: always NODE_ENV=production, the PWA from this folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = 'production';
process.env.WEB_DIST ||= path.join(here, 'dist');
process.setSourceMapsEnabled(true);
await import('./server/main.mjs');
`,
);

say('installing the production dependencies (npm ci --omit=dev)');
run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], out);
say(`release/ ready in ${((Date.now() - started) / 1000).toFixed(0)} s: node release/server.mjs`);
