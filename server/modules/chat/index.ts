// What other modules may use of chat: how many customer-service conversations wait for an answer
// (the console's dashboard).
import type { DbOrTx } from '../../db/client.ts';
import { inboxUnreadConversations } from './chat.repository.ts';

/** Customer-service conversations whose buyer's last messages no operator has read yet. */
export function serviceConversationsWaiting(db: DbOrTx): Promise<number> {
  return inboxUnreadConversations(db, { kind: 'service' });
}
