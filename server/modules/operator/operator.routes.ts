// Operator console calls owned by this module: the audit log (`admin/audit!list`) and users
// (`admin/user!list|info|setStatus|setRoles`), operator roles (`admin/role!list|save|delete`, the caller's own: `admin/me!get`), the dashboard (`admin/dashboard!stats`) and the
// system parameters (`admin/syspara!list|update`). Store and listing moderation and the catalogue
// furniture are the catalogue's (catalog/moderation.routes.ts, catalog/furniture.routes.ts); the
// wallet, refunds, credit and store applications own theirs too. Thin: the services decide.
import { makePageInfo } from '../../../domain/api/common.ts';
import {
  adminAuditList,
  adminDashboard,
  adminRoleDelete,
  adminRoleList,
  adminRoleSave,
  adminSysparaList,
  adminSysparaUpdate,
  adminUserInfo,
  adminUserList,
  adminUserSetRoles,
  adminUserSetStatus,
} from '../../../domain/api/operator.ts';
import { adminMe } from '../../../domain/api/operator-me.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { listAudit } from './audit-log.service.ts';
import * as dashboard from './platform-dashboard.service.ts';
import * as parameters from './parameters.service.ts';
import * as roles from './roles.service.ts';
import * as users from './console-users.service.ts';

export function operatorRoutes({ api }: ModuleDeps): void {
  api.handle(adminAuditList, async (input, ctx) => {
    const { pageNum, pageSize, targetKind, ...query } = input;
    const { list, total } = await listAudit(
      ctx,
      { ...query, targetKinds: targetKind ? [targetKind] : undefined },
      { pageNum, pageSize },
    );
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });

  api.handle(adminUserList, async ({ pageNum, pageSize, ...filter }, ctx) => {
    const { list, total } = await users.listUsers(ctx, filter, { pageNum, pageSize });
    return ok({ pageList: list, pageInfo: makePageInfo(pageNum, pageSize, total) });
  });
  api.handle(adminUserInfo, ({ id }, ctx) => users.userInfo(ctx, id));
  api.handle(adminUserSetStatus, (input, ctx) => users.changeStatus(ctx, input));
  api.handle(adminUserSetRoles, (input, ctx) => users.changeRoles(ctx, input));
  api.handle(adminMe, (_input, ctx) => Promise.resolve(ok(roles.myGrant(ctx))));
  api.handle(adminRoleList, async (_input, ctx) => ok(await roles.listRoles(ctx)));
  api.handle(adminRoleSave, (input, ctx) => roles.saveRole(ctx, input));
  api.handle(adminRoleDelete, (input, ctx) => roles.deleteRole(ctx, input));
  api.handle(adminDashboard, (input, ctx) => dashboard.stats(ctx, input));
  api.handle(adminSysparaList, async (_input, ctx) =>
    ok({ list: await parameters.listParameters(ctx) }),
  );
  api.handle(adminSysparaUpdate, (input, ctx) => parameters.updateParameter(ctx, input));
}
