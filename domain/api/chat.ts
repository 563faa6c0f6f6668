// Endpoints of chat and notices (spec section 7 "Chat", CONTRACT.md "chat and notices"). A buyer
// talks with the platform's customer service (no `sellerId`) or with a store (`sellerId`). Message
// ids order a conversation; `since` asks only for newer ones. `clientKey` (or the Idempotency-Key
// header) makes a repeated send land once. Text content arrives URL-encoded (spec section 7).
import { z } from 'zod';
import {
  idParam,
  optionalFlag,
  optionalId,
  optionalInt,
  optionalText,
  paged,
  pagingInput,
  requiredText,
  timeString,
} from './common.ts';
import { endpointArea } from './define.ts';
import { CHAT_TEXT_MAX, NOTICE_KINDS } from '../chat/chat-rules.ts';

const chatCalls = endpointArea({ tag: 'Chat', auth: 'user' });
const noticesCalls = endpointArea({ tag: 'Notices', auth: 'user' });

/** Message ids are numbers on the wire's text: digits only. */
const messageIdParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
);

export const chatContext = z.object({ kind: z.enum(['order', 'goods']), id: z.string() });

export const chatMessage = z.object({
  /** Orders the conversation (a number as text). */
  id: z.string(),
  /** The same id under the name older clients read. */
  message_id: z.string(),
  /** `send`: sent by the buyer; `receive`: sent by customer service or the store. */
  send_receive: z.enum(['send', 'receive']),
  type: z.enum(['text', 'img']),
  /** The text, or the picture's URL. */
  content: z.string(),
  createtime: timeString,
  /** The sender's idempotency key, so a client matches its outbox entry. */
  clientKey: z.string(),
  /** Who answered (operator or store name); '' for the buyer's own messages. */
  senderName: z.string(),
  context: chatContext.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationSummary = z.object({
  id: z.string(),
  kind: z.enum(['service', 'store']),
  /** The store ('' for customer service). */
  sellerId: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  brand: z.string(),
  /** The operator who took the conversation ('' when nobody has). */
  assignedTo: z.string(),
  /** Unread for whoever asks: the buyer's, or the answering side's. */
  unread: z.number().int(),
  lastMessage: chatMessage.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

const messagesOutput = z.object({
  /** '' until the first message is sent. */
  conversationId: z.string(),
  assignedTo: z.string(),
  /** Oldest first. */
  pageList: z.array(chatMessage),
  /** More older messages exist (ask with `before`). */
  hasMore: z.boolean(),
});
export type ChatMessagesPage = z.infer<typeof messagesOutput>;

const sendFields = {
  type: z.preprocess(
    (value) => (value === '' || value === undefined ? 'text' : value),
    z.enum(['text', 'img']),
  ),
  /** Text URL-encoded, or an uploaded picture's URL (`uploadimg!execute`, moduleName=chat). */
  content: requiredText(CHAT_TEXT_MAX * 12),
  /** The client's key for this message (also accepted as the Idempotency-Key header). */
  clientKey: optionalText(64),
};
const listFields = {
  /** Only messages newer than this id. */
  since: messageIdParam,
  /** Only messages older than this id (scrolling back). */
  before: messageIdParam,
  pageSize: optionalInt(1, 200),
};

export const chatUnread = chatCalls.read('newOnlinechat!unread', {
  summary:
    "Unread messages: `count` in all, `service` from customer service, and the store conversations with theirs; `inboxes`: conversations waiting for an answer in the inboxes the caller answers (`seller`: their stores', `service`: customer service for operators; null where they answer none).",
  input: z.object({}),
  output: z.object({
    count: z.number().int(),
    service: z.number().int(),
    conversations: z.array(conversationSummary),
    inboxes: z.object({
      seller: z.number().int().nullable(),
      service: z.number().int().nullable(),
    }),
  }),
});

export const publicServiceUnread = chatCalls.read('public/userOnlineChatController!unread', {
  auth: 'optional',
  summary: 'Customer-service unread count; 0 without a session.',
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
});

export const chatStreamTicket = chatCalls.write('newOnlinechat!streamTicket', {
  summary:
    'A one-time ticket, good for `expiresIn` seconds, that opens the event stream (`GET /api/events?ticket=…`), so no session token goes in a URL.',
  input: z.object({}),
  output: z.object({ ticket: z.string(), expiresIn: z.number().int() }),
});

export const chatServiceLink = chatCalls.write('newOnlinechat!serviceLink', {
  summary:
    "The external customer-service link (`customer_service_url`) for the caller, '' when none is set. It carries `assertion`, a short-lived signed statement of who the caller is (user code, name, expiry), never the session token.",
  input: z.object({ sellerGoodsId: optionalId }),
  output: z.object({ url: z.string() }),
});

export const chatList = chatCalls.read('newOnlinechat!list', {
  summary:
    'Messages with customer service (no sellerId) or a store, oldest first: the latest page, or only those after `since`.',
  input: z.object({ sellerId: optionalId, ...listFields }),
  output: messagesOutput,
});

export const chatSend = chatCalls.write('newOnlinechat!send', {
  summary:
    'Sends a text (URL-encoded) or picture to customer service or a store, optionally about an order or listing; a repeated clientKey answers the stored message.',
  input: z.object({
    sellerId: optionalId,
    ...sendFields,
    orderId: optionalId,
    sellerGoodsId: optionalId,
  }),
  output: chatMessage,
});

export const chatRead = chatCalls.write('newOnlinechat!read', {
  summary: 'Marks a conversation read up to `messageId` (default: all of it).',
  input: z.object({ sellerId: optionalId, messageId: messageIdParam }),
  output: z.object({ unread: z.number().int() }),
});

const inboxInput = z.object({
  ...pagingInput(20),
  /** Only conversations with unread messages. */
  unreadOnly: optionalFlag,
});
const conversationInput = z.object({ conversationId: idParam, ...listFields });
const staffSendInput = z.object({ conversationId: idParam, ...sendFields });
const staffReadInput = z.object({ conversationId: idParam, messageId: messageIdParam });

export const adminChatList = chatCalls.read('admin/chat!list', {
  auth: 'operator',
  permissions: ['support.chat'],
  summary:
    'Customer-service conversations, latest activity first, with unread counts and who took each.',
  input: inboxInput,
  output: paged(conversationSummary),
});
export const adminChatMessages = chatCalls.read('admin/chat!messages', {
  auth: 'operator',
  permissions: ['support.chat'],
  summary: 'Messages of one customer-service conversation (as newOnlinechat!list).',
  input: conversationInput,
  output: messagesOutput,
});
export const adminChatSend = chatCalls.write('admin/chat!send', {
  auth: 'operator',
  permissions: ['support.chat'],
  summary: 'Answers a customer-service conversation; an unassigned one is assigned to the sender.',
  input: staffSendInput,
  output: chatMessage,
});
export const adminChatRead = chatCalls.write('admin/chat!read', {
  auth: 'operator',
  permissions: ['support.chat'],
  summary: 'Marks a customer-service conversation read for the operators.',
  input: staffReadInput,
  output: z.object({ unread: z.number().int() }),
});
export const adminChatAssign = chatCalls.write('admin/chat!assign', {
  auth: 'operator',
  permissions: ['support.chat'],
  summary: 'Takes a customer-service conversation (assigned to the caller).',
  input: z.object({ conversationId: idParam }),
  output: z.object({ assignedTo: z.string() }),
});

export const sellerChatList = chatCalls.read('seller/chat!list', {
  auth: 'seller',
  summary: "Conversations with the caller's stores, latest activity first, with unread counts.",
  input: inboxInput,
  output: paged(conversationSummary),
});
export const sellerChatMessages = chatCalls.read('seller/chat!messages', {
  auth: 'seller',
  summary: "Messages of one of the caller's store conversations.",
  input: conversationInput,
  output: messagesOutput,
});
export const sellerChatSend = chatCalls.write('seller/chat!send', {
  auth: 'seller',
  summary: "Answers a buyer in one of the caller's store conversations.",
  input: staffSendInput,
  output: chatMessage,
});
export const sellerChatRead = chatCalls.write('seller/chat!read', {
  auth: 'seller',
  summary: 'Marks a store conversation read for the store.',
  input: staffReadInput,
  output: z.object({ unread: z.number().int() }),
});

// ---------------------------------------------------------------------------------------------
// Notices

export const noticeItem = z.object({
  id: z.string(),
  /** A notice kind (order.shipped, refund.decided, ...) or `announcement`. */
  kind: z.enum([...NOTICE_KINDS, 'announcement']),
  /** Values for the text: serialNumber, amount, reason, approved, name, ... */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The object it reports. */
  link: z.object({ kind: z.string(), id: z.string() }).nullable(),
  /** Announcements: the operator's title and text. */
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: timeString,
});
export type NoticeItem = z.infer<typeof noticeItem>;

export const noticeList = noticesCalls.read('notice!list', {
  summary: "Your notices and this brand's announcements, newest first.",
  input: z.object(pagingInput(20)),
  output: paged(noticeItem),
});
export const noticeRead = noticesCalls.write('notice!read', {
  summary: 'Marks one notice (`id`) or all of them read.',
  input: z.object({ id: optionalId }),
  output: z.object({ count: z.number().int() }),
});
export const noticeUnread = noticesCalls.read('notice!unread', {
  summary: 'How many notices and announcements you have not read.',
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
});
export const adminNoticeAnnounce = noticesCalls.write('admin/notice!announce', {
  auth: 'admin',
  permissions: ['support.chat'],
  summary: "Posts an announcement to every user of one brand's storefront.",
  input: z.object({ brand: idParam, title: requiredText(120), content: requiredText(2000) }),
  output: z.object({ id: z.string() }),
});
