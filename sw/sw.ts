// The service worker of the buyer PWA (workbox, injectManifest): precaches the app shell's
// scripts and styles; keeps the brand-injected page (network first, cached copy offline, so a
// reload offline shows the shell and every route works); serves catalogue GET calls network-first
// (the cached answer only offline) and images cache-first with expiry; caches language chunks on use.
/// <reference lib="webworker" />
import { BackgroundSyncPlugin, Queue } from 'workbox-background-sync';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CHAT_OUTBOX_SYNC } from '../domain/chat/chat-rules.ts';
import { PICTURE_CACHE } from '../domain/upload/picture-cache.ts';
import { isPrivateUpload } from '../domain/upload/private-areas.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SHELL_CACHE = 'caravan-shell';
const SHELL_URL = '/index';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page is the same HTML for every client route (the server injects the brand of this host):
// one cached copy serves any navigation while offline.
const pageStrategy = new NetworkFirst({
  cacheName: SHELL_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/admin'),
  async (options) => {
    try {
      const response = await pageStrategy.handle(options);
      if (response.ok) {
        const cache = await caches.open(SHELL_CACHE);
        await cache.put(SHELL_URL, response.clone());
      }
      return response;
    } catch {
      const cached = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
      return cached ?? Response.error();
    }
  },
);

// Catalogue reads are public and the same for every buyer. Online they come from the network: a
// cached answer served first showed a review just published as missing, and old stock, prices and
// sold counts right after a change (issue #40). The cache is the offline copy. No network timeout:
// a slow answer is still the true one (the page shows its saved query cache meanwhile).
const catalogueCalls =
  /^\/api\/(index!|banner!|category!|sellerGoods!|seller!|evaluation!|brand!|syspara!)/;
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    catalogueCalls.test(url.pathname),
  new NetworkFirst({
    cacheName: 'caravan-catalogue',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

// Private pictures (ID photos, payment proofs, refund photos, chat pictures, certificates) are
// fetched with the session and never kept on the device.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !isPrivateUpload(url.pathname),
  new CacheFirst({
    cacheName: PICTURE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 600,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Language chunks are not precached (21 of them); the one in use is kept once loaded.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'caravan-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 90 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ url }) => url.pathname === '/manifest.webmanifest' || url.pathname.startsWith('/brand/'),
  new StaleWhileRevalidate({ cacheName: 'caravan-brand' }),
);

// Chat on a weak connection (docs/chat-and-notices.md). A message send that fails for want of a
// network is queued and replayed by Background Sync when the connection returns; the page keeps
// its own outbox too and the message's idempotency key makes both land once. A chat poll that
// fails is retried the same way. After a replay the pages are told (`chat-sync`) so they resend
// what still waits and fetch what is new.
async function tellPages(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage({ type: 'chat-sync' });
}

async function replay({ queue }: { queue: Queue }): Promise<void> {
  let entry = await queue.shiftRequest();
  while (entry) {
    try {
      await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error; // still offline: the browser tries the sync again later
    }
    entry = await queue.shiftRequest();
  }
  await tellPages();
}

const DAY_MINUTES = 24 * 60;
registerRoute(
  ({ url }) => url.pathname === '/api/newOnlinechat!send.action',
  new NetworkOnly({
    plugins: [
      new BackgroundSyncPlugin('caravan-chat-send', {
        maxRetentionTime: DAY_MINUTES,
        onSync: replay,
      }),
    ],
  }),
  'POST',
);

const pollQueue = new Queue('caravan-chat-poll', { maxRetentionTime: 60, onSync: replay });
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    /^\/(api\/newOnlinechat!(list|unread)|public\/userOnlineChatController!unread)\.action$/.test(
      url.pathname,
    ),
  async ({ request }) => {
    try {
      return await fetch(request.clone());
    } catch (error) {
      // One queued poll is enough to wake the pages when the connection returns.
      if ((await pollQueue.size()) === 0) await pollQueue.pushRequest({ request });
      throw error;
    }
  },
);

// A page whose outbox waits (a picture still to upload, a message not sent) registers a sync;
// when the browser fires it (the network is back) the pages are woken to upload and send: they
// hold the session and the pictures, and the idempotency key makes a message land once however
// many of them try. The upload itself is not queued here: a replayed upload would store the
// picture twice and tell nobody its address.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === CHAT_OUTBOX_SYNC) event.waitUntil(tellPages());
}) as EventListener);

setCatchHandler(async () => Response.error());

self.addEventListener('install', (event) => {
  // Keep the branded page from the start, so the first offline reload already works.
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_URL, { cache: 'reload' }))),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
