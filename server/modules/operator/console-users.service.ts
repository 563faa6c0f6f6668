// The console's users: the searchable list, one user in full (profile, balances, orders, wallet
// records, sessions, login attempts), and the two changes an admin makes — status (with a reason
// the user reads, sessions ended at once) and operator roles — each with its audit entry in the
// same transaction. Nobody changes their own account here.
import type { AdminUserInfo, AdminUserRow, UserStatusValue } from '../../../domain/api/operator.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import { D } from '../../../domain/money.ts';
import { rejectionReasonGiven, type ReasonCode } from '../../../domain/operator/reasons.ts';
import type { UserStatus } from '../../db/schema/account.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import {
  adminUserView,
  findUserForOperator,
  listUsersForOperator,
  lockUserForOperator,
  setOperatorRoles,
  setUserStatus,
  userSessionsAndAttempts,
} from '../account/index.ts';
import { forgetCatalogReads, readStores, setStoreStatus } from '../catalog/index.ts';
import { storeOfOwner } from '../store/index.ts';
import { latestOrdersOf } from '../order/index.ts';
import { walletOfUser } from '../wallet/index.ts';
import { recordAudit } from '../audit/index.ts';
import { unknownRoles } from './roles.service.ts';

const viewOf = (ctx: ServiceContext) => ({
  timeZone: ctx.config.platformTimeZone,
  lang: ctx.lang,
});

export async function listUsers(
  ctx: ServiceContext,
  filter: { q?: string | undefined; role?: string | undefined; status?: UserStatus | undefined },
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AdminUserRow[]; total: number }> {
  const { rows, total } = await listUsersForOperator(ctx.db, filter, page);
  const view = viewOf(ctx);
  return { list: rows.map((row) => adminUserView(row, view)), total };
}

export async function userInfo(ctx: ServiceContext, id: string): Promise<Result<AdminUserInfo>> {
  const row = await findUserForOperator(ctx.db, id);
  if (!row) return fail('auth.userNotFound');
  // A person's contact details, balances, orders and login addresses shown to an operator: the
  // log says who looked at whose record and when (issue 34), as for ID numbers and private pictures.
  await recordAudit(ctx.db, ctx, { action: 'user.view', targetKind: 'user', targetId: id });
  const tz = ctx.config.platformTimeZone;
  const [wallet, orders, activity, stores] = await Promise.all([
    walletOfUser(ctx.db, id, tz),
    latestOrdersOf(ctx.db, id, 10),
    userSessionsAndAttempts(ctx.db, id, tz),
    storeOfOwner(ctx.db, id).then((store) => (store ? readStores(ctx.db, [store]) : [])),
  ]);
  return ok({
    user: adminUserView(row, viewOf(ctx)),
    ...wallet,
    orders: orders.map((order) => ({
      orderId: order.id,
      serialNumber: order.serialNumber,
      status: order.status,
      refundStatus: order.refundStatus,
      total: new D(order.total).toFixed(),
      createTime: wireTime(order.createdAt, tz),
    })),
    ...activity,
    stores: stores.map((store) => ({
      sellerId: store.id,
      name: store.name,
      enabled: store.enabled,
    })),
  });
}

export async function changeStatus(
  ctx: ServiceContext,
  input: {
    id: string;
    status: UserStatusValue;
    reasonCode?: ReasonCode | undefined;
    reason?: string | undefined;
    /** With disabling: suspend the stores the user runs, in the same decision and reason. */
    suspendStores?: boolean | undefined;
  },
): Promise<Result<AdminUserRow>> {
  if (input.status !== 'active' && !rejectionReasonGiven(input))
    return fail('param.missing', { field: 'reason' });
  if (input.id === requireUser(ctx).userId) return fail('operator.ownRecord');
  const suspend = input.status === 'disabled' && input.suspendStores === true;
  const done = await ctx.db.transaction(async (tx): Promise<Result<AdminUserRow>> => {
    const row = await lockUserForOperator(tx, input.id);
    if (!row) return fail('auth.userNotFound');
    const updated = await setUserStatus(tx, row.id, {
      status: input.status,
      reasonCode: input.reasonCode,
      reason: input.reason,
      now: ctx.now,
    });
    await recordAudit(tx, ctx, {
      action: 'user.setStatus',
      targetKind: 'user',
      targetId: row.id,
      before: { status: row.status },
      after: { status: updated.status },
      reasonCode: input.reasonCode,
      reason: input.reason,
    });
    // A disabled owner has nobody to ship: their open stores leave the storefront with them.
    // A store already suspended keeps the reason it was suspended for.
    const open = suspend
      ? await storeOfOwner(tx, row.id).then(async (store) =>
          (store ? await readStores(tx, [store]) : []).filter((open) => open.enabled),
        )
      : [];
    for (const store of open) {
      await setStoreStatus(tx, store.id, {
        status: 'suspended',
        reasonCode: input.reasonCode,
        reason: input.reason,
        now: ctx.now,
      });
      await recordAudit(tx, ctx, {
        action: 'store.setStatus',
        targetKind: 'store',
        targetId: store.id,
        before: { status: 'active' },
        after: { status: 'suspended' },
        reasonCode: input.reasonCode,
        reason: input.reason,
      });
    }
    return ok(adminUserView(updated, viewOf(ctx)));
  });
  if (done.ok && suspend) forgetCatalogReads();
  return done;
}

export async function changeRoles(
  ctx: ServiceContext,
  input: { id: string; roles: string[]; reason?: string | undefined },
): Promise<Result<AdminUserRow>> {
  if (input.id === requireUser(ctx).userId) return fail('operator.ownRecord');
  return ctx.db.transaction(async (tx): Promise<Result<AdminUserRow>> => {
    const row = await lockUserForOperator(tx, input.id);
    if (!row) return fail('auth.userNotFound');
    // The roles must exist (and stay while this commits: their rows are share-locked).
    if ((await unknownRoles(tx, input.roles)).length > 0) return fail('operator.roleNotFound');
    const updated = await setOperatorRoles(tx, row, input.roles, ctx.now);
    await recordAudit(tx, ctx, {
      action: 'user.setRoles',
      targetKind: 'user',
      targetId: row.id,
      before: { roles: row.roles },
      after: { roles: updated.roles },
      reason: input.reason,
    });
    return ok(adminUserView(updated, viewOf(ctx)));
  });
}
