// Push across instances: two app instances on one PostgreSQL, each with its own listener. A buyer
// writes through instance A; the operator's event stream on instance B hears of it (with the
// inbox count) at commit, through LISTEN/NOTIFY and nothing else; the operator's answer through B
// reaches the buyer's stream on A with the buyer's unread count. A notice does the same.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../domain/api/chat.ts';
import { buildApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';
import { checkAnswersAgainstDocument } from '../../testing/openapi-answers.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call } from '../../testing/calls.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;
let buyer: Party;
let operator: Party;

interface PushMessage {
  event: string;
  data: { conversationId?: string; unread: Record<string, number> };
}

/** An open event stream: every message it has received, and a way to wait for one. */
async function openStream(app: FastifyInstance, token: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${address.port}/api/events?token=${token}`, {
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const received: PushMessage[] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
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
          waiters.splice(0).forEach((wake) => wake());
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  const next = async (
    event: string,
    since = 0,
    wanted: (message: PushMessage) => boolean = () => true,
  ): Promise<PushMessage> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = received
        .slice(since)
        .find((message) => message.event === event && wanted(message));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no ${event} event; got ${JSON.stringify(received)}`);
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, 200);
      });
    }
  };
  return { received, next, close: () => controller.abort() };
}

beforeAll(async () => {
  a = await createTestApp();
  bDatabase = connect(a.database.url, { max: 10 });
  b = await buildApp({
    config: a.config,
    database: bDatabase,
    logger: false,
    validateOutput: true,
  });
  checkAnswersAgainstDocument(b, a.config);
  await a.app.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  buyer = await createParty(a);
  operator = await createParty(a, { roles: ['user', 'support'] });
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

describe('push across two instances on one database', () => {
  it('refuses a stream without a session', async () => {
    const answer = await a.app.inject({ method: 'GET', url: '/api/events' });
    expect(answer.statusCode).toBe(403);
  });

  it('delivers a message written through A to the operator on B, and the answer back', async () => {
    const operatorStream = await openStream(b, operator.token);
    const buyerStream = await openStream(a.app, buyer.token);
    try {
      await operatorStream.next('ready');
      await buyerStream.next('ready');
      const sent = await call<ChatMessage>(
        a,
        'newOnlinechat!send',
        {
          content: encodeURIComponent('Is anyone there?'),
          clientKey: 'push-1',
        },
        { token: buyer.token },
      );
      expect(sent.code, sent.msg).toBe('0');
      const heard = await operatorStream.next('chat', 0, (m) => (m.data.unread.inbox ?? 0) > 0);
      expect(heard.data.conversationId).not.toBe('');
      expect(heard.data.unread.inbox).toBe(1);

      const from = buyerStream.received.length;
      const answer = await call<ChatMessage>(
        { app: b },
        'admin/chat!send',
        {
          conversationId: heard.data.conversationId,
          content: encodeURIComponent('Yes, how can I help?'),
        },
        { token: operator.token },
      );
      expect(answer.code, answer.msg).toBe('0');
      // The buyer's own message is news too; the answer is the one that counts unread.
      const reply = await buyerStream.next('chat', from, (m) => (m.data.unread.service ?? 0) > 0);
      expect(reply.data).toMatchObject({
        conversationId: heard.data.conversationId,
        unread: { service: 1 },
      });
    } finally {
      operatorStream.close();
      buyerStream.close();
    }
  });

  it('delivers an announcement posted through A to a stream on B', async () => {
    const admin = await createParty(a, { roles: ['user', 'admin'] });
    const stream = await openStream(b, buyer.token);
    try {
      await stream.next('ready');
      const posted = await call(
        a,
        'admin/notice!announce',
        {
          brand: a.config.defaultBrand,
          title: 'Maintenance',
          content: 'Tonight 02:00-03:00',
        },
        { token: admin.token },
      );
      expect(posted.code, posted.msg).toBe('0');
      const notice = await stream.next('notice');
      expect(notice.data.unread.notices).toBe(1);
    } finally {
      stream.close();
    }
  });
});
