// Who ships a store's orders: a store whose owner an operator disabled has nobody to ship, so it
// takes neither a new order (checkout.service.ts) nor a payment (payment.service.ts), even while the
// store itself is not suspended. One rule for both.
import type { DbOrTx } from '../../db/client.ts';
import { findUserById } from '../account/index.ts';

/** Whether the store's owner (none: a platform store) is a disabled account. */
export async function ownerDisabled(db: DbOrTx, ownerUserId: string | null): Promise<boolean> {
  if (!ownerUserId) return false;
  return (await findUserById(db, ownerUserId))?.status === 'disabled';
}
