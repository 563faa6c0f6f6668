// Routes of chat: the buyer's newOnlinechat!* calls and the public unread count, the operators'
// admin/chat!* and the store owners' seller/chat!* inboxes.
import {
  adminChatAssign,
  adminChatList,
  adminChatMessages,
  adminChatRead,
  adminChatSend,
  chatList,
  chatRead,
  chatSend,
  chatServiceLink,
  chatStreamTicket,
  chatUnread,
  publicServiceUnread,
  sellerChatList,
  sellerChatMessages,
  sellerChatRead,
  sellerChatSend,
} from '../../../domain/api/chat.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { issueStreamTicket } from '../account/index.ts';
import * as staff from './chat-staff.service.ts';
import * as chat from './chat.service.ts';
import { pushStream } from './chat.stream.ts';
import { serviceLink } from './service-link.ts';

export function chatRoutes(deps: ModuleDeps): void {
  const { api } = deps;
  api.handle(chatUnread, (_input, ctx) => chat.buyerUnread(ctx));
  api.handle(publicServiceUnread, (_input, ctx) => chat.serviceUnread(ctx));
  api.handle(chatList, (input, ctx) => chat.buyerMessages(ctx, input));
  api.handle(chatSend, (input, ctx) => chat.buyerSend(ctx, input));
  api.handle(chatRead, (input, ctx) => chat.buyerRead(ctx, input));
  api.handle(chatStreamTicket, (_input, ctx) => issueStreamTicket(ctx));
  api.handle(chatServiceLink, (input, ctx) => serviceLink(ctx, input));

  for (const [kind, calls] of [
    ['operator', [adminChatList, adminChatMessages, adminChatSend, adminChatRead]],
    ['seller', [sellerChatList, sellerChatMessages, sellerChatSend, sellerChatRead]],
  ] as const) {
    const [list, messages, send, read] = calls;
    api.handle(list, async (input, ctx) => staff.inbox(ctx, await staff.staffOf(ctx, kind), input));
    api.handle(messages, async (input, ctx) =>
      staff.staffMessages(ctx, await staff.staffOf(ctx, kind), input),
    );
    api.handle(send, async (input, ctx) =>
      staff.staffSend(ctx, await staff.staffOf(ctx, kind), input),
    );
    api.handle(read, async (input, ctx) =>
      staff.staffRead(ctx, await staff.staffOf(ctx, kind), input),
    );
  }
  api.handle(adminChatAssign, ({ conversationId }, ctx) => staff.assign(ctx, conversationId));

  pushStream(deps);
}
