// The per-user notice feed. `recordNotice` is a step of another module's transaction: the notice
// commits with the event it reports (a shipped order, a refund decision, ...) or not at all, and
// the user's open streams hear of it at that commit. Operators post announcements per brand.
import type { NoticeItem } from '../../../domain/api/chat.ts';
import { makePageInfo, type PageInfo } from '../../../domain/api/common.ts';
import type { NoticeKind } from '../../../domain/chat/chat-rules.ts';
import { ok, type Result } from '../../../domain/errors.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';
import { reasonText } from '../../../domain/operator/reasons.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { notifyPush } from '../../platform/push.ts';
import { wireTime } from '../../platform/time.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './notice.repository.ts';

export interface NoticeInput {
  userId: string;
  kind: NoticeKind;
  /** Values the text shows: serialNumber, amount, reason, approved, name, ... */
  params?: Record<string, string | number | boolean>;
  /** The object it reports, e.g. `{ kind: 'order', id }`. */
  link?: { kind: string; id: string } | null;
  now: Date;
}

/** NUMERIC columns read as `20.0000000000`; the notice says `20`. */
function plainAmounts(
  params: Record<string, string | number | boolean>,
): Record<string, string | number | boolean> {
  const out = { ...params };
  if (typeof out.amount === 'string' && out.amount.includes('.'))
    out.amount = out.amount.replace(/\.?0+$/, '');
  return out;
}

/** Writes a notice inside the caller's transaction (the event's own). */
export async function recordNotice(tx: Tx | DbOrTx, input: NoticeInput): Promise<void> {
  await repo.insertNotice(tx, {
    id: newId(input.now),
    userId: input.userId,
    kind: input.kind,
    params: plainAmounts(input.params ?? {}),
    link: input.link ?? null,
    createdAt: input.now,
  });
  await notifyPush(tx, { topic: 'notice', users: [input.userId] });
}

/** A standard reason code becomes its text in the reader's language. */
function readableParams(
  params: Record<string, string | number | boolean>,
  lang: LanguageCode,
): Record<string, string | number | boolean> {
  const { reasonCode, ...rest } = params;
  if (!reasonCode) return rest;
  return { ...rest, reason: reasonText(String(reasonCode), String(params.reason ?? ''), lang) };
}

export async function noticeFeed(
  ctx: ServiceContext,
  paging: { pageNum: number; pageSize: number },
): Promise<Result<{ pageList: NoticeItem[]; pageInfo: PageInfo }>> {
  const { userId } = requireUser(ctx);
  const { rows, total } = await repo.feedPage(ctx.db, userId, ctx.brand, {
    limit: paging.pageSize,
    offset: (paging.pageNum - 1) * paging.pageSize,
  });
  return ok({
    pageList: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NoticeItem['kind'],
      params: readableParams(row.params ?? {}, ctx.lang),
      link: row.link,
      title: row.title,
      content: row.content,
      read: row.read,
      createTime: wireTime(row.createdAt, ctx.config.platformTimeZone),
    })),
    pageInfo: makePageInfo(paging.pageNum, paging.pageSize, total),
  });
}

export async function noticeUnread(ctx: ServiceContext): Promise<Result<{ count: number }>> {
  return ok({ count: await repo.unreadCount(ctx.db, requireUser(ctx).userId, ctx.brand) });
}

/** Unread notices of a connected client (the push stream's counts). */
export function unreadNotices(db: DbOrTx, userId: string, brand: string): Promise<number> {
  return repo.unreadCount(db, userId, brand);
}

export async function readNotices(
  ctx: ServiceContext,
  id: string | undefined,
): Promise<Result<{ count: number }>> {
  const { userId } = requireUser(ctx);
  const read =
    (await repo.markNoticesRead(ctx.db, userId, ctx.now, id)) +
    (await repo.markAnnouncementsRead(ctx.db, userId, ctx.brand, ctx.now, id));
  // Only a read that changed something is news for the other open windows.
  if (read > 0) await notifyPush(ctx.db, { topic: 'notice', users: [userId] });
  return ok({ count: await repo.unreadCount(ctx.db, userId, ctx.brand) });
}

export async function announce(
  ctx: ServiceContext,
  input: { brand: string; title: string; content: string },
): Promise<Result<{ id: string }>> {
  const id = newId(ctx.now);
  await ctx.db.transaction(async (tx) => {
    await repo.insertAnnouncement(tx, {
      id,
      brand: input.brand,
      title: input.title,
      content: input.content,
      operatorUserId: requireUser(ctx).userId,
      createdAt: ctx.now,
    });
    // What every user of a brand reads comes from someone: the log names who said what (issue 34).
    await recordAudit(tx, ctx, {
      action: 'notice.announce',
      targetKind: 'announcement',
      targetId: id,
      after: { brand: input.brand, title: input.title, content: input.content },
    });
    // Everyone reading this brand: streams check their own brand when they count.
    await notifyPush(tx, { topic: 'notice', everyone: true });
  });
  return ok({ id });
}
