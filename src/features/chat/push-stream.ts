// The push stream (`/api/events`, server-sent events): "conversation X has news" and the unread
// counts. EventSource sends no headers, and a session token in a URL lands in logs and history, so
// each connection opens with a one-time ticket from `newOnlinechat!streamTicket` (a POST with the
// session in its header). A ticket is good once: when the stream drops, a fresh ticket opens it
// again (EventSource's own retry would reuse the spent one), waiting longer after each failure.
// While it is down the badges poll every 30 s and an open conversation every 5 s (spec section 9),
// so nothing depends on the stream being up. A 403 for the ticket ends the session as any call's.
import type { QueryClient } from '@tanstack/react-query';
import type { chatStreamTicket } from '../../../domain/api/chat.ts';
import { apiCall } from '../../lib/api-client.ts';
import type { UnreadCounts } from './chat.atoms.ts';

export interface PushHandlers {
  onUp(up: boolean): void;
  onCounts(counts: Partial<UnreadCounts>): void;
  onChat(conversationId: string): void;
  onNotice(): void;
}

const RETRY_MS = 5_000;
const RETRY_MAX_MS = 60_000;

export function connectPush(handlers: PushHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | undefined;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
  const retry = () => {
    if (stopped) return;
    failures += 1;
    timer = setTimeout(() => void open(), Math.min(RETRY_MS * 2 ** (failures - 1), RETRY_MAX_MS));
  };
  const open = async () => {
    let ticket: string;
    try {
      ({ ticket } = await apiCall<typeof chatStreamTicket>(
        'newOnlinechat!streamTicket',
        {},
        { method: 'POST', silent: true },
      ));
    } catch {
      handlers.onUp(false);
      retry();
      return;
    }
    if (stopped) return;
    const opened = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    source = opened;
    opened.addEventListener('open', () => {
      failures = 0;
      handlers.onUp(true);
    });
    opened.addEventListener('error', () => {
      opened.close();
      if (source !== opened) return;
      handlers.onUp(false);
      retry();
    });
    opened.addEventListener('ready', (event) => {
      handlers.onUp(true);
      counts(event);
    });
    opened.addEventListener('chat', (event) => {
      const data = counts(event);
      handlers.onChat(data.conversationId ?? '');
    });
    opened.addEventListener('notice', (event) => {
      counts(event);
      handlers.onNotice();
    });
  };
  void open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = undefined;
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
