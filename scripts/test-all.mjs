// `npm test`: every suite in order — types, lint, formatting, unit, API (real PostgreSQL), the
// bundle budget (a fresh `build:web` into dist/, then scripts/bench-bundle.mjs, which prints the
// first-render JavaScript of /index and fails above 150 KB gzip), end-to-end (Playwright in Debian
// Chromium; tests/e2e/serve.mjs copies the bundle suite's build into a temporary folder, or builds
// its own when the bundle suite did not run). Stops at the first failing suite and prints a closing
// line. `node scripts/test-all.mjs unit api` runs only the suites named; a name that is not a suite
// fails at once. A suite that finds no test fails, and so does a focused test (`.only`): vitest
// runs with `allowOnly: false` (vitest.config.ts), Playwright with `forbidOnly`
// (playwright.config.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const suites = [
  ['types', ['npx', 'tsc', '-b']],
  ['lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['api', ['npx', 'vitest', 'run', '--project', 'api']],
  ['bundle', ['sh', '-c', 'npm run build:web && node scripts/bench-bundle.mjs']],
  ['e2e', ['npx', 'playwright', 'test']],
];
const only = process.argv.slice(2);
const unknown = only.filter((name) => !suites.some(([suite]) => suite === name));
if (unknown.length > 0) {
  console.error(
    `no such suite: ${unknown.join(', ')} (suites: ${suites.map(([suite]) => suite).join(', ')})`,
  );
  process.exit(1);
}
let passed = 0;
const passedSuites = new Set();
let failed = 0;
for (const [name, [command, ...args]] of suites) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  // The e2e server copies the build the bundle suite has just made rather than building again.
  const env =
    name === 'e2e' && passedSuites.has('bundle')
      ? { ...process.env, E2E_WEB_DIST: path.resolve(process.env.WEB_DIST ?? 'dist') }
      : process.env;
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed++;
    passedSuites.add(name);
    console.log(`=== ${name}: passed in ${seconds}s`);
  } else {
    failed++;
    console.log(`=== ${name}: FAILED in ${seconds}s`);
    break;
  }
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
