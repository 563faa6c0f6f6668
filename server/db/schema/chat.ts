// Conversations and their messages (a buyer with the platform's customer service, or with a store),
// the per-user notice feed written with the events it reports, and operator announcements per brand.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = () => timestamp({ withTimezone: true });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text().primaryKey(),
    /** `service` (the platform's customer service) or `store`. */
    kind: text().$type<'service' | 'store'>().notNull(),
    buyerUserId: text().notNull(),
    /** The store of a store conversation; '' for customer service (one per buyer and store). */
    sellerId: text().notNull().default(''),
    /** The brand the buyer wrote from (operators see it next to the conversation). */
    brand: text().notNull().default(''),
    /** The operator who took a service conversation; others see who. */
    assignedUserId: text(),
    /** The last message id the buyer / the answering side has read. */
    buyerReadId: bigint({ mode: 'number' }).notNull().default(0),
    staffReadId: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageId: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageAt: at().notNull().defaultNow(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_conversations_buyer_seller_uq').on(t.buyerUserId, t.sellerId),
    index('chat_conversations_inbox_idx').on(t.kind, t.sellerId, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Orders the conversation; clients ask for what is newer than the last id they hold. */
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: text().notNull(),
    /** `buyer` or `staff` (an operator or the store owner). */
    side: text().$type<'buyer' | 'staff'>().notNull(),
    senderUserId: text().notNull(),
    type: text().$type<'text' | 'img'>().notNull(),
    content: text().notNull(),
    /** The sender's idempotency key: a message sent twice is stored once. */
    clientKey: text().notNull(),
    /** What the message is about: `{ kind: 'order' | 'goods', id }`, or null. */
    context: jsonb().$type<{ kind: 'order' | 'goods'; id: string } | null>(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_key_uq').on(t.senderUserId, t.clientKey),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

export const notices = pgTable(
  'notices',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    /** What happened: order.shipped, refund.decided, deposit.credited, ... (domain/notice). */
    kind: text().notNull(),
    /** Values shown in the text (serial number, amount, reason, approved). */
    params: jsonb().$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The object it reports: `{ kind: 'order' | 'deposit' | ..., id }`. */
    link: jsonb().$type<{ kind: string; id: string } | null>(),
    readAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.createdAt),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: text().primaryKey(),
    brand: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    operatorUserId: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('announcements_brand_idx').on(t.brand, t.createdAt)],
);

export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: text().notNull(),
    userId: text().notNull(),
    readAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
