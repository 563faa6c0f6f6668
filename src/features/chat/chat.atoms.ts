// The chat's client state in jotai (the one place its atoms live): whether the window is open,
// where it was dragged, which conversation it shows, whether the push stream is up, and the
// unread counts (from the last unread poll or push). Messages are server data and live in
// TanStack Query (and IndexedDB), not here.
import { atom } from 'jotai';

/** A buyer's conversation: customer service, or a store (with what it is about). */
export type ChatTarget =
  | { kind: 'service' }
  | {
      kind: 'store';
      sellerId: string;
      sellerName: string;
      context?: { orderId?: string; sellerGoodsId?: string; label?: string };
    };

export interface ChatWindow {
  open: boolean;
  /** Top-left corner after a drag (logical: inline-start, block-start); null = the default spot. */
  position: { x: number; y: number } | null;
  /** null: the conversation list. */
  active: ChatTarget | null;
}

export interface UnreadCounts {
  /** Store conversations. */
  chat: number;
  /** Customer service. */
  service: number;
  notices: number;
  /** Operator / store inbox conversations with unread messages. */
  inbox: number;
  /** Per inbox the caller answers (their stores', customer service); null where they answer none. */
  inboxes: { seller: number | null; service: number | null };
}

export const noUnread: UnreadCounts = {
  chat: 0,
  service: 0,
  notices: 0,
  inbox: 0,
  inboxes: { seller: null, service: null },
};

export const chatWindowAtom = atom<ChatWindow>({ open: false, position: null, active: null });
export const unreadAtom = atom<UnreadCounts>(noUnread);
/** The push stream is connected: polling stops while it is. */
export const streamUpAtom = atom(false);

/** Opens the window on a conversation (or the list). */
export const openChatAtom = atom(null, (get, set, active: ChatTarget | null) => {
  set(chatWindowAtom, { ...get(chatWindowAtom), open: true, active });
});
