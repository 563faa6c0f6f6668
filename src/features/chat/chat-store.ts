// What the chat keeps on the device (IndexedDB through idb-keyval): per conversation the messages
// last seen and the last message id, so an opened conversation shows at once and asks only for
// newer messages; the outbox of messages not yet accepted by the server, and the pictures of that
// outbox not yet uploaded (each Blob under its own key, so saving the outbox never copies them). Keys carry the
// account (user code), so two accounts on one device never see each other's chat.
import { createStore, del, get, set } from 'idb-keyval';
import type { ChatMessage } from '../../../domain/api/chat.ts';

const store = typeof indexedDB === 'undefined' ? undefined : createStore('caravan-chat', 'kv');

/** Messages kept per conversation on the device. */
const KEEP = 300;

export interface CachedConversation {
  conversationId: string;
  /** The last message id seen (the `since` of the next fetch). */
  lastId: string;
  messages: ChatMessage[];
}

async function safe<T>(run: () => Promise<T>, fallback: T): Promise<T> {
  if (!store) return fallback;
  try {
    return await run();
  } catch {
    return fallback; // private mode, quota: the chat works, only without the device copy
  }
}

export function readConversation(key: string): Promise<CachedConversation | undefined> {
  return safe(() => get<CachedConversation>(`conversation:${key}`, store), undefined);
}

export function writeConversation(key: string, value: CachedConversation): Promise<void> {
  return safe(
    () => set(`conversation:${key}`, { ...value, messages: value.messages.slice(-KEEP) }, store),
    undefined,
  );
}

/** Messages in id order without duplicates (a message may arrive by fetch and by send). */
export function mergeMessages(
  held: readonly ChatMessage[],
  fresh: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...held, ...fresh]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

// ---------------------------------------------------------------------------------------------
// The outbox

/** Where an outbox message goes: a buyer's conversation, or an inbox conversation. */
export type OutboxRoute =
  | { side: 'buyer'; sellerId?: string; orderId?: string; sellerGoodsId?: string }
  | { side: 'admin' | 'seller'; conversationId: string };

export interface OutboxEntry {
  clientKey: string;
  /** The conversation's cache key. */
  key: string;
  route: OutboxRoute;
  type: 'text' | 'img';
  /** The text as typed (encoded on sending), or the picture's URL ('' until it is uploaded). */
  content: string;
  /** A picture still to upload: its Blob is kept under `picture:<clientKey>` (`readPicture`). */
  picture?: { type: string; size: number };
  createdAt: number;
  /** The server refused it (the message says why); it is not retried. */
  refused?: string;
}

export function readOutbox(owner: string): Promise<OutboxEntry[]> {
  return safe(async () => (await get<OutboxEntry[]>(`outbox:${owner}`, store)) ?? [], []);
}

export function writeOutbox(owner: string, entries: OutboxEntry[]): Promise<void> {
  return safe(
    () =>
      entries.length > 0 ? set(`outbox:${owner}`, entries, store) : del(`outbox:${owner}`, store),
    undefined,
  );
}

export function readPicture(clientKey: string): Promise<Blob | undefined> {
  return safe(() => get<Blob>(`picture:${clientKey}`, store), undefined);
}

export function writePicture(clientKey: string, picture: Blob): Promise<void> {
  return safe(() => set(`picture:${clientKey}`, picture, store), undefined);
}

export function deletePicture(clientKey: string): Promise<void> {
  return safe(() => del(`picture:${clientKey}`, store), undefined);
}
