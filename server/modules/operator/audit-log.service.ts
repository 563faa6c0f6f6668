// The console's audit screen (`admin/audit!list`): the audit log's entries with the actors and the
// records named, filtered by an actor's username, e-mail or phone.
import type { AuditEntry } from '../../../domain/api/operator.ts';
import { localized } from '../../../domain/catalog/localize.ts';
import type { ServiceContext } from '../../platform/context.ts';
import { wireTime } from '../../platform/time.ts';
import { userIdByIdentifier, usernamesOf } from '../account/index.ts';
import { listAuditRows, type AuditQuery } from '../audit/index.ts';
import { recordNames } from './audit-names.repository.ts';

export async function listAudit(
  ctx: ServiceContext,
  query: Omit<AuditQuery, 'actorId'> & { actor?: string | undefined },
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AuditEntry[]; total: number }> {
  const { actor, ...filter } = query;
  let actorId: string | undefined;
  // An unknown actor name matches nothing.
  if (actor) {
    actorId = await userIdByIdentifier(ctx.db, actor);
    if (!actorId) return { list: [], total: 0 };
  }
  const { rows, total } = await listAuditRows(ctx, { ...filter, actorId }, page);
  const names = await usernamesOf(
    ctx.db,
    rows.map((row) => row.actorId),
  );
  const records = new Map(
    (
      await recordNames(
        ctx.db,
        rows.map((row) => ({ kind: row.targetKind, id: row.targetId })),
      )
    ).map((record) => [
      `${record.kind}:${record.id}`,
      record.name ?? localized(record.names, ctx.lang),
    ]),
  );
  const tz = ctx.config.platformTimeZone;
  return {
    list: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorName: names.get(row.actorId) ?? '',
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      targetName: records.get(`${row.targetKind}:${row.targetId}`) ?? '',
      before: row.before ?? null,
      after: row.after ?? null,
      reasonCode: row.reasonCode ?? '',
      reason: row.reason,
      ip: row.ip ?? '',
      createTime: wireTime(row.createdAt, tz),
    })),
    total,
  };
}
