// Conversations between a buyer and the platform's customer service or a store. Who may read what:
// a buyer only their own conversations; a store owner only those of their stores; operators
// (support or admin) only customer-service conversations. A message is stored once per sender and
// idempotency key, and every stored message tells the connected clients through NOTIFY, in the
// transaction that stores it. This file is the buyer's side and what both sides share; the
// answering side (operators and store owners) is chat-staff.service.ts.
import type {
  ChatMessage,
  ChatMessagesPage,
  ConversationSummary,
} from '../../../domain/api/chat.ts';
import { holds } from '../../../domain/operator/permissions.ts';
import { CHAT_PAGE_SIZE, chatTextValid, decodeChatText } from '../../../domain/chat/chat-rules.ts';
import { fail, ok, type Result } from '../../../domain/errors.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireUser, type ServiceContext } from '../../platform/context.ts';
import { newId } from '../../platform/ids.ts';
import { notifyPush, type PushEvent } from '../../platform/push.ts';
import { wireTime } from '../../platform/time.ts';
import { inTransaction } from '../../platform/transaction.ts';
import { usernamesOf } from '../account/index.ts';
import { readListings, readStores } from '../catalog/index.ts';
import { storeOfOwner } from '../store/index.ts';
import { orderParties } from '../order/index.ts';
import { uploadsOwnedBy } from '../upload/index.ts';
import * as repo from './chat.repository.ts';

interface Names {
  users: Map<string, string>;
  stores: Map<string, string>;
}

async function namesFor(
  db: DbOrTx,
  userIds: readonly string[],
  sellerIds: readonly string[],
): Promise<Names> {
  const [users, stores] = await Promise.all([
    usernamesOf(db, userIds),
    readStores(
      db,
      sellerIds.filter((id) => id !== ''),
    ),
  ]);
  return { users, stores: new Map(stores.map((store) => [store.id, store.name])) };
}

function wireMessage(
  ctx: ServiceContext,
  row: repo.MessageRow,
  conversation: Pick<repo.ConversationRow, 'sellerId'>,
  names: Names,
): ChatMessage {
  const senderName =
    row.side === 'buyer'
      ? ''
      : conversation.sellerId
        ? (names.stores.get(conversation.sellerId) ?? '')
        : (names.users.get(row.senderUserId) ?? '');
  return {
    id: String(row.id),
    message_id: String(row.id),
    send_receive: row.side === 'buyer' ? 'send' : 'receive',
    type: row.type,
    content: row.content,
    createtime: wireTime(row.createdAt, ctx.config.platformTimeZone),
    clientKey: row.clientKey,
    senderName,
    context: row.context ?? null,
  };
}

/** Who hears about news in a conversation. */
export function audience(conversation: repo.ConversationRow): PushEvent {
  return {
    topic: 'chat',
    conversationId: conversation.id,
    users: [conversation.buyerUserId],
    ...(conversation.kind === 'service'
      ? { operators: true }
      : { sellerId: conversation.sellerId }),
  };
}

export async function summaries(
  ctx: ServiceContext,
  rows: Array<{ conversation: repo.ConversationRow; unread: number }>,
): Promise<ConversationSummary[]> {
  const lastMessages = await repo.messagesByIds(
    ctx.db,
    rows.map((row) => row.conversation.lastMessageId).filter((id) => id > 0),
  );
  const names = await namesFor(
    ctx.db,
    [
      ...rows.map((row) => row.conversation.buyerUserId),
      ...rows.flatMap((row) => row.conversation.assignedUserId ?? []),
      ...lastMessages.map((m) => m.senderUserId),
    ],
    rows.map((row) => row.conversation.sellerId),
  );
  const byId = new Map(lastMessages.map((m) => [m.id, m]));
  return rows.map(({ conversation, unread }) => {
    const last = byId.get(conversation.lastMessageId);
    return {
      id: conversation.id,
      kind: conversation.kind,
      sellerId: conversation.sellerId,
      sellerName: names.stores.get(conversation.sellerId) ?? '',
      buyerName: names.users.get(conversation.buyerUserId) ?? '',
      brand: conversation.brand,
      assignedTo: conversation.assignedUserId
        ? (names.users.get(conversation.assignedUserId) ?? '')
        : '',
      unread,
      lastMessage: last ? wireMessage(ctx, last, conversation, names) : null,
    };
  });
}

export async function page(
  ctx: ServiceContext,
  conversation: repo.ConversationRow | undefined,
  input: { since?: string; before?: string; pageSize?: number },
): Promise<ChatMessagesPage> {
  if (!conversation) return { conversationId: '', assignedTo: '', pageList: [], hasMore: false };
  const { rows, hasMore } = await repo.listMessages(ctx.db, conversation.id, {
    since: input.since ? Number(input.since) : undefined,
    before: input.before ? Number(input.before) : undefined,
    limit: input.pageSize ?? (input.since ? 200 : CHAT_PAGE_SIZE),
  });
  const names = await namesFor(
    ctx.db,
    [
      ...rows.map((row) => row.senderUserId),
      ...(conversation.assignedUserId ? [conversation.assignedUserId] : []),
    ],
    [conversation.sellerId],
  );
  return {
    conversationId: conversation.id,
    assignedTo: conversation.assignedUserId
      ? (names.users.get(conversation.assignedUserId) ?? '')
      : '',
    pageList: rows.map((row) => wireMessage(ctx, row, conversation, names)),
    hasMore,
  };
}

export interface SendInput {
  type: 'text' | 'img';
  content: string;
  clientKey?: string;
}

/** The stored content of a message, or the refusal. */
async function contentOf(
  ctx: ServiceContext,
  userId: string,
  input: SendInput,
): Promise<Result<string>> {
  if (input.type === 'text') {
    const text = decodeChatText(input.content);
    if (text === undefined || !chatTextValid(text))
      return fail('param.invalid', { field: 'content' });
    return ok(text);
  }
  const owned = await uploadsOwnedBy(ctx.db, userId, 'chat', [input.content]);
  return owned.has(input.content) ? ok(input.content) : fail('chat.imageInvalid');
}

/**
 * Stores one message; a key the sender already used answers the stored message (the conversation
 * must be the same one, or the key is refused as reused).
 */
export async function storeMessage(
  ctx: ServiceContext,
  open: (tx: Tx) => Promise<Result<repo.ConversationRow>>,
  side: 'buyer' | 'staff',
  input: SendInput & { context?: { kind: 'order' | 'goods'; id: string } | null },
): Promise<Result<ChatMessage>> {
  const { userId } = requireUser(ctx);
  const clientKey = input.clientKey ?? ctx.idempotencyKey ?? newId(ctx.now);
  const stored = await inTransaction(ctx.db, async (tx) => {
    const opened = await open(tx);
    if (!opened.ok) return opened;
    const conversation = opened.data;
    const replay = await repo.messageByKey(tx, userId, clientKey);
    if (replay) {
      return replay.conversationId === conversation.id
        ? ok({ message: replay, conversation })
        : fail('request.idempotencyMismatch');
    }
    const content = await contentOf(ctx, userId, input);
    if (!content.ok) return content;
    const message = await repo.insertMessage(tx, {
      conversationId: conversation.id,
      side,
      senderUserId: userId,
      type: input.type,
      content: content.data,
      clientKey,
      context: input.context ?? null,
      createdAt: ctx.now,
    });
    if (!message) {
      // The same key committed by a parallel call between our look-up and insert.
      const again = await repo.messageByKey(tx, userId, clientKey);
      return again ? ok({ message: again, conversation }) : fail('request.duplicate');
    }
    await repo.recordLastMessage(tx, conversation.id, message, {
      ...(side === 'buyer' ? { buyerReadId: message.id } : { staffReadId: message.id }),
      ...(side === 'staff' && conversation.kind === 'service' && !conversation.assignedUserId
        ? { assignedUserId: userId }
        : {}),
    });
    await notifyPush(tx, audience(conversation));
    return ok({ message, conversation });
  });
  if (!stored.ok) return stored;
  const { message, conversation } = stored.data;
  const names = await namesFor(ctx.db, [message.senderUserId], [conversation.sellerId]);
  return ok(wireMessage(ctx, message, conversation, names));
}

// ---------------------------------------------------------------------------------------------
// The buyer's side

export async function buyerUnread(ctx: ServiceContext) {
  const caller = requireUser(ctx);
  const rows = await repo.buyerConversations(ctx.db, caller.userId);
  const service = rows.find((row) => row.conversation.kind === 'service')?.unread ?? 0;
  const stores = rows.filter((row) => row.conversation.kind === 'store');
  const count = rows.reduce((sum, row) => sum + row.unread, 0);
  // The inboxes this caller answers, so the header can show them too (polled while the push stream is down).
  const inboxes = await staffInboxes(ctx.db, {
    operator: holds(caller, 'support.chat'),
    sellerIds: await storeOfOwner(ctx.db, caller.userId).then((id) => (id ? [id] : [])),
  });
  return ok({ count, service, conversations: await summaries(ctx, stores), inboxes });
}

/**
 * Conversations waiting for an answer in each inbox the caller answers: their stores' (`seller`)
 * and, for operators, customer service (`service`); null where they answer none.
 */
async function staffInboxes(
  db: DbOrTx,
  who: { operator: boolean; sellerIds: readonly string[] },
): Promise<{ seller: number | null; service: number | null }> {
  return {
    service: who.operator ? await repo.inboxUnreadConversations(db, { kind: 'service' }) : null,
    seller:
      who.sellerIds.length > 0
        ? await repo.inboxUnreadConversations(db, { kind: 'store', sellerIds: who.sellerIds })
        : null,
  };
}

export async function serviceUnread(ctx: ServiceContext) {
  if (!ctx.caller) return ok({ count: 0 });
  const conversation = await repo.findConversation(ctx.db, ctx.caller.userId, '');
  return ok({
    count: conversation ? await repo.unreadOf(ctx.db, conversation.id, 'buyer') : 0,
  });
}

export async function buyerMessages(
  ctx: ServiceContext,
  input: { sellerId?: string; since?: string; before?: string; pageSize?: number },
): Promise<Result<ChatMessagesPage>> {
  const { userId } = requireUser(ctx);
  const conversation = await repo.findConversation(ctx.db, userId, input.sellerId ?? '');
  return ok(await page(ctx, conversation, input));
}

export async function buyerSend(
  ctx: ServiceContext,
  input: SendInput & { sellerId?: string; orderId?: string; sellerGoodsId?: string },
): Promise<Result<ChatMessage>> {
  const { userId } = requireUser(ctx);
  const sellerId = input.sellerId ?? '';
  if (sellerId) {
    const [store] = await readStores(ctx.db, [sellerId]);
    if (!store || !store.enabled) return fail('seller.notFound');
    if (store.ownerUserId === userId) return fail('chat.ownStore');
  }
  let context: { kind: 'order' | 'goods'; id: string } | null = null;
  if (input.orderId) {
    const order = await orderParties(ctx.db, input.orderId);
    if (!order || order.userId !== userId || (sellerId && order.sellerId !== sellerId))
      return fail('chat.contextInvalid');
    context = { kind: 'order', id: input.orderId };
  } else if (input.sellerGoodsId) {
    const [listing] = await readListings(ctx.db, [input.sellerGoodsId]);
    if (!listing || (sellerId && listing.sellerId !== sellerId)) return fail('chat.contextInvalid');
    context = { kind: 'goods', id: input.sellerGoodsId };
  }
  return storeMessage(
    ctx,
    async (tx) =>
      ok(
        await repo.openConversation(tx, {
          id: newId(ctx.now),
          kind: sellerId ? 'store' : 'service',
          buyerUserId: userId,
          sellerId,
          brand: ctx.brand,
          createdAt: ctx.now,
          lastMessageAt: ctx.now,
        }),
      ),
    'buyer',
    { ...input, context },
  );
}

export async function buyerRead(
  ctx: ServiceContext,
  input: { sellerId?: string; messageId?: string },
): Promise<Result<{ unread: number }>> {
  const { userId } = requireUser(ctx);
  const conversation = await repo.findConversation(ctx.db, userId, input.sellerId ?? '');
  if (!conversation) return ok({ unread: 0 });
  const moved = await repo.markRead(
    ctx.db,
    conversation.id,
    'buyer',
    input.messageId ? Number(input.messageId) : conversation.lastMessageId,
  );
  // Only a read that changed something is news (a repeated read used to wake every stream).
  if (moved)
    await notifyPush(ctx.db, { topic: 'chat', conversationId: conversation.id, users: [userId] });
  return ok({ unread: await repo.unreadOf(ctx.db, conversation.id, 'buyer') });
}

/** Unread counts a connected client is told with every push. */
export async function unreadForStream(
  db: DbOrTx,
  who: { userId: string; operator: boolean; sellerIds: readonly string[] },
): Promise<{
  chat: number;
  service: number;
  inbox: number;
  inboxes: { seller: number | null; service: number | null };
}> {
  const rows = await repo.buyerConversations(db, who.userId);
  const service = rows.find((row) => row.conversation.kind === 'service')?.unread ?? 0;
  const chat = rows.reduce((sum, row) => sum + row.unread, 0) - service;
  const inboxes = await staffInboxes(db, who);
  return { chat, service, inbox: (inboxes.service ?? 0) + (inboxes.seller ?? 0), inboxes };
}
