// `npm run build:server`: compiles the server (server/main.ts and everything it imports from
// server/ and domain/) into one JavaScript module, build/server/main.mjs, so `npm start` runs
// JavaScript without a TypeScript transform at start-up. Packages stay external (node_modules).
// Also used by scripts/start.mjs when the build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuild = path.join(root, 'build', 'server', 'main.mjs');
export const serverSources = ['server', 'domain', 'package.json'].map((s) => path.join(root, s));

export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: serverBuild,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
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
