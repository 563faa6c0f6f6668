// newOnlinechat!list, admin/chat!messages, seller/chat!messages: a conversation's messages. The
// query starts from the device's copy (IndexedDB) and asks only for what is newer than its last
// id (`since`); the merged list goes back to the device. Polled every 5 s while the push stream is
// down (spec section 9).
import { queryOptions } from '@tanstack/react-query';
import type {
  adminChatMessages,
  chatList,
  ChatMessagesPage,
  sellerChatMessages,
} from '../../../../domain/api/chat.ts';
import { apiCall } from '../../../lib/api-client.ts';
import {
  mergeMessages,
  readConversation,
  writeConversation,
  type CachedConversation,
} from '../chat-store.ts';

export type MessagesSource =
  { side: 'buyer'; sellerId?: string } | { side: 'admin' | 'seller'; conversationId: string };

function fetchPage(source: MessagesSource, since: string | undefined, signal?: AbortSignal) {
  const options = { signal, silent: true };
  if (source.side === 'buyer')
    return apiCall<typeof chatList>(
      'newOnlinechat!list',
      { sellerId: source.sellerId, since },
      options,
    );
  const input = { conversationId: source.conversationId, since };
  return source.side === 'admin'
    ? apiCall<typeof adminChatMessages>('admin/chat!messages', input, options)
    : apiCall<typeof sellerChatMessages>('seller/chat!messages', input, options);
}

export const messagesQueryOptions = (key: string, source: MessagesSource) =>
  queryOptions({
    queryKey: ['chat', 'messages', key] as const,
    queryFn: async ({ signal, client }): Promise<CachedConversation & { assignedTo: string }> => {
      const held =
        client.getQueryData<CachedConversation>(['chat', 'messages', key]) ??
        (await readConversation(key));
      const since = held && held.lastId !== '0' ? held.lastId : undefined;
      const page: ChatMessagesPage = await fetchPage(source, since, signal);
      // The device's copy may hold messages sent through the outbox since the last fetch.
      const stored = await readConversation(key);
      const messages = mergeMessages(
        mergeMessages(held?.messages ?? [], stored?.messages ?? []),
        page.pageList,
      );
      const lastId = page.pageList.at(-1)?.id ?? held?.lastId ?? '0';
      const next = {
        conversationId: page.conversationId || held?.conversationId || '',
        lastId,
        messages,
      };
      await writeConversation(key, next);
      return { ...next, assignedTo: page.assignedTo };
    },
    staleTime: 0,
  });

/** What the device already holds, to show before the first answer. */
export { readConversation };
