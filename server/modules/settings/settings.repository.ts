// Reads and writes system parameters.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namedQuery } from '../../db/prepared.ts';
import { systemParameters } from '../../db/schema/platform.ts';

export async function findParameter(db: DbOrTx, code: string) {
  const rows = await db
    .select()
    .from(systemParameters)
    .where(eq(systemParameters.code, code))
    .limit(1);
  return rows[0];
}

export async function upsertParameter(
  db: DbOrTx,
  parameter: { code: string; value: string; public: boolean; description?: string },
): Promise<void> {
  await db
    .insert(systemParameters)
    .values({ ...parameter, description: parameter.description ?? '' })
    .onConflictDoUpdate({
      target: systemParameters.code,
      set: { value: parameter.value, public: parameter.public, updatedAt: sql`now()` },
    });
}

const findParametersQuery = namedQuery('settings_find_parameters', (db) =>
  db
    .select()
    .from(systemParameters)
    .where(sql`${systemParameters.code} = any(${sql.placeholder('codes')}::text[])`),
);

export async function findParameters(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return findParametersQuery(db, { codes: [...codes] });
}

/** The stored row, locked for a change in `tx`. */
export async function lockParameter(db: DbOrTx, code: string) {
  const rows = await db
    .select()
    .from(systemParameters)
    .where(eq(systemParameters.code, code))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function writeParameter(
  db: DbOrTx,
  parameter: { code: string; value: string; public: boolean; updatedAt: Date },
): Promise<void> {
  await db
    .insert(systemParameters)
    .values({ ...parameter, description: '' })
    .onConflictDoUpdate({
      target: systemParameters.code,
      set: { value: parameter.value, public: parameter.public, updatedAt: parameter.updatedAt },
    });
}
