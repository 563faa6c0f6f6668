// An event stream (`GET /api/events`) opened over real HTTP, as a browser's EventSource would: the
// messages it received, a way to wait for one, and whether the server ended it.
import type { FastifyInstance } from 'fastify';

export interface PushMessage {
  event: string;
  data: { conversationId?: string; unread: Record<string, number> };
}

export interface OpenStream {
  status: number;
  received: PushMessage[];
  /** Resolves when the server ends the stream (or it was refused). */
  ended: Promise<void>;
  isEnded(): boolean;
  next(
    event: string,
    since?: number,
    wanted?: (message: PushMessage) => boolean,
  ): Promise<PushMessage>;
  close(): void;
}

export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens `/api/events` with the given query (`ticket=…`, `token=…`) and headers. */
export async function openStream(
  app: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl(app)}/api/events${query ? `?${query}` : ''}`, {
    signal: controller.signal,
    headers,
  });
  const received: PushMessage[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const wake = () => waiters.splice(0).forEach((resolve) => resolve());
  const reading = (async () => {
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data)
            received.push({ event, data: JSON.parse(data) as PushMessage['data'] });
          wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by the test
    }
  })().finally(() => {
    ended = true;
    wake();
  });
  const next: OpenStream['next'] = async (event, since = 0, wanted = () => true) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = received
        .slice(since)
        .find((message) => message.event === event && wanted(message));
      if (found) return found;
      if (ended) throw new Error(`stream ended without ${event}; got ${JSON.stringify(received)}`);
      if (Date.now() > deadline)
        throw new Error(`no ${event} event; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return {
    status: response.status,
    received,
    ended: reading,
    isEnded: () => ended,
    next,
    close: () => controller.abort(),
  };
}

/** Resolves when the stream ends, or fails after `ms`. */
export async function endsWithin(stream: OpenStream, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stream.ended,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
