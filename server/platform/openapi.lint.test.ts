// The served API description passes Redocly's recommended rules with no error and no warning
// (issue 34): it is what integrators generate clients from. Redocly's own CLI lints the document
// exactly as the server serves it, for a deployment with and without the legacy `token` parameter.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'caravan-openapi-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/** The document as a test app with `config` serves it, written to a file. */
async function served(config: { publicUrl?: string; legacyTokenParams: boolean }) {
  const t = await createTestApp({ config });
  try {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const file = join(dir, `openapi-${config.legacyTokenParams ? 'legacy' : 'header'}.json`);
    await writeFile(file, answer.body);
    return file;
  } finally {
    await t.close();
  }
}

it('the served document passes the recommended rules: 0 errors, 0 warnings', async () => {
  const files = await Promise.all([
    served({ legacyTokenParams: true }),
    served({ legacyTokenParams: false, publicUrl: 'https://shop.example.org' }),
  ]);
  for (const file of files) {
    // The recommended rules, named explicitly: no configuration file of the repository applies.
    const { stdout } = await run(
      join('node_modules', '.bin', 'redocly'),
      ['lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '50'],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as LintReport;
    const problems = report.problems.map(
      (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`,
    );
    expect(problems, file).toEqual([]);
    expect(report.totals, file).toMatchObject({ errors: 0, warnings: 0 });
  }
});
