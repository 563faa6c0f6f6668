// The push stream: `GET /api/events` (server-sent events). It tells a client "conversation X has
// news" or "a notice arrived", with the caller's unread counts, so the client fetches only what is
// new. EventSource sends no headers, so the PWA opens it with `ticket`, a one-time ticket from
// `newOnlinechat!streamTicket` (a POST with the session): no session token in a URL. The
// Authorization header works too, and, while LEGACY_TOKEN_PARAMS is on, the `token` query
// parameter of older clients. Fan-out across instances through PostgreSQL LISTEN/NOTIFY
// (server/platform/push-hub.ts, which also caps streams and ends them with their session).
// Clients that cannot hold the stream poll at the spec's intervals instead.
import { holds } from '../../../domain/operator/permissions.ts';
import { normalizeLanguage } from '../../../domain/i18n/languages.ts';
import type { AuthUser } from '../../platform/context.ts';
import type { ModuleDeps } from '../../platform/deps.ts';
import { sendEnvelope } from '../../platform/envelope.ts';
import { transportMessage } from '../../platform/messages.ts';
import { extractToken } from '../../platform/params.ts';
import { PushHub } from '../../platform/push-hub.ts';
import { storeOfOwner } from '../store/index.ts';
import { clientKeyOf } from '../../platform/rate-limit.ts';
import { liveSessionRoles, redeemStreamTicket } from '../account/index.ts';
import { unreadNotices } from '../notice/index.ts';
import { unreadForStream } from './chat.service.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 25_000;
/** Every open stream's session is checked this often (idle end, expiry) besides on events. */
const SESSION_RECHECK_MS = 60_000;
export const PUSH_STREAM_PATH = '/api/events';

export function pushStream({ app, api, config, database, brands, now, metrics }: ModuleDeps): void {
  const hub = new PushHub(database.pool.options, app.log, {
    perUser: config.pushStreamsPerUser,
    perClient: config.pushStreamsPerClient,
    recheckMs: SESSION_RECHECK_MS,
    liveSessions: (sessionIds) => liveSessionRoles(database.db, config, sessionIds, now()),
  });
  // Before the server waits for its connections: open streams would keep it waiting.
  let stopping = false;
  app.addHook('preClose', () => {
    stopping = true;
    return hub.close();
  });

  const userOf = async (query: Record<string, unknown>, token: string | undefined) => {
    if (typeof query.ticket === 'string' && query.ticket)
      return redeemStreamTicket(database.db, config, query.ticket, now());
    return token ? api.authenticate(token) : null;
  };

  app.get(PUSH_STREAM_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const user: AuthUser | null = await userOf(
      query,
      extractToken(request, config.legacyTokenParams),
    );
    if (!user) {
      return sendEnvelope(reply, 403, {
        code: '403',
        msg: transportMessage(normalizeLanguage(query.lang), 'forbidden'),
        data: null,
      });
    }
    const brand = brands.forHost(request.headers.host).config.code;
    const who = {
      userId: user.userId,
      operator: holds(user, 'support.chat'),
      sellerIds: await storeOfOwner(database.db, user.userId).then((id) => (id ? [id] : [])),
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
    const send = (event: string, data: unknown) => {
      if (open) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
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
        sessionId: user.sessionId,
        // A change of the roles or of what they grant ends the stream (liveSessionRoles).
        roles: [...user.roles, ...user.permissions.map((permission) => `permission:${permission}`)],
        client: clientKeyOf(request.ip),
        // The counts depend on the user and the brand (notices are per brand).
        group: `${user.userId}\u0000${brand}`,
        counts,
        send,
        // Session ends and caps close the stream for good; a stopping instance asks the client to
        // reconnect in a second, and the balancer sends it to another instance (this one's
        // /readyz already answers 503).
        stop: () => {
          if (!open) return;
          if (stopping) raw.write('retry: 1000\nevent: reconnect\ndata: {}\n\n');
          close();
          raw.end();
        },
      });
      raw.write('retry: 5000\n\n');
      send('ready', { unread: await counts() });
    } catch (error) {
      request.log.warn({ err: error }, 'push stream could not listen');
      close();
      raw.end();
    }
    if (!open) remove?.();
  });
}
