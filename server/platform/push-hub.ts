// The push hub of one instance: the open event streams of this process, and one PostgreSQL
// connection LISTENing on the push channel. Every instance on the database hears every NOTIFY and
// hands it to its own streams, so a message written through one server reaches a buyer connected
// to another. No broker of our own: the database is the only shared piece.
//
// What one client can cost is bounded (issue 34): streams per user and per address are capped
// (the oldest is closed), the counts told with an event are read once per group of streams that
// share them (one user in one brand), however many streams that group holds, and events arriving
// while they are read are coalesced into one more read. A stream ends when its session does:
// a `session` event (logout, password change, disabling, role change) makes the hub check the
// sessions of that user at once, and every open session is checked again periodically (expiry).
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { PUSH_CHANNEL, type PushEvent } from './push.ts';

export interface Subscriber {
  userId: string;
  /** The session the stream was opened with; the stream ends with it. */
  sessionId: string;
  /** The roles it was opened with: a change ends the stream (the client opens a fresh one). */
  roles: readonly string[];
  /** The client it counts against (an address, an IPv6 /64). */
  client: string;
  operator: boolean;
  sellerIds: readonly string[];
  /** Streams of one group are told the same counts: read once for all of them. */
  group: string;
  /** The counts sent with an event to this subscriber's group. */
  counts(): Promise<unknown>;
  send(topic: string, data: unknown): void;
  /** Ends the stream (evicted, session ended, server shutting down). */
  stop(): void;
}

export interface PushHubOptions {
  /** Open streams per user and per client on this instance; past it the oldest is closed. */
  perUser: number;
  perClient: number;
  /** The sessions among these that are still live, each with the user's current roles. */
  liveSessions(sessionIds: readonly string[]): Promise<Map<string, readonly string[]>>;
  /** How often every open session is checked again (expiry, idle end); 0: only on events. */
  recheckMs: number;
}

const RECONNECT_MS = 2_000;

interface Pending {
  running: boolean;
  /** topic + conversation id of the events waiting to be told, without repeats. */
  waiting: Map<string, { topic: string; conversationId: string }>;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** Adds to a set in a map of sets. */
function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
  return set;
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

export class PushHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly byClient = new Map<string, Set<Subscriber>>();
  private readonly byGroup = new Map<string, Set<Subscriber>>();
  private readonly pending = new Map<string, Pending>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly recheckTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
    private readonly options: PushHubOptions,
  ) {
    if (options.recheckMs > 0) {
      this.recheckTimer = setInterval(
        () => void this.recheck([...this.subscribers]),
        options.recheckMs,
      );
      this.recheckTimer.unref();
    }
  }

  /** Resolves once this instance listens (so a test may send right after). */
  async add(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    const ofUser = addTo(this.byUser, subscriber.userId, subscriber);
    const ofClient = addTo(this.byClient, subscriber.client, subscriber);
    addTo(this.byGroup, subscriber.group, subscriber);
    // Sets keep insertion order: the first is the oldest.
    for (const [set, cap] of [
      [ofUser, this.options.perUser],
      [ofClient, this.options.perClient],
    ] as const) {
      while (cap > 0 && set.size > cap) this.evict(set.values().next().value as Subscriber);
    }
    await this.listen();
    return () => this.remove(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  private remove(subscriber: Subscriber): void {
    if (!this.subscribers.delete(subscriber)) return;
    removeFrom(this.byUser, subscriber.userId, subscriber);
    removeFrom(this.byClient, subscriber.client, subscriber);
    removeFrom(this.byGroup, subscriber.group, subscriber);
  }

  private evict(subscriber: Subscriber): void {
    this.remove(subscriber);
    subscriber.stop();
  }

  dispatch(event: PushEvent): void {
    if (event.topic === 'session') {
      const affected = (event.users ?? []).flatMap((userId) => [
        ...(this.byUser.get(userId) ?? []),
      ]);
      if (affected.length > 0) void this.recheck(affected);
      return;
    }
    const groups = new Set<string>();
    for (const subscriber of this.subscribers) {
      const wanted =
        event.everyone ||
        event.users?.includes(subscriber.userId) ||
        (event.operators && subscriber.operator) ||
        (event.sellerId !== undefined && subscriber.sellerIds.includes(event.sellerId));
      if (wanted) groups.add(subscriber.group);
    }
    for (const group of groups) this.tell(group, event.topic, event.conversationId ?? '');
  }

  /** Tells a group of streams about an event, reading their counts once (coalesced). */
  private tell(group: string, topic: string, conversationId: string): void {
    let pending = this.pending.get(group);
    if (!pending) this.pending.set(group, (pending = { running: false, waiting: new Map() }));
    pending.waiting.set(`${topic}\u0000${conversationId}`, { topic, conversationId });
    if (pending.running) return;
    pending.running = true;
    void this.drain(group, pending);
  }

  private async drain(group: string, pending: Pending): Promise<void> {
    try {
      while (pending.waiting.size > 0) {
        const events = [...pending.waiting.values()];
        pending.waiting.clear();
        const members = this.byGroup.get(group);
        const first = members?.values().next().value;
        if (!members || !first) break;
        let unread: unknown;
        try {
          unread = await first.counts();
        } catch (error) {
          this.log.warn({ err: error }, 'push delivery failed');
          continue;
        }
        for (const subscriber of this.byGroup.get(group) ?? [])
          for (const event of events)
            subscriber.send(event.topic, { conversationId: event.conversationId, unread });
      }
    } finally {
      pending.running = false;
      this.pending.delete(group);
    }
  }

  /** Ends the streams whose session ended or whose roles changed. */
  private async recheck(subscribers: Subscriber[]): Promise<void> {
    if (subscribers.length === 0) return;
    let live: Map<string, readonly string[]>;
    try {
      live = await this.options.liveSessions([...new Set(subscribers.map((s) => s.sessionId))]);
    } catch (error) {
      this.log.warn({ err: error }, 'push streams could not check their sessions');
      return;
    }
    for (const subscriber of subscribers) {
      const roles = live.get(subscriber.sessionId);
      if (!roles || !sameRoles(roles, subscriber.roles)) this.evict(subscriber);
    }
  }

  listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      if (message.channel !== PUSH_CHANNEL || !message.payload) return;
      try {
        this.dispatch(JSON.parse(message.payload) as PushEvent);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable push notification');
      }
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = undefined;
      if (error) this.log.warn({ err: error }, 'push listener lost its connection');
      void client.end().catch(() => undefined);
      if (!this.closed && this.subscribers.size > 0)
        this.timer = setTimeout(() => void this.listen().catch(() => undefined), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${PUSH_CHANNEL}`);
      this.client = client;
      if (this.closed) await this.close();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.recheckTimer) clearInterval(this.recheckTimer);
    const client = this.client;
    this.client = undefined;
    for (const subscriber of [...this.subscribers]) this.evict(subscriber);
    if (client) await client.end().catch(() => undefined);
  }
}
