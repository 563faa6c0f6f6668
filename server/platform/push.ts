// What one instance tells all the others (and itself) through PostgreSQL NOTIFY. Sent inside the
// transaction of the change, so it is delivered exactly when the change commits, and not at all
// when it rolls back.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export const PUSH_CHANNEL = 'caravan_push';

/**
 * Who should hear about it: users by id, every operator, or a store's owner. `session`: the
 * sessions or roles of `users` changed; their open streams check their session (push-hub.ts).
 */
export interface PushEvent {
  topic: 'chat' | 'notice' | 'session';
  users?: string[];
  /** Every connected user (an announcement; each stream counts for its own brand). */
  everyone?: boolean;
  operators?: boolean;
  sellerId?: string;
  conversationId?: string;
}

export async function notifyPush(db: DbOrTx, event: PushEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${PUSH_CHANNEL}, ${JSON.stringify(event)})`);
}
