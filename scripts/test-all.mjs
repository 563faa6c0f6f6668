// `npm test`: every suite in order — types, lint, formatting, unit, API (real PostgreSQL), the
// bundle budget (a fresh `build:web` into dist/, then scripts/bench-bundle.mjs, which prints the
// first-render JavaScript of /index and fails above 150 KB gzip), end-to-end (Playwright in Debian
// Chromium; tests/e2e/serve.mjs copies the bundle suite's build into a temporary folder, or builds
// its own when the bundle suite did not run). Stops at the first failing suite and prints a closing
// line. `node scripts/test-all.mjs unit api` runs only the suites named; a name that is not a suite
// fails at once. A suite that finds no test fails, and so does a focused test (`.only`): vitest
// runs with `allowOnly: false` (vitest.config.ts), Playwright with `forbidOnly`
// (playwright.config.ts). Types, lint and formatting run side by side.
import { spawn } from 'node:child_process';
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
/**
 * The static checks run side by side: the linter and the formatter use one core each and the type
 * check mostly waits on files, so together they take about as long as the linter alone. Their
 * output is kept and printed one suite after the other.
 */
const together = new Set(['types', 'lint', 'format']);

function run(name, command, args, env, capture) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: capture ? 'pipe' : 'inherit', env });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) =>
      resolve({ name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

let passed = 0;
const passedSuites = new Set();
let failed = 0;
const selected = suites.filter(([name]) => only.length === 0 || only.includes(name));
const groups = [];
for (const suite of selected) {
  const last = groups.at(-1);
  if (last && together.has(suite[0]) && together.has(last[0][0])) last.push(suite);
  else groups.push([suite]);
}
for (const group of groups) {
  const capture = group.length > 1;
  for (const [name, [command, ...args]] of group)
    console.log(
      `\n=== ${name}: ${[command, ...args].join(' ')}${capture ? ' (side by side)' : ''}`,
    );
  const results = await Promise.all(
    group.map(([name, [command, ...args]]) => {
      // The e2e server copies the build the bundle suite has just made rather than building again.
      const env =
        name === 'e2e' && passedSuites.has('bundle')
          ? { ...process.env, E2E_WEB_DIST: path.resolve(process.env.WEB_DIST ?? 'dist') }
          : process.env;
      return run(name, command, args, env, capture);
    }),
  );
  for (const result of results) {
    if (capture) process.stdout.write(`\n--- ${result.name}\n${result.output}`);
    if (result.status === 0) {
      passed++;
      passedSuites.add(result.name);
      console.log(`=== ${result.name}: passed in ${result.seconds}s`);
    } else {
      failed++;
      console.log(`=== ${result.name}: FAILED in ${result.seconds}s`);
    }
  }
  if (failed > 0) break;
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
