// The audit log of operator actions: who did what to which record, the record before and after,
// the reason, when and from which address. Written in the acting transaction, so an action and
// its entry commit or roll back together; read with filters, newest first.
import type { AuditEntry } from '../../../domain/api/operator.ts';
import type { ReasonCode } from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformDaysSpan, wireTime } from '../../platform/time.ts';
import { userIdByIdentifier, usernamesOf } from '../account/index.ts';
import * as repo from './operator.repository.ts';

export interface AuditInput {
  /** `<area>.<verb>`, e.g. `deposit.reject`. */
  action: string;
  targetKind: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reasonCode?: ReasonCode | null | undefined;
  reason?: string | undefined;
}

/** Appends one entry for the caller's action, in `tx` (the acting transaction). */
export async function recordAudit(
  tx: DbOrTx,
  ctx: Pick<ServiceContext, 'caller' | 'now' | 'ip'>,
  input: AuditInput,
): Promise<void> {
  await repo.insertAudit(tx, {
    id: newId(ctx.now),
    actorId: requireUser(ctx).userId,
    action: input.action,
    targetKind: input.targetKind,
    targetId: input.targetId,
    before: input.before ?? null,
    after: input.after ?? null,
    reasonCode: input.reasonCode ?? null,
    reason: input.reason ?? '',
    ip: ctx.ip ?? null,
    createdAt: ctx.now,
  });
}

export interface AuditQuery {
  actor?: string | undefined;
  action?: string | undefined;
  targetKinds?: string[] | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Raw rows with the actor's name; an unknown actor name matches nothing. */
export async function listAuditRows(
  ctx: ServiceContext,
  query: AuditQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: Array<repo.AuditRow & { actorName: string }>; total: number }> {
  let actorId: string | undefined;
  if (query.actor) {
    actorId = await userIdByIdentifier(ctx.db, query.actor);
    if (!actorId) return { rows: [], total: 0 };
  }
  const tz = ctx.config.platformTimeZone;
  const span =
    query.from || query.to
      ? platformDaysSpan(query.from ?? '1970-01-01', query.to ?? '9999-12-30', tz)
      : undefined;
  const { rows, total } = await repo.listAudit(
    ctx.db,
    {
      actorId,
      action: query.action,
      targetKinds: query.targetKinds,
      targetId: query.targetId,
      since: query.from ? span?.since : undefined,
      until: query.to ? span?.until : undefined,
    },
    page,
  );
  const names = await usernamesOf(
    ctx.db,
    rows.map((row) => row.actorId),
  );
  return { rows: rows.map((row) => ({ ...row, actorName: names.get(row.actorId) ?? '' })), total };
}

export async function listAudit(
  ctx: ServiceContext,
  query: AuditQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditRows(ctx, query, page);
  const tz = ctx.config.platformTimeZone;
  return {
    list: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
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
