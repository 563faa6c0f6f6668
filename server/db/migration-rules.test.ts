// Expand, then contract (docs/operations.md "Upgrades"): during an upgrade the servers of the
// previous release keep running on the migrated database, so a migration may only add what they
// ignore (tables, nullable columns or columns with a default, indexes built concurrently or on new
// tables, functions, triggers that refuse nothing they do). Anything that can refuse or break what
// the previous release reads or writes (dropping or renaming a table or column, changing a type,
// NOT NULL on an existing column, a new constraint or unique index on an existing table) waits for
// a later release, once no server of the one that used it runs, and says so in a comment line
// `-- contract: <why the previous release no longer needs it>` right above the statement.
// `npm run test:upgrade` proves it against a running server of the previous schema.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';

const folder = path.join(projectRoot, 'server', 'db', 'migrations');
/** The rule holds from this migration on; the ones before it were written before it existed. */
const FIRST_CHECKED = 28;

const destructive: Array<[RegExp, string]> = [
  [
    /\bDROP\s+(TABLE|COLUMN|VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA)\b/i,
    'drops what the previous release uses',
  ],
  [/\bRENAME\b/i, 'renames what the previous release names'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, 'changes a type'],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes an existing column required'],
  [/\bDROP\s+DEFAULT\b/i, 'removes a default the previous release relies on'],
  [/\bADD\s+CONSTRAINT\b/i, 'adds a constraint the previous release may break'],
  [
    /\bADD\s+COLUMN\b(?=[^;]*\bNOT\s+NULL\b)(?![^;]*\bDEFAULT\b)/i,
    'adds a required column without a default',
  ],
  [/\bCREATE\s+UNIQUE\s+INDEX\b/i, 'adds a unique index the previous release may break'],
];

/** The statements of a migration with the comment lines right above each. */
function statements(text: string): Array<{ sql: string; comments: string[] }> {
  return text
    .split('--> statement-breakpoint')
    .map((chunk) => {
      const lines = chunk.split('\n');
      return {
        comments: lines.filter((line) => line.trim().startsWith('--')),
        sql: lines.filter((line) => !line.trim().startsWith('--')).join('\n'),
      };
    })
    .filter((statement) => statement.sql.trim() !== '');
}

/** The tables a migration creates: what it does to them touches no row of the previous release. */
function createdTables(text: string): Set<string> {
  return new Set(
    [
      ...text.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:"?public"?\.)?"?(\w+)"?/gi),
    ].map((match) => match[1]!.toLowerCase()),
  );
}

/** The table a statement changes (`ALTER TABLE x`, `... INDEX ... ON x`), if it names one. */
function targetTable(sql: string): string | undefined {
  const match = /(?:ALTER\s+TABLE|\bON)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?(\w+)"?/i.exec(sql);
  return match?.[1]?.toLowerCase();
}

/** What breaks the rule in a migration's text: one line per statement. */
export function expandOnlyProblems(text: string): string[] {
  const created = createdTables(text);
  const problems: string[] = [];
  for (const statement of statements(text)) {
    if (statement.comments.some((line) => /^--\s*contract:\s*\S/.test(line.trim()))) continue;
    if (/^\s*CREATE\s+TABLE\b/i.test(statement.sql)) continue;
    const target = targetTable(statement.sql);
    if (target && created.has(target)) continue;
    for (const [pattern, why] of destructive)
      if (pattern.test(statement.sql))
        problems.push(`${why}: ${statement.sql.trim().split('\n')[0]}`);
  }
  return problems;
}

describe('migrations expand, then contract', () => {
  it('every migration since the rule only adds, or says why the previous release no longer needs what it removes', () => {
    const checked = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql') && Number(name.slice(0, 4)) >= FIRST_CHECKED);
    expect(checked.length).toBeGreaterThan(0);
    const found = checked.flatMap((name) =>
      expandOnlyProblems(fs.readFileSync(path.join(folder, name), 'utf8')).map(
        (problem) => `${name}: ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds what a previous release would trip on, and lets a contract step through', () => {
    expect(expandOnlyProblems('ALTER TABLE "orders" DROP COLUMN "buyer_note";')).toHaveLength(1);
    expect(expandOnlyProblems('ALTER TABLE "orders" RENAME COLUMN "a" TO "b";')).toHaveLength(1);
    expect(
      expandOnlyProblems('ALTER TABLE "orders" ALTER COLUMN "handling_days" SET NOT NULL;'),
    ).toHaveLength(1);
    expect(
      expandOnlyProblems(
        'ALTER TABLE "orders" ADD CONSTRAINT "c" CHECK ("handling_days" IS NOT NULL) NOT VALID;',
      ),
    ).toHaveLength(1);
    expect(expandOnlyProblems('ALTER TABLE "orders" ADD COLUMN "x" text NOT NULL;')).toHaveLength(
      1,
    );
    expect(
      expandOnlyProblems('CREATE UNIQUE INDEX "u" ON "orders" USING btree ("serial_number");'),
    ).toHaveLength(1);
    // Expand steps pass.
    expect(expandOnlyProblems('ALTER TABLE "orders" ADD COLUMN "handling_days" integer;')).toEqual(
      [],
    );
    expect(
      expandOnlyProblems('ALTER TABLE "orders" ADD COLUMN "x" text DEFAULT \'\' NOT NULL;'),
    ).toEqual([]);
    // A new table, with its keys and indexes, touches nothing the previous release has.
    expect(
      expandOnlyProblems(
        'CREATE TABLE "t" ("id" text PRIMARY KEY NOT NULL, "o" text NOT NULL);--> statement-breakpoint\n' +
          'ALTER TABLE "t" ADD CONSTRAINT "t_o_fk" FOREIGN KEY ("o") REFERENCES "public"."orders"("id");--> statement-breakpoint\n' +
          'CREATE UNIQUE INDEX "t_o_uq" ON "t" USING btree ("o");',
      ),
    ).toEqual([]);
    // A contract step says why it is safe now.
    expect(
      expandOnlyProblems(
        '-- contract: nothing since release 0029 reads real_name\nALTER TABLE "kyc_records" DROP COLUMN "real_name";',
      ),
    ).toEqual([]);
  });
});
