// Starts one real PostgreSQL for the API test run (embedded, or DATABASE_URL when given) and prepares
// a migrated template database; every test file clones it into a database of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';

export const TEMPLATE = 'caravan_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let scratchDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A cluster of its own per run, so parallel runs never stop or clean each other's databases.
    const dataDir = process.env.TEST_DATA_DIR
      ? path.resolve(process.env.TEST_DATA_DIR)
      : (scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caravan-test-')));
    embedded = await startEmbeddedPostgres({
      dataDir,
      log: () => undefined,
      throwaway: scratchDir !== undefined,
    });
    // Test databases are made from a template, which needs the cluster's superuser.
    adminUrl = embedded.adminUrl;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const stale = await admin.query(
      `select datname from pg_database where datname like 't\\_%' or datname = $1`,
      [TEMPLATE],
    );
    for (const row of stale.rows as Array<{ datname: string }>) {
      await admin.query(`drop database if exists "${row.datname}" with (force)`);
    }
    await admin.query(`create database "${TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  const database = connect(templateUrl, { max: 2 });
  await runMigrations(database);
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
