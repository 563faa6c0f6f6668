// A fresh app on a database of its own for one API test file, with a clock the test can move.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import { TEMPLATE, withDatabase } from './global-setup.ts';
import { checkAnswersAgainstDocument } from './openapi-answers.ts';

export interface TestClock {
  now: () => Date;
  set(time: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (time) => {
      current = new Date(time).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Creates an empty, migrated database cloned from the run's template. */
export async function createTestDatabase(
  options: { max?: number } = {},
): Promise<Database & { url: string }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = connect(url, { max: options.max ?? 30 });
  const close = () => database.close();
  return {
    ...database,
    url,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await dropper.end();
    },
  };
}

export interface TestAppOptions {
  clock?: TestClock;
  config?: Partial<Config>;
  logStream?: { write(line: string): void };
  poolSize?: number;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const clock = options.clock ?? testClock();
  const database = await createTestDatabase({ max: options.poolSize });
  const config: Config = { ...loadConfig({}), rateLimitPerMinute: 0, ...options.config };
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    validateOutput: true,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
  });
  // Every answer is checked against the API description (openapi-answers.ts).
  checkAnswersAgainstDocument(app, config);
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
