// The push stream (`/api/events`, server-sent events): "conversation X has news" and the unread
// counts. EventSource reconnects by itself; while it is down the badges poll every 30 s and an
// open conversation every 5 s (spec section 9), so nothing depends on the stream being up.
import type { QueryClient } from '@tanstack/react-query';
import type { UnreadCounts } from './chat.atoms.ts';

export interface PushHandlers {
  onUp(up: boolean): void;
  onCounts(counts: Partial<UnreadCounts>): void;
  onChat(conversationId: string): void;
  onNotice(): void;
}

export function connectPush(token: string, handlers: PushHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
  const counts = (event: Event) => {
    try {
      const data = JSON.parse(String((event as MessageEvent<unknown>).data)) as {
        conversationId?: string;
        unread?: Partial<UnreadCounts>;
      };
      if (data.unread) handlers.onCounts(data.unread);
      return data;
    } catch {
      return {};
    }
  };
  source.addEventListener('open', () => handlers.onUp(true));
  source.addEventListener('error', () => handlers.onUp(source.readyState === EventSource.OPEN));
  source.addEventListener('ready', (event) => {
    handlers.onUp(true);
    counts(event);
  });
  source.addEventListener('chat', (event) => {
    const data = counts(event);
    handlers.onChat(data.conversationId ?? '');
  });
  source.addEventListener('notice', (event) => {
    counts(event);
    handlers.onNotice();
  });
  return () => {
    source.close();
    handlers.onUp(false);
  };
}

/** Every cached read of chat and notices is stale after news. */
export function refreshChatReads(queryClient: QueryClient, conversationId?: string): void {
  void queryClient.invalidateQueries({ queryKey: ['chat', 'messages'] });
  void queryClient.invalidateQueries({ queryKey: ['api', 'newOnlinechat!unread'] });
  if (conversationId !== undefined) {
    void queryClient.invalidateQueries({ queryKey: ['api', 'admin/chat!list'] });
    void queryClient.invalidateQueries({ queryKey: ['api', 'seller/chat!list'] });
  }
}
