// Users as operators see them: the searchable list, one user's sessions and login attempts, and
// the status and role changes an operator makes.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts, sessions, users, type UserStatus } from '../../db/schema/account.ts';

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  q?: string | undefined;
  role?: string | undefined;
  status?: UserStatus | undefined;
}

/** `%` and `_` typed by an operator are searched for as such. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(
  db: DbOrTx,
  filter: UserFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const parts: SQL[] = [];
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    parts.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        eq(users.usercode, filter.q),
        sql`${users.phone} like ${like}`,
      )!,
    );
  }
  if (filter.role) parts.push(sql`${filter.role} = any(${users.roles})`);
  if (filter.status) parts.push(eq(users.status, filter.status));
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return rows[0];
}

export async function updateUserAdmin(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'status' | 'statusReason' | 'statusReasonCode' | 'roles'>> & {
    updatedAt: Date;
  },
): Promise<UserRow> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return rows[0]!;
}

export async function sessionsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

export async function loginAttemptsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.userId, userId))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit);
}

/** The accounts holding a role, by id (an operator role's holders). */
export async function userIdsWithRole(db: DbOrTx, role: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${role} = any(${users.roles})`);
  return rows.map((row) => row.id);
}

/** How many accounts hold each of these roles. */
export async function roleHolderCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.execute<{ role: string; n: number }>(
    sql`select role, count(*)::int as n from users, unnest(users.roles) role group by role`,
  );
  return new Map(rows.rows.map((row) => [row.role, row.n]));
}
