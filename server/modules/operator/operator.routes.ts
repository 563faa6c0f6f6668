// Operator console calls owned by this module: the audit log (`admin/audit!list`).
import { makePageInfo } from '../../../domain/api/common.ts';
import { adminAuditList } from '../../../domain/api/operator.ts';
import { ok } from '../../../domain/errors.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { listAudit } from './audit.service.ts';

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
}
