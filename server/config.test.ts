// Production refuses the local conveniences; a local install keeps them.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig, modeProblems, productionProblems } from './config.ts';

describe('production settings', () => {
  it('refuses the slider switched off and no rate limit in production only', () => {
    const key = { KYC_ENCRYPTION_KEY: 'a'.repeat(64), SMTP_URL: 'smtp://mail.example.com' };
    const unsafe = { SLIDER_CHECK: 'off', RATE_LIMIT_PER_MINUTE: '0', ...key };
    expect(productionProblems(loadConfig(unsafe))).toEqual([]);
    const problems = productionProblems(loadConfig({ ...unsafe, NODE_ENV: 'production' }));
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/SLIDER_CHECK=off/);
    expect(problems.join('\n')).toMatch(/RATE_LIMIT_PER_MINUTE=0/);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production', ...key }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' })).join('\n')).toMatch(
      /KYC_ENCRYPTION_KEY/,
    );
  });

  it('reads the token and event-stream settings; production refuses a short link secret', () => {
    const local = loadConfig({});
    expect(local).toMatchObject({
      legacyTokenParams: true,
      pushStreamsPerUser: 8,
      pushStreamsPerClient: 32,
      serviceLinkSecret: undefined,
    });
    expect(loadConfig({ LEGACY_TOKEN_PARAMS: 'off' }).legacyTokenParams).toBe(false);
    expect(() => loadConfig({ PUSH_STREAMS_PER_USER: '0' })).toThrow(/PUSH_STREAMS_PER_USER/);
    const production = {
      NODE_ENV: 'production',
      KYC_ENCRYPTION_KEY: 'a'.repeat(64),
      MAIL_OUTBOX: '1',
    };
    expect(
      productionProblems(loadConfig({ ...production, SERVICE_LINK_SECRET: 'short' })).join('\n'),
    ).toMatch(/SERVICE_LINK_SECRET/);
    expect(
      productionProblems(loadConfig({ ...production, SERVICE_LINK_SECRET: 's'.repeat(32) })),
    ).toEqual([]);
  });

  it('production without SMTP_URL needs MAIL_OUTBOX=1 said out loud', () => {
    const kyc = { NODE_ENV: 'production', KYC_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(productionProblems(loadConfig(kyc)).join('\n')).toMatch(/SMTP_URL is not set/);
    expect(productionProblems(loadConfig({ ...kyc, MAIL_OUTBOX: '1' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...kyc, SMTP_URL: 'smtp://mail.example.com' }))).toEqual(
      [],
    );
    // A local install keeps its outbox without being told.
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('a server not told its mode refuses DATABASE_URL or PUBLIC_URL', () => {
    expect(modeProblems({ DATABASE_URL: 'postgres://db.example.com/caravan' }).join()).toMatch(
      /DATABASE_URL is set but NODE_ENV is not/,
    );
    expect(modeProblems({ PUBLIC_URL: 'https://shop.example.com' }).join()).toMatch(
      /PUBLIC_URL is set but NODE_ENV is not/,
    );
    expect(
      modeProblems({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.com/caravan' }),
    ).toEqual([]);
    expect(
      modeProblems({ NODE_ENV: 'development', PUBLIC_URL: 'https://shop.example.com' }),
    ).toEqual([]);
    // The local default: neither set, no mode needed.
    expect(modeProblems({})).toEqual([]);
  });

  it('the server exits before touching any data when production settings are unsafe', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SLIDER_CHECK: 'off',
        DATA_DIR: '/nonexistent/caravan',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('refusing to start in production: SLIDER_CHECK=off');
  });
});
