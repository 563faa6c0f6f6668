// `npm run test:fuzz`: the API fuzz (tests/api/fuzz.test.ts) at full size. 10,000 calls unless told
// otherwise: `npm run test:fuzz -- --calls 50000 --seed 42 --concurrency 8` (or FUZZ_CALLS,
// FUZZ_SEED, FUZZ_CONCURRENCY). `npm test` runs the same test with 600 calls.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: process.env.FUZZ_CALLS ?? '10000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    concurrency: { type: 'string', default: process.env.FUZZ_CONCURRENCY },
  },
});
const env = { ...process.env, FUZZ_CALLS: values.calls };
if (values.seed !== undefined) env.FUZZ_SEED = values.seed;
if (values.concurrency !== undefined) env.FUZZ_CONCURRENCY = values.concurrency;
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'tests/api/fuzz.test.ts'], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
