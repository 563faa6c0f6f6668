// System parameters: public ones fall back to their documented defaults when not set.
import { publicParameterDefaults } from '../../../domain/settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findParameter, findParameters } from './settings.repository.ts';

export async function readPublicParameter(db: DbOrTx, code: string): Promise<string | null> {
  const row = await findParameter(db, code);
  if (row) return row.public ? row.value : null;
  return Object.hasOwn(publicParameterDefaults, code)
    ? publicParameterDefaults[code as keyof typeof publicParameterDefaults]
    : null;
}

/** Any parameter, public or not, for server-side rules (e.g. commission rates). */
export async function readParameter(db: DbOrTx, code: string, fallback: string): Promise<string> {
  return (await findParameter(db, code))?.value ?? fallback;
}

/** The stored values of some parameters (absent: not set), read in one query. */
export async function readStoredParameters(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Map<string, { value: string; public: boolean; updatedAt: Date }>> {
  const rows = await findParameters(db, codes);
  return new Map(
    rows.map((row) => [
      row.code,
      { value: row.value, public: row.public, updatedAt: row.updatedAt },
    ]),
  );
}
