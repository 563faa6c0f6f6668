// Queries of conversations and messages. Message ids come from one sequence; a conversation's row
// is locked while a message is added, so within a conversation ids commit in order and a client
// asking for what is newer than its last id never skips one.
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findConversation(
  db: DbOrTx,
  buyerUserId: string,
  sellerId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(eq(chatConversations.buyerUserId, buyerUserId), eq(chatConversations.sellerId, sellerId)),
    );
  return row;
}

export async function conversationById(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Creates the conversation unless it exists, then locks and answers it. */
export async function openConversation(
  tx: Tx,
  values: typeof chatConversations.$inferInsert,
): Promise<ConversationRow> {
  await tx.insert(chatConversations).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.buyerUserId, values.buyerUserId),
        eq(chatConversations.sellerId, values.sellerId ?? ''),
      ),
    )
    .for('update');
  if (!row) throw new Error('conversation vanished');
  return row;
}

export async function messageByKey(
  db: DbOrTx,
  senderUserId: string,
  clientKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderUserId, senderUserId), eq(chatMessages.clientKey, clientKey)));
  return row;
}

/** Inserts the message; undefined when the sender already used this key. */
export async function insertMessage(
  tx: Tx,
  values: typeof chatMessages.$inferInsert,
): Promise<MessageRow | undefined> {
  const [row] = await tx.insert(chatMessages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function recordLastMessage(
  tx: Tx,
  conversationId: string,
  message: MessageRow,
  changes: Partial<typeof chatConversations.$inferInsert>,
): Promise<void> {
  await tx
    .update(chatConversations)
    .set({ lastMessageId: message.id, lastMessageAt: message.createdAt, ...changes })
    .where(eq(chatConversations.id, conversationId));
}

export async function listMessages(
  db: DbOrTx,
  conversationId: string,
  options: { since?: number; before?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const where = and(
    eq(chatMessages.conversationId, conversationId),
    options.since ? gt(chatMessages.id, options.since) : undefined,
    options.before ? lt(chatMessages.id, options.before) : undefined,
  );
  if (options.since) {
    // Newer than what the client holds: oldest first, so a long gap is caught up page by page.
    const rows = await db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(asc(chatMessages.id))
      .limit(options.limit + 1);
    return { rows: rows.slice(0, options.limit), hasMore: false };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(options.limit + 1);
  return { rows: rows.slice(0, options.limit).reverse(), hasMore: rows.length > options.limit };
}

export async function messagesByIds(db: DbOrTx, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]));
}

/** Messages of the other side after a read pointer. */
function unreadCount(side: 'buyer' | 'staff'): SQL<number> {
  // Qualified by hand: inside a select list Drizzle writes bare column names.
  const pointer = sql.raw(side === 'staff' ? 'c.buyer_read_id' : 'c.staff_read_id');
  return sql<number>`(select count(*)::int from ${chatMessages} m, ${chatConversations} c
    where c.id = ${sql.raw('"chat_conversations"."id"')} and m.conversation_id = c.id and m.side = ${side}
      and m.id > ${pointer})`;
}

/** A buyer's conversations with what they have not read (staff messages after their pointer). */
export async function buyerConversations(db: DbOrTx, buyerUserId: string) {
  return db
    .select({ conversation: chatConversations, unread: unreadCount('staff') })
    .from(chatConversations)
    .where(eq(chatConversations.buyerUserId, buyerUserId))
    .orderBy(desc(chatConversations.lastMessageAt));
}

/** An inbox: service conversations, or those of the given stores; latest activity first. */
export async function inboxPage(
  db: DbOrTx,
  scope: { kind: 'service' } | { kind: 'store'; sellerIds: readonly string[] },
  options: { limit: number; offset: number; unreadOnly: boolean },
) {
  const unread = unreadCount('buyer');
  const where = and(
    eq(chatConversations.kind, scope.kind),
    scope.kind === 'store'
      ? scope.sellerIds.length > 0
        ? inArray(chatConversations.sellerId, [...scope.sellerIds])
        : sql`false`
      : undefined,
    gt(chatConversations.lastMessageId, 0),
    options.unreadOnly ? sql`${unread} > 0` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ conversation: chatConversations, unread })
      .from(chatConversations)
      .where(where)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Conversations of an inbox holding unread buyer messages (the console's badge). */
export async function inboxUnreadConversations(
  db: DbOrTx,
  scope: { kind: 'service' } | { kind: 'store'; sellerIds: readonly string[] },
): Promise<number> {
  const { total } = await inboxPage(db, scope, { limit: 0, offset: 0, unreadOnly: true });
  return total;
}

export async function unreadOf(
  db: DbOrTx,
  conversationId: string,
  side: 'buyer' | 'staff',
): Promise<number> {
  const [row] = await db
    .select({ n: unreadCount(side === 'buyer' ? 'staff' : 'buyer') })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return row?.n ?? 0;
}

/**
 * Moves a read pointer forward only (an older id never unreads anything); whether it moved (a
 * read of what was already read changes nothing and tells nobody).
 */
export async function markRead(
  db: DbOrTx,
  conversationId: string,
  side: 'buyer' | 'staff',
  upTo: number,
): Promise<boolean> {
  const column = side === 'buyer' ? chatConversations.buyerReadId : chatConversations.staffReadId;
  const moved = await db
    .update(chatConversations)
    .set(side === 'buyer' ? { buyerReadId: upTo } : { staffReadId: upTo })
    .where(and(eq(chatConversations.id, conversationId), lt(column, upTo)))
    .returning({ id: chatConversations.id });
  return moved.length > 0;
}

export async function assignConversation(
  db: DbOrTx,
  conversationId: string,
  userId: string,
): Promise<void> {
  await db
    .update(chatConversations)
    .set({ assignedUserId: userId })
    .where(eq(chatConversations.id, conversationId));
}
