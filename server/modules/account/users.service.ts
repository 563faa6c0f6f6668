// Users as other modules know them: find by id, names of ids, roles, and creating an account.
import { normalizeIdentifier, usernameKind } from '../../../domain/account/credentials.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { UserStatus } from '../../db/schema/account.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './account.repository.ts';
import { hashSecret } from './password-hash.ts';

import { newUsercode } from './account.shared.ts';

export interface UserSummary {
  id: string;
  usercode: string;
  username: string;
  email: string | null;
  avatar: number;
  roles: string[];
  status: UserStatus;
  cancelled: boolean;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserSummary | undefined> {
  const row = await repo.findUserRowById(db, id);
  if (!row) return undefined;
  return {
    id: row.id,
    usercode: row.usercode,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    roles: row.roles,
    status: row.status,
    cancelled: row.cancelledAt !== null,
  };
}

/** Gives a user a role (an approved store makes its applicant a seller); idempotent. */
export async function grantRole(tx: DbOrTx, userId: string, role: string): Promise<void> {
  await repo.addRole(tx, userId, role);
}

/** The id of a live user named by username, e-mail or phone (operator filters). */
export async function userIdByIdentifier(db: DbOrTx, identifier: string) {
  return (await repo.findUserByIdentifier(db, identifier.trim().toLowerCase()))?.id;
}

/** User names by id, for lists that show who a record belongs to (operator queues). */
export async function usernamesOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await repo.usernamesByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * Creates an account directly (operator CLI, seeds, other modules' tests): no slider, no code.
 * Fails with the same keys as registration.
 */
export async function createUserAccount(
  db: DbOrTx,
  input: {
    username: string;
    roles?: string[];
    email?: string;
    referrerId?: string;
    agentCode?: string;
    emailVerified?: boolean;
    /** The call's clock (registration); absent: the database's. */
    now?: Date;
  } & (
    | { password: string }
    // Accounts made together with one password (the demo accounts): hashed once by the caller
    // with hashSecret, instead of a scrypt run of its own per account.
    | { passwordHash: string }
  ),
): Promise<Result<{ id: string; usercode: string; username: string }>> {
  const username = input.username.trim();
  const kind = usernameKind(username);
  if (!kind) return fail('register.usernameInvalid');
  const email = input.email ?? (kind === 'email' ? username : null);
  const phone = kind === 'mobile' ? normalizeIdentifier(username) : null;
  const clash = await repo.identityClash(db, {
    username: normalizeIdentifier(username),
    email: email?.toLowerCase() ?? null,
    phone,
  });
  if (clash) return fail(clash === 'username' ? 'register.usernameTaken' : 'register.emailTaken');
  const passwordHash =
    'passwordHash' in input ? input.passwordHash : await hashSecret(input.password);
  for (let tries = 0; ; tries++) {
    const id = newId();
    const usercode = newUsercode();
    try {
      await repo.insertUser(db, {
        id,
        usercode,
        username,
        email,
        emailVerified: input.emailVerified ?? false,
        phone,
        passwordHash,
        roles: input.roles ?? ['user'],
        referrerId: input.referrerId ?? null,
        agentCode: input.agentCode ?? null,
        ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
      });
      return ok({ id, usercode, username });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint === 'users_usercode_uq' && tries < 5) continue;
      if (constraint === 'users_username_uq') return fail('register.usernameTaken');
      return fail('register.emailTaken');
    }
  }
}
