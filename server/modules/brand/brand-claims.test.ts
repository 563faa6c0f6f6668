// No claim without something behind it, applied to the brand files: every number a brand text
// states (title, description and the information pages, in every language) must be one of the
// facts the platform enforces, and promises the platform does not keep are refused by pattern; the
// rule and its list of backed facts live in domain/brand-claims.ts (the console's page save uses
// it too). Payments, partners and figures cannot be written in brand.json at all (the schema is
// strict): the footer names the configured payments and counts delivered countries from orders
// (brand-figures.test.ts).
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../../../domain/brand.ts';
import { brandTextFields, claimProblems } from '../../../domain/brand-claims.ts';
import { BrandRegistry, defaultBrandAssetsDir } from './brand.service.ts';

const registry = new BrandRegistry(defaultBrandAssetsDir, 'wholesale');

const problemsOf = (code: string) => claimProblems(brandTextFields(registry.get(code)!.config));

describe('brand claims', () => {
  it.each(registry.codes())('%s states only numbers the platform enforces', (code) => {
    const problems = problemsOf(code)
      .filter((problem) => problem.kind === 'number')
      .map((problem) => `${problem.field} (${problem.lang}): ${problem.text}`);
    expect(problems).toEqual([]);
  });

  it.each(registry.codes())('%s promises nothing the platform does not do', (code) => {
    const problems = problemsOf(code).flatMap((problem) =>
      problem.kind === 'number' ? [] : [`${problem.field}: "${problem.text}" (${problem.reason})`],
    );
    expect(problems).toEqual([]);
  });

  it.each([
    ['figures', { countries: 112 }],
    ['coins', ['BTC']],
    ['payments', ['Bitcoin']],
    ['partners', ['DHL Express']],
  ])('a brand.json cannot carry %s', (key, value) => {
    const config = registry.get('wholesale')!.config;
    expect(brandConfig.safeParse(config).success).toBe(true);
    expect(brandConfig.safeParse({ ...config, [key]: value }).success).toBe(false);
  });
});
