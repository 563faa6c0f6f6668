// The answering side of chat: operators answer customer-service conversations, store owners their
// stores' ones; each sees only those (anything else is "not found"), lists its inbox, reads,
// answers and marks read, and an operator takes a conversation. Messages are stored and pushed
// by chat.service.ts.
import type {
  ChatMessage,
  ChatMessagesPage,
  ConversationSummary,
} from '../../../domain/api/chat.ts';
import { makePageInfo, type PageInfo } from '../../../domain/api/common.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { notifyPush } from '../../platform/push.ts';
import { audience, page, storeMessage, summaries, type SendInput } from './chat.service.ts';
import * as repo from './chat.repository.ts';

/** Who answers: any operator (service conversations), or a store owner (their store's). */
export type Staff = { kind: 'operator' } | { kind: 'seller'; sellerIds: readonly string[] };

export async function staffOf(ctx: ServiceContext, kind: 'operator' | 'seller'): Promise<Staff> {
  if (kind === 'operator') return { kind };
  return { kind, sellerIds: ctx.storeId ? [ctx.storeId] : [] };
}

function scopeOf(staff: Staff) {
  return staff.kind === 'operator'
    ? ({ kind: 'service' } as const)
    : ({ kind: 'store', sellerIds: staff.sellerIds } as const);
}

/** The conversation if this staff member may see it (anything else is "not found"). */
async function visible(
  db: DbOrTx,
  staff: Staff,
  conversationId: string,
  options: { lock?: boolean } = {},
): Promise<repo.ConversationRow | undefined> {
  const conversation = await repo.conversationById(db, conversationId, options);
  if (!conversation) return undefined;
  if (staff.kind === 'operator') return conversation.kind === 'service' ? conversation : undefined;
  return conversation.kind === 'store' && staff.sellerIds.includes(conversation.sellerId)
    ? conversation
    : undefined;
}

export async function inbox(
  ctx: ServiceContext,
  staff: Staff,
  input: { pageNum: number; pageSize: number; unreadOnly?: boolean },
): Promise<Result<{ pageList: ConversationSummary[]; pageInfo: PageInfo }>> {
  const { rows, total } = await repo.inboxPage(ctx.db, scopeOf(staff), {
    limit: input.pageSize,
    offset: (input.pageNum - 1) * input.pageSize,
    unreadOnly: input.unreadOnly ?? false,
  });
  return ok({
    pageList: await summaries(ctx, rows),
    pageInfo: makePageInfo(input.pageNum, input.pageSize, total),
  });
}

/** Conversations of this staff member's inbox with unread buyer messages. */
export function inboxUnread(ctx: Pick<ServiceContext, 'db'>, staff: Staff): Promise<number> {
  return repo.inboxUnreadConversations(ctx.db, scopeOf(staff));
}

export async function staffMessages(
  ctx: ServiceContext,
  staff: Staff,
  input: { conversationId: string; since?: string; before?: string; pageSize?: number },
): Promise<Result<ChatMessagesPage>> {
  const conversation = await visible(ctx.db, staff, input.conversationId);
  if (!conversation) return fail('chat.notFound');
  return ok(await page(ctx, conversation, input));
}

export async function staffSend(
  ctx: ServiceContext,
  staff: Staff,
  input: SendInput & { conversationId: string },
): Promise<Result<ChatMessage>> {
  return storeMessage(
    ctx,
    async (tx) => {
      const conversation = await visible(tx, staff, input.conversationId, { lock: true });
      return conversation ? ok(conversation) : fail('chat.notFound');
    },
    'staff',
    input,
  );
}

export async function staffRead(
  ctx: ServiceContext,
  staff: Staff,
  input: { conversationId: string; messageId?: string },
): Promise<Result<{ unread: number }>> {
  const conversation = await visible(ctx.db, staff, input.conversationId);
  if (!conversation) return fail('chat.notFound');
  const moved = await repo.markRead(
    ctx.db,
    conversation.id,
    'staff',
    input.messageId ? Number(input.messageId) : conversation.lastMessageId,
  );
  if (moved) await notifyPush(ctx.db, { ...audience(conversation), users: [] });
  return ok({ unread: await repo.unreadOf(ctx.db, conversation.id, 'staff') });
}

export async function assign(
  ctx: ServiceContext,
  conversationId: string,
): Promise<Result<{ assignedTo: string }>> {
  const conversation = await visible(ctx.db, { kind: 'operator' }, conversationId);
  if (!conversation) return fail('chat.notFound');
  const caller = requireUser(ctx);
  await repo.assignConversation(ctx.db, conversation.id, caller.userId);
  await notifyPush(ctx.db, { topic: 'chat', conversationId, operators: true });
  return ok({ assignedTo: caller.username });
}
