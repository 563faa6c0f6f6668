// Reads and writes system parameters.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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

export async function findParameters(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(systemParameters)
    .where(inArray(systemParameters.code, [...codes]));
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
