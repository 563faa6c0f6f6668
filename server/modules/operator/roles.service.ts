// Operator roles in the console (issue 37): the list with what each grants and who holds it, and
// an admin's creation, change and deletion of roles made from permissions, each audited in the
// same transaction. The built-ins `admin` and `support` are listed, never changed. A change applies
// at once: the router reads a caller's permissions with the session on every call, and open event
// streams of the role's holders are told to check theirs again.
import type { AdminRole } from '../../../domain/api/operator.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { OperatorGrantView } from '../../../domain/api/operator-me.ts';
import {
  allPermissions,
  builtInPermissions,
  holds,
  isBuiltInRole,
  isOperatorRole,
  type Permission,
} from '../../../domain/operator/permissions.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db-errors.ts';
import { newId } from '../../platform/ids.ts';
import { wireTime } from '../../platform/time.ts';
import { roleHolderCounts, sessionsChanged, userIdsWithRole } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './roles.repository.ts';

function view(ctx: ServiceContext, row: repo.RoleRow, holders: number): AdminRole {
  return {
    code: row.code,
    name: row.name,
    permissions: isBuiltInRole(row.code)
      ? [...builtInPermissions(row.code)]
      : allPermissions.filter((permission) => row.permissions.includes(permission)),
    builtIn: row.builtIn,
    holders,
    updateTime: wireTime(row.updatedAt, ctx.config.platformTimeZone),
  };
}

export async function listRoles(
  ctx: ServiceContext,
): Promise<{ list: AdminRole[]; permissions: string[] }> {
  const [rows, holders] = await Promise.all([repo.listRoles(ctx.db), roleHolderCounts(ctx.db)]);
  return {
    list: rows.map((row) => view(ctx, row, holders.get(row.code) ?? 0)),
    permissions: [...allPermissions],
  };
}

/**
 * The caller's own operator roles and every permission they hold, as the router judges them (from
 * the session's join, so a role changed a moment ago shows at once).
 */
export function myGrant(ctx: ServiceContext): OperatorGrantView {
  const caller = requireUser(ctx);
  return {
    roles: caller.roles.filter(isOperatorRole),
    permissions: allPermissions.filter((permission) => holds(caller, permission)),
  };
}

/** Tells the holders' open sessions that what they may do changed (their streams check again). */
async function holdersChanged(tx: Parameters<typeof sessionsChanged>[0], code: string) {
  const holders = await userIdsWithRole(tx, code);
  for (const userId of holders) await sessionsChanged(tx, userId);
  return holders.length;
}

export async function saveRole(
  ctx: ServiceContext,
  input: {
    code?: string | undefined;
    name: string;
    permissions: Permission[];
    reason?: string | undefined;
  },
): Promise<Result<AdminRole>> {
  const caller = requireUser(ctx);
  const permissions = allPermissions.filter((permission) => input.permissions.includes(permission));
  const { code } = input;
  if (code !== undefined && isBuiltInRole(code)) return fail('operator.roleBuiltIn');
  // Four eyes: nobody widens (or narrows) the rights they hold themselves.
  if (code !== undefined && caller.roles.includes(code)) return fail('operator.ownRecord');
  try {
    return await ctx.db.transaction(async (tx): Promise<Result<AdminRole>> => {
      if (code === undefined) {
        const row = await repo.insertRole(tx, {
          code: `op_${newId(ctx.now)}`,
          name: input.name,
          permissions,
          builtIn: false,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        });
        await recordAudit(tx, ctx, {
          action: 'role.create',
          targetKind: 'role',
          targetId: row.code,
          after: { name: row.name, permissions },
          reason: input.reason,
        });
        return ok(view(ctx, row, 0));
      }
      const before = await repo.lockRole(tx, code);
      if (!before) return fail('operator.roleNotFound');
      const row = await repo.updateRole(tx, code, {
        name: input.name,
        permissions,
        updatedAt: ctx.now,
      });
      await recordAudit(tx, ctx, {
        action: 'role.update',
        targetKind: 'role',
        targetId: code,
        before: { name: before.name, permissions: before.permissions },
        after: { name: row.name, permissions },
        reason: input.reason,
      });
      return ok(view(ctx, row, await holdersChanged(tx, code)));
    });
  } catch (error) {
    if (uniqueViolation(error) === 'operator_roles_name_idx') return fail('operator.roleNameTaken');
    throw error;
  }
}

export async function deleteRole(
  ctx: ServiceContext,
  input: { code: string; reason?: string | undefined },
): Promise<Result<{ code: string }>> {
  if (isBuiltInRole(input.code)) return fail('operator.roleBuiltIn');
  return ctx.db.transaction(async (tx): Promise<Result<{ code: string }>> => {
    const before = await repo.lockRole(tx, input.code);
    if (!before) return fail('operator.roleNotFound');
    // Taken from its holders first, each change audited on its own account (user!setRoles).
    if ((await userIdsWithRole(tx, input.code)).length > 0) return fail('operator.roleInUse');
    await repo.deleteRole(tx, input.code);
    await recordAudit(tx, ctx, {
      action: 'role.delete',
      targetKind: 'role',
      targetId: input.code,
      before: { name: before.name, permissions: before.permissions },
      reason: input.reason,
    });
    return ok({ code: input.code });
  });
}

/** The codes among these that name no role (an assignment of them is refused). */
export async function unknownRoles(
  tx: Parameters<typeof repo.existingRoleCodes>[0],
  codes: readonly string[],
): Promise<string[]> {
  const known = await repo.existingRoleCodes(tx, codes);
  return codes.filter((code) => !known.includes(code));
}
