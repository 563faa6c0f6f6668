// The push hub of one instance: the open event streams of this process, and one PostgreSQL
// connection LISTENing on the push channel. Every instance on the database hears every NOTIFY and
// hands it to its own streams, so a message written through one server reaches a buyer connected
// to another. No broker of our own: the database is the only shared piece.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { PUSH_CHANNEL, type PushEvent } from './push.ts';

export interface Subscriber {
  userId: string;
  operator: boolean;
  sellerIds: readonly string[];
  deliver(event: PushEvent): void;
  /** Ends the stream (the server is shutting down). */
  stop?(): void;
}

const RECONNECT_MS = 2_000;

export class PushHub {
  private readonly subscribers = new Set<Subscriber>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves once this instance listens (so a test may send right after). */
  async add(subscriber: Subscriber): Promise<() => void> {
    this.subscribers.add(subscriber);
    await this.listen();
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  dispatch(event: PushEvent): void {
    for (const subscriber of this.subscribers) {
      const wanted =
        event.everyone ||
        event.users?.includes(subscriber.userId) ||
        (event.operators && subscriber.operator) ||
        (event.sellerId !== undefined && subscriber.sellerIds.includes(event.sellerId));
      if (wanted) subscriber.deliver(event);
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
    const client = this.client;
    this.client = undefined;
    for (const subscriber of this.subscribers) subscriber.stop?.();
    this.subscribers.clear();
    if (client) await client.end().catch(() => undefined);
  }
}
