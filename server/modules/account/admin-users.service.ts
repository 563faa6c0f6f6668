// What operators do to accounts: find them, read one with its sessions and login attempts, set its
// status (disabling or business-locking takes a reason the user reads when refused; disabling ends
// their sessions at once) and its operator roles. The operator module wraps these in its transaction
// with the audit entry; nothing here checks who the operator is.
import type { AdminUserRow, UserStatusValue } from '../../../domain/api/operator.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { reasonText, type ReasonCode } from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { wireTime } from '../../platform/time.ts';
import * as repo from './admin-users.repository.ts';
import { revokeUserSessions, sessionsChanged } from './account.repository.ts';

export type AdminUserSource = repo.UserRow;

export function adminUserView(
  row: repo.UserRow,
  view: { timeZone: string; lang: LanguageCode },
): AdminUserRow {
  return {
    id: row.id,
    usercode: row.usercode,
    username: row.username,
    email: row.email ?? '',
    phone: row.phone ?? '',
    roles: row.roles,
    status: row.status,
    statusReason:
      row.status === 'active' ? '' : reasonText(row.statusReasonCode, row.statusReason, view.lang),
    statusReasonCode: row.statusReasonCode ?? '',
    cancelled: row.cancelledAt !== null,
    createTime: wireTime(row.createdAt, view.timeZone),
  };
}

export const listUsersForOperator = repo.listUsers;
export const findUserForOperator = repo.findUser;
export const lockUserForOperator = repo.lockUser;

export async function userSessionsAndAttempts(db: DbOrTx, userId: string, timeZone: string) {
  const [sessionRows, attemptRows] = await Promise.all([
    repo.sessionsOf(db, userId, 20),
    repo.loginAttemptsOf(db, userId, 20),
  ]);
  return {
    sessions: sessionRows.map((s) => ({
      id: s.id,
      createTime: wireTime(s.createdAt, timeZone),
      lastSeenTime: wireTime(s.lastSeenAt, timeZone),
      expireTime: wireTime(s.expiresAt, timeZone),
      revokeTime: wireTime(s.revokedAt, timeZone),
      revokeReason: s.revokeReason ?? '',
      ip: s.ip ?? '',
      userAgent: s.userAgent ?? '',
    })),
    loginAttempts: attemptRows.map((a) => ({
      id: a.id,
      success: a.success,
      outcome: a.outcome,
      ip: a.ip ?? '',
      createTime: wireTime(a.createdAt, timeZone),
    })),
  };
}

/**
 * Sets the status in `tx`. Disabling ends every session of the user there and then; a
 * business-locked user keeps them (reading is allowed, new business is refused per call).
 */
export async function setUserStatus(
  tx: DbOrTx,
  userId: string,
  change: {
    status: UserStatusValue;
    reasonCode: ReasonCode | undefined;
    reason: string | undefined;
    now: Date;
  },
): Promise<repo.UserRow> {
  const active = change.status === 'active';
  const row = await repo.updateUserAdmin(tx, userId, {
    status: change.status,
    statusReasonCode: active ? null : (change.reasonCode ?? null),
    statusReason: active ? '' : (change.reason ?? ''),
    updatedAt: change.now,
  });
  if (change.status === 'disabled')
    await revokeUserSessions(tx, userId, change.now, `status:${change.status}`);
  return row;
}

/** Whether a role code is an operator role (a built-in or one made in the console, `op_...`). */
export function isOperatorRoleCode(role: string): boolean {
  return role === 'admin' || role === 'support' || role.startsWith('op_');
}

/** Replaces the operator roles (built-in or made in the console) of a user, keeping their others. */
export async function setOperatorRoles(
  tx: DbOrTx,
  row: repo.UserRow,
  operatorRoles: readonly string[],
  now: Date,
): Promise<repo.UserRow> {
  const kept = row.roles.filter((role) => !isOperatorRoleCode(role));
  const updated = await repo.updateUserAdmin(tx, row.id, {
    roles: [...kept, ...new Set(operatorRoles)],
    updatedAt: now,
  });
  // Open event streams were opened with the old roles (the operators' inbox): they end.
  await sessionsChanged(tx, row.id);
  return updated;
}

/** The accounts holding a role, and how many hold each role (the console's role list). */
export const userIdsWithRole = repo.userIdsWithRole;
export const roleHolderCounts = repo.roleHolderCounts;
