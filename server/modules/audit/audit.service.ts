// The audit log of operator actions: who did what to which record, the record before and after,
// the reason, when and from which address. Written in the acting transaction, so an action and
// its entry commit or roll back together; read with filters, newest first. This room sits below
// every module that decides and uses none of them (the console names the actors).
import type { ReasonCode } from '../../../domain/operator/reasons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { platformDaysSpan } from '../../platform/time.ts';
import * as repo from './audit.repository.ts';

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
  actorId?: string | undefined;
  action?: string | undefined;
  targetKinds?: string[] | undefined;
  targetId?: string | undefined;
  /** Platform days (`YYYY-MM-DD`), both included. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Raw rows, newest first, filtered and paged. */
export async function listAuditRows(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  query: AuditQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: repo.AuditRow[]; total: number }> {
  const tz = ctx.config.platformTimeZone;
  const span =
    query.from || query.to
      ? platformDaysSpan(query.from ?? '1970-01-01', query.to ?? '9999-12-30', tz)
      : undefined;
  return repo.listAudit(
    ctx.db,
    {
      actorId: query.actorId,
      action: query.action,
      targetKinds: query.targetKinds,
      targetId: query.targetId,
      since: query.from ? span?.since : undefined,
      until: query.to ? span?.until : undefined,
    },
    page,
  );
}
