// Operator roles as stored (operator_roles): the built-ins' rows and the roles admins make.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { operatorRoles } from '../../db/schema/operator.ts';

export type RoleRow = typeof operatorRoles.$inferSelect;

export async function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db
    .select()
    .from(operatorRoles)
    .orderBy(asc(operatorRoles.createdAt), asc(operatorRoles.code));
}

/** The role, locked for the change that follows (two admins editing one role queue up). */
export async function lockRole(db: DbOrTx, code: string): Promise<RoleRow | undefined> {
  const rows = await db
    .select()
    .from(operatorRoles)
    .where(eq(operatorRoles.code, code))
    .for('update');
  return rows[0];
}

/**
 * The codes among these that name a role, the rows share-locked: a role being assigned is not
 * deleted under the assignment (deletion locks it for update and finds its new holder).
 */
export async function existingRoleCodes(db: DbOrTx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: operatorRoles.code })
    .from(operatorRoles)
    .where(inArray(operatorRoles.code, [...codes]))
    .for('share');
  return rows.map((row) => row.code);
}

export async function insertRole(db: DbOrTx, values: typeof operatorRoles.$inferInsert) {
  const rows = await db.insert(operatorRoles).values(values).returning();
  return rows[0]!;
}

export async function updateRole(
  db: DbOrTx,
  code: string,
  values: { name: string; permissions: string[]; updatedAt: Date },
) {
  const rows = await db
    .update(operatorRoles)
    .set(values)
    .where(eq(operatorRoles.code, code))
    .returning();
  return rows[0]!;
}

export async function deleteRole(db: DbOrTx, code: string): Promise<void> {
  await db.delete(operatorRoles).where(eq(operatorRoles.code, code));
}
