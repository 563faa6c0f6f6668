// The push stream: `GET /api/events` (server-sent events, token in the Authorization header or the
// `token` query parameter, since EventSource sends no headers). It tells a client "conversation X
// has news" or "a notice arrived", with the caller's unread counts, so the client fetches only what
// is new. Fan-out across instances through PostgreSQL LISTEN/NOTIFY (server/platform/push-hub.ts).
// Clients that cannot hold the stream poll at the spec's intervals instead.
import { operatorRoles } from '../../../domain/api/define.ts';
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { sendEnvelope } from '../../platform/envelope.ts';
import { transportMessage } from '../../platform/messages.ts';
import { extractToken } from '../../platform/params.ts';
import { PushHub } from '../../platform/push-hub.ts';
import type { PushEvent } from '../../platform/push.ts';
import { storesOwnedBy } from '../catalog/index.ts';
import { unreadNotices } from '../notice/index.ts';
import { unreadForStream } from './chat.service.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;
export const PUSH_STREAM_PATH = '/api/events';

export function pushStream({ app, api, database, brands, metrics }: ModuleDeps): void {
  const hub = new PushHub(database.pool.options, app.log);
  // Before the server waits for its connections: open streams would keep it waiting.
  app.addHook('preClose', () => hub.close());

  app.get(PUSH_STREAM_PATH, async (request, reply) => {
    const token = extractToken(request);
    const user = token ? await api.authenticate(token) : null;
    if (!user) {
      const lang = normalizeLanguage((request.query as Record<string, unknown>).lang);
      return sendEnvelope(reply, 403, {
        code: '403',
        msg: transportMessage(lang, 'forbidden'),
        data: null,
      });
    }
    const brand = brands.forHost(request.headers.host).config.code;
    const who = {
      userId: user.userId,
      operator: operatorRoles.some((role) => user.roles.includes(role)),
      sellerIds: await storesOwnedBy(database.db, user.userId),
    };
    const counts = async () => ({
      ...(await unreadForStream(database.db, who)),
      notices: await unreadNotices(database.db, user.userId, brand),
    });

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let open = true;
    const write = (event: string, data: unknown) => {
      if (open) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // Tell the client again every time something arrives; counts are read per client.
    let sending = Promise.resolve();
    const deliver = (event: PushEvent) => {
      sending = sending
        .then(async () =>
          write(event.topic, {
            conversationId: event.conversationId ?? '',
            unread: await counts(),
          }),
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'push delivery failed'));
    };
    const keepalive = setInterval(() => open && raw.write(': keepalive\n\n'), KEEPALIVE_MS);
    let remove: (() => void) | undefined;
    metrics.openStreams.inc();
    const close = () => {
      if (open) metrics.openStreams.dec();
      open = false;
      clearInterval(keepalive);
      remove?.();
    };
    request.raw.on('close', close);
    try {
      remove = await hub.add({
        ...who,
        deliver,
        // This instance is stopping: the client reconnects in a second, and the balancer sends
        // it to another instance (this one's /readyz already answers 503).
        stop: () => {
          if (open) raw.write('retry: 1000\nevent: reconnect\ndata: {}\n\n');
          close();
          raw.end();
        },
      });
      raw.write('retry: 5000\n\n');
      write('ready', { unread: await counts() });
    } catch (error) {
      request.log.warn({ err: error }, 'push stream could not listen');
      close();
      raw.end();
    }
    if (!open) remove?.();
  });
}
