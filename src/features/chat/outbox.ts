// The outbox: every message goes through it. It is stored in IndexedDB first (shown as "sending"),
// then sent; a network failure leaves it there ("waiting for the connection", with a retry), and
// it is sent again when the connection returns: on the `online` event, and when the service
// worker's Background Sync replays the failed send and tells the page (`chat-sync`). The client's
// idempotency key makes every retry land once. A refusal (too long, not allowed) stays visible
// with its reason until discarded.
import type { ChatMessage } from '../../../domain/api/chat.ts';
import { encodeChatText } from '../../../domain/chat/chat-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { sendAsAdmin, sendAsBuyer, sendAsSeller } from './api/send-message.ts';
import {
  mergeMessages,
  readConversation,
  readOutbox,
  writeConversation,
  writeOutbox,
  type OutboxEntry,
  type OutboxRoute,
} from './chat-store.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let entries: OutboxEntry[] = [];
let loadedFor = '';
let sending = false;
let flushing: Promise<void> | undefined;
let again = false;
let owner = '';

function changed(): void {
  for (const listener of listeners) listener();
}

export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxSnapshot(): OutboxEntry[] {
  return entries;
}

export function outboxSending(): boolean {
  return sending;
}

/** Loads the stored outbox of this account (once per account). */
export async function loadOutbox(account: string): Promise<void> {
  owner = account;
  if (loadedFor === account) return;
  loadedFor = account;
  entries = await readOutbox(account);
  changed();
}

async function save(): Promise<void> {
  changed();
  await writeOutbox(owner, entries);
}

function send(entry: OutboxEntry): Promise<ChatMessage> {
  const content = entry.type === 'text' ? encodeChatText(entry.content) : entry.content;
  const base = { type: entry.type, content, clientKey: entry.clientKey };
  const route = entry.route;
  if (route.side === 'buyer') return sendAsBuyer({ ...base, ...routeFields(route) });
  const staff = { ...base, conversationId: route.conversationId };
  return route.side === 'admin' ? sendAsAdmin(staff) : sendAsSeller(staff);
}

function routeFields(route: Extract<OutboxRoute, { side: 'buyer' }>) {
  return {
    sellerId: route.sellerId,
    orderId: route.orderId,
    sellerGoodsId: route.sellerGoodsId,
  };
}

/** Stores a sent message where the conversation view reads it. */
async function deliver(key: string, message: ChatMessage): Promise<void> {
  const held = await readConversation(key);
  const messages = mergeMessages(held?.messages ?? [], [message]);
  await writeConversation(key, {
    conversationId: held?.conversationId ?? '',
    lastId: held?.lastId ?? '0',
    messages,
  });
}

/** Sends what is waiting, oldest first; stops at the first network failure. */
export function flushOutbox(onSent?: (key: string, message: ChatMessage) => void): Promise<void> {
  // A flush already running sends what was added meanwhile too: it passes again when done.
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    // Yield first: `flushing` must be set before this run can end and clear it.
    await Promise.resolve();
    sending = true;
    changed();
    try {
      do {
        again = false;
        for (const entry of [...entries]) {
          if (entry.refused) continue;
          try {
            const message = await send(entry);
            entries = entries.filter((e) => e.clientKey !== entry.clientKey);
            await deliver(entry.key, message);
            await save();
            onSent?.(entry.key, message);
          } catch (error) {
            if (error instanceof ApiError && error.code !== 'network' && error.status < 500) {
              entries = entries.map((e) =>
                e.clientKey === entry.clientKey ? { ...e, refused: error.message } : e,
              );
              await save();
              continue;
            }
            // Offline or the server is down: everything waits for the connection.
            again = false;
            break;
          }
        }
      } while (again);
    } finally {
      sending = false;
      flushing = undefined;
      changed();
    }
  })();
  return flushing;
}

export async function enqueue(
  key: string,
  route: OutboxRoute,
  type: 'text' | 'img',
  content: string,
): Promise<void> {
  entries = [
    ...entries,
    { clientKey: newIdempotencyKey(), key, route, type, content, createdAt: Date.now() },
  ];
  await save();
}

export async function discard(clientKey: string): Promise<void> {
  entries = entries.filter((entry) => entry.clientKey !== clientKey);
  await save();
}
