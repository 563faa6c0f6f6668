// `npm test`: every suite (stages below) — types, lint, formatting, unit, API (real PostgreSQL), the
// bundle budget (a fresh `build:web` into dist/, then scripts/bench-bundle.mjs, which prints the
// first-render JavaScript of /index and fails above 150 KB gzip), end-to-end (Playwright in Debian
// Chromium; tests/e2e/serve.mjs copies the bundle suite's build into a temporary folder, or builds
// its own when the bundle suite did not run). Stops at the first failing suite and prints a closing
// line. `node scripts/test-all.mjs unit api` runs only the suites named; a name that is not a suite
// fails at once. A suite that finds no test fails, and so does a focused test (`.only`): vitest
// runs with `allowOnly: false` (vitest.config.ts), Playwright with `forbidOnly`
// (playwright.config.ts). The linter runs beside the types, formatting, unit and bundle suites.
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
 * The first stage runs in two lanes side by side, each lane's suites one after the other: the
 * linter keeps one core busy for about three minutes, and the other lane (types, formatting, unit,
 * the bundle build) fills the second core meanwhile instead of waiting. The API and end-to-end
 * suites follow, each alone: they use both cores. The output of lanes is kept and printed one
 * suite after the other.
 */
const stages = [[['lint'], ['types', 'format', 'unit', 'bundle']], [['api']], [['e2e']]];
// A suite added to the list but to no stage would never run: refuse that at once.
const staged = stages.flat(2);
const unstaged = suites.map(([name]) => name).filter((name) => !staged.includes(name));
if (unstaged.length > 0) {
  console.error(`suites in no stage of scripts/test-all.mjs: ${unstaged.join(', ')}`);
  process.exit(1);
}

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
const command = Object.fromEntries(suites);

/** Runs a lane's suites one after the other; stops at its first failure. */
async function runLane(lane, capture) {
  const results = [];
  for (const name of lane) {
    const [program, ...args] = command[name];
    // The e2e server copies the build the bundle suite has just made rather than building again.
    const env =
      name === 'e2e' && passedSuites.has('bundle')
        ? { ...process.env, E2E_WEB_DIST: path.resolve(process.env.WEB_DIST ?? 'dist') }
        : process.env;
    const result = await run(name, program, args, env, capture);
    results.push(result);
    if (result.status === 0) passedSuites.add(name);
    else break;
  }
  return results;
}

for (const stage of stages) {
  const lanes = stage
    .map((lane) => lane.filter((name) => only.length === 0 || only.includes(name)))
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const capture = lanes.length > 1;
  for (const lane of lanes)
    for (const name of lane)
      console.log(`\n=== ${name}: ${command[name].join(' ')}${capture ? ' (side by side)' : ''}`);
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, capture)))).flat();
  for (const result of results) {
    if (capture) process.stdout.write(`\n--- ${result.name}\n${result.output}`);
    if (result.status === 0) {
      passed++;
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
