// The outbox: every message goes through it. It is stored in IndexedDB first (shown as "sending"),
// then sent; a network failure leaves it there ("waiting for the connection", with a retry), and
// it is sent again when the connection returns: on the `online` event, and when the service
// worker's Background Sync replays the failed send and tells the page (`chat-sync`). The client's
// idempotency key makes every retry land once. A refusal (too long, not allowed) stays visible
// with its reason until discarded.
//
// A picture waits as a Blob (IndexedDB, beside the outbox) with a thumbnail in the conversation;
// when its turn comes it is uploaded first (`uploadimg!execute`, `moduleName=chat`, with
// progress), its entry then names the uploaded URL, and the message is sent like a text. A lost
// connection during the upload leaves the Blob waiting; the server refusing the picture (type,
// size, quota) marks the entry refused with the server's words. Where the browser has Background
// Sync, a flush that stopped for want of a network registers a sync (`caravan-chat-outbox`) whose
// event the service worker passes to the pages as `chat-sync`.
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { ChatMessage } from '../../../domain/api/chat.ts';
import { CHAT_OUTBOX_SYNC, encodeChatText } from '../../../domain/chat/chat-rules.ts';
import { ApiError } from '../../lib/api-client.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { uploadImage } from '../../lib/upload-image.ts';
import { sendAsAdmin, sendAsBuyer, sendAsSeller } from './api/send-message.ts';
import {
  deletePicture,
  mergeMessages,
  readConversation,
  readOutbox,
  readPicture,
  writeConversation,
  writeOutbox,
  writePicture,
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
/** This page's copy of the waiting pictures (IndexedDB may be unavailable) and their thumbnails. */
const pictures = new Map<string, Blob>();
const thumbnails = new Map<string, string>();
/** Upload progress (0..1) of the picture being uploaded, by client key. */
let progress: ReadonlyMap<string, number> = new Map();

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

export function outboxProgress(): ReadonlyMap<string, number> {
  return progress;
}

function setProgress(clientKey: string, fraction: number | undefined): void {
  const next = new Map(progress);
  if (fraction === undefined) next.delete(clientKey);
  else next.set(clientKey, fraction);
  progress = next;
  changed();
}

/** A waiting picture's thumbnail (an object URL of the device's copy), once its Blob is here. */
export function pictureThumbnail(clientKey: string): string | undefined {
  const known = thumbnails.get(clientKey);
  if (known) return known;
  const blob = pictures.get(clientKey);
  if (!blob) return undefined;
  const url = URL.createObjectURL(blob);
  thumbnails.set(clientKey, url);
  return url;
}

/** The picture of an entry that left the outbox goes from the device. */
async function forgetPicture(clientKey: string): Promise<void> {
  const url = thumbnails.get(clientKey);
  if (url) URL.revokeObjectURL(url);
  thumbnails.delete(clientKey);
  pictures.delete(clientKey);
  await deletePicture(clientKey);
}

/** Loads the stored outbox of this account (once per account). */
export async function loadOutbox(account: string): Promise<void> {
  owner = account;
  if (loadedFor === account) return;
  loadedFor = account;
  entries = await readOutbox(account);
  for (const entry of entries) {
    if (!entry.picture || pictures.has(entry.clientKey)) continue;
    const blob = await readPicture(entry.clientKey);
    if (blob) pictures.set(entry.clientKey, blob);
  }
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

/** Uploads an entry's picture; the entry then names the uploaded URL (saved before sending). */
async function upload(entry: OutboxEntry): Promise<OutboxEntry> {
  const blob = pictures.get(entry.clientKey) ?? (await readPicture(entry.clientKey));
  // The device lost the picture (storage cleared): nothing to send, said as a refusal.
  if (!blob) throw new ApiError(i18n._(msg`Image upload failed`), 'upload.failed', 200);
  pictures.set(entry.clientKey, blob);
  setProgress(entry.clientKey, 0);
  let url: string;
  try {
    url = await uploadImage(blob, 'chat', (fraction) => setProgress(entry.clientKey, fraction));
  } finally {
    setProgress(entry.clientKey, undefined);
  }
  const uploaded: OutboxEntry = { ...entry, content: url, picture: undefined };
  entries = entries.map((e) => (e.clientKey === entry.clientKey ? uploaded : e));
  await save();
  // The server holds it now; the thumbnail stays on screen until the message is sent.
  await deletePicture(entry.clientKey);
  return uploaded;
}

/** The server answered and said no (a retry would get the same answer). */
function refusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.code !== 'network' && error.status > 0 && error.status < 500
  );
}

/** Asks the service worker for a Background Sync: it wakes the pages once the network is back. */
function requestSync(): void {
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  // Only a page the worker controls (`ready` never settles on a page without one).
  if (!worker?.controller) return;
  void worker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync?.register(
        CHAT_OUTBOX_SYNC,
      ),
    )
    .catch(() => undefined); // no permission or no Background Sync: the `online` event does it
}

interface SyncManager {
  register(tag: string): Promise<void>;
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
            const ready = entry.type === 'img' && !entry.content ? await upload(entry) : entry;
            const message = await send(ready);
            entries = entries.filter((e) => e.clientKey !== entry.clientKey);
            await deliver(entry.key, message);
            await save();
            await forgetPicture(entry.clientKey);
            onSent?.(entry.key, message);
          } catch (error) {
            if (refusal(error)) {
              // An upload refused without words (a proxy's 413, say) still says what failed.
              const refused =
                error.message || (entry.type === 'img' ? i18n._(msg`Image upload failed`) : '');
              entries = entries.map((e) =>
                e.clientKey === entry.clientKey ? { ...e, refused } : e,
              );
              await save();
              continue;
            }
            // Offline or the server is down: everything waits for the connection.
            again = false;
            requestSync();
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

/** Puts a picture in the outbox (checked by the caller with `chatPictureRefusal`). */
export async function enqueuePicture(
  key: string,
  route: OutboxRoute,
  picture: Blob,
): Promise<void> {
  const clientKey = newIdempotencyKey();
  pictures.set(clientKey, picture);
  await writePicture(clientKey, picture);
  const held = { type: picture.type, size: picture.size };
  entries = [
    ...entries,
    { clientKey, key, route, type: 'img', content: '', picture: held, createdAt: Date.now() },
  ];
  await save();
}

export async function discard(clientKey: string): Promise<void> {
  entries = entries.filter((entry) => entry.clientKey !== clientKey);
  await save();
  await forgetPicture(clientKey);
}
