// The event stream under abuse (issue 34): what 200 open streams cost when their user reads
// (counted in database transactions), the caps per user and per address, streams that end with
// their session, one-time tickets instead of a session token in the URL, and the external
// customer-service link that carries a signed assertion instead of the token.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../domain/api/chat.ts';
import { endsWithin, openStream, type OpenStream } from '../../testing/event-stream.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { countTransactions } from '../../testing/transaction-counter.ts';
import { createParty, type Party } from '../../testing/parties.ts';
import { call } from '../../testing/calls.ts';
import { writeParameter } from '../settings/index.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('200 open streams of one buyer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Caps out of the way: this measures what one event costs per stream.
    t = await createTestApp({ config: { pushStreamsPerUser: 1000, pushStreamsPerClient: 1000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('cost no more database work per read than none when nothing changed, and one count per event when something did', async () => {
    const buyer = await createParty(t);
    const operator = await createParty(t, { roles: ['user', 'support'] });
    const first = await call<ChatMessage>(
      t,
      'newOnlinechat!send',
      {
        content: encodeURIComponent('Hello?'),
        clientKey: 'bench-0',
      },
      { token: buyer.token },
    );
    expect(first.code, first.msg).toBe('0');
    const inbox = await call<{ pageList: Array<{ id: string }> }>(
      t,
      'admin/chat!list',
      {},
      { token: operator.token },
    );
    const conversationId = inbox.data.pageList[0]!.id;
    const replies: string[] = [];
    for (let i = 0; i < 20; i++) {
      const sent = await call<ChatMessage>(
        t,
        'admin/chat!send',
        {
          conversationId,
          content: encodeURIComponent(`Answer ${i}`),
        },
        { token: operator.token },
      );
      replies.push(sent.data.id);
    }
    const read = (messageId?: string) =>
      call(t, 'newOnlinechat!read', messageId ? { messageId } : {}, { token: buyer.token });

    /** Transactions and CPU of `work`, counted until every stream has heard what it should. */
    const measure = async (work: () => Promise<void>, settled: () => boolean) => {
      const counter = countTransactions();
      const cpu = process.cpuUsage();
      try {
        await work();
        const deadline = Date.now() + 30_000;
        while (!settled() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        // Anything still to come (a delivery that should not happen) comes now.
        await new Promise((r) => setTimeout(r, 300));
        const used = process.cpuUsage(cpu);
        return {
          transactions: counter.transactions,
          cpuMs: Math.round((used.user + used.system) / 1000),
        };
      } finally {
        counter.stop();
      }
    };
    const reads = async (ids: Array<string | undefined>) => {
      for (const id of ids) expect((await read(id)).code).toBe('0');
    };

    // Without streams: 20 reads that change nothing.
    const quiet = await measure(
      () => reads(Array.from({ length: 20 }, () => '1')),
      () => true,
    );

    const streams: OpenStream[] = [];
    try {
      for (let i = 0; i < 200; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: 20 }, () => openStream(t.app, `token=${buyer.token}`)),
        );
        streams.push(...batch);
      }
      await Promise.all(streams.map((stream) => stream.next('ready')));
      const heard = () => streams.reduce((sum, stream) => sum + stream.received.length, 0);

      // With 200 streams open: 20 reads that change nothing tell nobody.
      const before = heard();
      const unchanged = await measure(
        () => reads(Array.from({ length: 20 }, () => '1')),
        () => true,
      );
      const heardUnchanged = heard() - before;

      // 20 reads that each move the pointer: every stream hears until nothing is unread, and
      // the counts are read once per event for the buyer, not once per stream.
      const moving = await measure(
        () => reads(replies),
        () =>
          streams.every((stream) =>
            stream.received.some((m) => m.event === 'chat' && m.data.unread.service === 0),
          ),
      );
      const perStream = streams.map(
        (stream) => stream.received.filter((m) => m.event === 'chat').length,
      );

      console.info(
        `event-stream bench: 20 reads, no streams ${quiet.transactions} transactions ${quiet.cpuMs} ms CPU; ` +
          `200 streams, nothing changed ${unchanged.transactions} transactions ${unchanged.cpuMs} ms CPU; ` +
          `200 streams, each read moves ${moving.transactions} transactions ${moving.cpuMs} ms CPU, ` +
          `${Math.min(...perStream)}-${Math.max(...perStream)} events per stream ` +
          `(${heardUnchanged} events sent for the reads that changed nothing)`,
      );
      expect(heardUnchanged).toBe(0);
      expect(unchanged.transactions).toBeLessThanOrEqual(quiet.transactions + 2);
      // A read is a few transactions of its own; the counts add 2 per event for all 200 streams.
      // Per stream, as before, they would add 2 x 200 x 20 = 8,000.
      expect(moving.transactions).toBeLessThanOrEqual(quiet.transactions + 20 * 2 + 20);
      expect(Math.min(...perStream)).toBeGreaterThan(0);
    } finally {
      streams.forEach((stream) => stream.close());
    }
  }, 120_000);
});

describe('streams with caps, tickets and sessions (LEGACY_TOKEN_PARAMS=off)', () => {
  let t: TestApp;
  let admin: Party;
  const secret = 'a-test-secret-that-is-long-enough-0123456789';
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        pushStreamsPerUser: 2,
        pushStreamsPerClient: 4,
        legacyTokenParams: false,
        serviceLinkSecret: secret,
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createParty(t, { roles: ['user', 'admin'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const ticketOf = async (user: Pick<Party, 'token'>) => {
    const answer = await call<{ ticket: string; expiresIn: number }>(
      t,
      'newOnlinechat!streamTicket',
      {},
      { token: user.token },
    );
    expect(answer.code, answer.msg).toBe('0');
    return answer.data.ticket;
  };
  const open = async (user: Pick<Party, 'token'>) => {
    const stream = await openStream(t.app, `ticket=${await ticketOf(user)}`);
    await stream.next('ready');
    return stream;
  };
  const login = async (user: Party) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user!newlogin.action',
      payload: { username: user.username, password: 'secret123' },
    });
    return { token: answer.json<{ data: { token: string } }>().data.token };
  };

  it('opens a stream with a one-time ticket; a used, expired or legacy token in the URL is refused', async () => {
    const buyer = await createParty(t);
    const ticket = await ticketOf(buyer);
    const stream = await openStream(t.app, `ticket=${ticket}`);
    try {
      await stream.next('ready');
      // Good once.
      expect((await openStream(t.app, `ticket=${ticket}`)).status).toBe(403);
    } finally {
      stream.close();
    }
    // A minute at most.
    const late = await ticketOf(buyer);
    t.clock.advance(61_000);
    expect((await openStream(t.app, `ticket=${late}`)).status).toBe(403);
    // The ticket is issued by a POST only, so no link or prefetch can mint one.
    const viaGet = await t.app.inject({
      method: 'GET',
      url: '/api/newOnlinechat!streamTicket.action',
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(viaGet.statusCode).toBe(405);
    // With LEGACY_TOKEN_PARAMS=off the session token in the query or a form is no session, for a
    // call, a private picture or the stream; the header is.
    expect((await openStream(t.app, `token=${buyer.token}`)).status).toBe(403);
    for (const request of [
      { method: 'GET' as const, url: `/api/localuser!get.action?token=${buyer.token}` },
      {
        method: 'POST' as const,
        url: '/api/localuser!get.action',
        payload: { token: buyer.token },
      },
      { method: 'GET' as const, url: `/uploads/loan/none.jpg?token=${buyer.token}` },
    ])
      expect((await t.app.inject(request)).statusCode, request.url).toBe(403);
    expect((await call(t, 'localuser!get', {}, { token: buyer.token })).code).toBe('0');
    const byHeader = await openStream(t.app, '', { authorization: `Bearer ${buyer.token}` });
    try {
      await byHeader.next('ready');
    } finally {
      byHeader.close();
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it('closes the oldest stream past the cap per user and per address', async () => {
    const [u1, u2, u3] = [await createParty(t), await createParty(t), await createParty(t)];
    const s1 = await open(u1);
    const s2 = await open(u1);
    const s3 = await open(u1);
    const others: OpenStream[] = [];
    try {
      await endsWithin(s1, 5000);
      expect(s2.isEnded()).toBe(false);
      // The address now holds s2 and s3; two of u2 and one of u3 make five: s2 goes.
      others.push(await open(u2), await open(u2));
      expect(s2.isEnded()).toBe(false);
      others.push(await open(u3));
      await endsWithin(s2, 5000);
      expect([s3, ...others].map((stream) => stream.isEnded())).toEqual([
        false,
        false,
        false,
        false,
      ]);
    } finally {
      [s1, s2, s3, ...others].forEach((stream) => stream.close());
      // The server drops them when the sockets close.
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it('ends a stream when its session ends: logout, password change, disabling, role removal', async () => {
    // Logout.
    const buyer = await createParty(t);
    const loggedOut = await open(buyer);
    expect((await call(t, 'user!logout', {}, { token: buyer.token })).code).toBe('0');
    await endsWithin(loggedOut, 5000);

    // A password change ends the other sessions' streams, not the one that changed it.
    const owner = await createParty(t);
    const elsewhere = await login(owner);
    const other = await open(elsewhere);
    const own = await open(owner);
    try {
      const changed = await call(
        t,
        'user!updateOldAndNewPsw',
        {
          old_password: 'secret123',
          password: 'newsecret456',
          confirm_password: 'newsecret456',
        },
        { token: owner.token },
      );
      expect(changed.code, changed.msg).toBe('0');
      await endsWithin(other, 5000);
      await new Promise((r) => setTimeout(r, 300));
      expect(own.isEnded()).toBe(false);
    } finally {
      own.close();
    }

    // Disabling.
    const disabled = await createParty(t);
    const disabledStream = await open(disabled);
    const set = await call(
      t,
      'admin/user!setStatus',
      {
        id: disabled.userId,
        status: 'disabled',
        reason: 'fraud review',
      },
      { token: admin.token },
    );
    expect(set.code, set.msg).toBe('0');
    await endsWithin(disabledStream, 5000);

    // Role removal: the operator's stream (with the inbox) ends; the next one is a buyer's.
    const support = await createParty(t, { roles: ['user', 'support'] });
    const supportStream = await open(support);
    const removed = await call(
      t,
      'admin/user!setRoles',
      {
        id: support.userId,
        roles: '[]',
        reason: 'left the team',
      },
      { token: admin.token },
    );
    expect(removed.code, removed.msg).toBe('0');
    await endsWithin(supportStream, 5000);
  });

  it('gives the customer-service provider a signed, short-lived assertion, never the session token', async () => {
    const buyer = await createParty(t);
    const none = await call<{ url: string }>(
      t,
      'newOnlinechat!serviceLink',
      {},
      { token: buyer.token },
    );
    expect(none.data.url).toBe('');
    await writeParameter(t.database.db, {
      code: 'customer_service_url',
      value: 'https://help.example.com/chat?site=7',
      public: true,
      updatedAt: new Date(),
    });
    const answer = await call<{ url: string }>(
      t,
      'newOnlinechat!serviceLink',
      {
        sellerGoodsId: 'g-1',
      },
      { token: buyer.token },
    );
    expect(answer.code, answer.msg).toBe('0');
    expect(answer.data.url).not.toContain(buyer.token);
    const url = new URL(answer.data.url);
    expect(url.origin + url.pathname).toBe('https://help.example.com/chat');
    expect(url.searchParams.get('site')).toBe('7');
    expect(url.searchParams.get('token')).toBeNull();
    expect(url.searchParams.get('goodsid')).toBe('g-1');
    const [head, body, signature] = url.searchParams.get('assertion')!.split('.');
    expect(createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')).toBe(
      signature,
    );
    expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      aud: 'customer-service',
      sub: buyer.usercode,
      name: buyer.username,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    // The assertion is no session on this API.
    const asSession = await call(
      t,
      'localuser!get',
      {},
      { token: { token: url.searchParams.get('assertion')! }?.token },
    );
    expect(asSession.status).toBe(403);
  });
});
