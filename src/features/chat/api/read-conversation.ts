// newOnlinechat!read, admin/chat!read, seller/chat!read: the conversation is read up to a message.
import type { adminChatRead, chatRead, sellerChatRead } from '../../../../domain/api/chat.ts';
import { apiCall } from '../../../lib/api-client.ts';
import type { MessagesSource } from './list-messages.ts';

export function markRead(source: MessagesSource, messageId: string) {
  const options = { method: 'POST', silent: true } as const;
  if (source.side === 'buyer')
    return apiCall<typeof chatRead>(
      'newOnlinechat!read',
      { sellerId: source.sellerId, messageId },
      options,
    );
  const input = { conversationId: source.conversationId, messageId };
  return source.side === 'admin'
    ? apiCall<typeof adminChatRead>('admin/chat!read', input, options)
    : apiCall<typeof sellerChatRead>('seller/chat!read', input, options);
}
